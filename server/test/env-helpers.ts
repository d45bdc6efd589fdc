// What the tests of server/env.ts share: a fresh data directory per test, a long-enough secret,
// and the EnvError a refused configuration throws; and the production settings other tests build
// an app with.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, expect } from 'vitest';
import { EnvError, loadEnv } from '../env';

export const TEST_SECRET = 'a-secret-that-is-long-enough-0123456789';

/** A new empty DATA_DIR for each test of the file, removed after it; call the getter inside tests. */
export function dataDirEachTest(): () => string {
  let dataDir: string | undefined;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'turnready-env-'));
  });
  afterEach(() => rmSync(dataDir!, { recursive: true, force: true }));
  return () => dataDir!;
}

/** The EnvError loadEnv throws for `source` (fails the test when it does not throw one). */
export function envError(source: Record<string, string>): EnvError {
  try {
    loadEnv(source);
  } catch (err) {
    expect(err).toBeInstanceOf(EnvError);
    return err as EnvError;
  }
  throw new Error('loadEnv accepted the configuration');
}

/**
 * A production configuration for building an app in a test: the settings production requires,
 * pointing nowhere (the test passes its own database to buildApp), with test-mode payments.
 */
export function productionTestEnv(overrides: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'production',
    PAYMENTS_TEST_MODE: 'true',
    APP_URL: 'https://turnready.test',
    DATABASE_URL: 'postgres://unused@127.0.0.1:9/unused',
    SMTP_URL: 'smtp://127.0.0.1:9',
    AUTH_SECRET: 'production-secret-production-secret-0123',
    DATA_DIR: os.tmpdir(),
    ...overrides,
  });
}

/**
 * The settings production requires, as overrides for createTestApp (server/test/app.ts): a
 * production app on the test's own database (DATABASE_URL points nowhere), with test-mode payments.
 */
export const PRODUCTION_APP_ENV: Record<string, string> = {
  NODE_ENV: 'production',
  PAYMENTS_TEST_MODE: 'true',
  DATABASE_URL: 'postgres://unused.invalid:5432/turnready',
  SMTP_URL: 'smtp://127.0.0.1:9',
  AUTH_SECRET: 'production-secret-production-secret-0123',
};
