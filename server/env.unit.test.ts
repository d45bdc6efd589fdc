import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadEnv } from './env';
import { dataDirEachTest, envError, TEST_SECRET } from './test/env-helpers';

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app:pw@db.internal:5432/turnready',
  SMTP_URL: 'smtp://user:pass@mail.internal:587',
  AUTH_SECRET: TEST_SECRET,
  // Payments without Stripe must be asked for in production (see the billing tests below).
  PAYMENTS_TEST_MODE: 'true',
};

const dataDir = dataDirEachTest();

describe('defaults', () => {
  it('serves on port 3000 at http://localhost:3000 with ./data, in development', () => {
    const env = loadEnv({ AUTH_SECRET: TEST_SECRET });
    expect(env).toMatchObject({
      nodeEnv: 'development',
      isProduction: false,
      port: 3000,
      appUrl: 'http://localhost:3000',
      dataDir: path.resolve('data'),
      databaseUrl: undefined,
      smtpUrl: undefined,
      supportEmail: 'support@turnready.app',
      seedDemo: true,
    });
    expect(path.isAbsolute(env.dataDir)).toBe(true);
  });

  it('derives APP_URL from PORT, and an explicit APP_URL wins (without its trailing slash)', () => {
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, PORT: '4100' }).appUrl).toBe('http://localhost:4100');
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, PORT: '4100', APP_URL: 'https://turnready.example/' }).appUrl).toBe(
      'https://turnready.example',
    );
  });

  it('resolves a relative DATA_DIR to an absolute path', () => {
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, DATA_DIR: 'var/tr' }).dataDir).toBe(path.resolve('var/tr'));
  });

  it('seeds demo data unless SEED_DEMO=false, and never by default in production', () => {
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, SEED_DEMO: '0' }).seedDemo).toBe(false);
    expect(loadEnv(PRODUCTION).seedDemo).toBe(false);
    expect(loadEnv({ ...PRODUCTION, SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it('keeps rate-limit counters in Redis only when REDIS_URL is set', () => {
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET }).redisUrl).toBeUndefined();
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, REDIS_URL: ' ' }).redisUrl).toBeUndefined();
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, REDIS_URL: 'redis://127.0.0.1:6379/2' }).redisUrl).toBe(
      'redis://127.0.0.1:6379/2',
    );
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, REDIS_URL: 'rediss://:pw@cache.internal:6380' }).redisUrl).toBe(
      'rediss://:pw@cache.internal:6380',
    );
  });

  it('accepts a full production configuration', () => {
    expect(loadEnv(PRODUCTION)).toMatchObject({
      isProduction: true,
      databaseUrl: PRODUCTION.DATABASE_URL,
      smtpUrl: PRODUCTION.SMTP_URL,
      authSecret: TEST_SECRET,
    });
  });
});

describe('AUTH_SECRET in development', () => {
  it('is generated once, kept in DATA_DIR and reused on the next start', () => {
    const first = loadEnv({ DATA_DIR: dataDir() });
    expect(first.authSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir(), 'auth-secret');
    expect(readFileSync(file, 'utf8').trim()).toBe(first.authSecret);
    // Only the owner may read it.
    expect(statSync(file).mode & 0o077).toBe(0);

    expect(loadEnv({ DATA_DIR: dataDir() }).authSecret).toBe(first.authSecret);
  });

  it('creates DATA_DIR when it does not exist yet', () => {
    const nested = path.join(dataDir(), 'new', 'folder');
    const env = loadEnv({ DATA_DIR: nested });
    expect(readFileSync(path.join(nested, 'auth-secret'), 'utf8').trim()).toBe(env.authSecret);
  });

  it('differs between data folders', () => {
    const other = mkdtempSync(path.join(os.tmpdir(), 'turnready-env-'));
    try {
      expect(loadEnv({ DATA_DIR: other }).authSecret).not.toBe(loadEnv({ DATA_DIR: dataDir() }).authSecret);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });

  it('is not written when AUTH_SECRET is set', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET }).authSecret).toBe(TEST_SECRET);
    expect(existsSync(path.join(dataDir(), 'auth-secret'))).toBe(false);
  });
});

