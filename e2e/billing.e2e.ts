// Billing journeys in test mode (issue 6): a free host upgrades to Pro through our own checkout page
// (opened in a new tab) and can post more jobs; cancelling a checkout changes nothing; a subscribed
// host switches plan, cancels at the period end and is free once the dev clock passes it; a cleaner
// buys Highlight from the browse banner, is listed first, and downgrades. Every page passes axe.
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { HIGHLIGHT_PRICE, JOB_LIMITS, PLAN_PRICES } from '@core/plans';
import { expectToast } from './support/auth-helpers';
import { advanceBillingClock, billingStatus, longDate, openCheckout, subscribe } from './support/billing-helpers';
import {
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  signIn,
} from './support/browser';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const b = en.billing;
const h = en.host;
const SHOTS = 'test-results/billing';
const browser = browserForFile();

holdDevClockEachTest();

const shot = async (page: Page, name: string) => {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, `${SHOTS}/${name}-${page.viewportSize()?.width}.png`);
};

/** A plan card on /host/pricing or /host/billing, found by its heading. */
const planCard = (page: Page, name: string) => page.getByRole('group', { name });

/** The 'Current plan' block of /host/billing. */
const currentPlan = (page: Page) => page.getByRole('region', { name: /^(Free|Pro|Premium)$/ });

/** Clicks something that opens the checkout in a new tab, and returns that tab once it shows the test checkout. */
async function openCheckoutTab(context: BrowserContext, click: () => Promise<void>): Promise<Page> {
  const [tab] = await Promise.all([context.waitForEvent('page'), click()]);
  await tab.waitForURL('**/billing/test-checkout/cs_test_*');
  await tab.getByRole('heading', { name: b.testCheckout.title }).waitFor();
  return tab;
}

