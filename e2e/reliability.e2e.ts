// The reliability record (issue 39) in the browser: a hired cleaner confirms one turnover and
// declines another; the host sees it counted on the applicant's card (1280 px) and on the team
// (390 px), for the last 12 months and since joining; an applicant with no history says so.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { format, plural } from '@core/messages/format';
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
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { browserForFile, holdDevClockEachTest } from './support/file-setup';

const r = en.reliability;
const SHOTS = path.resolve('test-results/screenshots/reliability');
const browser = browserForFile();
// The offers must not lapse while the test runs: the clock stays put.
holdDevClockEachTest();
const origin = () => ({ origin: baseUrl() });
const day = datesFromToday();

async function shot(page: Page, name: string) {
  await saveScreenshot(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`));
}

describe('the reliability record', () => {
  it('counts a confirmation and a decline, shown on the applicant card and the team', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL' });
    const desk = await newPage(browser(), DESKTOP);
    await signIn(desk.context, host);
    const jobId = ((await (await desk.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    const [ana, ben] = await Promise.all([
      seedAccount('cleaner', { firstName: 'Ana', lastName: 'Alvarez' }),
      seedAccount('cleaner', { firstName: 'Ben', lastName: 'Brooks' }),
    ]);
    const anaSide = await newPage(browser(), PHONE);
    const benSide = await newPage(browser(), PHONE);
    await signIn(anaSide.context, ana);
    await signIn(benSide.context, ben);
    const applied = await anaSide.context.request.post('/api/applications', { data: { jobId }, headers: origin() });
    const { id: applicationId } = (await applied.json()) as { id: string };
    expect(
      (await benSide.context.request.post('/api/applications', { data: { jobId }, headers: origin() })).status(),
    ).toBe(201);
    const hired = await desk.context.request.patch(`/api/host/applications/${applicationId}`, {
      data: { action: 'hire' },
      headers: origin(),
    });
    expect(hired.status()).toBe(200);
    await sendTeamOffers(desk.context, jobId);
    const ids: string[] = [];
    for (const date of [day(6), day(8)]) {
      const added = await desk.context.request.post(`/api/host/jobs/${jobId}/turnovers`, {
        data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
        headers: origin(),
      });
      expect(added.status()).toBe(201);
      ids.push(((await added.json()) as { id: string }).id);
    }
    const answer = (id: string, verb: 'confirm' | 'decline') =>
      anaSide.context.request.post(`/api/cleaner/turnovers/${id}/${verb}`, { data: {}, headers: origin() });
    expect((await answer(ids[0]!, 'confirm')).status()).toBe(200);
    expect((await answer(ids[1]!, 'decline')).status()).toBe(200);

    // The applicants page: Ana's card counts both answers; Ben has no history yet.
    await desk.page.goto(`/host/jobs/${jobId}/applicants`);
    const anaRecord = desk.page
      .getByTestId('reliability-cleaner')
      .filter({ hasText: '2 of 2 offers answered in time' });
    await anaRecord.first().waitFor();
    const text = await anaRecord.first().textContent();
    // Everything happened this year: one line, not the same figures twice.
    expect(text).toContain(`${r.recentIsAll}: ${plural(r.completed, 0)}`);
    expect(text).toContain(format(r.confirmedDeclined, { confirmed: 1, declined: 1 }));
    expect(text).not.toContain(`${r.total}:`);
    await desk.page.getByTestId('reliability-cleaner').filter({ hasText: r.noCleanerHistory }).waitFor();
    await expectNoSeriousA11yViolations(desk.page, 'applicants with records');
    await shot(desk.page, 'applicants');

    // The team on a phone shows the same record beside the member.
    const phone = await newPage(browser(), PHONE);
    await signIn(phone.context, host);
    await phone.page.goto(`/host/jobs/${jobId}/turnovers`);
    const member = phone.page.getByTestId('team-member').filter({ hasText: 'Ana Alvarez' });
    await member.getByTestId('reliability-cleaner').getByText('2 of 2 offers answered in time').first().waitFor();
    await member.scrollIntoViewIfNeeded();
    await saveScreenshot(phone.page, path.join(SHOTS, 'team-390.png'), { fullPage: false });
  });
});
