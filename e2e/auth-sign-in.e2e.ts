// Signing in and out: the /login and /auth pages themselves (the only tests that sign in through the UI).
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { expectToast, sessionOf, submitSignInForm, visibleToasts } from './support/auth-helpers';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
  startRegistration,
} from './support/browser';
import { createHostWithJob } from './support/cleaner-helpers';
import { accountsForFile, browserForFile } from './support/file-setup';

const browser = browserForFile();
const { host, cleaner } = accountsForFile('host', 'cleaner');

describe('/login', () => {
  it('signs a host in and sends them to the host dashboard', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/login');
    expect(await page.getByLabel('Email').getAttribute('autocomplete')).toBe('email');
    expect(await page.title()).toBe('Log in | TurnReady');
    expect(await page.getByLabel('Password').getAttribute('autocomplete')).toBe('current-password');
    await submitSignInForm(page, host.email, host.password);
    await page.waitForURL('**/host/dashboard');
    await expectToast(page, 'Welcome back!', 'Redirecting to your host dashboard.');
    expect((await sessionOf(page)).role).toBe('host');
    await context.close();
  });

  it('signs a cleaner in and sends them to the job list', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/login');
    await submitSignInForm(page, cleaner.email, cleaner.password);
    await page.waitForURL('**/browse-jobs');
    await expectToast(page, 'Welcome back!');
    expect((await sessionOf(page)).role).toBe('cleaner');
    await context.close();
  });

  it('signs a hired cleaner in to their schedule, not the job list (issue 37)', async () => {
    const hired = await seedAccount('cleaner');
    const owner = await createHostWithJob();
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, owner);
    const jobId = ((await (await context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }).jobs[0]!
      .id;
    await context.clearCookies();
    await signIn(context, hired);
    const applied = await context.request.post('/api/applications', {
      data: { jobId },
      headers: { origin: baseUrl() },
    });
    const { id } = (await applied.json()) as { id: string };
    await context.clearCookies();
    await signIn(context, owner);
    const hire = { data: { action: 'hire' }, headers: { origin: baseUrl() } };
    expect((await context.request.patch(`/api/host/applications/${id}`, hire)).status()).toBe(200);
    await context.clearCookies();

    await page.goto('/login');
    await submitSignInForm(page, hired.email, hired.password);
    await page.waitForURL('**/cleaner/schedule');
    await expectToast(page, 'Welcome back!', en.auth.login.welcomeBackSchedule);
    await page.getByRole('heading', { level: 1, name: en.turnovers.schedule.title }).waitFor();
    // Already signed in, /login sends them on to the same home.
    await page.goto('/login');
    await page.waitForURL('**/cleaner/schedule');
    await context.close();
  });

  it('refuses a wrong password, says why, and keeps what was typed', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await submitSignInForm(page, host.email, 'not-the-password');
    await expectToast(page, 'Login failed', 'Invalid email or password.');
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByLabel('Email').inputValue()).toBe(host.email);
    expect(await page.getByLabel('Password').inputValue()).toBe('not-the-password');
    expect((await sessionOf(page)).user).toBeNull();
    await context.close();
  });

  it('tells an account whose email is not verified yet to verify it', async () => {
    const pending = await startRegistration('cleaner');
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    await submitSignInForm(page, pending.email, pending.password);
    await expectToast(
      page,
      'Login failed',
      'Please verify your email address before signing in. Check your inbox for the verification link.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });

  it('links to password reset and to both sign-ups', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/login');
    expect(await page.getByRole('link', { name: 'Sign up as a Host' }).getAttribute('href')).toBe('/host/post-job');
    expect(await page.getByRole('link', { name: 'Sign up as a Cleaner' }).getAttribute('href')).toBe('/cleaner/signup');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL('**/forgot-password');
    await context.close();
  });
});

