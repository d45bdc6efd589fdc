// The cleaning-fee calculator on the home page (issue 7): steppers and sliders by mouse, touch-size
// buttons and keyboard, the live estimate, the quote emailed and shown, and the signed-in variant.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  calculateQuote,
  defaultCalculatorInputs,
  formatDuration,
  formatPrice,
  type CalculatorInputs,
} from '@core/calculator';
import { en } from '@core/messages/en';
import { expectToast } from './support/auth-helpers';
import {
  seedAccount,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  signIn,
  uniqueEmail,
  waitForMail,
} from './support/browser';
import { browserForFile } from './support/file-setup';

const m = en.calculator;
const browser = browserForFile();

const section = (page: Page) => page.locator('#calculator');
const estimateTime = (page: Page) => page.getByTestId('estimate-time');
const estimatePrice = (page: Page) => page.getByTestId('estimate-price');
const emailBox = (page: Page) => section(page).getByRole('textbox', { name: m.form.email, exact: true });
const quoteHeading = (page: Page) => section(page).getByRole('heading', { name: m.quote.title });

/** Waits until the estimate shows what the formula gives for these inputs. */
async function expectEstimate(page: Page, inputs: CalculatorInputs) {
  const q = calculateQuote(inputs);
  await expect.poll(() => estimateTime(page).textContent()).toBe(formatDuration(q.totalMinutes));
  await expect.poll(() => estimatePrice(page).textContent()).toBe(formatPrice(q.totalPrice));
}

async function sliderValue(page: Page, name: string) {
  return Number(await section(page).getByRole('slider', { name }).getAttribute('aria-valuenow'));
}

