// Issue 41 through the API, on PGlite and PostgreSQL: the language stored on an account (at sign-up,
// changed later), the language a request is answered in, and the recipient's language in an email a
// host writing in English causes. The Spanish catalogs may still hold English copies while they are
// translated: texts are compared with the Spanish catalog's values, and dates (formatted by Intl in
// es-US) tell the two languages apart already.
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '@core/messages/catalog';
import { format } from '@core/messages/format';
import { clockTime, turnoverDay, turnoverPay } from '@core/turnover-text';
import { notification, registration, turnover, user } from '../db/schema';
import { TEST_APP_URL, TestClient } from '../test/app';
import { backupChainHelpers } from '../test/backup-chain';
import { buildCleanerRegistration, createCleaner, createHost } from '../test/factories';
import { signedInClient } from '../test/sessions';
import { extractLink } from '../test/smtp';
import { useAppWithSmtp } from '../test/with-app';

const env = useAppWithSmtp();
const en = messagesFor('en');
const es = messagesFor('es');
const db = () => env.t.database.db;
const localeOf = async (userId: string) =>
  (await db().select({ locale: user.locale }).from(user).where(eq(user.id, userId)))[0]!.locale;
const setLocale = (userId: string, locale: 'en' | 'es') => db().update(user).set({ locale }).where(eq(user.id, userId));

describe('the language stored on an account', () => {
  it('is the one the sign-up names, kept from the pending sign-up to the account, and the verification email is in it', async () => {
    const data = buildCleanerRegistration();
    const client = new TestClient(env.t.app);
    const started = await client.post('/api/registrations', {
      userType: 'cleaner',
      registrationData: data,
      locale: 'es',
    });
    expect(started.status).toBe(201);
    const [pending] = await db().select().from(registration).where(eq(registration.email, data.email));
    expect(pending!.locale).toBe('es');
    const mail = await env.smtp.waitForMail(data.email);
    expect(mail.subject).toBe(es.auth.emails.verify.subject);
    expect(mail.html).toContain('<html lang="es">');
    const link = extractLink(mail, `${TEST_APP_URL}/api/registrations/verify?token=`);
    expect((await client.get(link.replace(TEST_APP_URL, ''))).status).toBe(303);
    const [created] = await db().select().from(user).where(eq(user.email, data.email));
    expect(created!.locale).toBe('es');
  });

  it("is the browser's Accept-Language when the sign-up names none, and English when that fits nothing", async () => {
    const spanish = buildCleanerRegistration();
    const other = buildCleanerRegistration();
    const client = new TestClient(env.t.app);
    expect(
      (
        await client.post(
          '/api/registrations',
          { userType: 'cleaner', registrationData: spanish },
          {
            'accept-language': 'es-MX,es;q=0.9,en;q=0.5',
          },
        )
      ).status,
    ).toBe(201);
    expect(
      (
        await client.post(
          '/api/registrations',
          { userType: 'cleaner', registrationData: other },
          {
            'accept-language': 'fr-FR,de;q=0.8',
          },
        )
      ).status,
    ).toBe(201);
    const localeOfSignUp = async (email: string) =>
      (await db().select().from(registration).where(eq(registration.email, email)))[0]!.locale;
    expect(await localeOfSignUp(spanish.email)).toBe('es');
    expect(await localeOfSignUp(other.email)).toBe('en');
    expect((await env.smtp.waitForMail(other.email)).html).toContain('<html lang="en">');
  });

  it('comes with the session, and the signed-in user changes it (204); an unknown language is refused (400)', async () => {
    const cleaner = await createCleaner(db());
    const client = await signedInClient(env.t.app, cleaner);
    expect((await client.get('/api/session')).body.user).toMatchObject({ id: cleaner.userId, locale: 'en' });

    expect((await client.request('PUT', '/api/session/locale', { locale: 'es' })).status).toBe(204);
    expect((await client.get('/api/session')).body.user.locale).toBe('es');
    expect(await localeOf(cleaner.userId)).toBe('es');

    const refused = await client.request('PUT', '/api/session/locale', { locale: 'fr' });
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('VALIDATION_FAILED');
    // Refused in the language just stored.
    expect(refused.body.error.message).toBe(es.errors.validation);
    expect(await localeOf(cleaner.userId)).toBe('es');

    const visitor = await new TestClient(env.t.app).request('PUT', '/api/session/locale', { locale: 'es' });
    expect(visitor.status).toBe(401);
  });
});

