// A turnover through a loss of signal (issue 38): a cleaner on a 390 px phone starts a turnover,
// loses the connection, ticks two items, adds a photo and a note, and sees 'Waiting to send (4)'
// with the ticks shown and the photo's own preview; a reload (the server still unreachable) keeps
// all four on the phone; once the signal is back they are sent, 'All changes sent' shows, and the
// host's report has each tick, the one photo and the note exactly once.
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { format } from '@core/messages/format';
import type { CleanerTurnoverResponse, TurnoverReportResponse } from '@core/schemas/playbook';
import { phoneJpeg } from '@server/test/photos';
import { baseUrl, DESKTOP, newPage, PHONE, saveScreenshot, seedAccount, signIn } from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { datesFromToday } from './support/dates';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';

const m = en.playbook;
const SHOTS = path.resolve('test-results/screenshots/offline');
const BEDS = 'Make the beds';
const COUNTERS = 'Wipe the counters';
const NOTE = 'The hall light flickers.';

const browser = browserForFile();
// The turnover is started at its check-out on the app clock: no other file may move it meanwhile.
holdDevClockEachTest();

const origin = () => ({ origin: baseUrl() });
const day = datesFromToday();

/** The cleaner is hired onto the job, offered the turnover as the team's primary, and confirms it. */
async function confirmedTurnover(host: BrowserContext, cleaner: BrowserContext, jobId: string, date: string) {
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, headers: origin() });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };
  const hired = await host.request.patch(`/api/host/applications/${applicationId}`, {
    data: { action: 'hire' },
    headers: origin(),
  });
  expect(hired.status()).toBe(200);
  await sendTeamOffers(host, jobId);
  const added = await host.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date, checkoutTime: '11:00', checkinTime: '16:00' },
    headers: origin(),
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  const confirmed = await cleaner.request.post(`/api/cleaner/turnovers/${id}/confirm`, { headers: origin() });
  expect(confirmed.status()).toBe(200);
  return id;
}

