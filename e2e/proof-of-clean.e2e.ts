// Proof of clean (issue 18), the journey of "Done when": a host writes a playbook with a
// photo-required item and access instructions; the assigned cleaner, on a 390 px phone, opens the
// turnover, sees the access instructions only inside their window, starts, ticks items, uploads a
// phone photo with GPS (through a dropped connection), keeps typed notes over a reload, reports a
// problem with a photo and completes; the host's open report updates live, the email arrives, and
// the photo the host downloads has no metadata left. Another cleaner and a visitor get nothing.
// Issue 37: 'Start' opens at check-out, and earlier only after "The guests have left", which the
// report flags (with a clean far too short); each photo says when it was taken; the host
// acknowledges and resolves the reported problem from the turnover's card, and the cleaner sees it.
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { en } from '@core/messages/en';
import { format, plural } from '@core/messages/format';
import type { NotificationsResponse } from '@core/schemas/notifications';
import type { CleanerTurnoverResponse, PlaybookResponse, TurnoverReportResponse } from '@core/schemas/playbook';
import { PHONE_EXIF, phoneJpeg, photoPixels, PRIVATE_MARKERS } from '@server/test/photos';
import { formatTimeIn } from '@web/features/playbook/format';
import { formatDay } from '@web/features/turnovers/format';
import {
  baseUrl,
  DESKTOP,
  expectNoSeriousA11yViolations,
  newPage,
  PHONE,
  saveScreenshot,
  seedAccount,
  signIn,
  waitForMail,
  waitForStreamReady,
  watchStreamReady,
} from './support/browser';
import { createHostWithJob, sendTeamOffers, uniqueTown } from './support/cleaner-helpers';
import { advanceDevClock, readDevClock } from './support/dev-clock';
import { browserForFile, holdDevClockEachTest, itMovesTheClock } from './support/file-setup';
import { datesFromToday } from './support/dates';

const m = en.playbook;
const SHOTS = path.resolve('test-results/screenshots/playbook');
const TOWELS = 'Replace towels and bath mat';
const ACCESS = 'Lockbox on the side gate, code 4821. Wi-Fi: SeagrapeGuest / sandy-toes-22';

const browser = browserForFile();
// The journey moves the app clock into the turnover's window: no other file may move it meanwhile.
holdDevClockEachTest();

const origin = () => ({ origin: baseUrl() });

const day = datesFromToday(); // the jobs are in Florida's default zone

