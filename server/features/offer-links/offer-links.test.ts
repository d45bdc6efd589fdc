// Answering a turnover offer from the email's buttons (issue 17), signed out: the link's token is
// the credential. Each outcome the page shows has its own answer: confirmed, declined, already
// used (saying what the answer is), expired, invalid.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notification, outboxEmail, turnover, turnoverOffer, user } from '../../db/schema';
import { createTestApp, TestClient, type TestApp } from '../../test/app';
import { createApplicant, createHost, createJob } from '../../test/factories';
import { dateIn } from '../../test/dates';
import { signedInClient } from '../../test/sessions';
import { signOfferToken } from '../turnovers/offer-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** Nobody signed in, each from an address of its own (the route is rate limited per address). */
const stranger = () => new TestClient(t.app, `198.51.100.${++addresses}`);
const answer = (token: string, client = stranger()) => client.post('/api/offer-answers', { token });
const preview = (token: string, client = stranger()) => client.post('/api/offer-answers/preview', { token });
const tokenIn = (url: string) => url.slice(url.indexOf('#token=') + '#token='.length);

/** A host with a job in Austin and a hired cleaner, who gets one manual turnover (and its email). */
async function world(day = 5) {
  const db = t.database.db;
  const host = await createHost(db);
  const job = await createJob(db, host.userId, {
    state: 'TX',
    city: 'Austin',
    propertyAddress: '12 Elm St',
    paymentPerTurnover: 80,
  });
  const { cleaner } = await createApplicant(db, job.id, { firstName: 'Casey', lastName: 'Clean', status: 'accepted' });
  const hostClient = await signedInClient(t.app, host);
  const cleanerClient = await signedInClient(t.app, cleaner);
  const made = await hostClient.post(`/api/host/jobs/${job.id}/turnovers`, {
    date: dateIn(day),
    checkoutTime: '11:00',
    checkinTime: '16:00',
  });
  expect(made.status).toBe(201);
  return {
    host,
    job,
    cleaner,
    hostClient,
    cleanerClient,
    turnoverId: made.body.id as string,
    links: await latestLinks(cleaner.email),
  };
}

/** The 'Confirm' and "Can't make it" links of the newest email to `email`, from its plain text. */
async function latestLinks(email: string) {
  const mails = await t.database.db
    .select()
    .from(outboxEmail)
    .where(eq(outboxEmail.toAddress, email))
    .orderBy(asc(outboxEmail.createdAt));
  const text = mails.at(-1)!.text;
  const confirm = /Confirm: (\S+)/.exec(text)?.[1];
  const decline = /Can't make it: (\S+)/.exec(text)?.[1];
  if (!confirm || !decline) throw new Error(`no offer links in:\n${text}`);
  return { confirm: tokenIn(confirm), decline: tokenIn(decline), confirmUrl: confirm };
}

const offersOf = (turnoverId: string) =>
  t.database.db
    .select()
    .from(turnoverOffer)
    .where(eq(turnoverOffer.turnoverId, turnoverId))
    .orderBy(asc(turnoverOffer.createdAt));
const scheduleItem = async (client: TestClient, id: string) =>
  (
    (await client.get('/api/cleaner/schedule')).body.upcoming as {
      id: string;
      status: string;
      offer: { status: string };
    }[]
  ).find((x) => x.id === id);

