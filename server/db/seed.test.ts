import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveTurnovers, localDate, planSync, zonedInstant } from '@core/turnovers';
import { createTestApp, TestClient, type TestApp } from '../test/app';
import { sessionCookie, signedInClient } from '../test/sessions';
import {
  application,
  calendarEvent,
  cleanerProfile,
  hostProfile,
  job,
  jobCalendar,
  jobTeamMember,
  notification,
  conversation,
  payLine,
  message,
  photo,
  review,
  reviewWindow,
  scheduledWork,
  turnover,
  turnoverOffer,
  user,
} from './schema';
import { DEMO_PASSWORD, seedDemoData } from '../seed';
import { DEMO_CALENDAR_LABEL } from '../demo/turnovers';

const HOUR = 60 * 60 * 1000;

let t: TestApp;
let logins: Awaited<ReturnType<typeof seedDemoData>>;

/** The seeded account with this email, as a signed-in client. */
async function clientOf(email: string) {
  const [row] = await t.database.db.select({ userId: user.id }).from(user).where(eq(user.email, email));
  return signedInClient(t.app, row!);
}
const host = () => clientOf('host@demo.turnready.app');
const maria = () => clientOf('maria@demo.turnready.app');

/** The demo host's job with a team (the first one posted: 14 Tradd St). */
async function teamJob() {
  const [row] = await t.database.db.select().from(job).where(eq(job.propertyAddress, '14 Tradd St'));
  return row!;
}

type Item = {
  id: string;
  date: string;
  startsAt: string;
  endsAt: string;
  status: string;
  cover: string;
  source: string;
  offer: { status: string; cleanerName: string; deadlineAt: string | null } | null;
  history: { status: string; cleanerName: string }[];
  assignedCleaner: { name: string } | null;
};

async function hostTurnovers(): Promise<Item[]> {
  const res = await (await host()).get(`/api/host/jobs/${(await teamJob()).id}/turnovers`);
  expect(res.status).toBe(200);
  return res.body.turnovers;
}
const byCover = (items: Item[], cover: string) => items.filter((i) => i.cover === cover);

beforeAll(async () => {
  t = await createTestApp();
  logins = await seedDemoData(t.app.ctx);
});
afterAll(() => t.close());

describe('demo data', () => {
  it('prints one host and three cleaner logins with the demo password', () => {
    expect(logins.password).toBe(DEMO_PASSWORD);
    expect(logins.accounts.filter((a) => a.role === 'host')).toHaveLength(1);
    expect(logins.accounts.filter((a) => a.role === 'cleaner')).toHaveLength(3);
    expect(new Set(logins.accounts.map((a) => a.email)).size).toBe(4);
  });

  it('gives the host active jobs, and every cleaner applications to them', async () => {
    const db = t.database.db;
    const hostEmail = logins.accounts.find((a) => a.role === 'host')!.email;
    const [hostRow] = await db.select().from(hostProfile).where(eq(hostProfile.email, hostEmail));
    expect(hostRow).toBeDefined();
    const jobs = await db.select().from(job).where(eq(job.hostUserId, hostRow!.userId));
    expect(jobs.length).toBeGreaterThanOrEqual(2);
    for (const j of jobs) expect(j.status).toBe('active');
    const jobIds = new Set(jobs.map((j) => j.id));

    const cleaners = await db.select().from(cleanerProfile);
    expect(cleaners.map((c) => c.email).sort()).toEqual(
      logins.accounts
        .filter((a) => a.role === 'cleaner')
        .map((a) => a.email)
        .sort(),
    );
    for (const c of cleaners) {
      const applied = await db.select().from(application).where(eq(application.cleanerUserId, c.userId));
      expect(applied.length, c.email).toBeGreaterThan(0);
      for (const a of applied) expect(jobIds.has(a.jobId)).toBe(true);
    }
    // Each application has its notification in the host's bell.
    const [{ total }] = [...(await db.select({ total: count() }).from(application))] as [{ total: number }];
    const bell = await db
      .select()
      .from(notification)
      .where(and(eq(notification.userId, hostRow!.userId), eq(notification.type, 'job_application')));
    expect(bell).toHaveLength(Number(total));
    for (const n of bell) expect(jobIds.has(n.data.job_id!)).toBe(true);
  });

  it('creates only verified accounts', async () => {
    const [row] = await t.database.db.select({ unverified: count() }).from(user).where(eq(user.emailVerified, false));
    expect(row!.unverified).toBe(0);
  });

  it('lets every printed account sign in with the demo password, with its role', async () => {
    for (const account of logins.accounts) {
      const res = await new TestClient(t.app).post('/api/session', { email: account.email, password: logins.password });
      expect(res.status, account.email).toBe(200);
      expect(res.body).toMatchObject({ user: { email: account.email }, role: account.role });
    }
  });
});

