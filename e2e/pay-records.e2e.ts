// Pay records (issue 42) over the real server and browser. A host hires a cleaner whose first name
// begins with '=' at a property whose address begins with '@'; two of their turnovers are completed
// (seeded with their pay lines, as a completed run makes them). The cleaner, on a phone, proposes a
// late-checkout adjustment and the host accepts it; the host proposes a deduction and the cleaner
// declines it. The team list shows what is owed, the report offers 'Mark paid'; the host selects
// both lines and marks them paid by Zelle, and the cleaner confirms. Both sides' monthly statements
// and year summaries show the same totals; the statement's and the expenses' CSVs (one downloaded
// through the browser) parse cleanly with csv-parse, and every cell that would start a formula is
// neutralised. The pages are photographed at 390 and 1280 px.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
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
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const m = en.pay.web;
const words = en.pay.server;
const SHOTS = path.resolve('test-results/screenshots/pay');
const browser = browserForFile();
// The payment's date and the statement's month are today's: no other file may move the clock meanwhile.
holdDevClockEachTest();
const write = { headers: { origin: baseUrl() } };

/** A completed turnover of the job by the cleaner on `date`, with its pay line: seeded directly. */
async function completedWithLine(jobId: string, cleanerUserId: string, date: string, payment: number) {
  const res = await fetch(`${inject('seedUrl')}/completed-with-line`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jobId, cleanerUserId, date, payment }),
  });
  if (!res.ok) throw new Error(`seeding a turnover failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { turnoverId: string }).turnoverId;
}

/** Two dates of this month (UTC, as the browsers here keep time): today and the day before, or after on the 1st. */
function twoDatesThisMonth(): [string, string] {
  const today = new Date();
  const other = new Date(today);
  other.setUTCDate(today.getUTCDate() === 1 ? 2 : today.getUTCDate() - 1);
  return [other.toISOString().slice(0, 10), today.toISOString().slice(0, 10)];
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['390', PHONE],
    ['1280', DESKTOP],
  ] as const) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, path.join(SHOTS, `${name}-${label}.png`), { fullPage: true });
  }
}

const line = (page: Page, turnoverId: string) =>
  page.locator(`[data-testid="pay-line"][data-turnover="${turnoverId}"]`);

/** The four figures of a monthly statement page, as shown. */
async function statementFigures(page: Page) {
  await page.getByTestId('statement-totals').waitFor();
  const read = async (id: string) => (await page.getByTestId(`statement-${id}`).textContent())?.trim();
  return {
    opening: await read('opening'),
    earned: await read('earned'),
    paid: await read('paid'),
    closing: await read('closing'),
  };
}

/** The year summary's totals, opened from the pay page: figure name -> amount shown. */
async function yearTotals(page: Page) {
  await page.getByRole('button', { name: m.year.show }).click();
  const totals = page.getByTestId('year-totals');
  await totals.waitFor();
  const figures: Record<string, string> = {};
  for (const dd of await totals.locator('[data-figure]').all())
    figures[(await dd.getAttribute('data-figure'))!] = (await dd.textContent())!.trim();
  return figures;
}

function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0), 'a byte-order mark for spreadsheets').toBe(0xfeff);
  expect(text).toContain('\r\n');
  return parse(text, { bom: true, relax_column_count: false, skip_empty_lines: true }) as string[][];
}

const FORMULA_START = /^[=+\-@\t\r]/;

describe('pay records', () => {
  it('adjustments proposed and answered, lines marked paid and received, statements and CSVs agree on both sides', async () => {
    const host = await createHostWithJob(
      { city: uniqueTown(), state: 'FL', propertyAddress: '@7 Coral Way' },
      { firstName: 'Hana', lastName: 'Brooks' },
    );
    const cleaner = await seedAccount('cleaner', { firstName: '=Maria', lastName: 'Vega' });
    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    const cleanerSide = await newPage(browser(), PHONE);
    await signIn(cleanerSide.context, cleaner);
    const applied = await cleanerSide.context.request.post('/api/applications', { data: { jobId }, ...write });
    expect(applied.status()).toBe(201);
    const { id: applicationId } = (await applied.json()) as { id: string };
    const hired = await hostSide.context.request.patch(`/api/host/applications/${applicationId}`, {
      data: { action: 'hire' },
      ...write,
    });
    expect(hired.status()).toBe(200);

    const [firstDate, secondDate] = twoDatesThisMonth();
    const month = secondDate.slice(0, 7);
    const first = await completedWithLine(jobId, cleaner.userId, firstDate, 95.5);
    const second = await completedWithLine(jobId, cleaner.userId, secondDate, 120);
    const h = hostSide.page;
    const c = cleanerSide.page;

    // The cleaner, on her phone, proposes a late checkout on the first turnover.
    await c.goto('/cleaner/earnings');
    await expect
      .poll(() => c.getByTestId('pair-owed').textContent())
      .toBe(format(m.cleaner.owed, { amount: '$215.50' }));
    await expect.poll(() => c.getByTestId('not-tax-advice').textContent()).toBe(m.notTaxAdvice);
    await line(c, first).getByRole('button', { name: m.ledger.propose }).click();
    const dialog = c.getByRole('dialog', { name: m.propose.title });
    await dialog.getByLabel(m.propose.kind).selectOption('late_checkout');
    await dialog.getByLabel(m.propose.quantity.late_checkout).fill('45');
    await dialog.getByLabel(m.propose.amount).fill('25');
    await dialog.getByLabel(m.propose.noteOptional).fill('Guests left at 11:45; checkout is 11:00.');
    await shoot(c, 'propose-adjustment');
    await dialog.getByRole('button', { name: m.propose.submit, exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
    const proposed = line(c, first).getByTestId('adjustment');
    await expect.poll(() => proposed.getAttribute('data-status')).toBe('pending');
    expect(await proposed.textContent()).toContain(format(words.quantities.late_checkout, { n: 45 }));
    expect(await proposed.textContent()).toContain(format(m.adjustment.waitingForThem, { name: 'Hana B.' }));

    // The host accepts it and proposes a deduction on the second.
    await h.goto('/host/payments');
    const pair = h.getByTestId('pay-pair');
    await expect
      .poll(() => pair.getByTestId('pair-owed').textContent())
      .toBe(format(m.host.owed, { amount: '$215.50' }));
    expect(await pair.textContent()).toContain('=Maria V.');
    await expect.poll(() => pair.textContent()).toContain('1 adjustment waits for your answer');
    await line(h, first)
      .getByRole('button', {
        name: format(m.adjustment.acceptLabel, { kind: words.kinds.late_checkout, amount: '$25.00' }),
      })
      .click();
    await expect.poll(() => line(h, first).getByTestId('line-total').textContent()).toBe('$120.50');
    await line(h, second).getByRole('button', { name: m.ledger.propose }).click();
    const deduction = h.getByRole('dialog', { name: m.propose.title });
    await deduction.getByLabel(m.propose.kind).selectOption('deduction');
    await deduction.getByLabel(m.propose.amount).fill('20');
    await deduction.getByRole('button', { name: m.propose.submit, exact: true }).click();
    // A deduction needs its reason.
    await expect.poll(() => deduction.getByText(m.propose.noteRequired).count()).toBe(1);
    await deduction
      .getByRole('textbox', { name: m.propose.note, exact: true })
      .fill('A wine glass broken in the kitchen.');
    await deduction.getByRole('button', { name: m.propose.submit, exact: true }).click();
    await expect.poll(() => deduction.count()).toBe(0);
    await expect.poll(() => line(h, second).getByTestId('adjustment').getAttribute('data-status')).toBe('pending');
    // A line with a pending adjustment cannot be selected for payment yet.
    expect(await line(h, second).getByRole('checkbox').isDisabled()).toBe(true);

    // The cleaner declines the deduction: it stays visible, declined, and the total does not move.
    await c.reload();
    await line(c, second)
      .getByRole('button', {
        name: format(m.adjustment.declineLabel, { kind: words.kinds.deduction, amount: '$20.00' }),
      })
      .click();
    await expect.poll(() => line(c, second).getByTestId('adjustment').getAttribute('data-status')).toBe('declined');
    expect(await line(c, second).getByTestId('line-total').textContent()).toBe('$120.00');
    await shoot(c, 'earnings-answered');
    await expectNoSeriousA11yViolations(c, 'cleaner earnings');

    // What the host owes shows on the team list; the report of a completed turnover offers 'Mark paid'.
    await h.goto(`/host/jobs/${jobId}/turnovers`);
    await expect
      .poll(() => h.getByTestId('team-owed').textContent())
      .toBe(format(en.payLinks.owed, { amount: '$240.50' }));
    await h.goto(`/host/turnovers/${first}`);
    const panel = h.getByTestId('turnover-pay');
    await expect.poll(() => panel.textContent()).toContain(format(m.links.reportTotal, { amount: '$120.50' }));
    expect(await panel.getByRole('button', { name: m.ledger.markPaid }).count()).toBe(1);

    // The host selects both lines and marks them paid by Zelle.
    await h.goto(`/host/payments?month=${month}`);
    await line(h, first).getByRole('checkbox').check();
    await line(h, second).getByRole('checkbox').check();
    await expect
      .poll(() => h.getByTestId('selection-bar').textContent())
      .toContain(format(m.ledger.selected.other, { count: 2, amount: '$240.50' }));
    await shoot(h, 'payments-selected');
    await expectNoSeriousA11yViolations(h, 'host payments');
    await h.getByTestId('selection-bar').getByRole('button', { name: m.ledger.markPaid }).click();
    const paying = h.getByRole('dialog', { name: m.markPaid.title });
    await paying.getByLabel(m.markPaid.method).selectOption('zelle');
    await paying.getByLabel(m.markPaid.reference).fill('ZL-4411');
    await paying.getByRole('button', { name: format(m.markPaid.submit, { amount: '$240.50' }) }).click();
    await expect.poll(() => paying.count()).toBe(0);
    await expect.poll(() => h.getByTestId('payment').getAttribute('data-status')).toBe('paid');
    expect(await h.getByTestId('payment').textContent()).toContain(m.payment.status.paid);

    // The cleaner confirms it.
    await c.reload();
    await c.getByRole('button', { name: format(m.payment.markReceivedLabel, { amount: '$240.50' }) }).click();
    await expect.poll(() => c.getByTestId('payment').getAttribute('data-status')).toBe('received');
    await expect.poll(() => c.getByTestId('pair-owed').textContent()).toBe(m.pair.nothingOwed);
    await shoot(c, 'earnings-received');
    await h.reload();
    await expect.poll(() => h.getByTestId('payment').getAttribute('data-status')).toBe('received');
    await expect.poll(() => line(h, first).getAttribute('data-status')).toBe('received');

    // The monthly statement: the same figures on both sides.
    await h.getByRole('link', { name: m.ledger.statement }).click();
    const hostStatement = await statementFigures(h);
    expect(hostStatement).toEqual({ opening: '$0.00', earned: '$240.50', paid: '$240.50', closing: '$0.00' });
    expect(await h.getByTestId('not-tax-advice').count()).toBe(1);
    await shoot(h, 'statement');
    await expectNoSeriousA11yViolations(h, 'monthly statement');
    await c.goto(`/cleaner/earnings/statement?with=${host.userId}&month=${month}`);
    expect(await statementFigures(c)).toEqual(hostStatement);
    await shoot(c, 'statement-cleaner');

    // The year: the host's totals per cleaner and the cleaner's income by payer agree.
    await h.goto('/host/payments');
    const hostYear = await yearTotals(h);
    expect(hostYear).toEqual({ earned: '$240.50', paid: '$240.50', possibly1099K: '$0.00', nec: '$240.50' });
    expect(await h.getByTestId('nec-threshold').textContent()).toContain('$2,000.00');
    expect(await h.getByTestId('threshold-status').textContent()).toBe(
      format(m.year.underThreshold, { threshold: '$2,000.00' }),
    );
    await shoot(h, 'year-host');
    await c.goto('/cleaner/earnings');
    const cleanerYear = await yearTotals(c);
    // The same earned, paid and 1099-K figures as the host's; all of it received.
    expect(cleanerYear).toEqual({
      earned: hostYear.earned,
      paid: hostYear.paid,
      received: '$240.50',
      possibly1099K: hostYear.possibly1099K,
      other: hostYear.nec,
    });
    await shoot(c, 'year-cleaner');

    // The statement's CSV, downloaded through the browser, and the cleaner's copy of it.
    await h.goto(`/host/payments?with=${cleaner.userId}&month=${month}`);
    const [download] = await Promise.all([
      h.waitForEvent('download'),
      h.getByRole('link', { name: format(m.ledger.csvLabel, { month: monthName(month) }) }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^turnready-statement-${month}-.*\\.csv$`));
    // The browser runs as a remote service here: the file is saved where this test reads it.
    const saved = path.join(tmpdir(), `pay-statement-${process.pid}-${Date.now()}.csv`);
    await download.saveAs(saved);
    const hostCsv = parseCsv(await readFile(saved, 'utf8'));
    await rm(saved, { force: true });
    const cleanerCsv = parseCsv(
      await (
        await cleanerSide.context.request.get(`/api/pay/statements/monthly.csv?with=${host.userId}&month=${month}`)
      ).text(),
    );
    expect(hostCsv[0]).toEqual([...words.csv.statementHeader]);
    const totalsOf = (rows: string[][]) => rows.filter((r) => r[1] === words.csv.total).map((r) => [r[3], r[5]]);
    expect(totalsOf(hostCsv)).toEqual([
      [words.csv.openingBalance, '0.00'],
      [words.csv.earned, '240.50'],
      // Paid lowers the balance: written negative, the accountant's way.
      [words.csv.paid, '(240.50)'],
      [words.csv.closingBalance, '0.00'],
    ]);
    expect(totalsOf(cleanerCsv)).toEqual(totalsOf(hostCsv));
    const paymentRow = hostCsv.find((r) => r[1] === words.csv.payment)!;
    expect(paymentRow[5]).toBe('(240.50)');
    expect(paymentRow[6]).toBe(words.methods.zelle);
    expect(paymentRow[7]).toBe('ZL-4411');
    const declined = hostCsv.find(
      (r) => r[1] === words.csv.adjustment && r[4] === words.csv.adjustmentStatuses.declined,
    )!;
    expect(declined[5]).toBe('(20.00)');
    // The property begins with '@': neutralised with a leading apostrophe, never left to start a formula.
    expect(hostCsv.filter((r) => r[1] === words.csv.turnover).map((r) => r[2]![0])).toEqual(["'", "'"]);
    for (const cell of [...hostCsv, ...cleanerCsv].flat()) expect(cell, cell).not.toMatch(FORMULA_START);

    // The expense CSV of the month: one row per line and per accepted adjustment; '=Maria V.' neutralised.
    const expenses = parseCsv(
      await (
        await hostSide.context.request.get(`/api/pay/statements/expenses.csv?month=${month}&jobId=${jobId}`)
      ).text(),
    );
    expect(expenses[0]).toEqual([...words.csv.expensesHeader]);
    const body = expenses.slice(1);
    expect(body.map((r) => [r[3], r[4], r[5]])).toEqual(
      expect.arrayContaining([
        [words.csv.cleaning, '95.50', words.methods.zelle],
        [words.kinds.late_checkout, '25.00', words.methods.zelle],
        [words.csv.cleaning, '120.00', words.methods.zelle],
      ]),
    );
    expect(body).toHaveLength(3);
    expect(new Set(body.map((r) => r[2]))).toEqual(new Set(["'=Maria V."]));
    for (const cell of expenses.flat()) expect(cell, cell).not.toMatch(FORMULA_START);

    for (const side of [hostSide, cleanerSide]) await side.context.close();
  }, 120_000);
});

function monthName(month: string) {
  return new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
