// Errors in the sign-up wizards (issue 14, items 2 and 8): a malformed email is the field's own
// message, not a 'Registration Error' toast; an error toast about a field goes away when the field
// is edited or the step changes, instead of covering the next step's header for six seconds.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { expectToast, visibleToasts } from './support/auth-helpers';
import { seedAccount, DESKTOP, newPage, PHONE, uniqueEmail } from './support/browser';
import { screenshot } from './support/cleaner-helpers';
import { browserForFile } from './support/file-setup';

const c = en.cleaner.signup;
const t = en.host.postJob;
const invalidEmail = 'Please enter a valid email address.';
/** Well under a toast's six seconds: a toast still there after this was not dismissed. */
const GONE_WITHIN_MS = 2_000;

const browser = browserForFile();

const toastTitled = (page: Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: title }) });
const expectToastGone = (page: Page, title: string) =>
  toastTitled(page, title).waitFor({ state: 'detached', timeout: GONE_WITHIN_MS });

async function fillCleanerAccount(page: Page, email: string, password = 'wizard-pass-1') {
  await page.getByLabel('First name').fill('Lucia');
  await page.getByLabel('Last name').fill('Moreno');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
}

describe('cleaner sign-up', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('a malformed email shows the field’s message and no toast (%s)', async (name, viewport) => {
    const { context, page } = await newPage(browser(), viewport);
    await page.goto('/cleaner/signup');
    await fillCleanerAccount(page, 'foo');
    await page.getByRole('button', { name: c.next }).click();
    const email = page.getByLabel('Email');
    await page.getByText(invalidEmail).waitFor();
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await email.evaluate((el) => el === document.activeElement)).toBe(true);
    // The check answered (the button is back), and no toast said anything else.
    await page.getByRole('button', { name: c.next }).waitFor();
    expect(await visibleToasts(page)).toEqual([]);
    await screenshot(page, `signup-invalid-email-${name}`);

    // Fixed, the wizard moves on.
    await email.fill(uniqueEmail('fixed'));
    expect(await email.getAttribute('aria-invalid')).not.toBe('true');
    await page.getByRole('button', { name: c.next }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await context.close();
  });

  it('field toasts go when the field is edited or the step changes', async () => {
    const taken = await seedAccount('cleaner');
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/cleaner/signup');
    await fillCleanerAccount(page, taken.email, '12345');
    await page.getByRole('button', { name: c.next }).click();
    await expectToast(page, en.registration.errors.passwordTooShortTitle);
    await page.getByLabel('Password').fill('wizard-pass-1');
    await expectToastGone(page, en.registration.errors.passwordTooShortTitle);

    await page.getByRole('button', { name: c.next }).click();
    await expectToast(page, en.auth.validation.emailAlreadyRegisteredTitle);
    await page.getByLabel('Email').fill(uniqueEmail('wizard'));
    await expectToastGone(page, en.auth.validation.emailAlreadyRegisteredTitle);
    await page.getByRole('button', { name: c.next }).click();
    await page.getByText('Step 2 of 3').waitFor();
    expect(await visibleToasts(page)).toEqual([]);

    // Step 2 with nothing filled in, then Back: the toast about step 2's fields does not follow.
    await page.getByRole('button', { name: c.submit }).click();
    await expectToast(page, c.missingInformationTitle, c.missingProfileFields);
    await page.getByRole('button', { name: c.back }).click();
    await page.getByText('Step 1 of 3').waitFor();
    await expectToastGone(page, c.missingInformationTitle);
    await context.close();
  });
});

describe('host sign-up', () => {
  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])(
    'the Email Already Registered toast goes once the email is fixed, before Step 2 of 3 (%s)',
    async (name, viewport) => {
      const taken = await seedAccount('host');
      const { context, page } = await newPage(browser(), viewport);
      await page.goto('/host/post-job');
      await page.getByLabel('First name').fill('Harper');
      await page.getByLabel('Last name').fill('Host');
      await page.getByLabel('Email').fill(taken.email);
      await page.getByLabel('Password').fill('wizard-pass-1');
      await page.getByRole('button', { name: t.continue }).click();
      await expectToast(page, en.auth.validation.emailAlreadyRegisteredTitle, en.auth.verification.alreadyRegistered);
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Email').fill(uniqueEmail('host-fixed'));
      await expectToastGone(page, en.auth.validation.emailAlreadyRegisteredTitle);
      await page.getByRole('button', { name: t.continue }).click();
      await page.getByText('Step 2 of 3').waitFor();
      expect(await visibleToasts(page)).toEqual([]);
      await screenshot(page, `host-step2-${name}`);
      await context.close();
    },
  );

  it('a malformed email shows the field’s message and no toast; Back from step 2 drops step 1’s toasts', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/host/post-job');
    await page.getByLabel('First name').fill('Harper');
    await page.getByLabel('Last name').fill('Host');
    await page.getByLabel('Email').fill('foo');
    await page.getByLabel('Password').fill('wizard-pass-1');
    await page.getByRole('button', { name: t.continue }).click();
    await page.getByText(invalidEmail).waitFor();
    await page.getByRole('button', { name: t.continue }).waitFor();
    expect(await visibleToasts(page)).toEqual([]);

    // A 'Missing Information' toast goes when a missing field is filled in.
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: t.continue }).click();
    await expectToast(page, t.missingInformationTitle);
    await page.getByLabel('First name').fill('Harper');
    await expectToastGone(page, t.missingInformationTitle);
    await context.close();
  });
});

describe('a name holding a link or an email address', () => {
  // The server refuses such names (they reach emails and other people's pages); the wizard says so
  // on the field, keeps what was typed, and moves on once the name is plain.
  it.each([
    ['cleaner', '/cleaner/signup', c.next],
    ['host', '/host/post-job', t.continue],
  ])('is refused on the %s wizard’s field, not with a toast', async (_role, path, next) => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto(path);
    await page.getByLabel('First name').fill('Win cash at bit.ly/x');
    await page.getByLabel('Last name').fill('Moreno');
    await page.getByLabel('Email').fill(uniqueEmail('name-link'));
    await page.getByLabel('Password').fill('wizard-pass-1');
    await page.getByRole('button', { name: next }).click();
    const first = page.getByLabel('First name');
    await page.getByText(en.errors.nameLinkOrEmail).waitFor();
    expect(await first.getAttribute('aria-invalid')).toBe('true');
    expect(await first.inputValue()).toBe('Win cash at bit.ly/x');
    expect(await visibleToasts(page)).toEqual([]);

    await first.fill('Lucia');
    await page.getByRole('button', { name: next }).click();
    await page.getByText('Step 2 of 3').waitFor();
    await context.close();
  });
});