describe('the language a request is answered in', () => {
  it("is a visitor's Accept-Language: the error's code stays, its message is in that language", async () => {
    const host = await createHost(db());
    const signIn = (acceptLanguage: string) =>
      new TestClient(env.t.app).post(
        '/api/session',
        { email: host.email, password: 'not-the-password' },
        { 'accept-language': acceptLanguage },
      );
    const spanish = await signIn('es-US,es;q=0.9');
    const english = await signIn('en-US,en;q=0.9');
    expect([spanish.status, spanish.body.error.code]).toEqual([401, 'INVALID_CREDENTIALS']);
    expect(spanish.body.error.message).toBe(es.errors.invalidCredentials);
    expect(english.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: en.errors.invalidCredentials });
  });

  it("is a signed-in user's stored language, whatever the browser sends; validation fields too", async () => {
    const cleaner = await createCleaner(db());
    await setLocale(cleaner.userId, 'es');
    const client = await signedInClient(env.t.app, cleaner);
    const refused = await client.get('/api/host/profile', { 'accept-language': 'en-US' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({ code: 'FORBIDDEN', message: es.errors.hostsOnly });

    const invalid = await new TestClient(env.t.app).post(
      '/api/registrations/email-check',
      { email: 'not-an-email' },
      { 'accept-language': 'es' },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(es.errors.validation);
    expect(typeof invalid.body.error.fields.email).toBe('string');
  });
});

describe('emails in the recipient’s language', () => {
  const { world, addTurnover } = backupChainHelpers(() => env.t);

  it('a host using English offers a turnover to a cleaner who reads Spanish: the offer email is in Spanish, buttons and all', async () => {
    const w = await world();
    await setLocale(w.ana.userId, 'es');
    const tv = await addTurnover(w.hostClient, w.job.id, 6);
    const [row] = await db()
      .select({ date: turnover.date, endsAt: turnover.endsAt })
      .from(turnover)
      .where(eq(turnover.id, tv.id));
    const localDate = row!.date;
    const mail = await env.smtp.waitForMail(w.ana.email);
    const m = es.turnoverEmails.changed;
    const day = (locale: 'en' | 'es', d: string) => turnoverDay(d, locale);
    expect(mail.subject).toBe(format(m.subject, { place: '12 Elm St' }));
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain(format(m.heading, {}));
    // The new turnover's line, its day written the Spanish way, then the two answer buttons.
    const start = clockTime(new Date(tv.startsAt), 'America/Chicago', 'es');
    const end = clockTime(row!.endsAt, 'America/Chicago', 'es');
    const line = format(m.created.split('{sameDay}')[0]!, { date: day('es', localDate), start, end });
    expect(mail.text).toContain(`• ${line}`);
    expect(mail.text).not.toContain(day('en', localDate));
    expect(mail.text).toContain(`${m.confirm}: ${TEST_APP_URL}/offer-answer#token=`);
    expect(mail.text).toContain(`${m.decline}: ${TEST_APP_URL}/offer-answer#token=`);
    expect(mail.html).toContain(es.emailLayout.tagline);
    // The host, who reads English, hears of the same turnover in English.
    expect(day('en', localDate)).not.toBe(day('es', localDate));
  });

  it("the cleaner's calendar feed is written in the cleaner's language: its name, titles and descriptions", async () => {
    const w = await world();
    await setLocale(w.ana.userId, 'es');
    const tv = await addTurnover(w.hostClient, w.job.id, 5);
    const link = await w.ana.client.get('/api/cleaner/schedule/feed');
    expect(link.status).toBe(200);
    const feed = await env.t.app.inject({ method: 'GET', url: new URL(link.body.url).pathname });
    expect(feed.statusCode).toBe(200);
    // Unfolded (RFC 5545 folds long lines) and unescaped, as a calendar app reads it.
    const ics = feed.body.replace(/\r\n[ \t]/g, '').replace(/\\([,;\\])/g, '$1');
    const m = es.turnoverEmails.feed;
    const [row] = await db().select().from(turnover).where(eq(turnover.id, tv.id));
    const when = (at: Date) => clockTime(at, 'America/Chicago', 'es');
    expect(ics).toContain(`X-WR-CALNAME:${m.cleanerName}`);
    expect(ics).toContain(
      `SUMMARY:${format(row!.sameDay ? m.summarySameDay : m.summary, { place: '12 Elm St' }).split(' · ')[0]}`,
    );
    expect(ics).toContain(
      format(m.description, { pay: turnoverPay(80, 'es'), start: when(row!.startsAt), end: when(row!.endsAt) }),
    );
  });

  it('a bell notification is shown in the reader’s language of the moment, not the one it was made in', async () => {
    const w = await world();
    await addTurnover(w.hostClient, w.job.id, 7);
    const bell = async () =>
      (
        (await w.ana.client.get('/api/notifications')).body.notifications as {
          type: string;
          title: string;
          message: string;
        }[]
      )
        .filter((n) => n.type === 'turnovers_changed')
        .at(0)!;
    const words = (locale: 'en' | 'es') => {
      const m = messagesFor(locale).turnoverEmails.changed;
      return {
        title: m.notificationTitle,
        message: format(m.notificationMessage, { place: '12 Elm St', summary: format(m.summaryNew, { count: 1 }) }),
      };
    };
    expect(await bell()).toMatchObject(words('en'));
    expect((await w.ana.client.request('PUT', '/api/session/locale', { locale: 'es' })).status).toBe(204);
    expect(await bell()).toMatchObject(words('es'));
    const [stored] = await db()
      .select({ texts: notification.texts })
      .from(notification)
      .where(and(eq(notification.userId, w.ana.userId), eq(notification.type, 'turnovers_changed')));
    expect(stored!.texts?.title.key).toBe('turnoverEmails.changed.notificationTitle');
  });
});
