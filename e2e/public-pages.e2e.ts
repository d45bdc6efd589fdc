// The public pages: every one renders, passes an accessibility scan on a phone and a desktop,
// and the header, footer and 404 behave as spec §2 says.
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { seedAccount, DESKTOP, expectNoSeriousA11yViolations, newPage, PHONE, signIn } from './support/browser';
import { browserForFile } from './support/file-setup';

const browser = browserForFile();

const pages = [
  { path: '/', heading: /guest-ready/i },
  { path: '/terms-of-service', heading: /Terms of Service/ },
  { path: '/privacy-policy', heading: /Privacy Policy/ },
  { path: '/contact-us', heading: /Contact/ },
  { path: '/no-such-page', heading: en.notFound.title },
];

describe('public pages', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const p of pages) {
      it(`${p.path} renders without serious accessibility problems at ${viewport.width}px`, async () => {
        const { context, page } = await newPage(browser(), viewport);
        await page.goto(p.path);
        await page.getByRole('heading', { level: 1, name: p.heading }).waitFor();
        await expectNoSeriousA11yViolations(page, 'visitor');
        await context.close();
      });
    }
  }

  it('Terms and Privacy are dated June 19, 2025, and the Terms cover every point of the spec', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    for (const path of ['/terms-of-service', '/privacy-policy']) {
      await page.goto(path);
      await page.getByText('Last updated June 19, 2025').first().waitFor();
    }
    await page.goto('/terms-of-service');
    await page.getByRole('heading', { level: 1, name: /Terms of Service/ }).waitFor();
    const text = (await page.locator('main').innerText()).toLowerCase();
    for (const point of [
      '18',
      'monthly',
      'refund',
      'background check',
      'independent contractor',
      '30 days',
      '7 years',
      '12 months',
      'duplicate',
    ]) {
      expect(text, `Terms mention "${point}"`).toContain(point);
    }
    await context.close();
  });

  it('Contact Us shows the support email, reply times and the URGENT subject rule', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/contact-us');
    await page.getByRole('link', { name: 'support@turnready.app' }).first().waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('24-48 hours');
    expect(text).toContain('URGENT');
    await context.close();
  });

  it('the 404 page says so, links home, and the link works', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/definitely/not/here');
    await page.getByText('404', { exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Oops! Page not found' }).waitFor();
    await page.getByRole('main').getByRole('link', { name: en.notFound.home }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('header and footer', () => {
  it('footer links lead to their pages', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    const footer = () => page.getByRole('contentinfo');
    // [link, its address, where a visitor lands]: the dashboard is a host's, so a visitor is sent on
    // to sign in at once, often before the address has been seen to change.
    const internal: [string, string, string][] = [
      [en.layout.footer.contactUs, '/contact-us', '/contact-us'],
      [en.layout.footer.terms, '/terms-of-service', '/terms-of-service'],
      [en.layout.footer.privacy, '/privacy-policy', '/privacy-policy'],
      [en.layout.footer.postAJob, '/host/post-job', '/host/post-job'],
      [en.layout.footer.viewPricing, '/host/pricing', '/host/pricing'],
      [en.layout.footer.dashboard, '/host/dashboard', '/auth'],
      [en.layout.footer.joinAsCleaner, '/cleaner/signup', '/cleaner/signup'],
    ];
    await page.goto('/');
    for (const [name, href, landsOn] of internal) {
      const link = footer().getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(href);
      await link.click();
      await page.waitForURL((url) => url.pathname === landsOn);
    }
    for (const name of [en.layout.footer.newsletter, en.layout.footer.resources]) {
      const link = footer().getByRole('link', { name: new RegExp(name) });
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    await expect(footer().innerText()).resolves.toContain('2024');
    await context.close();
  });

  it('a visitor gets the Sign Up dropdown and a Login link', async () => {
    const { context, page } = await newPage(browser());
    await page.goto('/');
    const signUp = page.getByRole('button', { name: en.layout.header.signUp });
    const choices = page.getByRole('list', { name: en.layout.header.signUp });
    await signUp.click();
    expect(await signUp.getAttribute('aria-expanded')).toBe('true');
    expect(await choices.getByRole('link').allInnerTexts()).toEqual([
      en.layout.header.signUpAsHost,
      en.layout.header.signUpAsCleaner,
    ]);
    // A disclosure: Tab walks into its links, Escape closes it and puts focus back on the button.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(en.layout.header.signUpAsHost);
    await page.keyboard.press('Escape');
    await choices.waitFor({ state: 'hidden' });
    expect(await signUp.getAttribute('aria-expanded')).toBe('false');
    expect(await signUp.evaluate((el) => el === document.activeElement)).toBe(true);
    // A click elsewhere closes it too.
    await signUp.click();
    await choices.waitFor();
    await page.getByRole('heading', { level: 1 }).click();
    await choices.waitFor({ state: 'hidden' });
    await signUp.click();
    await choices.getByRole('link', { name: en.layout.header.signUpAsCleaner }).click();
    await page.waitForURL((url) => url.pathname === '/cleaner/signup');
    await choices.waitFor({ state: 'hidden' });
    await page.getByRole('link', { name: en.layout.header.login, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('a cleaner gets the cleaner menu and a host the host menu, each with Logout', async () => {
    const cleaner = await seedAccount('cleaner');
    const host = await seedAccount('host');
    const menus: [typeof cleaner, string[]][] = [
      // Issue 41: and the switch to the other language, named in itself, before Logout.
      [
        cleaner,
        [
          'My Profile',
          'Schedule',
          'Earnings',
          'My Applications',
          'Messages',
          'Browse Jobs',
          'Billing',
          'Español',
          'Logout',
        ],
      ],
      [
        host,
        [
          'View Dashboard',
          'Edit Profile',
          'Edit Jobs',
          'Turnovers',
          'Add New Job',
          'View Applicants',
          'Messages',
          'Payments',
          'Billing',
          'Español',
          'Logout',
        ],
      ],
    ];
    for (const [account, items] of menus) {
      const { context, page } = await newPage(browser());
      await signIn(context, account);
      await page.goto('/');
      await page.getByRole('button', { name: en.layout.header.menu }).click();
      const names = await page.getByRole('list', { name: en.layout.header.menu }).getByRole('listitem').allInnerTexts();
      expect(names.map((n) => n.trim())).toEqual(items);
      // Logout clears the session and storage, then loads /.
      await page.evaluate(() => {
        localStorage.setItem('probe', '1');
        sessionStorage.setItem('probe', '1');
      });
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: en.layout.header.login, exact: true }).waitFor();
      expect(await page.evaluate(() => [localStorage.getItem('probe'), sessionStorage.getItem('probe')])).toEqual([
        null,
        null,
      ]);
      expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
      await context.close();
    }
  });
});
