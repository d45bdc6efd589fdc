// A populated app for the authorization matrix and the fuzz tests: one account per role of the
// matrix, bystander applicants, jobs, applications and notifications. Every restricted value
// (email, phone, last name, bio, availability, a job's address and notes) is a unique marker
// string, so a response can be searched for anyone else's data.
import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyServerOptions } from 'fastify';
import { buildApp, type App } from '../../app';
import type { Database, Db } from '../../db/client';
import { seedTestSubscription } from '../../billing/test-mode/seed';
import { cleanerProfile, jobCalendar, playbook, playbookItem } from '../../db/schema';
import { createNotification } from '../../features/notifications/service';
import {
  createTestDatabase,
  listenOnLoopback,
  loadTestEnv,
  multipartBody,
  TEST_APP_URL,
  type UploadFile,
} from '../app';
import { airbnbFeed, startFeedServer, type FeedServer } from '../feed-server';
import {
  buildCleanerRegistration,
  createApplication,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  TEST_PASSWORD,
} from '../factories';
import type { Role } from './matrix';
import { sessionCookie } from '../sessions';
import { rememberingScryptHasher } from '../password-hasher';

export type TrustApp = { app: App; database: Database; baseUrl: string; feeds: FeedServer; close(): Promise<void> };

/** Every host name a calendar link names resolves to loopback here: only the allow-listed feed server answers, nothing leaves the machine. */
const loopbackOnly = async () => [{ address: '127.0.0.1', family: 4 as const }];

/**
 * The whole app on a fresh test database, listening on a free loopback port (event streams need
 * real HTTP). Loopback is exempt from rate limits: these tests call every route as every role many
 * times; the limits themselves have their own tests.
 */