describe('/auth', () => {
  it('shows the verified toast once and removes the parameter', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/auth?verified=true');
    await expectToast(
      page,
      'Email Verified Successfully!',
      'Your account has been created. Please sign in to access your dashboard.',
    );
    await page.waitForURL((url) => url.pathname === '/auth' && url.search === '');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    // Rendered, its requests answered and its effects run (two frames later): a toast would be up.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await visibleToasts(page)).toEqual([]);
    await context.close();
  });

  it('shows why a verification link failed, from the catalog for each known code', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/auth?error=invalid_token');
    await expectToast(page, 'Verification Error', en.auth.verification.linkInvalid);
    await page.waitForURL((url) => url.search === '');
    await page.goto('/auth?error=signup_link_replaced');
    await expectToast(page, 'Verification Error', en.auth.verification.linkReplaced);
    await context.close();
  });

  it('never shows text from the URL: an unknown code gets the generic message, error_description is ignored', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    const injected = 'Your account is locked. Call +1-555-0100';
    await page.goto(`/auth?error=x&error_description=${encodeURIComponent(injected)}`);
    await expectToast(page, 'Verification Error', en.auth.verification.linkFailed);
    await saveScreenshot(page, 'test-results/auth-link-error-1280.png', { fullPage: false });
    await page.setViewportSize(PHONE);
    await page.goto('/auth?error=signup_link_replaced');
    await expectToast(page, 'Verification Error', en.auth.verification.linkReplaced);
    await saveScreenshot(page, 'test-results/auth-link-replaced-390.png', { fullPage: false });
    await page.goto(`/auth?error=invalid_token&error_description=${encodeURIComponent(injected)}`);
    await expectToast(page, 'Verification Error', en.auth.verification.linkInvalid);
    await page.goto(
      `/host/setup-profile?error=${encodeURIComponent(injected)}&error_description=${encodeURIComponent(injected)}`,
    );
    await page.waitForURL((url) => url.pathname === '/auth');
    await expectToast(page, en.host.setupProfile.verificationErrorTitle, en.auth.verification.linkFailed);
    expect(await page.getByText('555-0100').count()).toBe(0);
    expect(await page.locator('body').innerText()).not.toContain('555-0100');
    await context.close();
  });

  it('signs in from its own form: errors as Sign In Error, a cleaner then goes to their profile', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/auth');
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'Sign up as a Host' }).getAttribute('href')).toBe('/host/post-job');
    expect(await page.getByRole('link', { name: 'Sign up as a Cleaner' }).getAttribute('href')).toBe('/cleaner/signup');
    await submitSignInForm(page, cleaner.email, 'wrong-password');
    await expectToast(page, 'Sign In Error', 'Invalid email or password.');
    await page.getByLabel('Password').fill(cleaner.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL('**/cleaner/profile');
    await context.close();
  });

  it('sends a signed-in host on to the dashboard', async () => {
    const { context, page } = await newPage(browser());
    await signIn(context, host);
    await page.goto('/auth');
    await page.waitForURL('**/host/dashboard');
    await context.close();
  });
});

describe('back to the page after signing in', () => {
  it("a cleaner sent to sign in from the schedule (an email's 'Open my schedule') returns to it", async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/cleaner/schedule?from=email');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/cleaner/schedule?from=email');
    await submitSignInForm(page, cleaner.email, cleaner.password);
    await page.waitForURL((url) => url.pathname === '/cleaner/schedule' && url.search === '?from=email');
    await context.close();
  });

  it('a host sent to sign in from a host page returns to it, through /auth', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/host/jobs');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/host/jobs');
    await submitSignInForm(page, host.email, host.password);
    await page.waitForURL((url) => url.pathname === '/host/jobs');
    await context.close();
  });

  it('never follows a next that leaves the site', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(`/login?next=${encodeURIComponent('//evil.example/phish')}`);
    await submitSignInForm(page, cleaner.email, cleaner.password);
    await page.waitForURL('**/browse-jobs');
    await context.close();
  });
});

describe('signing out', () => {
  it('the header menu Logout ends the session and loads the home page', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, cleaner);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await sessionOf(page)).toEqual({ user: null, role: null });
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await context.close();
  });
});

describe('accessibility at phone size', () => {
  for (const path of ['/login', '/auth', '/forgot-password']) {
    it(`${path} has no serious violations`, async () => {
      const { context, page } = await newPage(browser(), PHONE);
      await page.goto(path);
      await page.getByRole('button', { name: /Sign In|Send Reset Link/ }).waitFor();
      await expectNoSeriousA11yViolations(page, 'empty form');
      await context.close();
    });
  }

  it('/dev/mailbox, list and an open email, has no serious violations', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/dev/mailbox');
    await page.getByRole('heading', { name: 'Development mailbox' }).waitFor();
    const first = page.getByRole('list').getByRole('button').first();
    await first.waitFor();
    await expectNoSeriousA11yViolations(page, 'email list');
    await first.click();
    await page.getByRole('button', { name: 'All emails' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'an email open');
    await context.close();
  });
});
