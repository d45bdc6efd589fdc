// One app and one real SMTP server for a whole test file, started before its tests and closed after.
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './app';
import { startSmtpServer } from './smtp';

export type AppWithSmtp = { t: TestApp; smtp: Awaited<ReturnType<typeof startSmtpServer>> };

export function useAppWithSmtp(
  options: Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'smtpUrl'> = {},
): AppWithSmtp {
  const env = {} as AppWithSmtp;
  beforeAll(async () => {
    env.smtp = await startSmtpServer();
    env.t = await createTestApp({ ...options, smtpUrl: env.smtp.url });
  });
  afterAll(async () => {
    await env.t?.close();
    await env.smtp?.close();
  });
  return env;
}
