import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { appInstall } from './scripts/vite-app-install.ts';
import { prerender } from './scripts/vite-prerender.ts';

/**
 * Writes a .br and a .gz beside every script, style and page of the build, compressed once at the
 * highest levels; the server sends them to browsers that accept them (@fastify/static preCompressed).
 * Uncompressed, a first visit downloaded three times the bytes (bench/results.md).
 * BROTLI_QUALITY lowers the brotli level where nobody downloads the build (`npm test` uses 5: about
 * 8% larger, ten times faster); the bundle budget measures gzip, which stays at level 9.
 */
function precompress(): Plugin {
  const brotliQuality = Number(process.env.BROTLI_QUALITY ?? 11);
  return {
    name: 'turnready-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const files = Object.keys(bundle).filter((f) => /\.(js|css|html|svg)$/.test(f));
      for (const file of files) {
        const full = path.join(options.dir!, file);
        const content = await readFile(full);
        await writeFile(
          `${full}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
        );
        await writeFile(`${full}.gz`, gzipSync(content, { level: 9 }));
      }
    },
  };
}

// The SPA lives in web/; the API server serves dist/web in production and proxies nothing:
// during `npm run dev` Vite proxies /api to the API server (see scripts/dev.mjs).
export default defineConfig({
  root: 'web',
  plugins: [react(), tailwindcss(), precompress(), prerender(), appInstall({ root: path.resolve('.') })],
  // @core/…, @web/… (tsconfig.json "paths"): one spelling of a shared module from anywhere.
  resolve: { tsconfigPaths: true },
  // The manifest lets the benchmark (bench/bundle.ts) see which chunks each page loads statically.
  build: {
    outDir: '../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // index.html for the app; prerendered.html is the template of the prerendered public pages.
    rollupOptions: {
      input: { index: path.resolve('web/index.html'), prerendered: path.resolve('web/prerendered.html') },
      // Fewer, larger chunks (decision 044): a cleaner's page fetched about 60 files of 1 to 5 KB,
      // and a phone on HTTP/1.1 (six connections) pays a round trip for each. Everything the entry
      // loads anyway is one chunk, the icons another, and a shared chunk under 6 KB is copied into
      // the chunks that import it rather than fetched on its own.
      output: {
        codeSplitting: {
          experimentalInlineCommonChunks: { maxSize: 6_000 },
          groups: [
            {
              name: 'app',
              tags: ['$initial'],
              test: (id) =>
                /[\\/](node_modules|web[\\/]src|core)[\\/]/.test(id) &&
                !/[\\/](main(-prerendered)?\.tsx|early-start\.ts|route-reads\.ts)$/.test(id),
            },
            { name: 'icons', test: /node_modules[\\/]lucide-react/ },
            // What the header's lazily loaded parts (its menus, its live badges) and many pages share: one
            // small chunk each, rather than a copy in each of the four or five chunks that a page fetches.
            // The live parts apart, so a visitor (no live badges) does not fetch them.
            {
              name: 'shared-ui',
              test: /web[\\/]src[\\/](components[\\/]ui[\\/](button|disclosure)\.tsx|lib[\\/]hydration\.ts)$/,
            },
            {
              name: 'live',
              test: /web[\\/]src[\\/](lib[\\/]use-now\.ts|features[\\/]notifications[\\/]api[\\/]notifications?(-stream)?\.ts)$/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: { '/api': `http://127.0.0.1:${process.env.API_PORT ?? 3001}` },
  },
});