export async function createTrustApp(
  options: { env?: Record<string, string>; logger?: FastifyServerOptions['logger'] } = {},
): Promise<TrustApp> {
  const database = await createTestDatabase();
  // The booking calendars' feeds (issue 16): each host's calendar link points here.
  const feeds = await startFeedServer({ fallback: (path) => (path.startsWith('/world/') ? worldFeed() : undefined) });
  const env = loadTestEnv({ CALENDAR_FETCH_ALLOW: feeds.host, ...options.env });
  const app = await buildApp({
    env,
    database,
    logger: options.logger ?? (process.env.TEST_LOG ? { level: 'debug' } : false),
    mailPollMs: 100,
    rateLimitExempt: ['127.0.0.1', '::1', '::ffff:127.0.0.1'],
    calendarSync: { lookup: loopbackOnly, pollMs: 3_600_000 },
    // Every role signs up, signs in and changes passwords here: scrypt once per password (password-hasher.ts).
    passwordWork: { hasher: rememberingScryptHasher },
  });
  const baseUrl = await listenOnLoopback(app);
  return {
    app,
    database,
    baseUrl,
    feeds,
    close: async () => {
      await app.close();
      await database.dispose();
      await feeds.close();
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Requests
// ---------------------------------------------------------------------------------------------

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS';
export type Call = {
  method: Method;
  url: string;
  /** A JSON body. */
  body?: unknown;
  /** A multipart/form-data body of these parts (server/test/app.ts multipartBody), as a browser's FormData sends it. */
  files?: UploadFile[];
  /** A body sent as is (with `contentType`), for malformed payloads. */
  rawBody?: string | Buffer;
  contentType?: string;
  cookie?: string;
  headers?: Record<string, string>;
};
/** `text` is the body as UTF-8, or byte for byte (latin1) when it is a file, so markers are found in either. */
export type Reply = { status: number; text: string; json: unknown; headers: Record<string, unknown> };

/** A request from our own pages (Origin set, like a browser's), through app.inject. */
export async function send(app: App, call: Call): Promise<Reply> {
  const headers: Record<string, string> = {
    origin: TEST_APP_URL,
    ...(call.cookie ? { cookie: call.cookie } : {}),
    ...call.headers,
  };
  let payload: string | Buffer | undefined;
  if (call.files) {
    const multipart = multipartBody(call.files);
    payload = multipart.body;
    headers['content-type'] = multipart.contentType;
  } else if (call.rawBody !== undefined) {
    payload = call.rawBody;
    if (call.contentType) headers['content-type'] = call.contentType;
  } else if (call.body !== undefined) {
    payload = JSON.stringify(call.body);
    headers['content-type'] = 'application/json';
  }
  const res = await app.inject({ method: call.method, url: call.url, payload, headers });
  const text = isFile(res.headers['content-type']) ? res.rawPayload.toString('latin1') : res.body;
  return { status: res.statusCode, text, json: parseJson(text), headers: res.headers };
}

/** A reply that is a file (a photo), not text. */
function isFile(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^(image|application\/octet-stream)\b/.test(contentType);
}

/**
 * Opens a server-sent event stream over real HTTP and reads it until the `ready` event (or for at
 * most `ms`), then closes it.
 */
export async function openStream(
  baseUrl: string,
  call: Pick<Call, 'url' | 'cookie' | 'headers'>,
  ms = 5000,
): Promise<Reply> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    const res = await fetch(baseUrl + call.url, {
      headers: { origin: TEST_APP_URL, ...(call.cookie ? { cookie: call.cookie } : {}), ...call.headers },
      signal: controller.signal,
    });
    const headers = Object.fromEntries(res.headers);
    if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
      const text = await res.text();
      return { status: res.status, text, json: parseJson(text), headers };
    }
    const reader = res.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    try {
      while (!/event: ready\n/.test(text)) {
        const { value, done } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch (err) {
      if (!controller.signal.aborted) throw err;
    } finally {
      controller.abort();
    }
    return { status: res.status, text, json: undefined, headers };
  } finally {
    clearTimeout(timer);
  }
}

/** The one error shape of the API: { error: { code, message, fields? } }. */
export function hasErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return (
    typeof error?.code === 'string' &&
    error.code.length > 0 &&
    typeof error.message === 'string' &&
    error.message.length > 0
  );
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A new session of the account, as a Cookie header value. Made directly (server/test/sessions.ts):
 * the matrix is about what a session may do; signing in is tested through POST /api/session itself.
 */
export const signIn = (app: App, account: { userId: string }): Promise<string> => sessionCookie(app, account.userId);

// ---------------------------------------------------------------------------------------------
// The world
// ---------------------------------------------------------------------------------------------

/** A person in the world; `markers` are their restricted values (each unique in the database). */
export type Account = {
  key: string;
  userId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone: string;
  markers: string[];
};

export type Principal = { role: Role; account?: Account; cookie?: string; pollToken?: string };

export type MarkedJob = { id: string; ownerKey: string; markers: string[] };

export type World = {
  app: App;
  db: Db;
  baseUrl: string;
  principals: Record<Role, Principal>;
  /** Every account with restricted data, by key (the role name, or a bystander's name). */
  accounts: Map<string, Account>;
  /** The jobs whose address and notes are markers, by id. */
  jobs: Map<string, MarkedJob>;
  /** Each host role's one marked active job. */
  jobOf: Partial<Record<Role, string>>;
  /** For each host role: an application on its job that its plan shows in full. */
  visibleApplicationOf: Partial<Record<Role, string>>;
  /** For free and paid hosts: the application beyond the free preview (locked only for free hosts). */
  beyondPreviewApplicationOf: Partial<Record<Role, string>>;
  /** Each account role's own notification. */
  notificationOf: Partial<Record<Role, string>>;
  /** Account keys whose full details each host's applicant pages may show (their visible applicants). */
  visibleApplicants: Partial<Record<Role, string[]>>;
  /** For each cleaner role: the hosts whose (one marked) job they applied to. */
  appliedHosts: Partial<Record<Role, string[]>>;
  /** A host that is no role: it owns the fresh jobs cleaners apply to during the tests. */
  jobPoster: Account;
  /** An open test-mode checkout of the job poster's (someone else's, to every role). */
  othersCheckout: string;
  /** Each host role's booking calendar on its marked job (synced once), and its link. */
  calendarOf: Partial<Record<Role, string>>;
  calendarLinkOf: Partial<Record<Role, string>>;
  /** The secret part of every calendar link: no response to anyone may contain it. */
  secrets: string[];
  /** The dates of the one reservation every world calendar lists. */
  stay: { startDate: string; endDate: string };
  /**
   * Each host role's access instructions (issue 18), a secret: on its marked job's playbook and on
   * every fresh job of its the tests make. Only its host and, inside the window, the cleaner of a
   * turnover of its job may see it (Reveal `accessInstructions`).
   */
  accessSecretOf: Partial<Record<Role, string>>;
  /** Each host role's one checklist item on its marked job ('Kitchen', 'Wipe counters', no photo required). */
  itemOf: Partial<Record<Role, string>>;
  /** For each cleaner role: the host role whose (fresh) jobs its own turnovers are on (a host it applied to). */
  cleansFor: Partial<Record<Role, Role>>;
};

/** The world's checklist item, as PATCH sends it back unchanged. */
export const WORLD_ITEM = { label: 'Wipe counters', area: 'Kitchen', photoRequired: false } as const;
export const WORLD_SUPPLIES = 'Under the sink';

/** The world's calendar feed: one reservation (far ahead, so it stays in the future) and one block. */
const WORLD_STAY = { startDate: '2099-03-10', endDate: '2099-03-14' };
function worldFeed() {
  return airbnbFeed(
    [{ uid: 'world-stay', start: WORLD_STAY.startDate, end: WORLD_STAY.endDate }],
    [{ uid: 'world-block', start: '2099-04-01', end: '2099-04-05' }],
  );
}

/** Starts a test-mode checkout for a user directly (as POST /api/billing/checkout would); returns its id. */
export async function startTestCheckout(
  app: App,
  account: { userId: string; email: string },
  plan: 'pro' | 'premium' | 'highlight',
): Promise<string> {
  const { url } = await app.ctx.billing.createCheckout({
    userId: account.userId,
    email: account.email,
    plan,
    successUrl: TEST_APP_URL,
    cancelUrl: TEST_APP_URL,
  });
  return url.split('/').pop()!;
}

let seq = 0;
/** A unique marker: `Mk<seq>x<hex>` is never a substring of another one. */
export const marker = (prefix = 'Mk') => `${prefix}${(++seq).toString(36)}x${randomBytes(4).toString('hex')}`;
const uniquePhone = () => String(randomInt(2_000_000_000, 9_999_999_999));
const uniqueMarkedEmail = (key: string) => `${key.toLowerCase()}-${randomBytes(5).toString('hex')}@example.com`;

type CleanerSpec = { key: string; highlighted?: boolean };

async function addCleaner(db: Db, spec: CleanerSpec): Promise<Account> {
  const lastName = marker();
  const bio = `Bio ${marker()}`;
  const availability = `Avail ${marker()}`;
  const data = {
    firstName: 'Casey',
    lastName,
    email: uniqueMarkedEmail(spec.key),
    phone: uniquePhone(),
    bio,
    availability,
  };
  const c = await createCleaner(db, data);
  await db
    .update(cleanerProfile)
    .set({ bio, availability, isHighlighted: spec.highlighted ?? false })
    .where(eq(cleanerProfile.userId, c.userId));
  return {
    key: spec.key,
    userId: c.userId,
    email: c.email,
    password: TEST_PASSWORD,
    firstName: 'Casey',
    lastName,
    phone: c.phone,
    markers: [c.email, c.phone, lastName, bio, availability],
  };
}

async function addHost(db: Db, key: string, subscriptionTier: 'free' | 'pro' | 'premium'): Promise<Account> {
  const lastName = marker();
  const h = await createHost(db, {
    firstName: 'Harper',
    lastName,
    email: uniqueMarkedEmail(key),
    phone: uniquePhone(),
    subscriptionTier,
  });
  return {
    key,
    userId: h.userId,
    email: h.email,
    password: TEST_PASSWORD,
    firstName: 'Harper',
    lastName,
    phone: h.phone!,
    markers: [h.email, h.phone!, lastName],
  };
}

async function addMarkedJob(db: Db, host: Account): Promise<MarkedJob> {
  const propertyAddress = `${marker('Addr')} Ocean Drive`;
  const propertyNotes = `Notes ${marker()}`;
  const row = await createJob(db, host.userId, { propertyAddress, propertyNotes });
  return { id: row.id, ownerKey: host.key, markers: [propertyAddress, propertyNotes] };
}

const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 12, minute));