describe('a turnover without signal', () => {
  itMovesTheClock('ticks, a photo and a note made offline are kept, survive a reload, and arrive once', async () => {
    const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '7 Palmetto Ct' });
    const hostSide = await newPage(browser(), DESKTOP);
    await signIn(hostSide.context, host);
    const jobId = ((await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] })
      .jobs[0]!.id;
    for (const label of [BEDS, COUNTERS]) {
      const added = await hostSide.context.request.post(`/api/host/jobs/${jobId}/playbook/items`, {
        data: { label },
        headers: origin(),
      });
      expect(added.status()).toBe(201);
    }
    const phone = await newPage(browser(), PHONE);
    await signIn(phone.context, await seedAccount('cleaner', { firstName: 'Ana', lastName: 'Reyes' }));
    const id = await confirmedTurnover(hostSide.context, phone.context, jobId, day(1));

    // Check-out comes on the app clock, and the cleaner starts.
    const before = (await (
      await phone.context.request.get(`/api/cleaner/turnovers/${id}`)
    ).json()) as CleanerTurnoverResponse;
    const now = Date.parse((await readDevClock(phone.context.request)).now);
    await advanceDevClock(phone.context.request, {
      advanceMinutes: Math.ceil((Date.parse(before.start.opensAt) - now) / 60_000) + 5,
    });
    const cp = phone.page;
    await cp.goto(`/cleaner/turnovers/${id}`);
    await cp.getByRole('button', { name: m.cleaner.start }).click();
    const beds = cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: BEDS }) });
    const counters = cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: COUNTERS }) });
    await beds.waitFor();

    // --- The signal drops: two ticks, a photo and a note, all kept on the phone.
    await phone.context.setOffline(true);
    await beds.click();
    await counters.click();
    await cp.getByLabel(format(m.cleaner.choosePhotoLabel, { item: BEDS })).setInputFiles({
      name: 'beds.jpg',
      mimeType: 'image/jpeg',
      buffer: await phoneJpeg({ width: 800, height: 600 }),
    });
    await cp.getByLabel(m.cleaner.notes).fill(NOTE);
    const status = cp.getByTestId('send-status');
    await status.getByText(format(m.sending.waiting, { count: '4' })).waitFor();
    await status.getByText(m.sending.waitingHint).waitFor();
    expect([await beds.isChecked(), await counters.isChecked()]).toEqual([true, true]);
    const preview = cp.getByRole('img', { name: format(m.sending.previewAlt, { item: BEDS }) });
    await preview.waitFor();
    // The preview is the phone's own copy of the photo, drawn without the network.
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
    await cp.getByTestId('upload').getByText(m.sending.photoWaiting).waitFor();
    await cp.getByText(m.cleaner.notesFailed).waitFor();
    // 'Complete' waits: what is still on the phone would be refused afterwards.
    await cp.getByText(m.cleaner.completeWaiting).waitFor();
    expect(await cp.getByRole('button', { name: m.cleaner.complete, exact: true }).isDisabled()).toBe(true);
    await cp.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(cp, path.join(SHOTS, 'waiting-to-send-390.png'));
    await cp.getByTestId('run-task').filter({ hasText: BEDS }).scrollIntoViewIfNeeded();
    await saveScreenshot(cp, path.join(SHOTS, 'waiting-photo-390.png'), { fullPage: false });

    // --- A reload while the server still cannot be reached: nothing is lost.
    const writes = '**/api/cleaner/turnovers/*/{tasks,notes}**';
    await cp.route(writes, (route) =>
      route.request().method() === 'GET' ? route.continue() : route.abort('internetdisconnected'),
    );
    await phone.context.setOffline(false);
    await cp.reload();
    await status.getByText(format(m.sending.waiting, { count: '4' })).waitFor();
    expect([await beds.isChecked(), await counters.isChecked()]).toEqual([true, true]);
    await preview.waitFor();
    await expect.poll(() => cp.getByLabel(m.cleaner.notes).inputValue()).toBe(NOTE);
    // Nothing reached the server.
    const onServer = async () =>
      (await (await hostSide.context.request.get(`/api/host/turnovers/${id}/report`)).json()) as TurnoverReportResponse;
    const untouched = await onServer();
    expect(untouched.tasks.map((t) => [t.doneAt, t.photos.length])).toEqual([
      [null, 0],
      [null, 0],
    ]);
    expect(untouched.notes).toBeNull();

    // --- The signal comes back: everything is sent, in order, once.
    await phone.context.setOffline(true);
    await cp.unroute(writes);
    await phone.context.setOffline(false);
    await status.getByText(m.sending.allSent).waitFor();
    await cp.getByTestId('notes-status').getByText(m.cleaner.notesSaved).waitFor();
    expect(await cp.getByTestId('upload').count()).toBe(0);
    await cp
      .getByRole('link', { name: new RegExp(`^${format(m.cleaner.photoAlt, { item: BEDS, time: '' })}`) })
      .waitFor();

    const report = await onServer();
    expect(report.tasks.map((t) => [t.label, t.doneAt !== null, t.photos.length])).toEqual([
      [BEDS, true, 1],
      [COUNTERS, true, 0],
    ]);
    expect(report.notes).toBe(NOTE);
    // The host's report page shows the same: each tick, the one photo, the note.
    const hp = hostSide.page;
    await hp.goto(`/host/turnovers/${id}`);
    await hp.getByText(NOTE).waitFor();
    expect(await hp.locator('[data-testid="report-task"][data-done="true"]').count()).toBe(2);
    expect(await hp.getByTestId('report-task').filter({ hasText: BEDS }).getByRole('link').count()).toBe(1);
    expect(await hp.getByText(NOTE).count()).toBe(1);

    // A reload now sends nothing again.
    await cp.reload();
    await beds.waitFor();
    expect(await cp.getByTestId('send-status').textContent()).toBe('');
    expect((await onServer()).tasks.map((t) => t.photos.length)).toEqual([1, 0]);
  });
});