describe('cleaning-fee calculator', () => {
  it('a visitor builds an estimate with steppers and sliders, by touch and keyboard, then gets the quote by email', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/');
    // The hero links to the calculator.
    await page.getByRole('link', { name: m.section.heroLink }).click();
    await page.waitForURL((url) => url.hash === '#calculator');
    await section(page).getByRole('heading', { name: m.section.title }).waitFor();
    expect(await section(page).getByRole('heading', { name: m.section.title }).isVisible()).toBe(true);

    const inputs: CalculatorInputs = { ...defaultCalculatorInputs };
    await expectEstimate(page, inputs);
    expect(await estimateTime(page).textContent()).toBe('0 min');
    expect(await estimatePrice(page).textContent()).toBe('$0.00');
    // Before the quote is sent, the breakdown is not shown: only the totals.
    expect(await quoteHeading(page).count()).toBe(0);
    await section(page).getByText(m.estimate.teaser).waitFor();

    // Steppers by tap.
    await page.getByRole('button', { name: 'Increase bedrooms' }).click();
    await page.getByRole('button', { name: 'Increase bedrooms' }).click();
    inputs.bedrooms = 2;
    await expectEstimate(page, inputs);
    expect(await estimatePrice(page).textContent()).toBe('$10.67');
    const plus = await page.getByRole('button', { name: 'Increase bedrooms' }).boundingBox();
    expect(plus!.width).toBeGreaterThanOrEqual(44);
    expect(plus!.height).toBeGreaterThanOrEqual(44);
    expect(await page.getByRole('button', { name: 'Decrease beds' }).isDisabled()).toBe(true);

    // A stepper's field by keyboard: arrow keys step it.
    const beds = section(page).getByRole('spinbutton', { name: m.fields.beds });
    await beds.focus();
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowDown');
    inputs.beds = 2;
    expect(await beds.inputValue()).toBe('2');
    await expectEstimate(page, inputs);

    // The + button by keyboard.
    await page.getByRole('button', { name: 'Increase full bathrooms' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    inputs.fullBathrooms = 2;
    await expectEstimate(page, inputs);

    // Typing: a "-" or "2.5" stays as typed with a clear message, and the estimate keeps its last valid value.
    const kitchens = section(page).getByRole('spinbutton', { name: m.fields.kitchens });
    await kitchens.fill('-');
    await section(page).getByText(m.validation.wholeNumber).waitFor();
    expect(await kitchens.inputValue()).toBe('-');
    expect(await kitchens.getAttribute('aria-invalid')).toBe('true');
    await kitchens.fill('2.5');
    expect(await kitchens.inputValue()).toBe('2.5');
    await section(page).getByText(m.validation.wholeNumber).waitFor();
    await expectEstimate(page, inputs);
    await kitchens.fill('');
    await expect.poll(() => section(page).getByText(m.validation.wholeNumber).count()).toBe(0);
    await kitchens.fill('1');
    inputs.kitchens = 1;
    await expectEstimate(page, inputs);
    await expectNoSeriousA11yViolations(page, 'a visitor mid-estimate, invalid field cleared');

    // Carpet slider by keyboard: 100 sq ft per arrow press, read out in square feet.
    const carpet = section(page).getByRole('slider', { name: m.fields.carpetSqFt });
    await carpet.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    inputs.carpetSqFt = 300;
    expect(await carpet.getAttribute('aria-valuetext')).toBe('300 sq ft');
    expect(await section(page).getByRole('textbox', { name: m.fields.carpetSqFt }).inputValue()).toBe('300');
    await expectEstimate(page, inputs);

    // Hard floor slider by mouse: a click on the track moves it, to a whole step of 100.
    const hardFloorSlider = section(page).getByRole('slider', { name: m.fields.hardFloorsSqFt });
    const track = await hardFloorSlider.locator('xpath=ancestor::span[@dir][1]').boundingBox();
    await page.mouse.click(track!.x + track!.width * 0.6, track!.y + track!.height / 2);
    await expect.poll(() => sliderValue(page, m.fields.hardFloorsSqFt)).toBeGreaterThan(0);
    inputs.hardFloorsSqFt = await sliderValue(page, m.fields.hardFloorsSqFt);
    expect(inputs.hardFloorsSqFt % 100).toBe(0);
    expect(await section(page).getByRole('textbox', { name: m.fields.hardFloorsSqFt }).inputValue()).toBe(
      String(inputs.hardFloorsSqFt),
    );
    await expectEstimate(page, inputs);

    // The number beside a slider is editable, to any whole number in range (a partial hundred rounds up).
    await section(page).getByRole('textbox', { name: m.fields.hardFloorsSqFt }).fill('1234');
    inputs.hardFloorsSqFt = 1234;
    await expect.poll(() => sliderValue(page, m.fields.hardFloorsSqFt)).toBe(1234);
    await expectEstimate(page, inputs);

    // The hourly rate: End jumps to $100, each Left arrow takes $5 off; the guidance is shown.
    await section(page).getByText(m.rateGuidance).waitFor();
    const rate = section(page).getByRole('slider', { name: m.fields.hourlyRate });
    expect(await rate.getAttribute('aria-valuenow')).toBe('40');
    await rate.focus();
    await page.keyboard.press('End');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    inputs.hourlyRate = 90;
    expect(await rate.getAttribute('aria-valuetext')).toBe('$90 per hour');
    await expectEstimate(page, inputs);

    // Pets: 20 minutes flat.
    await section(page).getByRole('switch', { name: m.fields.petAllowance }).click();
    inputs.petAllowance = true;
    await expectEstimate(page, inputs);

    // Sending: email required, then a valid one.
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.emailRequiredTitle, m.emailRequiredDescription);
    expect(await emailBox(page).evaluate((el) => el === document.activeElement)).toBe(true);
    await emailBox(page).fill('not-an-email');
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.invalidEmailTitle, m.invalidEmailDescription);
    expect(await quoteHeading(page).count()).toBe(0);

    const email = uniqueEmail('calc');
    await emailBox(page).fill(email);
    await section(page).getByRole('textbox', { name: m.form.name }).fill('Sam Rivera');
    await section(page).getByRole('checkbox', { name: m.form.tips }).check();
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.sentTitle, m.sentDescription);

    // The quote section appears with one line per item and the totals.
    const expected = calculateQuote(inputs);
    await quoteHeading(page).waitFor();
    const quote = section(page).getByRole('region', { name: m.quote.title });
    const lines = await quote.getByRole('listitem').allTextContents();
    expect(lines).toEqual(expected.breakdown.map((l) => `${l.item}${l.minutes} min`));
    expect(lines).toContain('Hard floors, 1,234 sq ft26 min');
    expect(await quote.textContent()).toContain(formatPrice(expected.totalPrice));
    // Nothing typed was lost.
    expect(await emailBox(page).inputValue()).toBe(email);
    expect(await kitchens.inputValue()).toBe('1');

    const mail = await waitForMail(email, /cleaning quote/);
    expect(mail.subject).toBe(`Your TurnReady cleaning quote: ${formatPrice(expected.totalPrice)}`);
    expect(mail.text).toContain('Hi Sam Rivera,');
    expect(mail.text).toContain(`Estimated time: ${formatDuration(expected.totalMinutes)}`);
    for (const l of expected.breakdown) expect(mail.text).toContain(`${l.item}: ${l.minutes} min`);

    await expectNoSeriousA11yViolations(page, 'a visitor with the quote sent');
    await context.close();
  });

  it('a name holding a link is refused on the name field; without it the quote is sent', async () => {
    const { context, page } = await newPage(browser(), PHONE);
    await page.goto('/#calculator');
    const email = uniqueEmail('link-name');
    await emailBox(page).fill(email);
    const name = section(page).getByRole('textbox', { name: m.form.name });
    await name.fill('Win at https://evil.example');
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.failedTitle, m.failedDescription);
    await section(page).getByText(en.errors.nameLinkOrEmail).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');
    expect(await quoteHeading(page).count()).toBe(0);

    await name.fill('Robin');
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.sentTitle, m.sentDescription);
    const mail = await waitForMail(email, /cleaning quote/);
    expect(mail.text).toContain(m.email.why);
    await context.close();
  });

  it('a failed send says so and keeps everything typed; sending again works', async () => {
    const { context, page } = await newPage(browser(), DESKTOP);
    await page.goto('/#calculator');
    await section(page).getByRole('button', { name: 'Increase kitchens' }).click();
    const email = uniqueEmail('retry');
    await emailBox(page).fill(email);
    await section(page).getByRole('textbox', { name: m.form.name }).fill('Robin');

    // The server fails once (the only way to make it fail from a browser).
    await page.route('**/api/calculator/quotes', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.' },
        }),
      }),
    );
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.failedTitle, m.failedDescription);
    expect(await quoteHeading(page).count()).toBe(0);
    expect(await emailBox(page).inputValue()).toBe(email);
    expect(await section(page).getByRole('textbox', { name: m.form.name }).inputValue()).toBe('Robin');
    expect(await section(page).getByRole('spinbutton', { name: m.fields.kitchens }).inputValue()).toBe('1');

    await page.unroute('**/api/calculator/quotes');
    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.sentTitle, m.sentDescription);
    await quoteHeading(page).waitFor();
    await waitForMail(email, /cleaning quote/);
    await expectNoSeriousA11yViolations(page, 'a visitor after a failed then successful send');
    await context.close();
  });

  it('a signed-in user sees the quote at once, with their email filled in', async () => {
    const account = await seedAccount('host');
    const { context, page } = await newPage(browser(), DESKTOP);
    await signIn(context, account);
    await page.goto('/');
    // The section loads as it nears the screen.
    await section(page).scrollIntoViewIfNeeded();
    await quoteHeading(page).waitFor();
    await expect.poll(() => emailBox(page).inputValue()).toBe(account.email);
    await section(page).getByText(m.quote.empty).waitFor();

    await section(page).getByRole('button', { name: 'Increase half bathrooms' }).click();
    await section(page).getByRole('region', { name: m.quote.title }).getByText('1 half bathroom').waitFor();
    await expectNoSeriousA11yViolations(page, 'signed in, quote shown');

    await section(page).getByRole('button', { name: m.form.submit }).click();
    await expectToast(page, m.sentTitle, m.sentDescription);
    const mail = await waitForMail(account.email, /cleaning quote/);
    expect(mail.text).toContain('1 half bathroom: 10 min');
    await context.close();
  });
});
