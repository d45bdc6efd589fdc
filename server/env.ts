// The only module that reads process.env: parsed and validated once, so a bad value stops the boot
// with a message that names it instead of failing later in a request.
import { parseAdminEmails } from '@core/support';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((v) => (v === undefined || v === '' ? undefined : v === 'true' || v === '1'));

/** The proxies trusted to name the client when TRUST_PROXY is unset: only this machine. */
export const DEFAULT_TRUST_PROXY = ['127.0.0.1/8', '::1'] as const;

/** An IPv4 or IPv6 address, optionally with a /prefix (CIDR range). */
function isAddressOrRange(entry: string): boolean {
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/** TRUST_PROXY: comma-separated addresses or CIDR ranges; unset or blank means DEFAULT_TRUST_PROXY. */
const trustProxyList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    const bad = entries.filter((e) => !isAddressOrRange(e));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `not an IP address or CIDR range: ${bad.join(', ')}` });
  })
  .transform((entries) => (entries.length ? entries : [...DEFAULT_TRUST_PROXY]));

/** A host name, an IPv4 address or a [bracketed] IPv6 address, optionally with :port; or a bare IPv6 address. */
function isHostOrHostPort(entry: string): boolean {
  const bracketed = /^\[([^\]]+)\](?::(\d{1,5}))?$/.exec(entry);
  if (bracketed) return isIP(bracketed[1]!) === 6 && (bracketed[2] === undefined || Number(bracketed[2]) <= 65535);
  if (isIP(entry) === 6) return true;
  const m = /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*)\.?(?::(\d{1,5}))?$/i.exec(
    entry,
  );
  return !!m && m[1]!.length <= 253 && (m[5] === undefined || Number(m[5]) <= 65535);
}

/**
 * CALENDAR_FETCH_ALLOW: comma-separated host or host:port entries; unset or blank means none. An
 * entry without a port allows ports 80 and 443 only (server/calendars/safe-fetch.ts isAllowListed).
 */
const hostList = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  )
  .superRefine((entries, ctx) => {
    const bad = entries.filter((e) => !isHostOrHostPort(e));
    if (bad.length) ctx.addIssue({ code: 'custom', message: `not a host or host:port: ${bad.join(', ')}` });
  });

/** AUTH_SECRET's minimum length; earlier secrets in AUTH_SECRET_PREVIOUS are held to it too. */
const SECRET_MIN_LENGTH = 32;

/**
 * AUTH_SECRET_PREVIOUS: comma-separated earlier secrets, still accepted when verifying (server/auth/
 * secret-rotation.ts); unset or blank means none. A bad entry is named by its position, never by its
 * value: the message goes to logs.
 */
const previousSecretList = z
  .string()
  .optional()
  .transform((v) => [
    ...new Set(
      (v ?? '')
        .split(',')
        .map((e) => e.trim())
        .filter(Boolean),
    ),
  ])
  .superRefine((entries, ctx) => {
    const short = entries.flatMap((e, i) => (e.length < SECRET_MIN_LENGTH ? [i + 1] : []));
    if (short.length)
      ctx.addIssue({
        code: 'custom',
        message: `each secret must be at least ${SECRET_MIN_LENGTH} characters (too short: entry ${short.join(', ')})`,
      });
  });

const RawEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: z.url().optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  MAIL_FROM: z.string().default('TurnReady <no-reply@turnready.app>'),
  SUPPORT_EMAIL: z.email().default('support@turnready.app'),
  // Issue 39: the accounts that see /support; each entry must be an email address.
  SUPPORT_ADMIN_EMAILS: z
    .string()
    .optional()
    .transform((v) => parseAdminEmails(v))
    .pipe(z.array(z.email('must be a comma-separated list of email addresses'))),
  AUTH_SECRET: z.string().min(SECRET_MIN_LENGTH, `must be at least ${SECRET_MIN_LENGTH} characters`).optional(),
  AUTH_SECRET_PREVIOUS: previousSecretList,
  SEED_DEMO: booleanFlag,
  PAYMENTS_TEST_MODE: booleanFlag,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** How long a 'not selected' notification waits for an undo before the cleaner sees it (issue 14). */
  NOTIFICATION_GRACE_SECONDS: z.coerce.number().min(0).max(86_400).default(300),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_PRICE_PRO: optionalText,
  STRIPE_PRICE_PREMIUM: optionalText,
  STRIPE_PRICE_HIGHLIGHT: optionalText,
  STRIPE_API_URL: optionalUrl(['http', 'https']),
  SALES_BOOKING_URL: optionalUrl(['https']),
  TRUST_PROXY: trustProxyList,
  DEV_TOOLS: booleanFlag,
  CALENDAR_FETCH_ALLOW: hostList,
  CALENDAR_SYNC_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl(['http', 'https']),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  PHOTO_RETENTION_MONTHS: z.coerce.number().int().min(1).max(120).default(12),
  // A bearer token for GET /metrics from elsewhere than this machine: long enough not to guess, and
  // only characters an Authorization header carries as is (RFC 6750's token68).
  // Issue 38: Web Push's VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints them) and contact.
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText.refine((v) => v === undefined || /^(mailto:|https:\/\/)/.test(v), {
    message: 'must start with mailto: or https://',
  }),
  METRICS_TOKEN: optionalText.refine((v) => v === undefined || (v.length >= 16 && /^[A-Za-z0-9._~+/-]+=*$/.test(v)), {
    message: 'must be at least 16 characters of letters, digits and . _ ~ + / - (optionally ending in =)',
  }),
});

/** Stripe runs only with every one of these; none of them means the built-in test mode. */
const STRIPE_VARIABLES = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_PRO',
  'STRIPE_PRICE_PREMIUM',
  'STRIPE_PRICE_HIGHLIGHT',
] as const;

export type StripeEnv = {
  secretKey: string;
  webhookSecret: string;
  prices: { pro: string; premium: string; highlight: string };
  /** Another address for the Stripe API (tests point it at a local stand-in); unset means Stripe's own. */
  apiUrl: string | undefined;
};

/** An S3-compatible store for files (server/storage); without it files go to DATA_DIR/files. */
export type S3Env = {
  bucket: string;
  region: string;
  /** Another S3-compatible server (MinIO, R2, s3rver in tests); unset means AWS itself. */
  endpoint: string | undefined;
  /** Both or neither; neither means the AWS SDK's own chain (instance role, ~/.aws, AWS_ variables). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

export type Env = {
  nodeEnv: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Rate-limit counters in this Redis (server/http/rate-limit-store.ts); unset: PostgreSQL's, or memory on PGlite. */
  redisUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  /** Issue 39: the accounts (lower-case emails) that may use the support queue at /support. */
  supportAdminEmails: string[];
  /** Signs session cookies and emailed offer links. */
  authSecret: string;
  /**
   * Earlier AUTH_SECRETs (AUTH_SECRET_PREVIOUS), tried in this order: what they signed still verifies, and a
   * session cookie signed with one is re-signed with authSecret (server/auth/secret-rotation.ts).
   */
  previousAuthSecrets: string[];
  seedDemo: boolean;
  logLevel: z.infer<typeof RawEnv>['LOG_LEVEL'];
  /** Seconds a 'not selected' notification is held back, so an un-reject can withdraw it. */
  notificationGraceSeconds: number;
  /** Stripe billing; undefined means the built-in test-mode payment provider (server/billing). */
  stripe: StripeEnv | undefined;
  /** An external page where hosts book a call with sales (shown on the pricing page when set). */
  salesBookingUrl: string | undefined;
  /** Proxies (addresses, CIDR ranges) whose X-Forwarded-For/-Host/-Proto are believed; nobody else's. */
  trustProxy: string[];
  /**
   * Development tools (/api/dev/*): 'local' answers only requests from this machine, 'open' anyone
   * (DEV_TOOLS=true), 'off' nobody (production, or DEV_TOOLS=false).
   */
  devTools: 'off' | 'local' | 'open';
  /**
   * Hosts ('host' or 'host:port') whose calendar links may point to private addresses (tests, a
   * self-hosted feed server on the same network); every other calendar link must be public. A
   * 'host' entry allows ports 80 and 443 only; the app's own HOST:PORT is refused even if listed.
   */
  calendarFetchAllow: string[];
  /** Minutes between two syncs of one booking calendar (5 to 1440). */
  calendarSyncMinutes: number;
  /** Where files are kept: this S3-compatible bucket, or (undefined) the local disk under dataDir. */
  s3: S3Env | undefined;
  /** Months turnover photos are kept before they are deleted (1 to 120). */
  photoRetentionMonths: number;
  /** Lets a scraper elsewhere read GET /metrics with `Authorization: Bearer <token>`; unset, only this machine may. */
  metricsToken: string | undefined;
  /**
   * Signs Web Push requests (VAPID, RFC 8292); the public key is what browsers subscribe with. Read
   * (or generated into DATA_DIR) on first use, so loading the configuration writes nothing new.
   */
  vapid: () => VapidEnv;
};

