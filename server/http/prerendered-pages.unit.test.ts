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
    pages: { '/': 'index.html', '/login': 'login.html' },
    notFound: '404.html',
    signedIn: 'signed-in.html',
    routes: ['/', '/login', '/host/jobs/:jobId/edit'],
  };
  writeFileSync(path.join(dir, PRERENDER_DIR, PRERENDER_MANIFEST), JSON.stringify(manifest));
  for (const file of ['index.html', 'login.html', '404.html']) {
    writeFileSync(
      path.join(dir, PRERENDER_DIR, file),
      `<html><head></head><body>${file} <a href="mailto:${CONFIG_PLACEHOLDER.supportEmail}">${CONFIG_PLACEHOLDER.supportEmail}</a></body></html>`,
    );
  }
  return dir;
}

const text = (answer: PageAnswer, acceptEncoding?: string) => {
  if (!('body' in answer)) return answer.file;
  const { encoding, bytes } = answer.body(acceptEncoding);
  return (encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes).toString(
    'utf8',
  );
};

describe('prerendered pages', () => {
  const choose = loadPageChooser(buildDir(), config);

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