/** Builds the world in a running app. Takes a few seconds (sign-ins hash passwords). */
export async function createWorld(t: TrustApp): Promise<World> {
  const { app, baseUrl } = t;
  const db = t.database.db;
  const accounts = new Map<string, Account>();
  const keep = (a: Account) => (accounts.set(a.key, a), a);

  const cleaner = keep(await addCleaner(db, { key: 'cleaner' }));
  const otherCleaner = keep(await addCleaner(db, { key: 'otherCleaner' }));
  const highlightedCleaner = keep(await addCleaner(db, { key: 'highlightedCleaner', highlighted: true }));
  const fillers: Account[] = [];
  for (let i = 1; i <= 5; i++) fillers.push(keep(await addCleaner(db, { key: `filler${i}` })));
  const lockedA = keep(await addCleaner(db, { key: 'lockedA' }));
  const lockedB = keep(await addCleaner(db, { key: 'lockedB' }));
  const lockedC = keep(await addCleaner(db, { key: 'lockedC' }));

  const owningHost = keep(await addHost(db, 'owningHost', 'free'));
  const otherHost = keep(await addHost(db, 'otherHost', 'premium'));
  const freeHost = keep(await addHost(db, 'freeHost', 'free'));
  const paidHost = keep(await addHost(db, 'paidHost', 'pro'));
  const jobPoster = keep(await addHost(db, 'jobPoster', 'free'));

  const bare = await createBareUser(db, uniqueMarkedEmail('noProfile'));
  const noProfile = keep({
    key: 'noProfile',
    userId: bare.userId,
    email: bare.email,
    password: bare.password,
    firstName: 'Bare',
    lastName: 'User',
    phone: '',
    markers: [bare.email],
  });

  const jobs = new Map<string, MarkedJob>();
  const jobOf: World['jobOf'] = {};
  for (const [role, host] of [
    ['owningHost', owningHost],
    ['otherHost', otherHost],
    ['freeHost', freeHost],
    ['paidHost', paidHost],
  ] as const) {
    const j = await addMarkedJob(db, host);
    jobs.set(j.id, j);
    jobOf[role] = j.id;
  }

  // The owning host (free): highlighted first, then by time; the 6th and 7th are locked.
  const apply = async (jobId: string, who: Account, minute: number) =>
    (await createApplication(db, jobId, who.userId, { appliedAt: at(minute) })).id;
  const ownedByOwning = await apply(jobOf.owningHost!, cleaner, 1);
  await apply(jobOf.owningHost!, highlightedCleaner, 2);
  for (let i = 0; i < 3; i++) await apply(jobOf.owningHost!, fillers[i]!, 3 + i);
  await apply(jobOf.owningHost!, lockedA, 6);
  const lockedOfOwning = await apply(jobOf.owningHost!, lockedB, 7);
  // Another host (premium): one applicant.
  const ownedByOther = await apply(jobOf.otherHost!, otherCleaner, 1);
  // The free host: five fillers, then lockedC beyond the preview.
  const ownedByFree = await apply(jobOf.freeHost!, fillers[0]!, 1);
  for (let i = 1; i < 5; i++) await apply(jobOf.freeHost!, fillers[i]!, 1 + i);
  const lockedOfFree = await apply(jobOf.freeHost!, lockedC, 6);
  // The paid host (pro): the same order, but the 6th (lockedA) and 7th (cleaner) are shown in full.
  const ownedByPaid = await apply(jobOf.paidHost!, fillers[0]!, 1);
  for (let i = 1; i < 5; i++) await apply(jobOf.paidHost!, fillers[i]!, 1 + i);
  const beyondOfPaid = await apply(jobOf.paidHost!, lockedA, 6);
  await apply(jobOf.paidHost!, cleaner, 7);

  // The paid roles pay through real (test-mode) subscriptions, as the webhook would have recorded them.
  const now = app.ctx.billing.clock.now();
  for (const [who, plan] of [
    [paidHost, 'pro'],
    [otherHost, 'premium'],
    [highlightedCleaner, 'highlight'],
  ] as const) {
    await db.transaction((tx) => seedTestSubscription(tx, { userId: who.userId, plan, now, startedDaysAgo: 3 }));
  }

  // A pending sign-up: only a poll token.
  const regData = buildCleanerRegistration({
    lastName: marker(),
    email: uniqueMarkedEmail('registration'),
    phone: uniquePhone(),
    bio: `Bio ${marker()}`,
  });
  const reg = await send(app, {
    method: 'POST',
    url: '/api/registrations',
    body: { userType: 'cleaner', registrationData: regData },
  });
  if (reg.status !== 201) throw new Error(`registration failed: ${reg.status} ${reg.text}`);
  const registration = keep({
    key: 'registration',
    userId: '',
    email: regData.email,
    password: regData.password,
    firstName: regData.firstName,
    lastName: regData.lastName,
    phone: regData.phone,
    markers: [regData.email, regData.phone, regData.lastName, regData.bio!],
  });

  const accountOf: Record<Exclude<Role, 'anonymous'>, Account> = {
    noProfile,
    registration,
    cleaner,
    otherCleaner,
    highlightedCleaner,
    owningHost,
    otherHost,
    freeHost,
    paidHost,
  };
  const principals = { anonymous: { role: 'anonymous' } } as Record<Role, Principal>;
  const notificationOf: World['notificationOf'] = {};
  for (const [role, account] of Object.entries(accountOf) as [Exclude<Role, 'anonymous'>, Account][]) {
    if (role === 'registration') {
      principals[role] = { role, account, pollToken: (reg.json as { verificationToken: string }).verificationToken };
      continue;
    }
    principals[role] = { role, account, cookie: await signIn(app, account) };
    notificationOf[role] = await createNotification(db, {
      userId: account.userId,
      type: 'application_status',
      title: 'Update',
      message: 'Something changed.',
    });
  }

  // Each host's booking calendar: a link with a secret in its path and query, synced once.
  const calendarOf: World['calendarOf'] = {};
  const calendarLinkOf: World['calendarLinkOf'] = {};
  const secrets: string[] = [];
  for (const role of ['owningHost', 'otherHost', 'freeHost', 'paidHost'] as const) {
    const secret = marker('Secret');
    secrets.push(secret);
    calendarLinkOf[role] = t.feeds.url(`/world/${role}/${secret}.ics?s=${secret}`);
    const [row] = await db
      .insert(jobCalendar)
      .values({ jobId: jobOf[role]!, url: calendarLinkOf[role]!, label: `Calendar of ${role}` })
      .returning({ id: jobCalendar.id });
    calendarOf[role] = row!.id;
    const synced = await app.calendarSync.syncNow(row!.id);
    if (!synced?.ok) throw new Error(`the world calendar of ${role} did not sync: ${JSON.stringify(synced)}`);
  }

  // Each host's playbook (issue 18): where supplies are, the access instructions (a secret), one item.
  const accessSecretOf: World['accessSecretOf'] = {};
  const itemOf: World['itemOf'] = {};
  for (const role of ['owningHost', 'otherHost', 'freeHost', 'paidHost'] as const) {
    accessSecretOf[role] = `Door code ${marker('Access')}`;
    await db
      .insert(playbook)
      .values({ jobId: jobOf[role]!, supplies: WORLD_SUPPLIES, accessInstructions: accessSecretOf[role] });
    const [item] = await db
      .insert(playbookItem)
      .values({ jobId: jobOf[role]!, ...WORLD_ITEM, position: 1 })
      .returning({ id: playbookItem.id });
    itemOf[role] = item!.id;
  }

  const keys = (...a: Account[]) => a.map((x) => x.key);
  return {
    app,
    db,
    baseUrl,
    principals,
    accounts,
    jobs,
    jobOf,
    visibleApplicationOf: {
      owningHost: ownedByOwning,
      otherHost: ownedByOther,
      freeHost: ownedByFree,
      paidHost: ownedByPaid,
    },
    beyondPreviewApplicationOf: { owningHost: lockedOfOwning, freeHost: lockedOfFree, paidHost: beyondOfPaid },
    notificationOf,
    visibleApplicants: {
      owningHost: keys(highlightedCleaner, cleaner, fillers[0]!, fillers[1]!, fillers[2]!),
      otherHost: keys(otherCleaner),
      freeHost: keys(...fillers),
      paidHost: keys(...fillers, lockedA, cleaner),
    },
    appliedHosts: {
      cleaner: keys(owningHost, paidHost),
      otherCleaner: keys(otherHost),
      highlightedCleaner: keys(owningHost),
    },
    jobPoster,
    othersCheckout: await startTestCheckout(app, jobPoster, 'pro'),
    calendarOf,
    calendarLinkOf,
    secrets,
    stay: WORLD_STAY,
    accessSecretOf,
    itemOf,
    cleansFor: { cleaner: 'owningHost', highlightedCleaner: 'owningHost', otherCleaner: 'otherHost' },
  };
}

