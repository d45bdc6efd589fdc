// POST /api/calculator/quotes: the quote the server computes, stored and emailed (why it was sent,
// escaped), one lead per address, the per-address and per-client limits, refused input and sites,
// and nothing kept when storing fails. Many clients sending to one address at once:
// server/test/concurrency/calculator-quotes.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { calculateQuote, defaultCalculatorInputs, type CalculatorInputs } from '@core/calculator';
import { calculator as text } from '@core/messages/en/calculator';
import { QUOTES_PER_RECIPIENT_PER_DAY } from '@core/schemas/calculator';
import { errors } from '@core/messages/en/errors';
import { calculatorLead, outboxEmail, quote } from '../../db/schema';
import { TEST_APP_URL } from '../../test/app';
import { uniqueEmail } from '../../test/factories';
import { newIp, QUOTES_URL, quoteRequests } from '../../test/calculator';
import { useAppWithSmtp } from '../../test/with-app';

const env = useAppWithSmtp();
// Each request from a client address of its own unless told (the route is rate-limited per client).
const { post } = quoteRequests(() => env.t);

const db = () => env.t.database.db;
const quotesFor = (email: string) => db().select().from(quote).where(eq(quote.email, email));
const leadsFor = (email: string) => db().select().from(calculatorLead).where(eq(calculatorLead.email, email));
const outboxFor = (email: string) => db().select().from(outboxEmail).where(eq(outboxEmail.toAddress, email));

const rental: CalculatorInputs = {
  ...defaultCalculatorInputs,
  beds: 2,
  bedrooms: 2,
  halfBathrooms: 1,
  fullBathrooms: 1,
  livingRooms: 1,
  kitchens: 1,
  exteriorFeatures: 1,
  extraSpaces: 0,
  carpetSqFt: 450,
  hardFloorsSqFt: 650,
  petAllowance: true,
  hourlyRate: 35,
};

