// Issue 41, the web in Spanish: a visitor whose browser prefers Spanish reads Spanish, switching
// language keeps what was typed (no reload), the Spanish public pages are prerendered under /es/
// with <html lang> and hreflang links, and a signed-in person's choice follows them to another
// browser. The Spanish texts are read from the Spanish catalog, so the test holds while the
// translators replace its English copies.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LOCALE_NAMES } from '@core/locale';
import { en } from '@core/messages/en';
import { es } from '@core/messages/es';
import { legalDocuments } from '@core/messages/es/legal-documents';
import { baseUrl, DESKTOP, PHONE, saveScreenshot, seedAccount, signIn } from './support/browser';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

const htmlLang = (page: Page) => page.evaluate(() => document.documentElement.lang);
const footerLanguages = (page: Page, texts: { layout: { language: { label: string } } }) =>
  page.getByRole('navigation', { name: texts.layout.language.label });

describe('Spanish on the web', () => {
  it('a visitor whose browser prefers Spanish reads the site in Spanish, at its Spanish address', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'es-MX' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/login');
    // The English page (the same for everyone) switches after it loads, and moves to /es/login.
    await page.waitForURL('**/es/login');
    await footerLanguages(page, es).waitFor();
    expect(await htmlLang(page)).toBe('es');
    await page.getByRole('heading', { level: 1, name: es.auth.login.title }).waitFor();
    expect(await page.title()).toBe(`${es.auth.login.pageTitle} | TurnReady`);
    // Remembered: the next visit to an English address is sent to the Spanish one by the server.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'lang')).toMatchObject({ value: 'es', sameSite: 'Lax' });
    const res = await page.goto('/contact-us');
    expect(new URL(page.url()).pathname).toBe('/es/contact-us');
    expect(await res?.text()).toContain('<html lang="es"');
    await page.setViewportSize(PHONE);
    await saveScreenshot(page, 'test-results/spanish-contact-390.png', { fullPage: true });
    await page.goto('/es/terms-of-service');
    // The Spanish text of the Terms, which opens with the notice that the English text governs.
    await page.getByRole('heading', { level: 1, name: legalDocuments.terms.title }).waitFor();
    await saveScreenshot(page, 'test-results/spanish-terms-390.png');
    await page.setViewportSize(DESKTOP);
    await page.goto('/es');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await saveScreenshot(page, 'test-results/spanish-home-1280.png');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('switches to English and back without a reload and without losing what was typed', async () => {
    const context = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'es-MX' });
    const page = await context.newPage();
    const errors = collectErrors(page);
    await page.goto('/es/login', { waitUntil: 'networkidle' });
    await page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await page.getByLabel(es.auth.login.email).fill('typed@example.com');
    await page.getByLabel(es.auth.login.password).fill('typed-password');
    await footerLanguages(page, es).getByRole('button', { name: LOCALE_NAMES.en }).click();
    await page.waitForURL('**/login');
    expect(new URL(page.url()).pathname).toBe('/login');
    await footerLanguages(page, en).waitFor();
    expect(await htmlLang(page)).toBe('en');
    expect(await page.getByLabel(en.auth.login.email).inputValue()).toBe('typed@example.com');
    expect(await page.getByLabel(en.auth.login.password).inputValue()).toBe('typed-password');
    // And back, from the header this time.
    await page.getByRole('banner').getByRole('button', { name: LOCALE_NAMES.es }).click();
    await page.waitForURL('**/es/login');
    await footerLanguages(page, es).waitFor();
    expect(await page.getByLabel(es.auth.login.email).inputValue()).toBe('typed@example.com');
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('prerenders the Spanish public pages with lang="es", hreflang links and their title', async () => {
    const res = await fetch(`${baseUrl()}/es/login`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<link rel="alternate" hreflang="en" href="http[^"]*\/login"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="es" href="http[^"]*\/es\/login"/);
    expect(html).toMatch(/<link rel="alternate" hreflang="x-default" href="http[^"]*\/login"/);
    expect(html).toContain(`<title>`);
    const english = await (await fetch(`${baseUrl()}/login`, { headers: { 'accept-language': 'es-MX' } })).text();
    expect(english).toContain('<html lang="en"');
    // A visitor who chose Spanish is sent to the Spanish address.
    const chosen = await fetch(`${baseUrl()}/login?next=1`, { headers: { cookie: 'lang=es' }, redirect: 'manual' });
    expect(chosen.status).toBe(302);
    expect(chosen.headers.get('location')).toBe('/es/login?next=1');
    // The page that does not exist, in Spanish for a Spanish browser.
    const missing = await fetch(`${baseUrl()}/no-such-page`, { headers: { 'accept-language': 'es' } });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<html lang="es"');
  });

  it('a signed-in cleaner who chooses Español reads Spanish when signing in on another browser', async () => {
    const account = await seedAccount('cleaner');
    const first = await browser().newContext({ baseURL: baseUrl(), viewport: PHONE, locale: 'en-US' });
    await signIn(first, account);
    const page = await first.newPage();
    await page.goto('/cleaner/profile');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith('/api/session/locale') && r.request().method() === 'PUT',
    );
    await page.getByRole('combobox', { name: en.layout.language.label }).selectOption('es');
    expect((await saved).status()).toBe(204);
    await footerLanguages(page, es).waitFor();
    await saveScreenshot(page, 'test-results/spanish-cleaner-profile-390.png', { fullPage: true });
    await first.close();

    // Another device, whose browser prefers English: the account's language wins.
    const second = await browser().newContext({ baseURL: baseUrl(), viewport: DESKTOP, locale: 'en-US' });
    await signIn(second, account);
    const other = await second.newPage();
    const res = await other.goto('/cleaner/schedule');
    // Rendered on the server in the cleaner's language (decision 049).
    expect(await res?.text()).toContain('<html lang="es"');
    await footerLanguages(other, es).waitFor();
    expect(await htmlLang(other)).toBe('es');
    await saveScreenshot(other, 'test-results/spanish-schedule-1280.png');
    await second.close();
  });
});
