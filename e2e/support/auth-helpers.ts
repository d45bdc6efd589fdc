// Helpers for the account journeys: toasts (sonner) and the session as the server sees it.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl } from './browser';

/** Waits for a toast with this title and checks its description. */
export async function expectToast(page: Page, title: string, description?: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
  await toast.first().waitFor({ state: 'visible', timeout: 10_000 });
  if (description !== undefined)
    expect(await toast.first().locator('[data-description]').textContent()).toBe(description);
}

/** The toasts on screen now, as "title / description". */
export async function visibleToasts(page: Page): Promise<string[]> {
  return page
    .locator('[data-sonner-toast]')
    .evaluateAll((els) =>
      els.map(
        (el) =>
          `${el.querySelector('[data-title]')?.textContent ?? ''} / ${el.querySelector('[data-description]')?.textContent ?? ''}`,
      ),
    );
}

/** Who the server thinks this page's browser context is. */
export async function sessionOf(page: Page): Promise<{ user: { email: string } | null; role: string | null }> {
  return (await page.request.get('/api/session')).json();
}

/** Signs in through the API without a browser: the status tells whether the password works. */
export async function signInStatus(email: string, password: string): Promise<number> {
  const res = await fetch(`${baseUrl()}/api/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl() },
    body: JSON.stringify({ email, password }),
  });
  return res.status;
}

/** Fills and submits the sign-in form on /login or /auth. */
export async function submitSignInForm(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