describe('POST /api/calculator/quotes', () => {
  it('stores the quote with totals the server computed, whatever totals the client sends', async () => {
    const email = uniqueEmail('quote');
    const res = await post({
      ...rental,
      email,
      name: 'Sam Rivera',
      subscribeToTips: true,
      totalMinutes: 1,
      totalHours: 0.01,
      totalPrice: 0.01,
      breakdown: [{ item: 'free', minutes: 1 }],
    });
    expect(res.status).toBe(201);

    const expected = calculateQuote(rental);
    expect(expected).toMatchObject({ totalMinutes: 164, totalPrice: 95.67, totalHours: 2.73 });
    expect(res.body).toEqual({ id: expect.any(String), email, quote: JSON.parse(JSON.stringify(expected)) });

    const rows = await quotesFor(email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id: res.body.id,
      email,
      name: 'Sam Rivera',
      subscribeToTips: true,
      hourlyRate: 35,
      beds: 2,
      bedrooms: 2,
      halfBaths: 1,
      fullBaths: 1,
      livingRooms: 1,
      kitchens: 1,
      exteriorFeatures: 1,
      carpetSqft: 450,
      hardfloorSqft: 650,
      extraSpaces: 0,
      petsAllowed: true,
      totalMinutes: 164,
      totalHours: 2.73,
      totalPrice: 95.67,
    });
    expect(await leadsFor(email)).toMatchObject([{ email, name: 'Sam Rivera', subscribeToTips: true }]);
  });

  it('counts absent inputs as 0 and uses the default $40 rate', async () => {
    const email = uniqueEmail('defaults');
    const res = await post({ email, kitchens: 2 });
    expect(res.status).toBe(201);
    expect(res.body.quote).toMatchObject({
      totalMinutes: 60,
      totalPrice: 40,
      hourlyRate: 40,
      breakdown: [{ key: 'kitchens', item: '2 kitchens', minutes: 60 }],
    });
    expect((await quotesFor(email))[0]).toMatchObject({
      beds: 0,
      carpetSqft: 0,
      petsAllowed: false,
      name: null,
      subscribeToTips: false,
      hourlyRate: 40,
      totalPrice: 40,
    });
  });

  it('emails the quote with its breakdown to a real SMTP server', async () => {
    const email = uniqueEmail('mail');
    expect((await post({ ...rental, hourlyRate: 40, email: email.toUpperCase(), name: 'Sam' })).status).toBe(201);

    const mail = await env.smtp.waitForMail(email, /cleaning quote/);
    expect(mail.subject).toBe('Your TurnReady cleaning quote: $109.33');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('Hi Sam,');
      expect(part).toContain('Estimated time: 2 hr 44 min');
      expect(part).toContain('Estimated price: $109.33 at $40/hr');
      for (const line of [
        '2 beds: 24 min',
        '2 bedrooms: 16 min',
        '1 half bathroom: 10 min',
        '1 full bathroom: 30 min',
        '1 living room: 10 min',
        '1 kitchen: 30 min',
        '1 exterior feature: 5 min',
        'Carpet, 450 sq ft: 5 min',
        'Hard floors, 650 sq ft: 14 min',
        'Pets allowed: 20 min',
      ]) {
        expect(part).toContain(line);
      }
      expect(part).not.toContain('extra space');
    }
    expect(mail.text).toContain(`${TEST_APP_URL}/host/post-job`);
    expect(await outboxFor(email)).toMatchObject([{ kind: 'quote' }]);
  });

  it('says in the email why it was sent and what to do if the recipient did not ask for it', async () => {
    const email = uniqueEmail('why');
    expect((await post({ email, beds: 1 })).status).toBe(201);
    const mail = await env.smtp.waitForMail(email, /cleaning quote/);
    for (const part of [mail.text, mail.html.replace(/&#39;|&#x27;/g, "'")]) {
      expect(part).toContain('Someone entered this email address in the cleaning-fee calculator on TurnReady');
      expect(part).toContain('If that was not you, you can ignore this email');
    }
    // Said before the quote itself, not only in the small print.
    expect(mail.text.indexOf(text.email.why)).toBeLessThan(mail.text.indexOf('Estimated time'));
  });

  it('refuses a name holding a link or an email address, on the name field, storing and sending nothing', async () => {
    for (const name of [
      'Claim your prize at https://evil.example',
      'Sam (write to sam@evil.example)',
      'visit cheap-pills.com',
    ]) {
      const email = uniqueEmail('spam');
      const res = await post({ email, beds: 1, name });
      expect(res.status, name).toBe(400);
      expect(res.body.error.fields).toEqual({ name: errors.nameLinkOrEmail });
      expect(await quotesFor(email)).toHaveLength(0);
      expect(await outboxFor(email)).toHaveLength(0);
    }
    expect((await post({ email: uniqueEmail('initials'), beds: 1, name: 'J.R. St.Clair' })).status).toBe(201);
  });

  it(`sends one address at most ${QUOTES_PER_RECIPIENT_PER_DAY} quotes a day, whoever sends them, and says so on the email field`, async () => {
    const email = uniqueEmail('victim');
    // Each from its own client address: the per-client limit plays no part.
    for (let i = 0; i < QUOTES_PER_RECIPIENT_PER_DAY; i++)
      expect((await post({ email, beds: 1 + i })).status).toBe(201);
    const refused = await post({ email: email.toUpperCase(), beds: 9 });
    const message = `This address has already been sent ${QUOTES_PER_RECIPIENT_PER_DAY} quotes today. Please try again tomorrow.`;
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ error: { code: 'RATE_LIMITED', message, fields: { email: message } } });
    expect(await quotesFor(email)).toHaveLength(QUOTES_PER_RECIPIENT_PER_DAY);
    expect(await outboxFor(email)).toHaveLength(QUOTES_PER_RECIPIENT_PER_DAY);
    // Another address is not affected; a day later the address can get quotes again.
    expect((await post({ email: uniqueEmail('neighbour'), beds: 1 })).status).toBe(201);
    await db()
      .update(quote)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(eq(quote.email, email));
    expect((await post({ email, beds: 1 })).status).toBe(201);
  });

  it('escapes a name in the email HTML', async () => {
    const email = uniqueEmail('escape');
    expect((await post({ email, beds: 1, name: '<b>Eve</b>' })).status).toBe(201);
    const mail = await env.smtp.waitForMail(email, /cleaning quote/);
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
  });

  it('keeps one lead per email: sending again is no error and the first lead stands', async () => {
    const email = uniqueEmail('again');
    expect((await post({ email, beds: 1, name: 'First', subscribeToTips: true })).status).toBe(201);
    const again = await post({ email: ` ${email.toUpperCase()} `, beds: 3, name: 'Second', subscribeToTips: false });
    expect(again.status).toBe(201);
    expect(again.body.quote.totalMinutes).toBe(36);

    expect(await leadsFor(email)).toMatchObject([{ name: 'First', subscribeToTips: true }]);
    const quotes = await quotesFor(email);
    expect(quotes.map((q) => q.beds).sort()).toEqual([1, 3]);
    expect(await outboxFor(email)).toHaveLength(2);
  });

  it('refuses bad input with 400 and field messages, storing and sending nothing', async () => {
    const email = uniqueEmail('bad');
    const res = await post({
      email,
      beds: -1,
      bedrooms: 2.5,
      kitchens: 51,
      carpetSqFt: 5001,
      hardFloorsSqFt: '1e3',
      hourlyRate: 10,
      petAllowance: 'yes',
      name: 'x'.repeat(101),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: errors.validation });
    expect(res.body.error.fields).toMatchObject({
      beds: text.validation.wholeNumber,
      bedrooms: text.validation.wholeNumber,
      kitchens: 'Enter a number from 0 to 50.',
      carpetSqFt: 'Enter a whole number of square feet from 0 to 5,000.',
      hardFloorsSqFt: 'Enter a whole number of square feet from 0 to 5,000.',
      hourlyRate: 'Enter a whole dollar rate from $20 to $100.',
      name: 'Use at most 100 characters for the name.',
    });
    expect(res.body.error.fields.petAllowance).toEqual(expect.any(String));
    expect(await quotesFor(email)).toHaveLength(0);
    expect(await leadsFor(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('asks for an email, then a valid one, with the spec texts', async () => {
    const missing = await post({ beds: 1 });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields.email).toBe(text.emailRequiredDescription);
    const invalid = await post({ beds: 1, email: 'not-an-email' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.fields.email).toBe(text.invalidEmailDescription);
  });

  it('answers odd bodies with 4xx and the error shape, never 500', async () => {
    const bodies: unknown[] = [
      null,
      [],
      'text',
      42,
      { email: 'a@example.com', beds: 1e308 },
      { email: 'a@example.com', beds: '9'.repeat(400) },
      { email: { $ne: '' } },
      { email: 'a@example.com', hourlyRate: null },
    ];
    for (const body of bodies) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.body.error).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    const malformed = await env.t.app.inject({
      method: 'POST',
      url: QUOTES_URL,
      payload: '{"email":',
      remoteAddress: newIp(),
      headers: { origin: TEST_APP_URL, 'content-type': 'application/json' },
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toEqual(expect.any(String));
  });

  it('refuses a request from another site and sends nothing', async () => {
    const email = uniqueEmail('csrf');
    const res = await post({ email, beds: 1 }, { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('BAD_ORIGIN');
    expect(await outboxFor(email)).toHaveLength(0);
  });

  it('limits a client to 10 quotes an hour, then answers 429 with Retry-After and sends no more mail', async () => {
    const ip = newIp();
    const emails = Array.from({ length: 11 }, (_, i) => uniqueEmail(`bulk${i}`));
    for (const email of emails.slice(0, 10)) expect((await post({ email, beds: 1 }, { ip })).status).toBe(201);

    const limited = await post({ email: emails[10], beds: 1 }, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body).toEqual({ error: { code: 'RATE_LIMITED', message: errors.rateLimited } });
    expect(await outboxFor(emails[10]!)).toHaveLength(0);
    expect(await quotesFor(emails[10]!)).toHaveLength(0);

    // Another client is not affected.
    expect((await post({ email: uniqueEmail('other'), beds: 1 })).status).toBe(201);
  });

  it('aborts everything when the quote cannot be stored: no lead, no email', async () => {
    const email = uniqueEmail('abort');
    // Makes every quote insert fail inside the transaction, after the lead insert succeeded.
    await db().execute(
      sql`create function refuse_quote() returns trigger language plpgsql as $$ begin raise exception 'quotes unavailable'; end $$`,
    );
    await db().execute(
      sql`create trigger refuse_quote before insert on quotes for each row execute function refuse_quote()`,
    );
    try {
      const res = await post({ email, beds: 1 });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: { code: 'INTERNAL', message: errors.internal } });
    } finally {
      await db().execute(sql`drop trigger refuse_quote on quotes`);
      await db().execute(sql`drop function refuse_quote()`);
    }
    expect(await leadsFor(email)).toHaveLength(0);
    expect(await outboxFor(email)).toHaveLength(0);
    expect(await quotesFor(email)).toHaveLength(0);
  });
});