/** A phone photo (GPS and all) whose EXIF says it was taken at `taken`, with its offset, as phones write it. */
async function photoTakenAt(taken: Date): Promise<Buffer> {
  const stamp = taken.toISOString().slice(0, 19).replace('T', ' ').replaceAll('-', ':');
  return sharp(photoPixels(1600, 1200, 18), { raw: { width: 1600, height: 1200, channels: 3 } })
    .withExif({ ...PHONE_EXIF, IFD2: { DateTimeOriginal: stamp, OffsetTimeOriginal: '+00:00' } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** A catalog text as a pattern, `{time}` standing for any "10:42 AM". */
const withAnyTime = (template: string, params: Record<string, string>) =>
  new RegExp(
    `^${format(template, params)
      .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
      .replace('{time}', '\\d{1,2}:\\d{2} [AP]M')}$`,
  );

/** At the top, so the sticky header does not sit over the page in the full-page picture. */
async function shot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, path.join(SHOTS, `${name}-${page.viewportSize()?.width ?? 0}.png`));
}

/** The cleaner applies and the host hires them; the host adds a turnover (offered to the cleaner, now the team's primary) and the cleaner confirms it. */
async function confirmedTurnover(
  host: BrowserContext,
  cleaner: BrowserContext,
  jobId: string,
  date: string,
): Promise<string> {
  const applied = await cleaner.request.post('/api/applications', { data: { jobId }, headers: origin() });
  expect(applied.status()).toBe(201);
  const { id: applicationId } = (await applied.json()) as { id: string };
  expect(
    (
      await host.request.patch(`/api/host/applications/${applicationId}`, {
        data: { action: 'hire' },
        headers: origin(),
      })
    ).status(),
  ).toBe(200);
  await sendTeamOffers(host, jobId);
  const added = await host.request.post(`/api/host/jobs/${jobId}/turnovers`, {
    data: { date, checkoutTime: '11:00', checkinTime: '16:00', notes: 'Guests leave at 11. Strip all beds.' },
    headers: origin(),
  });
  expect(added.status()).toBe(201);
  const { id } = (await added.json()) as { id: string };
  expect((await cleaner.request.post(`/api/cleaner/turnovers/${id}/confirm`, { headers: origin() })).status()).toBe(
    200,
  );
  return id;
}

describe('proof of clean', () => {
  itMovesTheClock(
    'playbook, access in its window, a run with photos on a phone, a live report without metadata',
    async () => {
      const host = await createHostWithJob({ city: uniqueTown(), state: 'FL', propertyAddress: '18 Seagrape Ln' });
      const cleanerAccount = await seedAccount('cleaner', { firstName: 'Maria', lastName: 'Vega' });
      const hostSide = await newPage(browser(), DESKTOP);
      await signIn(hostSide.context, host);
      const jobId = (
        (await (await hostSide.context.request.get('/api/host/jobs')).json()) as { jobs: { id: string }[] }
      ).jobs[0]!.id;
      const phone = await newPage(browser(), PHONE);
      await signIn(phone.context, cleanerAccount);
      const date = day(2);
      const turnoverId = await confirmedTurnover(hostSide.context, phone.context, jobId, date);

      // --- The host writes the playbook (from the Turnovers page's 'Playbook' link).
      const hp = hostSide.page;
      await hp.goto(`/host/jobs/${jobId}/turnovers`);
      await hp.getByRole('link', { name: m.host.playbookLink }).click();
      await hp.getByRole('heading', { name: m.host.checklistHeading, exact: true }).waitFor();
      await hp.getByText(m.host.emptyChecklist).waitFor();
      const addForm = hp.getByRole('form', { name: m.host.addItem });
      // A blank item is refused by the form, with the field marked.
      await addForm.getByRole('button', { name: m.host.addItem }).click();
      await addForm.getByText(m.validation.itemRequired).waitFor();
      const addItem = async (area: string, label: string, photoRequired: boolean) => {
        await addForm.getByLabel(m.host.area).fill(area);
        await addForm.getByLabel(m.host.item).fill(label);
        if (photoRequired) await addForm.getByLabel(m.host.photoRequired).check();
        await addForm.getByRole('button', { name: m.host.addItem }).click();
        await hp.getByTestId('playbook-item').filter({ hasText: label }).waitFor();
        await expect.poll(() => addForm.getByLabel(m.host.item).inputValue()).toBe('');
      };
      await addItem('Kitchen', 'Wipe counters and stove top', true);
      await addItem('Bathroom', 'Replace towels', false);
      await addItem('Kitchen', 'Empty the dishwasher', false);
      // Grouped by area in the order each area first appears; the kitchen's second item joins it.
      const kitchen = hp.getByRole('region', { name: 'Kitchen' });
      expect(await kitchen.getByTestId('playbook-item').allTextContents()).toEqual([
        expect.stringContaining('Wipe counters'),
        expect.stringContaining('Empty the dishwasher'),
      ]);
      // Moved up by keyboard: the focus follows the item (onto 'down', as it cannot go higher).
      await kitchen.getByRole('button', { name: format(m.host.moveUp, { item: 'Empty the dishwasher' }) }).focus();
      await hp.keyboard.press('Enter');
      await expect
        .poll(async () => (await kitchen.getByTestId('playbook-item').allTextContents()).map((t) => t.slice(0, 12)))
        .toEqual(['Empty the di', 'Wipe counter']);
      await expect
        .poll(() => hp.evaluate(() => document.activeElement?.getAttribute('aria-label')))
        .toBe(format(m.host.moveDown, { item: 'Empty the dishwasher' }));
      // A reference photo for the photo-required item: its thumbnail shows.
      const wipeCard = hp.getByTestId('playbook-item').filter({ hasText: 'Wipe counters and stove top' });
      await wipeCard.getByLabel(`${m.host.addReferencePhoto}: Wipe counters and stove top`).setInputFiles({
        name: 'ref.jpg',
        mimeType: 'image/jpeg',
        buffer: await phoneJpeg({ width: 640, height: 480, seed: 3 }),
      });
      await wipeCard
        .getByRole('link', { name: format(m.host.referencePhotoAlt, { item: 'Wipe counters and stove top' }) })
        .waitFor();
      await wipeCard
        .getByRole('button', { name: `${m.host.removeReferencePhoto}: Wipe counters and stove top` })
        .waitFor();
      // Edited in place: a blank label is refused with what was typed kept, then renamed.
      await hp.getByRole('button', { name: format(m.host.editLabel, { item: 'Replace towels' }) }).click();
      const editForm = hp.getByRole('form', { name: format(m.host.editLabel, { item: 'Replace towels' }) });
      await editForm.getByLabel(m.host.area).fill('Main bathroom');
      await editForm.getByLabel(m.host.item).fill('  ');
      await editForm.getByRole('button', { name: m.host.save, exact: true }).click();
      await editForm.getByText(m.validation.itemRequired).waitFor();
      expect(await editForm.getByLabel(m.host.area).inputValue()).toBe('Main bathroom');
      await editForm.getByLabel(m.host.area).fill('Bathroom');
      await editForm.getByLabel(m.host.item).fill(TOWELS);
      await editForm.getByRole('button', { name: m.host.save, exact: true }).click();
      await hp.getByTestId('playbook-item').filter({ hasText: TOWELS }).waitFor();
      // An item without an area goes under 'General'; removed, it is gone.
      await addItem('', 'Take out the trash', false);
      await hp.getByRole('region', { name: m.host.noArea }).getByText('Take out the trash').waitFor();
      await hp.getByRole('button', { name: format(m.host.removeLabel, { item: 'Take out the trash' }) }).click();
      await expect
        .poll(() => hp.getByTestId('playbook-item').filter({ hasText: 'Take out the trash' }).count())
        .toBe(0);
      await hp
        .getByRole('textbox', { name: m.host.supplies })
        .fill('Linens in the hall closet; supplies under the kitchen sink.');
      await hp.getByRole('textbox', { name: m.host.access }).fill(ACCESS);
      await hp.getByRole('button', { name: m.host.saveDetails, exact: true }).click();
      await hp.getByText(m.host.detailsSaved).first().waitFor();
      await hp.getByText(m.host.noViews).waitFor();
      await shot(hp, 'playbook');
      await expectNoSeriousA11yViolations(hp, 'playbook with items');

      // --- The cleaner, on a phone, opens the turnover from the schedule: before the window, no access, no start.
      const cp = phone.page;
      await cp.goto('/cleaner/schedule');
      await cp.getByRole('link', { name: format(m.cleaner.openLabel, { date: formatDay(date) }) }).click();
      await cp.getByRole('heading', { name: format(m.cleaner.heading, { date: formatDay(date, true) }) }).waitFor();
      await cp.getByText(m.cleaner.accessNotYet.split('{when}')[0]!).waitFor();
      expect(await cp.getByRole('button', { name: m.cleaner.showAccess }).count()).toBe(0);
      expect(await cp.getByText(ACCESS).count()).toBe(0);
      expect(await cp.getByRole('button', { name: m.cleaner.start }).isDisabled()).toBe(true);
      await cp.getByText(m.cleaner.startNotYet.split('{when}')[0]!).waitFor();
      // The checklist to read ahead, without checkboxes.
      await cp.getByText('Wipe counters and stove top').waitFor();
      expect(await cp.getByRole('checkbox').count()).toBe(0);
      // The reference photo is the cleaner's to see, and loads.
      const reference = cp.getByRole('img', {
        name: format(m.cleaner.referencePhotoAlt, { item: 'Wipe counters and stove top' }),
      });
      await expect
        .poll(() => reference.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      // The API agrees: outside the window the instructions are refused.
      expect((await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}/access`)).status()).toBe(403);
      await shot(cp, 'cleaner-before-window');
      await expectNoSeriousA11yViolations(cp, 'before the window');

      // --- Into the access window (an hour after it opens): the instructions on request; 'Start' waits for check-out.
      const run = (await (
        await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}`)
      ).json()) as CleanerTurnoverResponse;
      const minutesUntil = async (iso: string) =>
        Math.ceil((Date.parse(iso) - Date.parse((await readDevClock(phone.context.request)).now)) / 60_000);
      await advanceDevClock(phone.context.request, { advanceMinutes: (await minutesUntil(run.access.opensAt)) + 60 });
      await cp.reload();
      await cp.getByRole('button', { name: m.cleaner.showAccess }).click();
      await cp.getByTestId('access-instructions').getByText(ACCESS).waitFor();
      expect(await cp.getByRole('button', { name: m.cleaner.start }).isDisabled()).toBe(true);
      await cp.getByText(m.cleaner.startNotYet.split('{when}')[0]!).waitFor();

      // --- Half an hour before check-out (11:00): 'Start' asks whether the guests have left first.
      await advanceDevClock(phone.context.request, { advanceMinutes: (await minutesUntil(run.start.opensAt)) - 30 });
      await cp.reload();
      await cp.getByText(format(m.cleaner.startBeforeCheckout, { time: '11:00 AM' })).waitFor();
      const refused = await phone.context.request.post(`/api/cleaner/turnovers/${turnoverId}/start`, {
        data: {},
        headers: origin(),
      });
      expect(refused.status()).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
        format(m.errors.beforeCheckout, { time: '11:00 AM' }),
      );
      await cp.getByRole('button', { name: m.cleaner.start }).click();
      const guestsLeft = cp.getByRole('alertdialog', { name: m.cleaner.guestsLeftTitle });
      await guestsLeft.getByText(format(m.cleaner.guestsLeftDescription, { time: '11:00 AM' })).waitFor();
      await shot(cp, 'cleaner-guests-left');
      // 'Not yet' leaves it unstarted.
      await guestsLeft.getByRole('button', { name: m.cleaner.guestsLeftCancel }).click();
      await guestsLeft.waitFor({ state: 'detached' });
      expect(
        (
          (await (
            await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}`)
          ).json()) as CleanerTurnoverResponse
        ).startedAt,
      ).toBeNull();
      await cp.getByRole('button', { name: m.cleaner.start }).click();
      await guestsLeft.getByRole('button', { name: m.cleaner.guestsLeftConfirm }).click();
      await cp.getByText(withAnyTime(m.cleaner.startedEarly, {})).waitFor();
      const wipe = cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: 'Wipe counters and stove top' }) });
      await wipe.waitFor();

      // Ticks are saved as they are made (and still ticked after a reload).
      await wipe.check();
      await cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: TOWELS }) }).check();
      await expect
        .poll(
          async () =>
            (
              (await (
                await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}`)
              ).json()) as CleanerTurnoverResponse
            ).tasks.filter((t) => t.doneAt).length,
        )
        .toBe(2);
      // Issue 38: a tick the server does not get waits on the phone, shown ticked, and goes once the signal is back.
      await cp.route('**/api/cleaner/turnovers/*/tasks/*', (route) =>
        route.request().method() === 'PUT' ? route.abort('internetdisconnected') : route.continue(),
      );
      const dishes = cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: 'Empty the dishwasher' }) });
      await dishes.click();
      await cp.getByText(format(m.sending.waiting, { count: '1' })).waitFor();
      expect(await dishes.isChecked()).toBe(true);
      await cp.unroute('**/api/cleaner/turnovers/*/tasks/*');
      await cp.getByText(m.sending.allSent).waitFor();
      const doneOnServer = async () =>
        (
          (await (
            await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}`)
          ).json()) as CleanerTurnoverResponse
        ).tasks.filter((t) => t.doneAt).length;
      expect(await doneOnServer()).toBe(3);
      // Unticked again (the report below has two done).
      await dishes.click();
      await expect.poll(doneOnServer).toBe(2);
      // 'Complete' waits for the photo-required item's photo, and says which.
      const complete = cp.getByRole('button', { name: m.cleaner.complete, exact: true });
      expect(await complete.isDisabled()).toBe(true);
      await cp.getByText(format(m.cleaner.completeMissing, { items: '“Wipe counters and stove top”' })).waitFor();

      // A phone photo (with GPS) taken five minutes ago, on a signal that drops the first try: retried, then stored.
      const takenAt = new Date(
        Math.floor((Date.parse((await readDevClock(phone.context.request)).now) - 5 * 60_000) / 60_000) * 60_000,
      );
      const taken = formatTimeIn(takenAt.toISOString(), 'America/New_York');
      const photo = await photoTakenAt(takenAt);
      expect((await sharp(photo).metadata()).exif).toBeDefined();
      let tries = 0;
      await cp.route('**/api/cleaner/turnovers/*/tasks/*/photos', async (route) =>
        ++tries === 1 ? route.abort('internetdisconnected') : route.continue(),
      );
      // Two ways in: the camera, or the gallery (several at once).
      const camera = cp.getByLabel(format(m.cleaner.takePhotoLabel, { item: 'Wipe counters and stove top' }));
      const gallery = cp.getByLabel(format(m.cleaner.choosePhotoLabel, { item: 'Wipe counters and stove top' }));
      expect(await camera.getAttribute('capture')).toBe('environment');
      expect([await gallery.getAttribute('capture'), await gallery.getAttribute('multiple')]).toEqual([null, '']);
      await gallery.setInputFiles({ name: 'counters.jpg', mimeType: 'image/jpeg', buffer: photo });
      await cp.locator('[data-testid="upload"][data-state="retrying"]').getByText(m.sending.photoWaiting).waitFor();
      await cp
        .getByRole('link', {
          name: format(m.cleaner.photoAlt, { item: 'Kitchen: Wipe counters and stove top', time: taken }),
        })
        .waitFor();
      expect(tries).toBe(2);
      await cp.unroute('**/api/cleaner/turnovers/*/tasks/*/photos');
      // A file that is not a photo is refused with the server's reason; the rest goes on.
      await cp
        .getByLabel(format(m.cleaner.choosePhotoLabel, { item: TOWELS }))
        .setInputFiles({ name: 'notes.txt', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo at all') });
      await cp.locator('[data-testid="upload"][data-state="failed"]').filter({ hasText: 'notes.txt' }).waitFor();
      await cp.getByRole('button', { name: m.cleaner.dismiss }).click();

      // Notes: typed while saving fails, kept over a reload, saved once the signal is back.
      await cp.route('**/api/cleaner/turnovers/*/notes', (route) => route.abort('internetdisconnected'));
      await cp.getByLabel(m.cleaner.notes).fill('Dryer makes a loud noise.');
      await cp.getByText(m.cleaner.notesFailed).waitFor();
      await cp.unroute('**/api/cleaner/turnovers/*/notes');
      // After the reload, the worst order: the page's first read of the turnover reaches the server
      // before the phone's queued save, and its answer (without the notes) arrives after the save's.
      let firstRead!: () => void;
      let notesSaved!: () => void;
      const read = new Promise<void>((resolve) => (firstRead = resolve));
      const saved = new Promise<void>((resolve) => (notesSaved = resolve));
      // On the context: the service worker answers the read (decision 043) and fetches it itself.
      const phoneContext = cp.context();
      await phoneContext.route('**/api/cleaner/turnovers/*/notes', async (route) => {
        await read;
        const response = await route.fetch();
        notesSaved();
        await route.fulfill({ response });
      });
      await phoneContext.route(`**/api/cleaner/turnovers/${turnoverId}`, async (route) => {
        const response = await route.fetch();
        firstRead();
        await saved;
        await route.fulfill({ response });
      });
      await cp.reload();
      await expect.poll(() => cp.getByLabel(m.cleaner.notes).inputValue()).toBe('Dryer makes a loud noise.');
      await cp.getByTestId('notes-status').getByText(m.cleaner.notesSaved).waitFor();
      await phoneContext.unroute('**/api/cleaner/turnovers/*/notes');
      await phoneContext.unroute(`**/api/cleaner/turnovers/${turnoverId}`);
      expect(
        (
          (await (
            await phone.context.request.get(`/api/cleaner/turnovers/${turnoverId}`)
          ).json()) as CleanerTurnoverResponse
        ).notes,
      ).toBe('Dryer makes a loud noise.');

      // The host's report, open on the desktop while the cleaner works.
      // Started, the turnover has its 'Report' on the host's Turnovers page.
      await watchStreamReady(hp);
      await hp.goto(`/host/jobs/${jobId}/turnovers`);
      await hp.getByRole('link', { name: format(m.report.viewReportLabel, { date: formatDay(date, true) }) }).click();
      await hp.waitForURL(`**/host/turnovers/${turnoverId}`);
      await waitForStreamReady(hp);
      await hp.getByTestId('report-completed').getByText(m.report.inProgress).waitFor();

      // 'Report a problem' with a photo (uploaded once the problem exists).
      await cp.getByRole('button', { name: m.cleaner.reportProblem }).click();
      const dialog = cp.getByRole('dialog', { name: m.cleaner.problemHeading });
      await dialog.getByRole('button', { name: m.cleaner.sendProblem }).click();
      await dialog.getByText(m.validation.problemKind).waitFor();
      await dialog.getByLabel(m.cleaner.problemKinds.damage).check();
      await dialog.getByLabel(m.cleaner.problemDescription).fill('Red wine stain on the living room rug.');
      await dialog.getByLabel(m.cleaner.problemChoosePhotoLabel).setInputFiles({
        name: 'rug.jpg',
        mimeType: 'image/jpeg',
        buffer: await phoneJpeg({ width: 800, height: 600, seed: 7 }),
      });
      await expectNoSeriousA11yViolations(cp, 'report a problem dialog');
      await dialog.getByRole('button', { name: m.cleaner.sendProblem }).click();
      await dialog.waitFor({ state: 'detached' });
      const problem = cp.getByTestId('problem');
      await problem.getByText('Red wine stain on the living room rug.').waitFor();
      await problem
        .getByRole('link', { name: withAnyTime(m.report.problemPhotoAlt, { kind: m.cleaner.problemKinds.damage }) })
        .waitFor();
      await problem.getByText(m.cleaner.problemWaiting).waitFor();
      await shot(cp, 'cleaner-working');
      await expectNoSeriousA11yViolations(cp, 'working');

      // --- Complete: the cleaner's page goes read-only; the host's report follows live.
      await complete.click();
      await cp.getByText(m.cleaner.readOnly).waitFor();
      expect(await cp.getByRole('checkbox', { name: format(m.cleaner.done, { item: TOWELS }) }).isDisabled()).toBe(
        true,
      );
      expect(await cp.getByRole('button', { name: m.cleaner.reportProblem }).count()).toBe(0);
      await shot(cp, 'cleaner-completed');

      // Live: the bell's 'turnover_completed' (naming this turnover) refreshes the open report.
      await expect.poll(() => hp.getByTestId('report-completed').textContent()).not.toBe(m.report.inProgress);
      const bell = (await (await hostSide.context.request.get('/api/notifications')).json()) as NotificationsResponse;
      expect(bell.notifications[0]).toMatchObject({ type: 'turnover_completed', data: { turnover_id: turnoverId } });
      await hp.getByText('Dryer makes a loud noise.').waitFor();
      await hp.getByText('Red wine stain on the living room rug.').waitFor();
      expect(await hp.locator('[data-testid="report-task"][data-done="true"]').count()).toBe(2);
      // The flags: started before check-out (with when the guests were confirmed gone), and done in minutes.
      const done = (await (
        await hostSide.context.request.get(`/api/host/turnovers/${turnoverId}/report`)
      ).json()) as TurnoverReportResponse;
      const flags = hp.getByRole('region', { name: m.report.flagsHeading });
      await flags
        .getByText(
          format(m.report.earlyStart, {
            checkout: '11:00 AM',
            time: formatTimeIn(done.guestsLeftConfirmedAt!, 'America/New_York'),
          }),
        )
        .waitFor();
      expect(done.flags.shortClean).toMatchObject({ usualMinutes: null });
      await flags.getByTestId('flag-short-clean').waitFor();
      // Each photo says when it was taken: the counters photo, as its camera said.
      await hp
        .getByRole('link', {
          name: format(m.report.photoAlt, { item: 'Kitchen: Wipe counters and stove top', time: taken }),
        })
        .waitFor();
      await hp.getByText(format(m.report.takenAt, { time: taken })).waitFor();
      await shot(hp, 'report');
      await expectNoSeriousA11yViolations(hp, 'completed report');
      // On paper: no site header or footer, no buttons.
      await hp.emulateMedia({ media: 'print' });
      expect(await hp.locator('header').first().isVisible()).toBe(false);
      expect(await hp.locator('footer').isVisible()).toBe(false);
      expect(await hp.getByRole('button', { name: m.report.print }).isVisible()).toBe(false);
      await shot(hp, 'report-print');
      await hp.emulateMedia({ media: 'screen' });
      await waitForMail(host.email, /Turnover completed/);

      // The photo the host downloads is the re-encoded one: no EXIF, no GPS, none of the phone's words.
      const report = (await (
        await hostSide.context.request.get(`/api/host/turnovers/${turnoverId}/report`)
      ).json()) as TurnoverReportResponse;
      const stored = report.tasks.find((t) => t.label === 'Wipe counters and stove top')!.photos[0]!;
      expect(stored.takenAt).toBe(takenAt.toISOString());
      expect(
        await hp
          .getByRole('link', {
            name: format(m.report.photoAlt, { item: 'Kitchen: Wipe counters and stove top', time: taken }),
          })
          .getAttribute('href'),
      ).toBe(stored.url);
      const download = await hostSide.context.request.get(`${stored.url}?download=1`);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toMatch(/^attachment/);
      const bytes = await download.body();
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('jpeg');
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      for (const marker of PRIVATE_MARKERS) expect(bytes.includes(Buffer.from(marker, 'latin1')), marker).toBe(false);

      // --- The problem shows on the turnover's card; the host acknowledges, then resolves it; the cleaner sees both, live.
      await watchStreamReady(cp);
      await cp.reload();
      await waitForStreamReady(cp);
      await hp.goto(`/host/jobs/${jobId}/turnovers`);
      const card = hp.getByTestId('turnover').filter({ has: hp.getByTestId('turnover-problems') });
      const block = card.getByRole('region', { name: plural(m.report.problemsOnCard, 1) });
      await block.getByText('Red wine stain on the living room rug.').waitFor();
      await block.getByText(m.report.problemNew).waitFor();
      const kind = m.cleaner.problemKinds.damage;
      await block.getByRole('button', { name: format(m.report.acknowledgeLabel, { kind }) }).click();
      await block.getByTestId('problem-state').getByText(m.report.problemAcknowledged.split('{when}')[0]!).waitFor();
      expect(await block.getByRole('button', { name: format(m.report.acknowledgeLabel, { kind }) }).count()).toBe(0);
      await cp.getByTestId('problem').getByText(m.cleaner.problemAcknowledged).waitFor();
      await shot(hp, 'host-turnover-problem');
      await expectNoSeriousA11yViolations(hp, 'a problem on the turnover card');
      await block.getByRole('button', { name: format(m.report.resolveLabel, { kind }) }).click();
      // The state line, not the 'Mark resolved' button (text matching ignores case).
      await block.getByTestId('problem-state').getByText(m.report.problemResolved.split('{when}')[0]!).waitFor();
      expect(await block.getByRole('button').count()).toBe(0);
      await cp.getByTestId('problem').getByText(m.cleaner.problemResolved).waitFor();

      // The host sees who read the access instructions, in the property's zone.
      await hp.goto(`/host/jobs/${jobId}/playbook`);
      await hp
        .getByTestId('access-views')
        .getByText(/^Maria V(ega|\.) viewed access details, /)
        .waitFor();

      // Another cleaner and a visitor get nothing: not the turnover, not its access, not its photo.
      const other = await newPage(browser(), PHONE);
      await signIn(other.context, await seedAccount('cleaner', { firstName: 'Otto', lastName: 'Other' }));
      for (const url of [
        `/api/cleaner/turnovers/${turnoverId}`,
        `/api/cleaner/turnovers/${turnoverId}/access`,
        stored.url,
        stored.thumbUrl,
      ]) {
        expect([403, 404], url).toContain((await other.context.request.get(url)).status());
      }
      await other.context.clearCookies();
      expect((await other.context.request.get(stored.url)).status()).toBe(401);
      await other.page.goto(`/cleaner/turnovers/${turnoverId}`);
      await other.page.waitForURL(/\/login/);

      // The same pages on the other width, for the screenshots.
      const hostPhone = await newPage(browser(), PHONE);
      await signIn(hostPhone.context, host);
      await hostPhone.page.goto('/host/jobs');
      await hostPhone.page
        .getByRole('link', { name: format(m.host.playbookLinkLabel, { place: '18 Seagrape Ln' }) })
        .click();
      await hostPhone.page.getByTestId('playbook-item').first().waitFor();
      await shot(hostPhone.page, 'playbook');
      await expectNoSeriousA11yViolations(hostPhone.page, 'playbook with items');
      await hostPhone.page.goto(`/host/turnovers/${turnoverId}`);
      await hostPhone.page.getByText('Dryer makes a loud noise.').waitFor();
      await shot(hostPhone.page, 'report');
      await hostPhone.page.goto(`/host/jobs/${jobId}/turnovers`);
      await hostPhone.page.getByTestId('turnover-problems').waitFor();
      await shot(hostPhone.page, 'host-turnover-problem');
      const cleanerDesk = await newPage(browser(), DESKTOP);
      await signIn(cleanerDesk.context, cleanerAccount);
      await cleanerDesk.page.goto(`/cleaner/turnovers/${turnoverId}`);
      await cleanerDesk.page.getByText(m.cleaner.readOnly).waitFor();
      await shot(cleanerDesk.page, 'cleaner-completed');

      const playbook = (await (
        await hostSide.context.request.get(`/api/host/jobs/${jobId}/playbook`)
      ).json()) as PlaybookResponse;
      expect(playbook.accessViews).toHaveLength(1);
      for (const c of [hostSide, phone, other, hostPhone, cleanerDesk]) await c.context.close();
    },
    180_000,
  );
});