/** The other users' restricted values a response to `role` must not contain, given what the route reveals. */
export function forbiddenMarkers(world: World, role: Role, reveals: readonly string[] = []): Map<string, string> {
  if (reveals.includes('everything')) return new Map();
  const allowed = new Set<string>();
  const own = world.principals[role].account;
  if (own) for (const m of own.markers) allowed.add(m);
  const applied = reveals.includes('appliedJobs') ? (world.appliedHosts[role] ?? []) : [];
  for (const j of world.jobs.values()) {
    if (j.ownerKey === role || reveals.includes('activeJobs') || applied.includes(j.ownerKey))
      for (const m of j.markers) allowed.add(m);
  }
  if (reveals.includes('visibleApplicants')) {
    for (const key of world.visibleApplicants[role] ?? [])
      for (const m of world.accounts.get(key)!.markers) allowed.add(m);
  }
  if (reveals.includes('appliedHostNames')) {
    for (const key of world.appliedHosts[role] ?? []) {
      const host = world.accounts.get(key)!;
      // hostDisplayName: the full name for a host with an active paid plan, the initial otherwise.
      if (key === 'paidHost' || key === 'otherHost') allowed.add(host.lastName);
    }
  }
  const forbidden = new Map<string, string>();
  for (const account of world.accounts.values())
    for (const m of account.markers) if (!allowed.has(m)) forbidden.set(m, account.key);
  for (const j of world.jobs.values())
    for (const m of j.markers) if (!allowed.has(m)) forbidden.set(m, `job of ${j.ownerKey}`);
  // A calendar link's secret leaves the server to nobody, its owner included (it is shown masked).
  for (const s of world.secrets) forbidden.set(s, 'a calendar link');
  // Access instructions: only where the route shows them, and then only the caller's own job's (a
  // host) or those of the job the caller cleans (a cleaner); nowhere else, not even to their host.
  for (const [host, secret] of Object.entries(world.accessSecretOf)) {
    const theirs = reveals.includes('accessInstructions') && (host === role || world.cleansFor[role] === host);
    if (!theirs) forbidden.set(secret, `the access instructions of ${host}'s job`);
  }
  return forbidden;
}
