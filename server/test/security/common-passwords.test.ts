// A password from the common-passwords list is refused at sign-up (cleaner and host) and on a
// reset, with a clear message on the password field, and nothing is stored or sent.
import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auth as text } from '@core/messages/en/auth';
import { PASSWORD_MIN_LENGTH } from '@core/account-rules';
import { isCommonPassword } from '../../auth/common-passwords';
import { outboxEmail, registration } from '../../db/schema';
import { TEST_APP_URL } from '../app';
import { buildCleanerRegistration, buildHostRegistration, createBareUser, TEST_PASSWORD } from '../factories';
import { extractLink } from '../smtp';
import { useAppWithSmtp } from '../with-app';
import { IpClient } from './ip-client';

const env = useAppWithSmtp();
const client = () => new IpClient(env.t.app);
const TOO_COMMON = text.password.tooCommon;

describe('the list', () => {
  it('holds the 10,000 most common passwords, lowercase and unique, and matches in any case', () => {
    const lines = readFileSync(new URL('../../auth/common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter(Boolean);
    expect(lines).toHaveLength(10_000);
    expect(new Set(lines).size).toBe(10_000);
    expect(lines.slice(0, 3)).toEqual(['123456', 'password', '12345678']);
    for (const p of ['password1', 'Password1', 'QWERTY123', 'iloveyou', 'sunshine1', 'football'])
      expect(isCommonPassword(p)).toBe(true);
    for (const p of [TEST_PASSWORD, 'turnready-demo', 'sunshine-on-the-keys-42', 'Tr0ub4dor&3-horse'])
      expect(isCommonPassword(p)).toBe(false);
  });
});

describe('at sign-up', () => {
  const storedFor = async (email: string) => ({
    registrations: await env.t.database.db.select().from(registration).where(eq(registration.email, email)),
    emails: await env.t.database.db.select().from(outboxEmail).where(eq(outboxEmail.toAddress, email)),
  });

  it('refuses a cleaner with a common password, naming the field, and stores and sends nothing', async () => {
    const data = buildCleanerRegistration({ password: 'Password1' });
    const res = await client().post('/api/registrations', { userType: 'cleaner', registrationData: data });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { 'registrationData.password': TOO_COMMON } },
    });
    expect(await storedFor(data.email)).toEqual({ registrations: [], emails: [] });
  });

  it('refuses a host with a common password the same way', async () => {
    const data = buildHostRegistration({ password: 'qwerty123' });
    const res = await client().post('/api/registrations', { userType: 'host', registrationData: data });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ 'registrationData.password': TOO_COMMON });
    expect(await storedFor(data.email)).toEqual({ registrations: [], emails: [] });
  });

  it('lets a short password be refused for its length first, and an uncommon one through', async () => {
    const short = await client().post('/api/registrations', {
      userType: 'cleaner',
      registrationData: buildCleanerRegistration({ password: '12345' }),
    });
    expect(short.status).toBe(400);
    expect(short.body.error.fields['registrationData.password']).toBe(
      `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`,
    );
    const fine = await client().post('/api/registrations', {
      userType: 'cleaner',
      registrationData: buildCleanerRegistration({ password: 'mops-and-buckets-at-dawn' }),
    });
    expect(fine.status).toBe(201);
  });
});

describe('on a password reset', () => {
  it('refuses a common password on the field, and the link keeps working', async () => {
    const member = await createBareUser(env.t.database.db);
    expect((await client().post('/api/password/forgot', { email: member.email })).status).toBe(200);
    const token = new URL(
      extractLink(await env.smtp.waitForMail(member.email, /password/i), `${TEST_APP_URL}/reset-password?token=`),
    ).searchParams.get('token')!;

    const refused = await client().post('/api/password/reset', { token, password: 'Iloveyou1' });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      error: { code: 'VALIDATION_FAILED', message: TOO_COMMON, fields: { password: TOO_COMMON } },
    });
    expect((await client().get(`/api/password/reset/${encodeURIComponent(token)}`)).status).toBe(200);
    expect((await client().post('/api/password/reset', { token, password: 'mops-and-buckets-at-dawn' })).status).toBe(
      200,
    );
    expect(
      (await client().post('/api/session', { email: member.email, password: 'mops-and-buckets-at-dawn' })).status,
    ).toBe(200);
  });
});
