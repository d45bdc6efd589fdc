// The support queue (issue 39) over the real server and Chromium: a cleaner reports two
// conversations; the support admin (SUPPORT_ADMIN_EMAILS) finds 'Support' in the header, reads each
// reported conversation as text, closes one with no action and suspends the host reported in the
// other, each with a reason; the closed cases say who decided and why. The suspended host, signed
// in on a phone, is signed out at once and cannot sign in again (the login page says why); the
// account's view shows the suspension and the log. A host who is not an admin gets no link and no page.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import { expectToast, submitSignInForm } from './support/auth-helpers';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
} from './support/browser';
import { createHostWithJob, uniqueTown } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const m = en.support;
const ADMIN_EMAIL = 'desk@support.e2e.test'; // e2e/support/global-setup.ts SUPPORT_ADMIN_EMAILS
const SHOTS = path.resolve('test-results/screenshots/support');
const browser = browserForFile();
const origin = () => ({ origin: baseUrl() });

async function shot(page: Page, name: string) {
  await saveScreenshot(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`));
}

/** A host with a job, a cleaner who applied, and the host's message in their conversation; the cleaner reports it. */
async function reportedConversation(hostName: string, words: string) {
  const host = await createHostWithJob(
    { city: uniqueTown(), state: 'FL' },
    { firstName: hostName, lastName: 'Reported' },
  );
  const cleaner = await seedAccount('cleaner', { firstName: 'Rita', lastName: 'Reporter' });
  const hostSide = await newPage(browser(), PHONE);
  const cleanerSide = await newPage(browser(), PHONE);
  await signIn(hostSide.context, host);
  await signIn(cleanerSide.context, cleaner);
  const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
    .jobs[0]!.id;
  expect(
    (await cleanerSide.context.request.post('/api/applications', { data: { jobId }, headers: origin() })).status(),
  ).toBe(201);
  const opened = await hostSide.context.request.post('/api/conversations', {
    data: { jobId, cleanerId: cleaner.userId },
    headers: origin(),
  });
  const conversationId = ((await opened.json()) as { conversation: { id: string } }).conversation.id;
  const sent = await hostSide.context.request.post(`/api/conversations/${conversationId}/messages`, {
    data: { clientKey: crypto.randomUUID(), text: words },
    headers: origin(),
  });
  expect(sent.status()).toBe(201);
  const report = await cleanerSide.context.request.post(`/api/conversations/${conversationId}/report`, {
    data: { reason: 'harassment', details: `About ${hostName}` },
    headers: origin(),
  });
  expect(report.status()).toBe(204);
  await cleanerSide.context.close();
  return { host, hostSide };
}

const caseOf = (page: Page, words: string) => page.getByTestId('support-case').filter({ hasText: words });

describe('the support queue', () => {
  it('support closes one reported conversation, suspends the host of another, who is signed out and cannot sign in', async () => {
    const closed = await reportedConversation('Olive', 'Please leave a good word for me');
    const suspended = await reportedConversation('Victor', 'You will regret this, I know where you live');
    await closed.hostSide.context.close();
    const admin = await seedAccount('host', { email: ADMIN_EMAIL, firstName: 'Desk', lastName: 'Support' }).catch(
      () => null,
    );
    expect(admin, 'the support admin is seeded once per run').not.toBeNull();

    // The reported host is signed in on a phone.
    const victim = suspended.hostSide.page;
    await victim.goto('/host/dashboard');
    await victim
      .getByRole('button', { name: en.layout.header.menu })
      .waitFor()
      .catch(() => undefined);

    // The admin finds 'Support' in the header and the two open cases, each readable as text.
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, admin!);
    await desk.page.goto('/host/dashboard');
    await desk.page.getByRole('link', { name: en.layout.header.support, exact: true }).click();
    await desk.page.waitForURL('**/support');
    const olive = caseOf(desk.page, 'Please leave a good word for me');
    const victor = caseOf(desk.page, 'I know where you live');
    await victor.waitFor();
    expect(await victor.getByRole('heading').textContent()).toBe(
      'Conversation between Victor R. (host) and Rita R. (cleaner)',
    );
    expect(await victor.textContent()).toContain(format(m.reason, { reason: 'Harassment or threats' }));
    await expectNoSeriousA11yViolations(desk.page, 'open cases');
    await shot(desk.page, 'open-cases');

    // A decision needs a reason.
    await olive.getByRole('button', { name: m.conversation.actions.close }).click();
    await olive.getByText(m.errors.reasonRequired).waitFor();
    await olive.getByLabel(m.decisionReason).fill('A compliment, not a breach');
    await olive.getByRole('button', { name: m.conversation.actions.close }).click();
    await expectToast(desk.page, m.actionDone);
    await olive.waitFor({ state: 'detached' });

    await victor.getByLabel(m.decisionReason).fill('Threats in messages');
    await victor.getByRole('button', { name: m.conversation.actions.suspend }).click();
    await expectToast(desk.page, m.actionDone);
    await victor.waitFor({ state: 'detached' });

    // The closed cases say who decided what, and why.
    await desk.page.getByRole('tab', { name: m.tabs.closed }).click();
    const decided = caseOf(desk.page, 'I know where you live');
    await decided.getByText('Threats in messages').waitFor();
    expect(await decided.textContent()).toContain(`${m.conversation.actions.suspend} by ${ADMIN_EMAIL}`);
    await shot(desk.page, 'closed-cases');

    // The suspended host is signed out at once: their next request answers 401 and the header shows Login.
    await victim.reload();
    await victim.getByRole('link', { name: en.layout.header.login }).first().waitFor();
    expect(((await (await victim.context().request.get('/api/session')).json()) as { user: unknown }).user).toBeNull();
    // ... and cannot sign in again: the login page says why.
    await victim.goto('/login');
    await submitSignInForm(victim, suspended.host.email, suspended.host.password);
    await expectToast(victim, 'Login failed', format(m.suspendedSignIn, { email: 'support@turnready.app' }));
    // The toast's entrance settled, the screen as the host sees it.
    await victim
      .locator('[data-sonner-toast]')
      .first()
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
    await saveScreenshot(victim, path.join(SHOTS, 'suspended-sign-in-390.png'), { fullPage: false });

    // The account's view: suspended, with the reason and the log; a phone shows the same.
    const phoneDesk = await newPage(browser(), PHONE);
    await signIn(phoneDesk.context, admin!);
    await phoneDesk.page.goto('/support');
    await phoneDesk.page.getByRole('tab', { name: m.tabs.closed }).click();
    await caseOf(phoneDesk.page, 'I know where you live').getByText('Threats in messages').waitFor();
    await shot(phoneDesk.page, 'closed-cases');
    await phoneDesk.page.getByRole('tab', { name: m.tabs.accounts }).click();
    await phoneDesk.page.getByLabel(m.accounts.search).fill(suspended.host.email);
    await phoneDesk.page.getByRole('button', { name: m.accounts.searchButton }).click();
    const status = phoneDesk.page.getByTestId('support-account-status');
    await status.waitFor();
    expect(await status.textContent()).toMatch(/^Suspended .*: Threats in messages$/);
    await phoneDesk.page.getByText(new RegExp(`^Suspended by ${ADMIN_EMAIL.replace('.', '\\.')}`)).waitFor();
    await expectNoSeriousA11yViolations(phoneDesk.page, 'account view');
    await shot(phoneDesk.page, 'account');

    // Reinstated, the host signs in again.
    await phoneDesk.page.getByLabel(m.accounts.reason).fill('Apologised; first offence');
    await phoneDesk.page.getByRole('button', { name: m.accounts.reinstate }).click();
    await expectToast(phoneDesk.page, m.accounts.done.reinstate);
    expect(await status.textContent()).toBe(m.accounts.active);
    const again = await victim.context().request.post('/api/session', {
      data: { email: suspended.host.email, password: suspended.host.password },
      headers: origin(),
    });
    expect(again.status()).toBe(200);
  });

  it('a host who is not a support admin has no link and no page', async () => {
    const host = await seedAccount('host');
    const { page, context } = await newPage(browser(), PHONE);
    await signIn(context, host);
    await page.goto('/support');
    await page.getByText(m.unavailable).waitFor();
    expect(await page.getByRole('link', { name: en.layout.header.support, exact: true }).count()).toBe(0);
  });
});