describe('bad values stop the boot and name the variable', () => {
  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://root@localhost/turnready'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['REDIS_URL', 'http://127.0.0.1:6379'],
    ['REDIS_URL', '127.0.0.1:6379'],
    ['APP_URL', 'not a url'],
    ['AUTH_SECRET', 'too-short'],
    ['NODE_ENV', 'staging'],
    ['SEED_DEMO', 'maybe'],
  ])('%s=%s', (name, value) => {
    const err = envError({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, [name]: value });
    expect(err.message).toContain(name);
    // Only the variable at fault is named.
    for (const other of ['PORT', 'DATABASE_URL', 'SMTP_URL', 'APP_URL', 'NODE_ENV', 'SEED_DEMO']) {
      if (other !== name) expect(err.message).not.toContain(other);
    }
  });

  it('SUPPORT_ADMIN_EMAILS is a comma-separated list of emails, compared in lower case; unset is nobody', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET }).supportAdminEmails).toEqual([]);
    expect(
      loadEnv({
        DATA_DIR: dataDir(),
        AUTH_SECRET: TEST_SECRET,
        SUPPORT_ADMIN_EMAILS: ' Desk@Example.com,, ops@example.com ',
      }).supportAdminEmails,
    ).toEqual(['desk@example.com', 'ops@example.com']);
    const err = envError({
      DATA_DIR: dataDir(),
      AUTH_SECRET: TEST_SECRET,
      SUPPORT_ADMIN_EMAILS: 'desk@example.com, not-an-email',
    });
    expect(err.message).toContain('SUPPORT_ADMIN_EMAILS');
  });

  it('names every bad variable at once', () => {
    const message = envError({
      DATA_DIR: dataDir(),
      AUTH_SECRET: TEST_SECRET,
      PORT: 'x',
      SMTP_URL: 'ftp://mail',
    }).message;
    expect(message).toContain('PORT');
    expect(message).toContain('SMTP_URL');
  });

  it('accepts the postgresql:// and smtps:// forms, and treats empty strings as unset', () => {
    const env = loadEnv({
      DATA_DIR: dataDir(),
      AUTH_SECRET: TEST_SECRET,
      DATABASE_URL: 'postgresql://localhost/tr',
      SMTP_URL: 'smtps://mail:465',
    });
    expect(env).toMatchObject({ databaseUrl: 'postgresql://localhost/tr', smtpUrl: 'smtps://mail:465' });
    expect(loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, DATABASE_URL: '', SMTP_URL: '  ' })).toMatchObject({
      databaseUrl: undefined,
      smtpUrl: undefined,
    });
  });
});

describe('production refuses to start without its outside services', () => {
  const required = ['DATABASE_URL', 'SMTP_URL', 'AUTH_SECRET'] as const;

  it.each([
    [['DATABASE_URL']],
    [['SMTP_URL']],
    [['AUTH_SECRET']],
    [['DATABASE_URL', 'AUTH_SECRET']],
    [[...required]],
  ] as const)('names exactly the missing ones: %j', (missing) => {
    const source: Record<string, string> = { ...PRODUCTION, DATA_DIR: dataDir() };
    for (const name of missing) delete source[name];
    const message = envError(source).message;
    for (const name of required) {
      if ((missing as readonly string[]).includes(name)) expect(message).toContain(name);
      else expect(message).not.toContain(name);
    }
    // No secret is generated for a production server.
    expect(existsSync(path.join(dataDir(), 'auth-secret'))).toBe(false);
  });
});