describe('offer links in the email', () => {
  it('carry the token in the fragment of /offer-answer, never in the query', async () => {
    const w = await world();
    const url = new URL(w.links.confirmUrl);
    expect(url.pathname).toBe('/offer-answer');
    expect(url.search).toBe('');
    expect(url.hash).toMatch(/^#token=v1\./);
  });
});

describe('POST /api/offer-answers', () => {
  it("'Confirm' from the email, signed out: the turnover is the cleaner's, the host is told, and the answer shows no more than the email did", async () => {
    const w = await world();
    const res = await answer(w.links.confirm);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      answer: 'confirmed',
      locale: 'en',
      turnover: {
        date: dateIn(5),
        startsAt: expect.any(String),
        endsAt: expect.any(String),
        timeZone: 'America/Chicago',
        sameDay: false,
        payment: 80,
        place: { city: 'Austin', state: 'TX' },
      },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/Elm|Casey|@/);
    expect(await scheduleItem(w.cleanerClient, w.turnoverId)).toMatchObject({
      status: 'confirmed',
      offer: { status: 'confirmed' },
    });
    const notes = await t.database.db.select().from(notification).where(eq(notification.userId, w.host.userId));
    expect(notes.map((n) => n.title)).toContain('Turnover confirmed');
  });

  it('"Can\'t make it" from the email declines the offer', async () => {
    const w = await world();
    const res = await answer(w.links.decline);
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe('declined');
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['declined']);
  });

  it('a used link says so and what the answer was; the other button of the same offer is used too', async () => {
    const w = await world();
    expect((await answer(w.links.confirm)).status).toBe(200);
    for (const token of [w.links.confirm, w.links.decline]) {
      const again = await answer(token);
      expect(again.status).toBe(409);
      expect(again.body.error).toMatchObject({
        code: 'OFFER_LINK_USED',
        message: 'You already answered this offer: you confirmed the turnover.',
      });
    }
    // The decline button never turned the confirmation into a decline.
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['confirmed']);

    const d = await world(6);
    expect((await answer(d.links.decline)).status).toBe(200);
    const used = await answer(d.links.confirm);
    expect(used.status).toBe(409);
    expect(used.body.error.message).toBe("You already answered this offer: you said you can't make it.");
  });

  it('a link after answering on the schedule says it was used', async () => {
    const w = await world();
    expect(
      (await w.cleanerClient.post(`/api/cleaner/turnovers/${w.turnoverId}/decline`, { reason: 'Away' })).status,
    ).toBe(200);
    const res = await answer(w.links.confirm);
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({
      code: 'OFFER_LINK_USED',
      message: "You already answered this offer: you said you can't make it.",
    });
    // Declined: no longer on their schedule, and still nobody's confirmed turnover.
    expect(await scheduleItem(w.cleanerClient, w.turnoverId)).toBeUndefined();
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['declined']);
  });

  it('a link past its expiry, or of an offer that lapsed, is expired and changes nothing', async () => {
    const w = await world();
    const [offer] = await offersOf(w.turnoverId);
    const lapsed = signOfferToken(t.app.ctx.env.authSecret, {
      offerId: offer!.id,
      action: 'confirm',
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await answer(lapsed);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('OFFER_LINK_EXPIRED');
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['offered']);

    await t.database.db.update(turnoverOffer).set({ status: 'expired' }).where(eq(turnoverOffer.id, offer!.id));
    const gone = await answer(w.links.confirm);
    expect(gone.status).toBe(410);
    expect(gone.body.error.code).toBe('OFFER_LINK_EXPIRED');
  });

  it('a link of a withdrawn offer (the turnover cancelled) is expired', async () => {
    const w = await world();
    expect((await w.hostClient.post(`/api/host/turnovers/${w.turnoverId}/cancel`)).status).toBe(200);
    const res = await answer(w.links.decline);
    expect(res.status).toBe(410);
    expect(res.body.error.code).toBe('OFFER_LINK_EXPIRED');
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['withdrawn']);
  });

  it('a link of an offer that went to another cleaner says so, not "expired" (issue 37)', async () => {
    const w = await world();
    const { cleaner: second } = await createApplicant(t.database.db, w.job.id, {
      firstName: 'Bo',
      lastName: 'Backup',
      status: 'accepted',
    });
    // The host moves Bo up and sends the offers: Casey's offer is withdrawn and Bo's made.
    expect(
      (await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/${second.userId}/move`, { direction: 'up' })).status,
    ).toBe(200);
    expect((await w.hostClient.post(`/api/host/jobs/${w.job.id}/team/send-offers`)).status).toBe(200);
    for (const res of [await preview(w.links.confirm), await answer(w.links.decline)]) {
      expect(res.status).toBe(410);
      expect(res.body.error).toMatchObject({
        code: 'OFFER_LINK_WITHDRAWN',
        message: 'This turnover was given to another cleaner.',
      });
    }
  });

  it("carries the cleaner's stored language, so the page opened signed out from the email speaks it (issue 41)", async () => {
    const w = await world();
    await t.database.db.update(user).set({ locale: 'es' }).where(eq(user.id, w.cleaner.userId));
    // Whatever the browser that opens the link prefers.
    const seen = await new TestClient(t.app).post(
      '/api/offer-answers/preview',
      { token: w.links.confirm },
      { 'accept-language': 'en-US' },
    );
    expect(seen.status).toBe(200);
    expect(seen.body.locale).toBe('es');
    const answered = await answer(w.links.confirm);
    expect(answered.body).toMatchObject({ answer: 'confirmed', locale: 'es' });
  });

  it('"Can\'t make it" previews first: the preview answers nothing, then the decline carries the optional reason (issue 37)', async () => {
    const w = await world();
    const seen = await preview(w.links.decline);
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({
      action: 'decline',
      turnover: { date: dateIn(5), place: { city: 'Austin', state: 'TX' } },
    });
    expect(typeof seen.body.deadlineAt).toBe('string');
    // Previewing (a mail scanner, the page opening) twice changes nothing.
    expect((await preview(w.links.decline)).status).toBe(200);
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['offered']);
    const tooLong = await stranger().post('/api/offer-answers', { token: w.links.decline, reason: 'x'.repeat(501) });
    expect(tooLong.status).toBe(400);
    const res = await stranger().post('/api/offer-answers', { token: w.links.decline, reason: '  Car in the shop  ' });
    expect(res.status).toBe(200);
    expect(res.body.answer).toBe('declined');
    expect((await offersOf(w.turnoverId)).map((o) => [o.status, o.reason])).toEqual([['declined', 'Car in the shop']]);
    // Answered, its preview says it was used.
    const after = await preview(w.links.confirm);
    expect(after.status).toBe(409);
    expect(after.body.error.code).toBe('OFFER_LINK_USED');
  });

  it('a turnover offered again (moved) needs the new offer’s link; the old one is expired', async () => {
    const w = await world();
    expect(
      (await w.hostClient.request('PATCH', `/api/host/turnovers/${w.turnoverId}`, { date: dateIn(8) })).status,
    ).toBe(200);
    const fresh = await latestLinks(w.cleaner.email);
    expect(fresh.confirm).not.toBe(w.links.confirm);
    expect((await answer(w.links.confirm)).status).toBe(410);
    const res = await answer(fresh.confirm);
    expect(res.status).toBe(200);
    expect(res.body.turnover.date).toBe(dateIn(8));
  });

  it("a begun turnover's link is expired", async () => {
    const w = await world();
    await t.database.db
      .update(turnover)
      .set({ startsAt: new Date(Date.now() - 60_000) })
      .where(eq(turnover.id, w.turnoverId));
    const res = await answer(w.links.confirm);
    expect(res.status).toBe(410);
  });

  it("offer A's token cannot answer offer B; altered, foreign and malformed tokens are invalid", async () => {
    const a = await world();
    const b = await world();
    const [offerA] = await offersOf(a.turnoverId);
    const [offerB] = await offersOf(b.turnoverId);
    const swapped = a.links.confirm.replace(offerA!.id, offerB!.id);
    const foreign = signOfferToken('some-other-deployments-secret-0123456789', {
      offerId: offerB!.id,
      action: 'confirm',
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    const flipped = a.links.confirm.replace(`${offerA!.id}.c.`, `${offerA!.id}.d.`);
    for (const token of [swapped, foreign, flipped, 'v1.nonsense', 'x'.repeat(300), `${a.links.confirm}x`]) {
      const res = await answer(token);
      expect(res.status, token).toBe(404);
      expect(res.body.error.code).toBe('OFFER_LINK_INVALID');
    }
    expect((await offersOf(a.turnoverId)).map((o) => o.status)).toEqual(['offered']);
    expect((await offersOf(b.turnoverId)).map((o) => o.status)).toEqual(['offered']);
    // Missing or oversized: a validation error, never a 500.
    expect((await stranger().post('/api/offer-answers', {})).status).toBe(400);
    expect((await answer('x'.repeat(301))).status).toBe(400);
  });

  it('two posts of one link at once answer once: one confirmed, the other used', async () => {
    const w = await world();
    const results = await Promise.all([answer(w.links.confirm), answer(w.links.confirm)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect((await offersOf(w.turnoverId)).map((o) => o.status)).toEqual(['confirmed']);
  });
});
