import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  CONFIG_ELEMENT_ID,
  CONFIG_PLACEHOLDER,
  PRERENDER_DIR,
  PRERENDER_MANIFEST,
  type PrerenderManifest,
} from '@core/prerender';
import { fillConfig, loadPageChooser, routeMatcher, type PageAnswer } from './prerendered-pages';

const config = {
  supportEmail: 'help@example.com',
  mailMode: 'smtp' as const,
  devMailbox: false,
  photoRetentionMonths: 18,
};

function buildDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'turnready-prerender-'));
  mkdirSync(path.join(dir, PRERENDER_DIR));
  const manifest: PrerenderManifest = {
    pages: { '/': 'index.html', '/login': 'login.html', '/es': 'es/index.html', '/es/login': 'es/login.html' },
    notFound: '404.html',
    signedIn: 'signed-in.html',
    routes: ['/es', '/es/login', '/', '/login', '/host/jobs/:jobId/edit'],
  };
  writeFileSync(path.join(dir, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest));
  mkdirSync(path.join(dir, PRERENDER_DIR, 'es'));
  for (const file of ['index.html', 'login.html', '404.html', 'es/index.html', 'es/login.html', 'es/404.html']) {
    writeFileSync(
      path.join(dir, PRERENDER_DIR, file),
      `<html><head><link rel="alternate" hreflang="es" href="/es/login" /></head><body>${file} <a href="mailto:${CONFIG_PLACEHOLDER.supportEmail}">${CONFIG_PLACEHOLDER.supportEmail}</a></body></html>`,
    );
  }
  return dir;
}

const text = (answer: PageAnswer, acceptEncoding?: string) => {
  if ('location' in answer) return `redirect ${answer.location}`;
  if (!('body' in answer)) return answer.file;
  const { encoding, bytes } = answer.body(acceptEncoding);
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(
    'utf8',
  );
};

describe('prerendered pages', () => {
  const choose = loadPageChooser(buildDir(), config, 'https://turnready.example/');

  it('sends a visitor the prerendered page, in the encoding the browser accepts', () => {
    for (const encoding of [undefined, 'gzip, deflate', 'gzip, deflate, br']) {
      const answer = choose('/login', undefined);
      expect(answer.status).toBe(200);
      expect(text(answer, encoding)).toContain('login.html');
    }
    expect(text(choose('/login/', 'theme=dark'))).toContain('login.html');
  });

  it('sends a browser with a session cookie the app shell', () => {
    for (const cookie of ['turnready.session_token=abc', 'a=b; __Secure-turnready.session_token=abc.def']) {
      expect(choose('/login', cookie)).toEqual({ status: 200, file: 'index.html' });
    }
    // An empty cookie is no session.
    expect(text(choose('/login', 'turnready.session_token='))).toContain('login.html');
  });

  it('answers 404 with the not-found page for an address no route knows, and the shell for other routes', () => {
    const missing = choose('/no/such/page', undefined);
    expect(missing.status).toBe(404);
    expect(text(missing)).toContain('404.html');
    expect(choose('/no/such/page', 'turnready.session_token=abc')).toEqual({ status: 404, file: 'index.html' });
    expect(choose('/host/jobs/3f2a/edit', undefined)).toEqual({ status: 200, file: 'index.html' });
  });

  it('writes in this deployment’s settings and its public config, escaped', () => {
    const html = text(choose('/', undefined));
    expect(html).not.toContain(CONFIG_PLACEHOLDER.supportEmail);
    expect(html).toContain('mailto:help@example.com');
    const filled = fillConfig(
      `<head></head><p>${CONFIG_PLACEHOLDER.supportEmail} ${CONFIG_PLACEHOLDER.photoRetentionMonths}</p>`,
      { ...config, supportEmail: 'a<b>@x.com' },
    );
    expect(filled).toContain('<p>a&lt;b&gt;@x.com 18</p>');
    const json = /<script type="application\/json" id="([^"]+)">(.*)<\/script>/.exec(filled)!;
    expect(json[1]).toBe(CONFIG_ELEMENT_ID);
    expect(json[2]).not.toContain('<');
    expect(JSON.parse(json[2]!)).toEqual({ ...config, supportEmail: 'a<b>@x.com' });
  });

  it('sends the Spanish page for an /es address, and a visitor who chose Spanish to it (issue 41)', () => {
    expect(text(choose('/es/login', undefined))).toContain('es/login.html');
    expect(text(choose('/es', 'lang=en'))).toContain('es/index.html');
    // The English address is the same HTML for everyone without a choice, whatever the browser prefers.
    expect(text(choose('/login', undefined, 'es-MX,es;q=0.9'))).toContain('>login.html');
    expect(choose('/login', 'a=b; lang=es')).toEqual({ status: 302, location: '/es/login' });
    expect(choose('/', 'lang=es')).toEqual({ status: 302, location: '/es' });
    expect(text(choose('/login', 'lang=en'))).toContain('>login.html');
    expect(text(choose('/login', 'lang=fr'))).toContain('>login.html');
    // Signed in: the shell, whose app follows the account's language.
    expect(choose('/login', 'lang=es; turnready.session_token=abc')).toEqual({ status: 200, file: 'index.html' });
  });

  it('answers a missing page in the address’s language, else the cookie’s, else Accept-Language’s', () => {
    expect(text(choose('/es/no-such-page', 'lang=en'))).toContain('es/404.html');
    expect(text(choose('/no-such-page', 'lang=es'))).toContain('es/404.html');
    expect(text(choose('/no-such-page', undefined, 'es-US,es;q=0.9,en;q=0.8'))).toContain('es/404.html');
    expect(text(choose('/no-such-page', 'lang=en', 'es'))).toContain('>404.html');
    expect(text(choose('/no-such-page', undefined, 'fr-FR, en;q=0.5'))).toContain('>404.html');
  });

  it('makes the hreflang links absolute with the app’s address', () => {
    expect(text(choose('/es/login', undefined))).toContain(
      '<link rel="alternate" hreflang="es" href="https://turnready.example/es/login" />',
    );
  });

  it('without a prerendered build, every page gets the shell', () => {
    const bare = loadPageChooser(mkdtempSync(path.join(os.tmpdir(), 'turnready-bare-')), config);
    expect(bare('/nope', undefined)).toEqual({ status: 200, file: 'index.html' });
  });
});

describe('route patterns', () => {
  it('match a parameter as one segment, case-insensitively, and nothing longer', () => {
    const edit = routeMatcher('/host/jobs/:jobId/edit');
    expect(edit('/host/jobs/abc/edit')).toBe(true);
    expect(edit('/HOST/Jobs/abc/edit')).toBe(true);
    expect(edit('/host/jobs/abc%20d/edit')).toBe(true);
    expect(edit('/host/jobs//edit')).toBe(false);
    expect(edit('/host/jobs/a/b/edit')).toBe(false);
    expect(edit('/host/jobs/abc/edit/more')).toBe(false);
    expect(routeMatcher('/')('/')).toBe(true);
    expect(routeMatcher('/login')('/%E0%A4%A')).toBe(false);
  });
});