describe('billing', () => {
  const STRIPE = {
    STRIPE_SECRET_KEY: 'sk_live_abc',
    STRIPE_WEBHOOK_SECRET: 'whsec_abc',
    STRIPE_PRICE_PRO: 'price_pro',
    STRIPE_PRICE_PREMIUM: 'price_premium',
    STRIPE_PRICE_HIGHLIGHT: 'price_highlight',
  };
  const names = Object.keys(STRIPE);

  it('runs the built-in test mode when no Stripe variable is set: in development, and in production only when asked for', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET }).stripe).toBeUndefined();
    expect(loadEnv(PRODUCTION).stripe).toBeUndefined();
    const { PAYMENTS_TEST_MODE: _, ...withoutOptIn } = PRODUCTION;
    const message = envError(withoutOptIn).message;
    for (const name of [...names, 'PAYMENTS_TEST_MODE']) expect(message).toContain(name);
    expect(envError({ ...withoutOptIn, PAYMENTS_TEST_MODE: 'false' }).message).toContain('PAYMENTS_TEST_MODE');
  });

  it('runs Stripe with all five set (and an optional API address)', () => {
    expect(loadEnv({ ...PRODUCTION, ...STRIPE }).stripe).toEqual({
      secretKey: 'sk_live_abc',
      webhookSecret: 'whsec_abc',
      prices: { pro: 'price_pro', premium: 'price_premium', highlight: 'price_highlight' },
      apiUrl: undefined,
    });
    expect(loadEnv({ ...PRODUCTION, ...STRIPE, STRIPE_API_URL: 'http://127.0.0.1:12111' }).stripe?.apiUrl).toBe(
      'http://127.0.0.1:12111',
    );
  });

  it.each([
    [['STRIPE_WEBHOOK_SECRET']],
    [['STRIPE_SECRET_KEY']],
    [['STRIPE_PRICE_PRO', 'STRIPE_PRICE_HIGHLIGHT']],
    [['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_PREMIUM', 'STRIPE_PRICE_HIGHLIGHT']],
  ] as const)(
    'production with part of the Stripe configuration refuses to start, naming exactly the missing ones: %j',
    (missing) => {
      const source: Record<string, string> = { ...PRODUCTION, ...STRIPE };
      for (const name of missing) delete source[name];
      const message = envError(source).message;
      for (const name of names) {
        if ((missing as readonly string[]).includes(name)) expect(message).toContain(name);
        else expect(message).not.toContain(name);
      }
    },
  );

  it('in development, a key without the rest is refused too; stray prices without a key mean test mode', () => {
    expect(
      envError({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, STRIPE_SECRET_KEY: 'sk_test_abc' }).message,
    ).toContain('STRIPE_WEBHOOK_SECRET');
    expect(
      loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, STRIPE_PRICE_PRO: 'price_pro' }).stripe,
    ).toBeUndefined();
  });

  it('treats blank Stripe values as unset', () => {
    const blank = Object.fromEntries(names.map((n) => [n, '  ']));
    expect(loadEnv({ ...PRODUCTION, ...blank }).stripe).toBeUndefined();
  });

  it('takes SALES_BOOKING_URL only as an https:// address', () => {
    expect(loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET }).salesBookingUrl).toBeUndefined();
    expect(
      loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, SALES_BOOKING_URL: 'https://cal.example/turnready' })
        .salesBookingUrl,
    ).toBe('https://cal.example/turnready');
    expect(
      envError({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, SALES_BOOKING_URL: 'javascript:alert(1)' }).message,
    ).toContain('SALES_BOOKING_URL');
    expect(
      envError({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET, SALES_BOOKING_URL: 'http://cal.example' }).message,
    ).toContain('SALES_BOOKING_URL');
  });
});

describe('TRUST_PROXY', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

  it('trusts only this machine by default, in production too', () => {
    expect(loadEnv(base()).trustProxy).toEqual(['127.0.0.1/8', '::1']);
    expect(loadEnv({ ...PRODUCTION, DATA_DIR: dataDir() }).trustProxy).toEqual(['127.0.0.1/8', '::1']);
    expect(loadEnv({ ...base(), TRUST_PROXY: ' ' }).trustProxy).toEqual(['127.0.0.1/8', '::1']);
  });

  it('reads comma-separated addresses and CIDR ranges, IPv4 and IPv6', () => {
    expect(loadEnv({ ...base(), TRUST_PROXY: '10.0.0.0/8, 192.0.2.10,fd00::/8 , ::1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
      '::1',
    ]);
  });

  it.each(['uniquelocal', '10.0.0.0/33', '10.0.0/8', 'example.com', '::1/129', '10.0.0.1/8/8', '*'])(
    'refuses %s and names the variable',
    (value) => {
      expect(envError({ ...base(), TRUST_PROXY: value }).message).toContain('TRUST_PROXY');
    },
  );
});

describe('DEV_TOOLS', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

  it('answers only this machine by default, anyone with DEV_TOOLS=true, nobody with false', () => {
    expect(loadEnv(base()).devTools).toBe('local');
    expect(loadEnv({ ...base(), NODE_ENV: 'test' }).devTools).toBe('local');
    expect(loadEnv({ ...base(), DEV_TOOLS: 'true' }).devTools).toBe('open');
    expect(loadEnv({ ...base(), DEV_TOOLS: 'false' }).devTools).toBe('off');
    expect(envError({ ...base(), DEV_TOOLS: 'yes please' }).message).toContain('DEV_TOOLS');
  });

  it('is never on in production, whatever DEV_TOOLS says', () => {
    expect(loadEnv({ ...PRODUCTION, DATA_DIR: dataDir() }).devTools).toBe('off');
    expect(loadEnv({ ...PRODUCTION, DATA_DIR: dataDir(), DEV_TOOLS: 'true' }).devTools).toBe('off');
  });
});

