// The only module that reads process.env: parsed and validated once, so a bad value stops the boot
// with a message that names it instead of failing later in a request.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const optionalUrl = (protocols: string[]) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

const RawEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('TurnReady <no-reply@turnready.app>'),
  SUPPORT_EMAIL: z.email().default('support@turnready.app'),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SEED_DEMO: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  authSecret: string;
  seedDemo: boolean;
  logLevel: z.infer<typeof RawEnv>['LOG_LEVEL'];
};

export class EnvError extends Error {}

/** Parses an environment (process.env by default). Throws EnvError naming every bad or missing value. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const parsed = RawEnv.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const raw = parsed.data;
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction) {
    const missing = (['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET'] as const).filter((k) => !raw[k]);
    if (missing.length) {
      throw new EnvError(`NODE_ENV=production needs ${missing.join(', ')} to be set (missing: ${missing.join(', ')}).`);
    }
  }
  const dataDir = path.resolve(raw.DATA_DIR);
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    appUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    supportEmail: raw.SUPPORT_EMAIL,
    authSecret: raw.AUTH_SECRET ?? readOrCreateSecret(dataDir),
    // Demo data only goes into a new embedded database; see server/db/seed.ts.
    seedDemo: raw.SEED_DEMO ?? !isProduction,
    logLevel: raw.LOG_LEVEL,
  };
}

/** Development convenience: a secret generated once and kept in DATA_DIR so sessions survive restarts. */
function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
