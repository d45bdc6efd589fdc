// Email offer links raced (issue 17), on PostgreSQL: both buttons of one offer, opened in several
// tabs while the cleaner also answers on the schedule, give one answer; every other link says it
// was used, naming that answer, and the host hears once.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, turnoverOffer } from '../../db/schema';
import { offerActionUrls } from '../../features/turnovers/offer-tokens';
import { createTestApp, type TestApp } from '../app';
import { createApplicant, createHost, createJob } from '../factories';
import { dateIn } from '../dates';
import { IpClient } from '../security/ip-client';
import { race, REPS, signedIn, tally } from './support';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const TABS = 6;
const USED = {
  confirmed: 'You already answered this offer: you confirmed the turnover.',
  declined: "You already answered this offer: you said you can't make it.",
} as const;

describe(`offer links raced (${REPS} runs each)`, () => {
  it('confirm and decline links and the schedule at once: one answer, the others say used and which', async () => {
    for (let rep = 0; rep < REPS; rep++) {
      const db = t.database.db;
      const host = await createHost(db);
      const job = await createJob(db, host.userId, { state: 'TX' });
      const { cleaner } = await createApplicant(db, job.id, { status: 'accepted' });
      const hostClient = await signedIn(t.app, host.email);
      const cleanerClient = await signedIn(t.app, cleaner.email);
      const made = await hostClient.post(`/api/host/jobs/${job.id}/turnovers`, {
        date: dateIn(4),
        checkoutTime: '11:00',
        checkinTime: '16:00',
      });
      expect(made.status).toBe(201);
      const id = made.body.id as string;
      const [offer] = await db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, id));
      const urls = offerActionUrls(t.app.ctx.env.appUrl, t.app.ctx.env.authSecret, {
        offerId: offer!.id,
        deadlineAt: offer!.deadlineAt,
      });
      const token = (url: string) => url.slice(url.indexOf('#token=') + 7);

      const answers = await race(t.database, () =>
        Promise.all([
          ...Array.from({ length: TABS }, (_, i) =>
            new IpClient(t.app).post('/api/offer-answers', {
              token: token(i % 2 === 0 ? urls.confirmUrl : urls.declineUrl),
            }),
          ),
          cleanerClient.post(`/api/cleaner/turnovers/${id}/confirm`),
        ]),
      );
      expect(tally(answers.map((a) => a.status))).toEqual({ 200: 1, 409: TABS });
      const [final] = await db.select().from(turnoverOffer).where(eq(turnoverOffer.turnoverId, id));
      const status = final!.status as 'confirmed' | 'declined';
      expect(['confirmed', 'declined']).toContain(status);
      for (const a of answers.slice(0, TABS).filter((x) => x.status === 409))
        expect(a.body.error).toMatchObject({ code: 'OFFER_LINK_USED', message: USED[status] });
      const heard = await db
        .select()
        .from(notification)
        .where(and(eq(notification.userId, host.userId), eq(notification.type, 'turnover_answered')));
      expect(heard).toHaveLength(1);
    }
  }, 120_000);
});
