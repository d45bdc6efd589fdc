// One built server for every browser test: the real app on a new, migrated database (PostgreSQL
// when TEST_DATABASE_URL names a server, else in-memory PGlite), sending its email over SMTP to a real SMTP server started here. Captured
// mail is written to a folder the test files read.
import { existsSync } from 'node:fs';
import { mkdtemp, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { buildApp, webDistDir } from '@server/app';
import { createPglite, migrateDatabase, openDatabase } from '@server/db/client';
import { loadEnv } from '@server/env';
import { startSmtpServer } from '@server/test/smtp';
import { CHROMIUM_ARGS, ensureChromium } from './chromium';
import { startSeedServer } from './seed-server';
import { freePort } from '@server/test/free-port';
import { createScratchDatabase } from '@server/db/scratch-database';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    mailDir: string;
    chromiumPath: string;
    browserEndpoint: string;
    /** The test-only seeding server (e2e/support/seed-server.ts). */
    seedUrl: string;
    /** The loopback port e2e/turnovers.e2e.ts serves booking calendars on (the one CALENDAR_FETCH_ALLOW names). */
    calendarFeedPort: number;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(webDistDir, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const chromiumPath = ensureChromium();
  const mailDir = await mkdtemp(path.join(os.tmpdir(), 'turnready-mail-'));
  let n = 0;
  const smtp = await startSmtpServer({
    // Written under a temporary name, then renamed: a reader never sees half a message.
    onMail: (mail) => {
      const file = path.join(mailDir, `${Date.now()}-${String(++n).padStart(5, '0')}.json`);
      void writeFile(`${file}.tmp`, JSON.stringify(mail)).then(() => rename(`${file}.tmp`, file));
    },
  });
  const port = await freePort();
  // An allow-list entry without a port allows only 80 and 443: the feed server's port is chosen here.
  const calendarFeedPort = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const { database, drop } = await openE2eDatabase();
  await migrateDatabase(database);
  const env = loadEnv({
    NODE_ENV: 'test',
    PORT: String(port),
    APP_URL: baseUrl,
    SMTP_URL: smtp.url,
    AUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-012345',
    DATA_DIR: mailDir,
    SUPPORT_EMAIL: 'support@turnready.app',
    // e2e/support.e2e.ts: the support queue's admin (issue 39).
    SUPPORT_ADMIN_EMAILS: 'desk@support.e2e.test,reviews-desk@support.e2e.test',
    // e2e/turnovers.e2e.ts serves booking calendars from a local feed server.
    CALENDAR_FETCH_ALLOW: `127.0.0.1:${calendarFeedPort}`,
  });
  const app = await buildApp({
    env,
    database,
    logger: process.env.E2E_LOG ? { level: 'info' } : false,
    mailPollMs: 200,
    rateLimitExempt: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    // Journeys sign in from many files at once on a loaded machine: none of them is about the busy
    // answer (server/features/session/sign-in-burst.test.ts is), so a password waits rather than 503.
    passwordWork: { maxWaitMs: 60_000 },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const seed = await startSeedServer(app, database);
  project.provide('seedUrl', seed.url);
  project.provide('calendarFeedPort', calendarFeedPort);
  project.provide('baseUrl', baseUrl);
  project.provide('mailDir', mailDir);
  project.provide('chromiumPath', chromiumPath);
  // One Chromium for the whole run: each test file connects to it and opens its own contexts.
  const browserServer = await chromium.launchServer({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    await seed.close();
    await app.close();
    await database.close();
    await drop();
    await smtp.close();
    await rm(mailDir, { recursive: true, force: true });
  };
}

/**
 * PostgreSQL when the run has one, as in production: with many connections one slow transaction
 * never queues every other request behind it, as PGlite's single connection does when two test
 * files drive the app at once. Without TEST_DATABASE_URL the browser tests run on PGlite.
 */
async function openE2eDatabase() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { database: await openDatabase({ pglite: createPglite() }), drop: async () => {} };
  const scratch = await createScratchDatabase(adminUrl, 'turnready_e2e');
  return { database: await openDatabase({ url: scratch.url }), drop: scratch.drop };
}