describe('file storage (S3_*)', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

  it('keeps files on the local disk when no S3_ variable is set (blank ones included)', () => {
    expect(loadEnv(base()).s3).toBeUndefined();
    expect(loadEnv({ ...base(), S3_BUCKET: ' ', S3_REGION: '' }).s3).toBeUndefined();
  });

  it('uses a bucket in us-east-1 with the SDK credentials by default', () => {
    expect(loadEnv({ ...base(), S3_BUCKET: 'turnready-files' }).s3).toEqual({
      bucket: 'turnready-files',
      region: 'us-east-1',
      endpoint: undefined,
      accessKeyId: undefined,
      secretAccessKey: undefined,
    });
  });

  it('reads a full S3-compatible configuration', () => {
    const s3 = {
      S3_BUCKET: 'files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'shh',
    };
    expect(loadEnv({ ...base(), ...s3 }).s3).toEqual({
      bucket: 'files',
      region: 'auto',
      endpoint: 'https://s3.example.com',
      accessKeyId: 'AKID',
      secretAccessKey: 'shh',
    });
  });

  it.each([
    [
      { S3_ACCESS_KEY_ID: 'AKID', S3_SECRET_ACCESS_KEY: 'shh' },
      ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'],
    ],
    [{ S3_ENDPOINT: 'http://127.0.0.1:9000' }, ['S3_BUCKET', 'S3_ENDPOINT']],
    [{ S3_REGION: 'eu-west-1' }, ['S3_BUCKET', 'S3_REGION']],
    [{ S3_BUCKET: 'files', S3_ACCESS_KEY_ID: 'AKID' }, ['S3_SECRET_ACCESS_KEY']],
    [{ S3_BUCKET: 'files', S3_SECRET_ACCESS_KEY: 'shh' }, ['S3_ACCESS_KEY_ID']],
  ])('refuses a half configuration (%o) and names what is missing', (vars, named) => {
    const message = envError({ ...base(), ...vars }).message;
    for (const name of named) expect(message).toContain(name);
  });

  it('refuses an endpoint that is not an http(s) URL', () => {
    expect(envError({ ...base(), S3_BUCKET: 'files', S3_ENDPOINT: 's3.example.com' }).message).toContain('S3_ENDPOINT');
  });
});

describe('AUTH_SECRET_PREVIOUS', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });
  const OLD = 'the-secret-before-the-rotation-0123456789';
  const OLDER = 'the-secret-two-rotations-ago-0123456789ab';

  it('is none when unset or blank', () => {
    expect(loadEnv(base()).previousAuthSecrets).toEqual([]);
    expect(loadEnv({ ...base(), AUTH_SECRET_PREVIOUS: ' ' }).previousAuthSecrets).toEqual([]);
  });

  it('is a comma-separated list, in order, trimmed, without empty entries or repeats', () => {
    expect(loadEnv({ ...base(), AUTH_SECRET_PREVIOUS: OLD }).previousAuthSecrets).toEqual([OLD]);
    expect(loadEnv({ ...base(), AUTH_SECRET_PREVIOUS: ` ${OLD} ,, ${OLDER},${OLD},` }).previousAuthSecrets).toEqual([
      OLD,
      OLDER,
    ]);
  });

  it('refuses an entry shorter than 32 characters, naming its position but never a secret', () => {
    const message = envError({ ...base(), AUTH_SECRET_PREVIOUS: `${OLD},too-short-secret,${OLDER}` }).message;
    expect(message).toContain('AUTH_SECRET_PREVIOUS');
    expect(message).toContain('entry 2');
    for (const secret of [OLD, 'too-short-secret', OLDER]) expect(message).not.toContain(secret);
    expect(envError({ ...base(), AUTH_SECRET_PREVIOUS: 'x'.repeat(31) }).message).toContain('AUTH_SECRET_PREVIOUS');
    expect(loadEnv({ ...base(), AUTH_SECRET_PREVIOUS: 'x'.repeat(32) }).previousAuthSecrets).toEqual(['x'.repeat(32)]);
  });

  it('refuses the current AUTH_SECRET among the previous ones (the new secret was never set)', () => {
    const message = envError({ ...base(), AUTH_SECRET_PREVIOUS: `${OLD},${TEST_SECRET}` }).message;
    expect(message).toContain('AUTH_SECRET_PREVIOUS');
    expect(message).not.toContain(TEST_SECRET);
  });

  it("works with development's generated secret, which stays the current one", () => {
    const env = loadEnv({ DATA_DIR: dataDir(), AUTH_SECRET_PREVIOUS: OLD });
    expect(env.previousAuthSecrets).toEqual([OLD]);
    expect(env.authSecret).toBe(readFileSync(path.join(dataDir(), 'auth-secret'), 'utf8').trim());
  });
});