async function expectCheckoutShows(page: Page, plan: string, price: number, email: string) {
  const details = page.getByRole('region', { name: b.testCheckout.title });
  await page.getByText(b.testCheckout.banner, { exact: true }).waitFor();
  expect(await page.getByText(b.testCheckout.bannerDescription).isVisible()).toBe(true);
  const text = await details.innerText();
  expect(text).toMatch(new RegExp(`${b.testCheckout.plan}\\s+${plan}`));
  expect(text).toMatch(new RegExp(`${b.testCheckout.price}\\s+\\$${price}/month`));
  expect(text).toContain(email);
}

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('billing', () => {
  it('a free host upgrades to Pro in a new tab, sees the Pro badge and posts a second job', async () => {
    const host = await seedAccount('host');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, host);

    await page.goto('/host/dashboard');
    await page.getByText(`1 of ${JOB_LIMITS.free} jobs posted`).waitFor();
    expect(await page.getByText(h.dashboard.proBadge, { exact: true }).count()).toBe(0);

    await page.goto('/host/pricing');
    await page.getByRole('heading', { name: b.pricing.title }).waitFor();
    await planCard(page, 'Free').getByText(b.pricing.currentPlan).waitFor();
    expect(await planCard(page, 'Pro').innerText()).toContain(`$${PLAN_PRICES.pro}`);
    expect(await planCard(page, 'Premium').innerText()).toContain(`Up to ${JOB_LIMITS.premium} active job postings`);
    const sales = page.getByRole('region', { name: `Need more than ${JOB_LIMITS.premium} job postings?` });
    expect(await sales.getByRole('link', { name: b.pricing.contactUs }).getAttribute('href')).toBe('/contact-us');
    await expectNoSeriousA11yViolations(page, 'free host');
    await shot(page, 'pricing-free-host');

    // The checkout opens in a new tab; this one stays on the plans.
    const checkout = await openCheckoutTab(context, () =>
      planCard(page, 'Pro').getByRole('button', { name: 'Upgrade to Pro' }).click(),
    );
    expect(page.url()).toContain('/host/pricing');
    await page.getByText(b.pricing.checkoutNewTab).waitFor();
    await expectCheckoutShows(checkout, 'Pro', PLAN_PRICES.pro, host.email);
    await expectNoSeriousA11yViolations(checkout, 'open Pro checkout');
    await shot(checkout, 'test-checkout');

    await checkout.getByRole('button', { name: `Pay $${PLAN_PRICES.pro}` }).click();
    await expectToast(checkout, b.hostBilling.successTitle, b.hostBilling.successDescription);
    await checkout.waitForURL((url) => url.pathname === '/host/billing' && url.search === '');
    const plan = currentPlan(checkout);
    await plan.getByRole('heading', { name: 'Pro' }).waitFor();
    expect(await plan.getByText(`${b.status.label} ${b.status.active}`).isVisible()).toBe(true);
    const status = await billingStatus(checkout);
    expect(status).toMatchObject({ subscriptionTier: 'pro', hasActiveSubscription: true });
    await plan.getByText(`Renews on ${longDate(status.subscription?.currentPeriodEnd)}`).waitFor();
    await expectNoSeriousA11yViolations(checkout, 'Pro plan just paid');
    await shot(checkout, 'host-billing-pro');

    // Back on the first tab, the plans show what was bought.
    await page.bringToFront();
    await page.reload();
    await planCard(page, 'Pro').getByText(b.pricing.currentPlan).waitFor();
    await planCard(page, 'Premium').getByRole('button', { name: 'Switch to Premium' }).waitFor();

    // The dashboard: the Pro badge, the Pro limit, and Post New Job goes straight to the form.
    await checkout.goto('/host/dashboard');
    await checkout.getByText(`1 of ${JOB_LIMITS.pro} jobs posted`).waitFor();
    await checkout
      .getByRole('heading', { name: h.dashboard.title })
      .getByText(h.dashboard.proBadge, { exact: true })
      .waitFor();
    await shot(checkout, 'dashboard-pro');
    expect(await checkout.getByRole('link', { name: h.dashboard.upgradeLink }).count()).toBe(0);
    await checkout.getByRole('button', { name: h.dashboard.postNewJob }).click();
    await checkout.waitForURL('**/host/post-job');
    expect(await checkout.getByRole('alertdialog').count()).toBe(0);
    await checkout.getByRole('heading', { name: h.postJob.jobTitle }).waitFor();
    await checkout.getByLabel(h.jobForm.state).selectOption('FL');
    await checkout.getByLabel(h.jobForm.city).fill('Naples');
    await checkout.getByLabel('Property ZIP code').fill('34101');
    await checkout.getByLabel(h.jobForm.bedrooms).fill('2');
    await checkout.getByLabel(h.jobForm.bathrooms).fill('2');
    await checkout.getByLabel(h.jobForm.squareFootage).fill('1100');
    await checkout.getByLabel(h.jobForm.paymentPerTurnover).fill('110');
    await checkout.getByLabel(h.jobForm.startDate).fill(inDays(4));
    await checkout.getByRole('button', { name: h.postJob.postJob }).click();
    await expectToast(checkout, h.jobs.postedTitle, h.jobs.postedDescription);
    await checkout.waitForURL('**/host/dashboard');
    await checkout.getByText(`2 of ${JOB_LIMITS.pro} jobs posted`).waitFor();
    await context.close();
  });

  it('a host who cancels the checkout gets the Canceled toast and stays free', async () => {
    const host = await seedAccount('host');
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, host);
    await page.goto('/host/billing');
    await currentPlan(page).getByRole('heading', { name: 'Free' }).waitFor();
    await expectNoSeriousA11yViolations(page, 'free host');
    await shot(page, 'host-billing-free');

    const checkout = await openCheckoutTab(context, () =>
      planCard(page, 'Premium').getByRole('button', { name: 'Upgrade to Premium' }).click(),
    );
    await expectCheckoutShows(checkout, 'Premium', PLAN_PRICES.premium, host.email);
    const checkoutUrl = checkout.url();
    await checkout.getByRole('button', { name: b.testCheckout.cancel, exact: true }).click();
    await expectToast(checkout, b.hostBilling.canceledTitle, b.hostBilling.canceledDescription);
    await checkout.waitForURL((url) => url.pathname === '/host/billing' && url.search === '');
    await currentPlan(checkout).getByRole('heading', { name: 'Free' }).waitFor();
    expect(await currentPlan(checkout).getByText(`${b.status.label} ${b.status.free}`).isVisible()).toBe(true);
    expect((await billingStatus(checkout)).subscriptionTier).toBe('free');

    // The abandoned checkout cannot be paid later.
    await checkout.goto(checkoutUrl);
    await checkout.getByRole('heading', { name: b.testCheckout.canceledTitle }).waitFor();
    expect(await checkout.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(checkout, 'canceled checkout');
    await context.close();
  });

  it('a host with Pro and Premium checkouts open pays Pro; the Premium tab refuses with a clear message and shows the checkout closed', async () => {
    const host = await seedAccount('host');
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, host);
    const proPath = await openCheckout(context, 'pro');
    const premiumPath = await openCheckout(context, 'premium');
    await page.goto(premiumPath);
    await expectCheckoutShows(page, 'Premium', PLAN_PRICES.premium, host.email);

    const proTab = await context.newPage();
    await proTab.goto(proPath);
    await proTab.getByRole('button', { name: `Pay $${PLAN_PRICES.pro}` }).click();
    await proTab.waitForURL((url) => url.pathname === '/host/billing');

    // The Premium tab was left open before Pro was paid: Pay is refused, nothing is charged.
    await page.getByRole('button', { name: `Pay $${PLAN_PRICES.premium}` }).click();
    await expectToast(page, b.errors.title, en.errors.billing.checkoutSuperseded);
    await page.getByRole('heading', { name: b.testCheckout.supersededTitle }).waitFor();
    expect(await page.getByText(b.testCheckout.supersededDescription).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Pay/ }).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'superseded checkout');
    await shot(page, 'checkout-superseded');
    await page.setViewportSize(PHONE);
    await shot(page, 'checkout-superseded');
    expect(await billingStatus(page)).toMatchObject({ subscriptionTier: 'pro', subscription: { plan: 'pro' } });
    await context.close();
  });

  it('a cleaner buys Highlight from the browse banner, is highlighted, then downgrades', async () => {
    const cleaner = await seedAccount('cleaner');
    const { context, page } = await newPage(browser(), PHONE);
    await signIn(context, cleaner);

    await page.goto('/browse-jobs');
    const banner = page.getByRole('region', { name: en.cleaner.browse.highlightTitle });
    await banner.waitFor();
    // One click from the banner to the checkout, in the same tab.
    await banner.getByRole('button', { name: en.cleaner.browse.highlightCta }).click();
    await page.waitForURL('**/billing/test-checkout/cs_test_*');
    await expectCheckoutShows(page, 'Highlight', HIGHLIGHT_PRICE, cleaner.email);
    await expectNoSeriousA11yViolations(page, 'open Highlight checkout');
    await shot(page, 'test-checkout-highlight');
    await page.getByRole('button', { name: `Pay $${HIGHLIGHT_PRICE}` }).click();
    await page.waitForURL('**/highlight/success');
    await page.getByRole('heading', { name: b.highlightSuccess.title }).waitFor();
    await page.getByText(b.highlightSuccess.description).waitFor();
    // A signed-in cleaner's next step is the jobs, not a sign-in form.
    expect(await page.getByRole('link', { name: b.highlightSuccess.browseJobs }).getAttribute('href')).toBe(
      '/browse-jobs',
    );
    expect(await page.getByRole('link', { name: b.highlightSuccess.login }).count()).toBe(0);
    await page.getByText(b.highlightSuccess.active).waitFor();
    await expectNoSeriousA11yViolations(page, 'Highlight active');
    await shot(page, 'highlight-success');

    await page.goto('/cleaner/billing');
    await page.getByText(b.cleanerBilling.highlightedBanner).waitFor();
    await page.getByText(b.cleanerBilling.highlighted).waitFor();
    expect(await page.getByText(b.cleanerBilling.free).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'highlighted');
    await shot(page, 'cleaner-billing-highlighted');

    // The browse banner is gone.
    await page.goto('/browse-jobs');
    await page.getByRole('heading', { name: en.cleaner.browse.title }).waitFor();
    await page.getByLabel('City').waitFor();
    expect(await page.getByRole('region', { name: en.cleaner.browse.highlightTitle }).count()).toBe(0);

    // Downgrade: confirm, with the support mail as the fallback; Highlight lasts to the period end.
    await page.goto('/cleaner/billing');
    await page.getByRole('button', { name: b.cleanerBilling.downgrade, exact: true }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(b.downgradeDialog.title).waitFor();
    expect(await dialog.getByRole('link', { name: b.downgradeDialog.mailFallback }).getAttribute('href')).toBe(
      'mailto:support@turnready.app?subject=Cancel%20Highlight%20Subscription',
    );
    await expectNoSeriousA11yViolations(page, 'downgrade dialog');
    await dialog.getByRole('button', { name: b.downgradeDialog.confirm }).click();
    await dialog.waitFor({ state: 'hidden' });
    const end = longDate((await billingStatus(page)).subscription?.currentPeriodEnd);
    await expectToast(page, b.downgradeDialog.doneTitle, `Your Highlight stays active until ${end}.`);
    await page.getByText(`Your Highlight ends on ${end}. Your applications appear first until then.`).waitFor();
    await page.getByText(b.cleanerBilling.highlightedBanner).waitFor();
    await page.getByRole('button', { name: b.cleanerBilling.resume }).waitFor();
    await context.close();
  });

  it('a free cleaner upgrades from /cleaner/billing; cancelling the checkout returns there unchanged', async () => {
    const cleaner = await seedAccount('cleaner');
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, cleaner);
    await page.goto('/cleaner/billing');
    await page.getByRole('heading', { name: b.cleanerBilling.detailsTitle }).waitFor();
    await page.getByText(b.cleanerBilling.free).waitFor();
    expect(await page.getByText(b.cleanerBilling.highlightedBanner).count()).toBe(0);
    await expectNoSeriousA11yViolations(page, 'free cleaner');
    await shot(page, 'cleaner-billing-free');

    await page.getByRole('button', { name: b.cleanerBilling.upgrade }).click();
    await page.waitForURL('**/billing/test-checkout/cs_test_*');
    await page.getByRole('button', { name: b.testCheckout.cancel, exact: true }).click();
    // Back on /cleaner/billing?canceled=true: the page says so, then drops the query.
    await page.getByText(b.hostBilling.canceledDescription).waitFor();
    expect(new URL(page.url()).pathname).toBe('/cleaner/billing');
    await page.getByText(b.cleanerBilling.free).waitFor();
    expect((await billingStatus(page)).isHighlighted).toBe(false);
    await context.close();
  });

  it('sends each account to its own billing page and shows visitors and cleaners the plans without buying', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/host/billing');
    await page.waitForURL((url) => url.pathname === '/auth');
    await page.goto('/cleaner/billing');
    await page.waitForURL((url) => url.pathname === '/login');

    // A visitor sees the plans; buying starts with a host account.
    await page.goto('/host/pricing');
    await planCard(page, 'Pro').waitFor();
    expect(await page.getByText(b.pricing.currentPlan).count()).toBe(0);
    expect(await planCard(page, 'Free').getByRole('link', { name: b.pricing.startFree }).getAttribute('href')).toBe(
      '/host/post-job',
    );
    expect(await page.getByRole('link', { name: b.pricing.signIn }).getAttribute('href')).toBe('/auth');
    await expectNoSeriousA11yViolations(page, 'visitor');
    await shot(page, 'pricing-visitor');

    await page.goto('/highlight/success');
    await page.getByRole('link', { name: b.highlightSuccess.login }).click();
    await page.waitForURL((url) => url.pathname === '/login');

    await page.goto('/billing/test-checkout/not-a-session');
    await page.getByRole('heading', { name: b.testCheckout.notFoundTitle }).waitFor();
    await page.getByText(b.testCheckout.banner, { exact: true }).waitFor();

    const cleaner = await seedAccount('cleaner');
    await signIn(context, cleaner);
    await page.goto('/host/billing');
    await page.waitForURL('**/cleaner/billing');
    await page.goto('/host/pricing');
    await page.getByRole('link', { name: b.pricing.cleanerBilling }).waitFor();
    expect(await page.getByRole('button', { name: /^(Upgrade to|Switch to|Choose) / }).count()).toBe(0);
    // Someone else's (or a made-up) checkout does not exist for this account.
    await page.goto('/billing/test-checkout/cs_test_0000000000000000');
    await page.getByRole('heading', { name: b.testCheckout.notFoundTitle }).waitFor();
    await context.close();

    const host = await seedAccount('host');
    const second = await newPage(browser(), PHONE);
    await signIn(second.context, host);
    await second.page.goto('/cleaner/billing');
    await second.page.waitForURL('**/host/billing');
    await second.context.close();
  });

  // Last: the development clock moves for the whole server.
  itMovesTheClock(
    'a subscribed host switches plan, cancels at the period end, resumes, and is free once it passes',
    async () => {
      const host = await seedAccount('host');
      const { context, page } = await newPage(browser(), PHONE);
      await signIn(context, host);
      await subscribe(context, 'pro');

      await page.goto('/host/billing');
      await currentPlan(page).getByRole('heading', { name: 'Pro' }).waitFor();

      // Switching is prorated, after confirming.
      await planCard(page, 'Premium').getByRole('button', { name: 'Switch to Premium' }).click();
      const change = page.getByRole('alertdialog');
      expect(await change.innerText()).toContain('prorated');
      expect(await change.innerText()).toContain(`$${PLAN_PRICES.premium}/month`);
      await expectNoSeriousA11yViolations(page, 'change plan dialog');
      await change.getByRole('button', { name: 'Switch to Premium' }).click();
      await expectToast(page, b.changeDialog.doneTitle, "You're now on the Premium plan.");
      await currentPlan(page).getByRole('heading', { name: 'Premium' }).waitFor();

      // Cancel: access until the period end, no refunds for partial months.
      await currentPlan(page).getByRole('button', { name: b.hostBilling.cancelPlan }).click();
      const cancel = page.getByRole('alertdialog');
      expect(await cancel.innerText()).toContain('no refunds for partial months');
      await cancel.getByRole('button', { name: b.cancelDialog.confirm }).click();
      await cancel.waitFor({ state: 'hidden' });
      const end = longDate((await billingStatus(page)).subscription?.currentPeriodEnd);
      await expectToast(page, b.cancelDialog.doneTitle, `Your Premium plan stays active until ${end}.`);
      await currentPlan(page).getByText(`${b.status.label} Canceling — ends ${end}`).waitFor();
      await expectNoSeriousA11yViolations(page, 'canceling at period end');
      await shot(page, 'host-billing-canceling');

      // Changing one's mind before the end keeps the plan; then cancel for good.
      await currentPlan(page).getByRole('button', { name: b.hostBilling.resume }).click();
      await currentPlan(page).getByText(`${b.status.label} ${b.status.active}`).waitFor();
      expect((await billingStatus(page)).subscription?.cancelAtPeriodEnd).toBe(false);
      await currentPlan(page).getByRole('button', { name: b.hostBilling.cancelPlan }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: b.cancelDialog.confirm }).click();
      await currentPlan(page).getByText(`${b.status.label} Canceling — ends ${end}`).waitFor();

      // Still Premium until the period ends...
      await page.goto('/host/dashboard');
      await page.getByText(`1 of ${JOB_LIMITS.premium} jobs posted`).waitFor();

      // ...then free again.
      await advanceBillingClock(page, 40);
      await page.goto('/host/billing');
      await currentPlan(page).getByRole('heading', { name: 'Free' }).waitFor();
      expect(await currentPlan(page).getByText(`${b.status.label} ${b.status.free}`).isVisible()).toBe(true);
      expect(await billingStatus(page)).toMatchObject({ subscriptionTier: 'free', hasActiveSubscription: false });
      await page.goto('/host/dashboard');
      await page.getByText(`1 of ${JOB_LIMITS.free} jobs posted`).waitFor();
      await page.getByRole('link', { name: h.dashboard.upgradeLink }).waitFor();
      await context.close();
    },
  );
});
