// `npm start`: runs the built server (dist/server/main.js, plain JavaScript, no TypeScript loader).
// Outside production it first builds whatever is missing or older than its sources, so a new clone
// (`npm install && npm start`) and a `git pull` just work. With NODE_ENV=production it never builds:
// the build is made once (`npm run build`) and every process starts from it.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { root, serverEntry, staleParts, webEntry } from './build.mjs';

if (process.env.NODE_ENV === 'production') {
  const missing = [serverEntry, webEntry].filter((file) => !existsSync(file)).map((file) => path.relative(root, file));
  if (missing.length) {
    console.error(
      `TurnReady is not built (${missing.join(' and ')} missing). Run \`npm run build\` first: with NODE_ENV=production, npm start never builds.`,
    );
    process.exit(1);
  }
} else {
  const stale = staleParts();
  if (stale.length) {
    for (const { part, reason } of stale) console.log(`Building the ${part}: ${reason}.`);
    // A child process: the build's memory (Vite, the prerenderer) is not kept for the server's lifetime.
    const { status } = spawnSync(
      process.execPath,
      [path.join(root, 'scripts/build.mjs'), ...stale.map((s) => s.part)],
      { cwd: root, stdio: 'inherit' },
    );
    if (status !== 0) process.exit(status ?? 1);
  }
}

await import(pathToFileURL(serverEntry).href);