describe('PHOTO_RETENTION_MONTHS', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

  it('keeps photos 12 months by default, or as many months as set (1 to 120)', () => {
    expect(loadEnv(base()).photoRetentionMonths).toBe(12);
    expect(loadEnv({ ...base(), PHOTO_RETENTION_MONTHS: '1' }).photoRetentionMonths).toBe(1);
    expect(loadEnv({ ...base(), PHOTO_RETENTION_MONTHS: '120' }).photoRetentionMonths).toBe(120);
  });

  it.each(['0', '121', '6.5', 'forever'])('refuses %s and names the variable', (value) => {
    expect(envError({ ...base(), PHOTO_RETENTION_MONTHS: value }).message).toContain('PHOTO_RETENTION_MONTHS');
  });
});

describe('METRICS_TOKEN', () => {
  const base = () => ({ DATA_DIR: dataDir(), AUTH_SECRET: TEST_SECRET });

  it('is unset by default (only this machine reads /metrics), or the token given', () => {
    expect(loadEnv(base()).metricsToken).toBeUndefined();
    expect(loadEnv({ ...base(), METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadEnv({ ...base(), METRICS_TOKEN: ' scrape-token_0123456789+/= ' }).metricsToken).toBe(
      'scrape-token_0123456789+/=',
    );
  });

  it.each(['short-token-15c', 'has a space in it 0123', 'quote"0123456789abcdef', 'ends=with=0123456789'])(
    'refuses %j and names the variable',
    (value) => {
      expect(envError({ ...base(), METRICS_TOKEN: value }).message).toContain('METRICS_TOKEN');
    },
  );
});

describe('Web Push keys (VAPID)', () => {
  const given = {
    VAPID_PUBLIC_KEY: 'BMivl2Wh2_xJ4W8Fg6aY_DRYn23yG3QWGRXHxvg0ZrSYI-x4-9ml_dN4Gor9WaeE-_MwU7mF9vEzn9NZuFCZZ8Y',
    VAPID_PRIVATE_KEY: '62HICiWx1lk8jUwVIURXopfQCPZDOUycL8dJnAlyC8U',
  };

  it('takes both keys from the environment, with the support address as the subject by default', () => {
    const env = loadEnv({ AUTH_SECRET: TEST_SECRET, DATA_DIR: dataDir(), ...given });
    expect(env.vapid()).toEqual({
      publicKey: given.VAPID_PUBLIC_KEY,
      privateKey: given.VAPID_PRIVATE_KEY,
      subject: 'mailto:support@turnready.app',
    });
    expect(existsSync(path.join(dataDir(), 'vapid-keys.json'))).toBe(false);
    expect(
      loadEnv({ AUTH_SECRET: TEST_SECRET, ...given, VAPID_SUBJECT: 'https://turnready.example/contact' }).vapid()
        .subject,
    ).toBe('https://turnready.example/contact');
  });

  it('refuses one key without the other, and a subject that is not mailto: or https://', () => {
    expect(envError({ AUTH_SECRET: TEST_SECRET, VAPID_PUBLIC_KEY: given.VAPID_PUBLIC_KEY }).message).toContain(
      'missing: VAPID_PRIVATE_KEY',
    );
    expect(envError({ AUTH_SECRET: TEST_SECRET, VAPID_SUBJECT: 'ops@turnready.example' }).message).toContain(
      'VAPID_SUBJECT',
    );
  });

  it('without them, generates a pair into DATA_DIR on first use and keeps it across restarts', () => {
    const env = loadEnv({ AUTH_SECRET: TEST_SECRET, DATA_DIR: dataDir() });
    const file = path.join(dataDir(), 'vapid-keys.json');
    // Loading the configuration writes nothing: the keys are made when push first needs them.
    expect(existsSync(file)).toBe(false);
    const keys = env.vapid();
    expect(Buffer.from(keys.publicKey, 'base64url')).toHaveLength(65);
    expect(Buffer.from(keys.privateKey, 'base64url')).toHaveLength(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadEnv({ AUTH_SECRET: TEST_SECRET, DATA_DIR: dataDir() }).vapid()).toEqual(keys);
  });
});
