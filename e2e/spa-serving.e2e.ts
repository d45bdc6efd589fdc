import { describe, expect, it } from 'vitest';
import { baseUrl, seedAccount, newPage, signIn } from './support/browser';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

describe('the built server', () => {
  it('serves the SPA for client routes but not for /api, assets or robots.txt', async () => {
    const page = await fetch(`${baseUrl()}/host/jobs/some-id/edit`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"></div>');
    // An address no route knows: 404, with the not-found page in the HTML.
    const missing = await fetch(`${baseUrl()}/some/client/route`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Oops! Page not found');
    const api = await fetch(`${baseUrl()}/api/nope`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
    const robots = await fetch(`${baseUrl()}/robots.txt`);
    expect(await robots.text()).toContain('User-agent');
    expect((await fetch(`${baseUrl()}/assets/missing.js`)).status).toBe(404);
  });

  it('a fixture account can be signed in without the UI', async () => {
    const account = await seedAccount('cleaner');
    const { context, page } = await newPage(browser());
    await signIn(context, account);
    const res = await page.request.get('/api/session');
    expect((await res.json()).role).toBe('cleaner');
    await context.close();
  });
});
