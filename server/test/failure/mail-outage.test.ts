// A mail server that is down, or slow, delays email but fails no request and slows none: the
// requests that send email answer at once, and the mail goes out once the server answers again.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmail } from '../../db/schema';
import { createTestApp, type TestApp } from '../app';
import { buildCleanerRegistration, createBareUser } from '../factories';
import { IpClient, type Res } from '../security/ip-client';
import { startSmtpServer } from '../smtp';
import { smtpGate } from './support';

/**
 * A request answers in well under a second; one that waited for mail would take an SMTP timeout
 * (minutes), or for ever while the gate holds the delivery. Far from both, so load cannot flake it.
 */
const QUICK_MS = 10_000;

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let mail: Awaited<ReturnType<typeof smtpGate>>;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  mail = await smtpGate({ port: Number(new URL(smtp.url).port) });
  t = await createTestApp({ smtpUrl: mail.url });
});
afterAll(async () => {
  await t?.close();
  await mail?.down();
  await smtp?.close();
});

async function timed(send: () => Promise<Res>): Promise<{ res: Res; ms: number }> {
  const started = Date.now();
  const res = await send();
  return { res, ms: Date.now() - started };
}

/** A password reset request and a sign-up: the two requests a visitor makes that send email. */
async function requestsThatSendMail() {
  const member = await createBareUser(t.database.db);
  const signUp = buildCleanerRegistration();
  const c = new IpClient(t.app);
  const forgot = await timed(() => c.post('/api/password/forgot', { email: member.email }));
  const register = await timed(() => c.post('/api/registrations', { userType: 'cleaner', registrationData: signUp }));
  expect(forgot.res.status).toBe(200);
  expect(register.res.status).toBe(201);
  expect(forgot.ms).toBeLessThan(QUICK_MS);
  expect(register.ms).toBeLessThan(QUICK_MS);
  return [member.email, signUp.email];
}

const outboxOf = async (to: string) =>
  (await t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, to)))[0]!;

describe('a mail server that is down', () => {
  it('fails no request; the mail goes out when it is back', async () => {
    await mail.down();
    const recipients = await requestsThatSendMail();

    // Delivery was tried, failed, and is put off for a retry.
    await expect
      .poll(async () => (await Promise.all(recipients.map(outboxOf))).map((m) => [m.status, !!m.lastError]), {
        timeout: 10_000,
      })
      .toEqual([
        ['pending', true],
        ['pending', true],
      ]);

    await mail.up();
    for (const to of recipients) await smtp.waitForMail(to, undefined, 25_000);
    // Marked sent once the mail server has accepted it.
    for (const to of recipients)
      await expect.poll(async () => (await outboxOf(to)).status, { timeout: 5_000 }).toBe('sent');
    for (const to of recipients) expect((await outboxOf(to)).lastError).toBeNull();
    expect((await outboxOf(recipients[0]!)).attempts).toBeGreaterThanOrEqual(2);
  }, 45_000);
});

describe('a slow mail server', () => {
  it('slows no request while a delivery hangs; the mail arrives late', async () => {
    await mail.down();
    await mail.up({ hold: true });
    // The first requests start a delivery that hangs (held at the gate until released); the next
    // requests answer while it hangs, and so does the first: nothing has reached the mail server yet.
    const first = await requestsThatSendMail();
    await expect.poll(() => mail.held, { timeout: 10_000 }).toBeGreaterThan(0);
    const second = await requestsThatSendMail();
    expect(mail.held).toBeGreaterThan(0);
    expect(smtp.messages.filter((m) => [...first, ...second].some((to) => m.to.includes(to)))).toEqual([]);
    mail.release();
    for (const to of [...first, ...second]) await smtp.waitForMail(to, undefined, 25_000);
    for (const to of [...first, ...second])
      await expect.poll(async () => (await outboxOf(to)).status, { timeout: 5_000 }).toBe('sent');
  }, 45_000);
});
