// Forgotten password: request a link, follow it from the email, set a new password, sign in with it.
import { describe, expect, it } from 'vitest';
import { defaultCalculatorInputs } from '@core/calculator';
import { expectToast, sessionOf, signInStatus, submitSignInForm } from './support/auth-helpers';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  linkIn,
  newPage,
  PHONE,
  seedAccount,
  signIn,
  waitForMail,
} from './support/browser';
import { browserForFile } from './support/file-setup';

const RESET_SUBJECT = /Reset your TurnReady password/;
const browser = browserForFile();

describe('password reset', () => {
  it('forgot → email → new password; the new one works, the old one and the used link do not', async () => {
    const account = await seedAccount('cleaner');
    const newPassword = 'a-brand-new-password-42';

    // A session open elsewhere ends with the reset.
    const other = await newPage(browser(), DESKTOP);
    await signIn(other.context, account);

    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectToast(page, 'Reset link sent', 'Check your email for a password reset link.');
    expect(await page.getByText(`We sent a password reset link to ${account.email}.`).isVisible()).toBe(true);
    expect(await page.getByText(/spam folder/).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Back to Login' }).getAttribute('href')).toBe('/login');

    const link = linkIn(await waitForMail(account.email, RESET_SUBJECT), '/reset-password?token=');
    await page.goto(link);
    await page.getByRole('heading', { name: 'Set New Password' }).waitFor();
    const password = page.getByLabel('New password');
    expect(await password.getAttribute('autocomplete')).toBe('new-password');

    // Too short: told so, and nothing is sent (the link still works below).
    await password.fill('abc');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Password too short', 'Password must be at least 6 characters long.');
    expect(await password.getAttribute('aria-invalid')).toBe('true');

    await password.fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await expectToast(page, 'Password updated', 'You can now log in with your new password.');

    expect(await signInStatus(account.email, account.password)).toBe(401);
    await submitSignInForm(page, account.email, newPassword);
    await page.waitForURL('**/browse-jobs');
    expect((await sessionOf(page)).user?.email).toBe(account.email);
    expect((await sessionOf(other.page)).user).toBeNull();

    // The link is single use.
    await page.goto(link);
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
    expect(
      await page.getByText('Please re-click the reset link from your email or check if it has expired.').isVisible(),
    ).toBe(true);
    expect(await page.getByRole('link', { name: 'Request a new link' }).getAttribute('href')).toBe('/forgot-password');

    await other.context.close();
    await context.close();
  });

  it('answers an unknown address the same way, so it reveals no accounts', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('nobody-here@example.com');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await context.close();
  });

  it('a link without a token, or with an unknown one, shows Session not found', async () => {
    const { context, page } = await newPage(browser());
    for (const path of ['/reset-password', '/reset-password?token=not-a-real-token-123']) {
      await page.goto(path);
      await page.getByRole('heading', { name: 'Session not found' }).waitFor();
      expect(await page.getByLabel('New password').count()).toBe(0);
    }
    await context.close();
  });
});

describe('development mailbox', () => {
  it('shows a new email without a reload, and its link opens the reset page', async () => {
    // A seeded account with one email already listed: a quote it asked for.
    const account = await seedAccount('cleaner');
    const quote = await fetch(`${baseUrl()}/api/calculator/quotes`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl() },
      body: JSON.stringify({ ...defaultCalculatorInputs, bedrooms: 1, email: account.email }),
    });
    expect(quote.status).toBeLessThan(300);
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
    const entries = page.getByRole('list').getByRole('button').filter({ hasText: account.email });
    await entries.filter({ hasText: /cleaning quote/ }).waitFor();
    const resetEntry = entries.filter({ hasText: 'Password reset' });
    expect(await resetEntry.count()).toBe(0);

    const res = await page.request.post('/api/password/forgot', {
      data: { email: account.email },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(res.status()).toBe(200);
    await resetEntry.waitFor({ timeout: 12_000 });
    // Newest first (among this account's emails: other test files send mail at the same time).
    expect(await entries.first().textContent()).toContain('Password reset');

    await resetEntry.click();
    await page.getByRole('heading', { name: 'Reset your TurnReady password' }).waitFor();
    await page.getByRole('button', { name: 'HTML' }).click();
    await page.frameLocator('iframe').getByRole('link', { name: 'Set a new password' }).waitFor();
    // Scanned in the text view: axe cannot run inside the sandboxed, script-less email frame.
    await page.getByRole('button', { name: 'Text' }).click();
    await expectNoSeriousA11yViolations(page, 'an email open, text view');
    await page.getByRole('link', { name: /\/reset-password\?token=/ }).click();
    await page.getByLabel('New password').waitFor();
    await context.close();
  });
});

describe('accessibility at phone size', () => {
  it('/reset-password with a valid link, an invalid one, and the sent state of /forgot-password', async () => {
    const account = await seedAccount('host');
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectToast(page, 'Reset link sent');
    await expectNoSeriousA11yViolations(page, 'reset link sent');

    await page.goto(linkIn(await waitForMail(account.email, RESET_SUBJECT), '/reset-password?token='));
    await page.getByLabel('New password').waitFor();
    await expectNoSeriousA11yViolations(page, 'a valid link');

    await page.goto('/reset-password?token=not-a-real-token-123');
    await page.getByRole('heading', { name: 'Session not found' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'an unknown link');
    await context.close();
  });
});