export type VapidEnv = { publicKey: string; privateKey: string; subject: string };

export class EnvError extends Error {}

function parseOrThrow<T extends z.ZodType>(schema: T, source: Record<string, string | undefined>): z.output<T> {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/**
 * Where the data lives, for `npm run db:backup` and `db:restore` (server/ops). Unlike loadEnv it
 * needs no secret and writes nothing: a restore must not create the auth secret it is restoring.
 */
export function loadDataEnv(source: Record<string, string | undefined> = process.env) {
  const raw = parseOrThrow(RawEnv.pick({ DATA_DIR: true, DATABASE_URL: true, S3_BUCKET: true }), source);
  return { dataDir: path.resolve(raw.DATA_DIR), databaseUrl: raw.DATABASE_URL, filesInS3: !!raw.S3_BUCKET };
}

/** Parses an environment (process.env by default). Throws EnvError naming every bad or missing value. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const raw = parseOrThrow(RawEnv, source);
  const isProduction = raw.NODE_ENV === 'production';
  if (isProduction) {
    const missing = (['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET'] as const).filter((k) => !raw[k]);
    if (missing.length) {
      throw new EnvError(`NODE_ENV=production needs ${missing.join(', ')} to be set (missing: ${missing.join(', ')}).`);
    }
  }
  const stripe = stripeEnv(raw, isProduction);
  const dataDir = path.resolve(raw.DATA_DIR);
  const authSecret = raw.AUTH_SECRET ?? readOrCreateSecret(dataDir);
  // The likeliest slip in a rotation: the old secret moved to AUTH_SECRET_PREVIOUS, the new one never set.
  if (raw.AUTH_SECRET_PREVIOUS.includes(authSecret)) {
    throw new EnvError(
      'AUTH_SECRET_PREVIOUS repeats the current AUTH_SECRET: set AUTH_SECRET to the new secret and keep only earlier ones in AUTH_SECRET_PREVIOUS.',
    );
  }
  return {
    nodeEnv: raw.NODE_ENV,
    isProduction,
    port: raw.PORT,
    host: raw.HOST,
    appUrl: (raw.APP_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    dataDir,
    databaseUrl: raw.DATABASE_URL,
    redisUrl: raw.REDIS_URL,
    smtpUrl: raw.SMTP_URL,
    mailFrom: raw.MAIL_FROM,
    supportEmail: raw.SUPPORT_EMAIL,
    supportAdminEmails: raw.SUPPORT_ADMIN_EMAILS,
    authSecret,
    previousAuthSecrets: raw.AUTH_SECRET_PREVIOUS,
    // Demo data only goes into a new embedded database; see server/seed.ts.
    seedDemo: raw.SEED_DEMO ?? !isProduction,
    logLevel: raw.LOG_LEVEL,
    notificationGraceSeconds: raw.NOTIFICATION_GRACE_SECONDS,
    stripe,
    salesBookingUrl: raw.SALES_BOOKING_URL,
    trustProxy: raw.TRUST_PROXY,
    devTools: isProduction || raw.DEV_TOOLS === false ? 'off' : raw.DEV_TOOLS ? 'open' : 'local',
    calendarFetchAllow: raw.CALENDAR_FETCH_ALLOW,
    calendarSyncMinutes: raw.CALENDAR_SYNC_MINUTES,
    s3: s3Env(raw),
    photoRetentionMonths: raw.PHOTO_RETENTION_MONTHS,
    metricsToken: raw.METRICS_TOKEN,
    vapid: vapidEnv(raw, dataDir),
  };
}

const S3_SETTINGS = ['S3_REGION', 'S3_ENDPOINT', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * S3 settings without a bucket, or a key id without its secret, are a half-made configuration:
 * refused at boot rather than quietly writing files to the local disk (or signing with other keys).
 */
function s3Env(raw: z.infer<typeof RawEnv>): S3Env | undefined {
  if (!raw.S3_BUCKET) {
    const given = S3_SETTINGS.filter((k) => raw[k]);
    if (given.length)
      throw new EnvError(
        `S3 storage is only partly configured: ${given.join(', ')} set but S3_BUCKET is missing (or unset every S3_ variable to keep files under DATA_DIR).`,
      );
    return undefined;
  }
  if (!raw.S3_ACCESS_KEY_ID !== !raw.S3_SECRET_ACCESS_KEY) {
    const missing = raw.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID';
    throw new EnvError(
      `S3 credentials need both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (missing: ${missing}); set neither to use the AWS SDK's default credentials.`,
    );
  }
  return {
    bucket: raw.S3_BUCKET,
    region: raw.S3_REGION ?? 'us-east-1',
    endpoint: raw.S3_ENDPOINT,
    accessKeyId: raw.S3_ACCESS_KEY_ID,
    secretAccessKey: raw.S3_SECRET_ACCESS_KEY,
  };
}

/**
 * Half a Stripe configuration is a mistake, not a choice: with a key, Stripe cannot run without the
 * webhook secret and the prices; and a production server given only some of them is refused rather
 * than silently falling back to test mode, where any visitor could subscribe without paying.
 */
function stripeEnv(raw: z.infer<typeof RawEnv>, isProduction: boolean): StripeEnv | undefined {
  const missing = STRIPE_VARIABLES.filter((k) => !raw[k]);
  if (missing.length === STRIPE_VARIABLES.length) {
    // The test-mode checkout grants paid plans without payment: a production server only runs it
    // when told to in so many words (a staging or demo deployment), never by forgetting the keys.
    if (isProduction && !raw.PAYMENTS_TEST_MODE) {
      throw new EnvError(
        `NODE_ENV=production needs Stripe billing: set ${STRIPE_VARIABLES.join(', ')} (or PAYMENTS_TEST_MODE=true for a deployment where nobody pays).`,
      );
    }
    return undefined;
  }
  if (missing.length > 0) {
    if (!raw.STRIPE_SECRET_KEY && !isProduction) return undefined;
    throw new EnvError(
      `Stripe billing is only partly configured. Also set ${missing.join(', ')} (or unset every STRIPE_ variable for the built-in test mode).`,
    );
  }
  return {
    secretKey: raw.STRIPE_SECRET_KEY!,
    webhookSecret: raw.STRIPE_WEBHOOK_SECRET!,
    prices: { pro: raw.STRIPE_PRICE_PRO!, premium: raw.STRIPE_PRICE_PREMIUM!, highlight: raw.STRIPE_PRICE_HIGHLIGHT! },
    apiUrl: raw.STRIPE_API_URL,
  };
}

/**
 * VAPID keys from the environment, both or neither; neither means a pair generated once into
 * DATA_DIR like the auth secret (changing keys would silently end every device's subscription).
 */
function vapidEnv(raw: z.infer<typeof RawEnv>, dataDir: string): () => VapidEnv {
  const subject = raw.VAPID_SUBJECT ?? `mailto:${raw.SUPPORT_EMAIL}`;
  if (raw.VAPID_PUBLIC_KEY && raw.VAPID_PRIVATE_KEY) {
    const given = { publicKey: raw.VAPID_PUBLIC_KEY, privateKey: raw.VAPID_PRIVATE_KEY, subject };
    return () => given;
  }
  if (raw.VAPID_PUBLIC_KEY || raw.VAPID_PRIVATE_KEY)
    throw new EnvError(
      `Web Push needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (missing: ${raw.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'}); set neither to keep a generated pair in DATA_DIR.`,
    );
  let generated: VapidEnv | undefined;
  return () => (generated ??= { ...readOrCreateVapidKeys(dataDir), subject });
}

function readOrCreateVapidKeys(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  mkdirSync(dataDir, { recursive: true });
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  // The uncompressed point (0x04 || x || y), the form PushManager.subscribe takes.
  const point = Buffer.concat([Buffer.from([4]), Buffer.from(pub.x!, 'base64url'), Buffer.from(pub.y!, 'base64url')]);
  const keys = { publicKey: point.toString('base64url'), privateKey: priv.d! };
  // Written beside, then renamed: a process starting at the same moment never reads half a file.
  const partial = `${file}.${process.pid}.tmp`;
  writeFileSync(partial, JSON.stringify(keys), { mode: 0o600 });
  renameSync(partial, file);
  return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
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