describe('the demo of the turnover product', () => {
  it('has a team on one job: two cleaners hired through their applications, in order', async () => {
    const j = await teamJob();
    const res = await (await host()).get(`/api/host/jobs/${j.id}/team`);
    expect(res.status).toBe(200);
    expect(res.body.members.map((m: { name: string; role: { kind: string } }) => [m.name, m.role.kind])).toEqual([
      ['Maria Alvarez', 'primary'],
      ['James Porter', 'backup'],
    ]);
    // Issue 39: the demo's history counts on their reliability records (Maria completed one, James confirmed one).
    const records = Object.fromEntries(
      res.body.members.map((m: { name: string; record: { total: { completed: number; confirmed: number } } }) => [
        m.name,
        m.record.total,
      ]),
    );
    // Her reliability record counts every host's turnovers: this job's and her two former hosts' (the demo's reviews).
    expect(records['Maria Alvarez'].completed).toBe(3);
    expect(records['James Porter'].confirmed).toBeGreaterThan(0);
    const applications = await t.database.db
      .select({ email: cleanerProfile.email, status: application.status })
      .from(application)
      .innerJoin(cleanerProfile, eq(cleanerProfile.userId, application.cleanerUserId))
      .where(eq(application.jobId, j.id));
    expect(Object.fromEntries(applications.map((a) => [a.email, a.status]))).toEqual({
      'maria@demo.turnready.app': 'accepted',
      'james@demo.turnready.app': 'accepted',
      'aisha@demo.turnready.app': 'pending',
    });
    // Each hire told its cleaner, as Hire does.
    const hired = await (await maria()).get('/api/notifications');
    expect(hired.body.notifications.map((n: { title: string }) => n.title)).toContain("You're hired!");
  });

  it('has a synced calendar, a sample that is not due for a sync, whose stays are its turnovers', async () => {
    const j = await teamJob();
    const client = await host();
    const res = await client.get(`/api/host/jobs/${j.id}/calendars`);
    expect(res.status).toBe(200);
    expect(res.body.calendars).toHaveLength(1);
    const calendar = res.body.calendars[0];
    expect(calendar).toMatchObject({ label: DEMO_CALENDAR_LABEL, lastError: null, consecutiveFailures: 0 });
    expect(Date.parse(calendar.lastSyncedAt)).toBeLessThanOrEqual(t.app.ctx.clock.now().getTime());
    const events = (await client.get(`/api/host/calendars/${calendar.id}/events`)).body.events;
    expect(events.filter((e: { feedBlock: boolean }) => e.feedBlock)).toHaveLength(1);
    expect(events.filter((e: { feedBlock: boolean }) => !e.feedBlock)).toHaveLength(5);

    // The background sync never fetches the sample link.
    const [row] = await t.database.db.select().from(jobCalendar).where(eq(jobCalendar.id, calendar.id));
    expect(row!.nextSyncAt.getTime()).toBeGreaterThan(t.app.ctx.clock.now().getTime() + 365 * 24 * HOUR);
    expect(new URL(row!.url).hostname).toMatch(/\.example$/);

    // Every turnover came from it (but two earlier ones entered by hand, which the demo's reviews
    // are of), and a sync of its stays now would change nothing.
    const all = await hostTurnovers();
    const items = all.filter((i) => i.source === 'calendar');
    expect(items).toHaveLength(5);
    expect(all.filter((i) => i.source !== 'calendar').map((i) => [i.source, i.cover])).toEqual([
      ['manual', 'completed'],
      ['manual', 'completed'],
    ]);
    const stored = await t.database.db.select().from(calendarEvent).where(eq(calendarEvent.calendarId, calendar.id));
    const slots = deriveTurnovers(
      stored
        .filter((e) => !e.isBlock)
        .map((e) => ({
          uid: e.uid,
          calendarId: e.calendarId,
          startDate: e.startDate,
          endDate: e.endDate,
          ...(e.startTime ? { startTime: e.startTime } : {}),
          ...(e.endTime ? { endTime: e.endTime } : {}),
        })),
      j,
    );
    const existing = await t.database.db.select().from(turnover).where(eq(turnover.jobId, j.id));
    const plan = planSync(existing, slots, t.app.ctx.clock.now());
    expect([plan.create, plan.update, plan.move, plan.cancel]).toEqual([[], [], [], []]);
  });

  it('has a turnover in each state: offered, confirmed, unfilled and completed', async () => {
    const items = await hostTurnovers();
    const now = t.app.ctx.clock.now();

    const [offered, ...moreOffered] = byCover(items, 'offered');
    expect(moreOffered).toHaveLength(0);
    expect(offered!.offer).toMatchObject({ status: 'offered', cleanerName: 'Maria Alvarez' });
    const deadline = new Date(offered!.offer!.deadlineAt!);
    expect(deadline.getTime()).toBeGreaterThan(now.getTime());
    // Its deadline is scheduled work, so the chain carries on when nobody answers.
    const work = await t.database.db
      .select()
      .from(scheduledWork)
      .where(and(eq(scheduledWork.subjectId, offered!.id), isNull(scheduledWork.doneAt)));
    expect(work.map((w) => [w.kind, w.dueAt.getTime()])).toEqual([['offer-deadline', deadline.getTime()]]);

    const confirmed = byCover(items, 'confirmed');
    expect(confirmed.map((i) => i.assignedCleaner?.name).sort()).toEqual(['James Porter', 'Maria Alvarez']);
    const byBackup = confirmed.find((i) => i.assignedCleaner?.name === 'James Porter')!;
    expect(byBackup.history.map((h) => [h.cleanerName, h.status])).toEqual([['Maria Alvarez', 'declined']]);

    const [unfilled, ...moreUnfilled] = byCover(items, 'unfilled');
    expect(moreUnfilled).toHaveLength(0);
    expect(unfilled!.assignedCleaner).toBeNull();
    expect([...unfilled!.history, unfilled!.offer].map((o) => [o!.cleanerName, o!.status])).toEqual([
      ['Maria Alvarez', 'declined'],
      ['James Porter', 'expired'],
    ]);
    const [realert] = await t.database.db
      .select()
      .from(scheduledWork)
      .where(and(eq(scheduledWork.subjectId, unfilled!.id), isNull(scheduledWork.doneAt)));
    expect(realert!.kind).toBe('unfilled-realert');

    // The latest completed is the calendar's, with its report; the earlier two were entered by hand.
    const [completed, ...moreCompleted] = byCover(items, 'completed');
    expect(completed!.source).toBe('calendar');
    expect(moreCompleted.map((i) => i.source)).toEqual(['manual', 'manual']);
    expect(new Date(completed!.startsAt).getTime()).toBeLessThan(now.getTime());
    // No offer of the demo is open but the one waiting for an answer.
    const open = await t.database.db.select().from(turnoverOffer).where(eq(turnoverOffer.status, 'offered'));
    expect(open.map((o) => o.turnoverId)).toEqual([offered!.id]);
  });

  it("shows the completed turnover's report: the checklist ticked, notes, problems and photos", async () => {
    const [completed] = byCover(await hostTurnovers(), 'completed');
    const client = await host();
    const [hostUser] = await t.database.db.select().from(user).where(eq(user.email, 'host@demo.turnready.app'));
    const cookie = await sessionCookie(t.app, hostUser!.id);
    const res = await client.get(`/api/host/turnovers/${completed!.id}/report`);
    expect(res.status).toBe(200);
    const report = res.body;
    expect(report.cleaner.name).toBe('Maria Alvarez');
    expect(report.notes).toMatch(/linens/i);
    expect(report.tasks.length).toBeGreaterThanOrEqual(5);
    for (const task of report.tasks) {
      expect(task.doneAt, task.label).not.toBeNull();
      if (task.photoRequired) expect(task.photos.length, task.label).toBeGreaterThan(0);
    }
    expect(report.problems.map((p: { kind: string }) => p.kind)).toEqual(['damage', 'supplies']);
    expect(report.problems[0].photos).toHaveLength(1);

    // The photos are real JPEGs in the file store, each with the time it was taken.
    const photos = await t.database.db.select().from(photo).where(eq(photo.turnoverId, completed!.id));
    expect(photos.length).toBe(4);
    for (const p of photos) {
      expect(p.takenAt).not.toBeNull();
      expect(p.takenAt!.getTime()).toBeGreaterThanOrEqual(Date.parse(report.startedAt));
      expect(p.takenAt!.getTime()).toBeLessThanOrEqual(Date.parse(report.completedAt));
      for (const size of ['', '/thumb']) {
        const file = await t.app.inject({ method: 'GET', url: `/api/photos/${p.id}${size}`, headers: { cookie } });
        expect(file.statusCode).toBe(200);
        expect(file.headers['content-type']).toBe('image/jpeg');
        expect([...file.rawPayload.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
      }
    }
  });

  it("has the host's conversation with Maria: the turnovers' story as system lines, messages, one unread", async () => {
    const dana = await host();
    const list = (await dana.get('/api/conversations')).body;
    expect(list.unreadTotal).toBe(1);
    expect(list.conversations).toHaveLength(1);
    const c = list.conversations[0];
    expect(c).toMatchObject({ other: { name: 'Maria A.', role: 'cleaner' }, hired: true, unreadCount: 1 });
    const page = (await dana.get(`/api/conversations/${c.id}/messages`)).body.messages as {
      kind: string;
      event: string | null;
      quickReply: string | null;
      fromMe: boolean;
      createdAt: string;
    }[];
    // Oldest first, each dated to when it happened.
    const times = page.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(
      page
        .filter((m) => m.kind === 'system')
        .map((m) => m.event)
        .sort(),
    ).toEqual([
      'completed',
      'confirmed',
      'confirmed',
      'declined',
      'offered',
      'offered',
      'offered',
      'offered',
      'started',
    ]);
    expect(page.at(-1)).toMatchObject({ kind: 'text', fromMe: false });
    expect(page.some((m) => m.quickReply === 'on_my_way')).toBe(true);
    expect(page.filter((m) => m.kind === 'text' && m.fromMe)).toHaveLength(1);
    // Maria's side: the host's message is read, nothing unread.
    expect((await (await maria()).get('/api/messages/unread')).body.unreadTotal).toBe(0);
  });

  it('has a pay ledger: a line for every completed turnover, Maria’s late checkout waiting for the host', async () => {
    const pairs = (await (await host()).get('/api/pay/pairs')).body.pairs as {
      with: { name: string };
      owedCents: number;
      pendingAdjustments: number;
    }[];
    const withMaria = pairs.find((p) => p.with.name === 'Maria A.');
    expect(withMaria).toMatchObject({ pendingAdjustments: 1 });
    expect(withMaria!.owedCents).toBeGreaterThan(0);
    const [completed] = byCover(await hostTurnovers(), 'completed');
    const line = (await (await maria()).get(`/api/pay/turnovers/${completed!.id}`)).body.line;
    expect(line.adjustments).toMatchObject([{ kind: 'late_checkout', status: 'pending', canWithdraw: true }]);
    const [done] = await t.database.db.select({ n: count() }).from(turnover).where(eq(turnover.status, 'completed'));
    const [lines] = await t.database.db.select({ n: count() }).from(payLine);
    expect(lines!.n).toBe(done!.n);
  });

  it('seeding again writes nothing', async () => {
    const db = t.database.db;
    const counts = async () =>
      Promise.all(
        [
          user,
          job,
          application,
          jobTeamMember,
          jobCalendar,
          turnover,
          turnoverOffer,
          photo,
          notification,
          scheduledWork,
          conversation,
          message,
          reviewWindow,
          review,
        ].map(async (table) => (await db.select({ n: count() }).from(table))[0]!.n),
      );
    const before = await counts();
    expect(await seedDemoData(t.app.ctx)).toEqual(logins);
    expect(await counts()).toEqual(before);
  });

  // Last: these move the app clock.
  it("gives the primary cleaner today's turnover, confirmed, which they can start at check-out", async () => {
    const j = await teamJob();
    const client = await maria();
    const schedule = (await client.get('/api/cleaner/schedule')).body;
    const today = localDate(t.app.ctx.clock.now(), j.timeZone);
    const todays = schedule.upcoming.filter((i: Item) => i.date === today);
    expect(todays).toHaveLength(1);
    expect(todays[0].status).toBe('confirmed');
    // The offer waiting for her answer is on her schedule too.
    expect(schedule.upcoming.filter((i: Item) => i.offer?.status === 'offered')).toHaveLength(1);

    const wait = Date.parse(todays[0].startsAt) - t.app.ctx.clock.now().getTime();
    if (wait > 0) await t.app.ctx.clock.advance(wait);
    const started = await client.post(`/api/cleaner/turnovers/${todays[0].id}/start`);
    expect(started.status).toBe(200);
    expect(started.body.startedAt).not.toBeNull();
    expect(started.body.tasks.length).toBeGreaterThan(0);
  });
  it('carries the chain on: the offer nobody answers lapses to the backup at its deadline', async () => {
    const [offered] = byCover(await hostTurnovers(), 'offered');
    const runner = t.app.ctx.work;
    await runner.stop();
    const wait = Date.parse(offered!.offer!.deadlineAt!) - t.app.ctx.clock.now().getTime();
    await t.app.ctx.clock.advance(Math.max(0, wait) + 60_000);
    await runner.runDue();
    const after = (await hostTurnovers()).find((i) => i.id === offered!.id)!;
    expect(after.cover).toBe('offered');
    expect(after.offer).toMatchObject({ status: 'offered', cleanerName: 'James Porter' });
    expect(after.history.map((h) => [h.cleanerName, h.status])).toEqual([['Maria Alvarez', 'expired']]);
  });
});

describe('the demo reviews', () => {
  const userId = async (email: string) =>
    (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;

  it('gives the host and the primary cleaner published reviews both ways, with stars and replies', async () => {
    const client = await maria();
    const dana = (await client.get(`/api/reviews/users/${await userId('host@demo.turnready.app')}`)).body;
    // Reviewed by her three cleaners: an average, not "New".
    expect(dana.summary.count).toBe(3);
    expect(dana.summary.average).toBeGreaterThanOrEqual(4);
    expect(dana.reviews.map((r: { author: { name: string } }) => r.author.name).sort()).toEqual([
      'Aisha G.',
      'James P.',
      'Maria A.',
    ]);
    expect(dana.reviews.every((r: { turnoversTogether: number }) => r.turnoversTogether >= 1)).toBe(true);
    expect(dana.reviews.filter((r: { reply: string | null }) => r.reply)).toHaveLength(1);

    const mariaId = await userId('maria@demo.turnready.app');
    const ofMaria = (await (await host()).get(`/api/reviews/users/${mariaId}`)).body;
    expect(ofMaria.summary.count).toBe(3);
    expect(ofMaria.summary.average).toBeGreaterThanOrEqual(4.5);
    expect(ofMaria.reviews.filter((r: { reply: string | null }) => r.reply)).toHaveLength(1);
    const fromDana = ofMaria.reviews.find((r: { author: { name: string } }) => r.author.name === 'Dana W.');
    expect(fromDana).toMatchObject({ kind: 'completed', turnoversTogether: 1 });

    // The same figures wherever stars are shown: the team, applicant cards and job cards.
    const james = await userId('james@demo.turnready.app');
    const summaries = (await (await host()).get(`/api/reviews/summaries?ids=${mariaId},${james}`)).body.summaries;
    expect(summaries).toMatchObject([
      { userId: mariaId, count: 3, average: ofMaria.summary.average },
      { userId: james, count: 1, average: null },
    ]);
    const jobId = (await teamJob()).id;
    const onCards = (await client.get(`/api/reviews/job-hosts?ids=${jobId}`)).body.summaries;
    expect(onCards).toEqual([{ jobId, count: 3, average: dana.summary.average }]);
  });

  it('leaves nothing for the demo accounts to write, and no window without its turnover done', async () => {
    for (const email of ['host@demo.turnready.app', 'maria@demo.turnready.app', 'james@demo.turnready.app']) {
      const pending = (await (await clientOf(email)).get('/api/reviews/pending')).body.pending;
      expect(pending, email).toEqual([]);
    }
    const windows = await t.database.db
      .select({
        status: turnover.status,
        cleaner: turnover.assignedCleanerUserId,
        windowCleaner: reviewWindow.cleanerUserId,
      })
      .from(reviewWindow)
      .innerJoin(turnover, eq(turnover.id, reviewWindow.turnoverId));
    expect(windows.length).toBe(5);
    for (const w of windows) expect(w).toMatchObject({ status: 'completed', cleaner: w.windowCleaner });
  });
});

describe('the demo seeded late in the day, property time', () => {
  let late: TestApp;
  beforeAll(async () => {
    late = await createTestApp();
    // 20:30 at the property: today's usual window (11:00 to 16:00) is over.
    const now = late.app.ctx.clock.now();
    let at = zonedInstant(localDate(now, 'America/New_York'), '20:30', 'America/New_York');
    if (at <= now) at = new Date(at.getTime() + 24 * HOUR);
    await late.app.ctx.clock.advance(at.getTime() - now.getTime());
    await seedDemoData(late.app.ctx);
  });
  afterAll(() => late.close());

  it('still gives the primary cleaner a turnover today, begun at check-out and not yet over, to start now', async () => {
    const [maria] = await late.database.db
      .select({ userId: user.id })
      .from(user)
      .where(eq(user.email, 'maria@demo.turnready.app'));
    const client = await signedInClient(late.app, maria!);
    const now = late.app.ctx.clock.now();
    const schedule = (await client.get('/api/cleaner/schedule')).body;
    const todays = schedule.upcoming.filter((i: Item) => i.date === localDate(now, 'America/New_York'));
    expect(todays.map((i: Item) => i.status)).toEqual(['confirmed']);
    expect(Date.parse(todays[0].startsAt)).toBeLessThanOrEqual(now.getTime());
    expect(Date.parse(todays[0].endsAt)).toBeGreaterThan(now.getTime());
    expect((await client.post(`/api/cleaner/turnovers/${todays[0].id}/start`)).status).toBe(200);
  });
});
