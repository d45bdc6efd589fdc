// The whole data model. Rules the database can hold itself (foreign keys, one application per job
// and cleaner, positive numbers, status enums) live here as constraints, so no code path can skip them.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { USER_TYPES } from '@core/account-rules';
import { PLAN_TIERS } from '@core/plans';
import { APPLICATION_STATUSES } from '@core/schemas/applications';
import { EXPERIENCE_OPTIONS, RATING_OPTIONS } from '@core/schemas/auth';
import { PAID_PLANS, SUBSCRIPTION_KINDS, SUBSCRIPTION_STATUSES } from '@core/schemas/billing';
import { NOTIFICATION_TYPES } from '@core/schemas/notifications';
import { DEFAULT_LOCALE, LOCALES } from '@core/locale';
import type { TextRef } from '@core/text-ref';
import { MESSAGE_MAX, QUICK_REPLIES, SYSTEM_EVENTS } from '@core/message-rules';
import { PHOTO_PURPOSES, PROBLEM_KINDS } from '@core/playbook';
import {
  NO_SHOW_STATEMENT_MAX,
  REVIEW_DIRECTIONS,
  REVIEW_REPLY_MAX,
  REVIEW_REPORT_REASONS,
  REVIEW_WINDOW_KINDS,
  REVIEW_WORDS_MAX,
} from '@core/reviews';
import { PHONE_DIGITS } from '@core/phone';
import {
  PAY_ADJUSTMENT_KINDS,
  PAY_ADJUSTMENT_STATUSES,
  PAY_AMOUNT_MAX_CENTS,
  PAY_APP_METHODS,
  PAY_LINE_KINDS,
  PAY_METHODS,
  PAY_NOTE_MAX,
  PAY_QUANTITY_MAX,
  PAY_REFERENCE_MAX,
} from '@core/pay';
import { SUPPORT_ACTION_KINDS, SUPPORT_CASE_STATUSES } from '@core/support';
import { CALENDAR_KINDS } from '@core/schemas/turnovers';
import {
  DEFAULT_RESPONSE_HOURS,
  MAX_RESPONSE_HOURS,
  MIN_RESPONSE_HOURS,
  OFFER_SOURCES,
  TURNOVER_REQUEST_STATUSES,
} from '@core/offers';
import { SERVICE_RADIUS_DEFAULT, SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN } from '@core/areas';
import {
  DEFAULT_CHECKIN_TIME,
  DEFAULT_CHECKOUT_TIME,
  OFFER_STATUSES,
  TURNOVER_SOURCES,
  TURNOVER_STATUSES,
} from '@core/turnovers';

/**
 * `column in ('a', 'b')` from one of core/'s lists, so a check constraint allows exactly what the
 * contracts allow. The literals are written out (not bound): a constraint is DDL.
 */
const literal = (v: string | number) => (typeof v === 'number' ? String(v) : `'${v.replaceAll("'", "''")}'`);
const inList = (column: unknown, values: readonly (string | number)[]) =>
  sql`${column} in (${sql.raw(values.map(literal).join(', '))})`;

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

// ---------------------------------------------------------------------------------------------
// Accounts: the tables better-auth reads and writes (field names are the library's).
// ---------------------------------------------------------------------------------------------
export const user = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    /** Issue 41: the language the person reads (core/locale.ts): every page, email, notification and feed. */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check('users_locale_check', inList(t.locale, LOCALES))],
);

export const session = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    token: text('token').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const account = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verification = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---------------------------------------------------------------------------------------------
// Sign-up: what a wizard collected, kept until the emailed link is clicked (spec §4: accounts are
// created only after the email is verified). Tokens are stored as SHA-256 hashes only.
// ---------------------------------------------------------------------------------------------
export const registration = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // Handed to the browser that started the sign-up: lets it poll the status and ask for a resend.
    pollTokenHash: text('poll_token_hash').notNull().unique(),
    // Only ever sent by email: proves the address is owned.
    verifyTokenHash: text('verify_token_hash').notNull().unique(),
    email: text('email').notNull(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    passwordHash: text('password_hash').notNull(),
    payload: jsonb('payload').notNull(),
    // 'replaced': a newer sign-up of the same email started; only the newest pending one is valid.
    status: text('status', { enum: ['pending', 'verified', 'replaced'] })
      .notNull()
      .default('pending'),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Issue 41: the language the sign-up was made in; the account is created with it. */
    locale: text('locale', { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    sendCount: integer('send_count').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('registrations_email_idx').on(t.email),
    check('registrations_user_type_check', inList(t.userType, USER_TYPES)),
    check('registrations_locale_check', inList(t.locale, LOCALES)),
    check('registrations_status_check', sql`${t.status} in ('pending', 'verified', 'replaced')`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Sign-in guard (server/auth/sign-in-guard.ts): failed sign-ins per account and client address,
// and the addresses each account signed in from, so guessing is bounded without locking out the owner.
// Keyed by the email as typed (lowercased): an address that is no account is guarded the same way.
// ---------------------------------------------------------------------------------------------
export const signInFailure = pgTable(
  'sign_in_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    client: text('client').notNull(),
    failedAt: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sign_in_failures_email_idx').on(t.email, t.failedAt)],
);

export const signInClient = pgTable(
  'sign_in_clients',
  {
    email: text('email').notNull(),
    client: text('client').notNull(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.email, t.client] })],
);

// ---------------------------------------------------------------------------------------------
// Rate-limit counters shared by every server process on PostgreSQL (server/http/rate-limit-store.ts).
// The layout is the one rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points,
// expire in epoch milliseconds); the library is told the table exists and never issues DDL itself.
// The migration makes it UNLOGGED: a counter needs no crash safety, and skipping the WAL keeps the
// one upsert per rule and request cheap.
// ---------------------------------------------------------------------------------------------
export const rateLimitCounter = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});

// ---------------------------------------------------------------------------------------------
// Profiles
// ---------------------------------------------------------------------------------------------
// The digits of core/phone.ts; written into the constraint as text, so the migration's SQL is the same.
const phoneCheck = (name: string, column: unknown) =>
  check(name, sql`${column} ~ '^[0-9]{${sql.raw(String(PHONE_DIGITS))}}$'`);
const stateCheck = (name: string, column: unknown) => check(name, sql`${column} ~ '^[A-Z]{2}$'`);

export const hostProfile = pgTable(
  'host_profiles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    city: text('city'),
    state: text('state'),
    // The plan that sets the job limit and applicant visibility (core/plans.ts); billing keeps it current.
    // A paid tier is an active subscription (isPaidTier): no separate flag is stored.
    subscriptionTier: text('subscription_tier', { enum: PLAN_TIERS }).notNull().default('free'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    phoneCheck('host_profiles_phone_check', t.phone),
    stateCheck('host_profiles_state_check', t.state),
    check('host_profiles_subscription_tier_check', inList(t.subscriptionTier, PLAN_TIERS)),
  ],
);

export const cleanerProfile = pgTable(
  'cleaner_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    experienceYears: text('experience_years').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    availability: text('availability'),
    bio: text('bio'),
    isHighlighted: boolean('is_highlighted').notNull().default(false),
    // Issue 43 (decision 048): home ZIP code and how far the cleaner drives. The coordinates are the
    // ZIP's centroid, copied from zip_codes when the ZIP is saved; null for a profile made before
    // ZIP codes (it is asked for on the next profile save).
    homeZip: text('home_zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    serviceRadiusMiles: integer('service_radius_miles').notNull().default(SERVICE_RADIUS_DEFAULT),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'cleaner_profiles_service_radius_check',
      sql`${t.serviceRadiusMiles} between ${sql.raw(String(SERVICE_RADIUS_MIN))} and ${sql.raw(String(SERVICE_RADIUS_MAX))}`,
    ),
    check('cleaner_profiles_home_zip_check', sql`${t.homeZip} ~ '^[0-9]{5}$'`),
    // Which cleaners' radius covers a property: a latitude band (the largest radius) read from here.
    index('cleaner_profiles_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.latitude} is not null`),
    phoneCheck('cleaner_profiles_phone_check', t.phone),
    stateCheck('cleaner_profiles_state_check', t.state),
    check('cleaner_profiles_experience_check', inList(t.experienceYears, EXPERIENCE_OPTIONS)),
    check(
      'cleaner_profiles_rating_check',
      inList(
        t.rating,
        [...RATING_OPTIONS].sort((a, b) => a - b),
      ),
    ),
  ],
);

// ---------------------------------------------------------------------------------------------
// Jobs and applications
// ---------------------------------------------------------------------------------------------
export const job = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    propertyAddress: text('property_address'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    bedrooms: integer('bedrooms').notNull(),
    bathrooms: integer('bathrooms').notNull(),
    squareFootage: integer('square_footage').notNull(),
    propertyNotes: text('property_notes'),
    amenities: text('amenities')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    paymentPerTurnover: numeric('payment_per_turnover', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    isRecurring: boolean('is_recurring').notNull().default(false),
    status: text('status', { enum: ['active', 'deleted'] })
      .notNull()
      .default('active'),
    // Set while an active job is paused because the host's plan allows fewer open postings (issue
    // 13): hidden from browse and closed to new applications; its applicants carry on as before.
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    // Turnover times (issue 16), local to the property's IANA zone (core/time-zones.ts; the
    // migration fills existing jobs from their state).
    checkoutTime: text('checkout_time').notNull().default(DEFAULT_CHECKOUT_TIME),
    checkinTime: text('checkin_time').notNull().default(DEFAULT_CHECKIN_TIME),
    timeZone: text('time_zone').notNull(),
    /** Issue 17: how long each team member has to answer an offer (core/offers.ts). */
    offerResponseHours: integer('offer_response_hours').notNull().default(DEFAULT_RESPONSE_HOURS),
    /**
     * Issue 37: while set, a team change (a hire, a reorder, a removal) waits for the host's 'Send
     * offers' (or this time, a short grace) before upcoming turnovers are offered; null: not held.
     */
    offersHeldUntil: timestamp('offers_held_until', { withTimezone: true }),
    // Issue 43 (decision 048): the property's ZIP code and its centroid (from zip_codes). Required
    // for new jobs; a job made before ZIP codes got one from its city where that was unambiguous,
    // else it stays null until the host's next edit asks for it.
    zip: text('zip'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    stateCheck('jobs_state_check', t.state),
    check('jobs_zip_check', sql`${t.zip} ~ '^[0-9]{5}$'`),
    // Browse 'Within N miles': a latitude band, then longitude, read from the index before the
    // exact distance is computed for the few rows left (no PostGIS on PGlite).
    index('jobs_active_location_idx')
      .on(t.latitude, t.longitude)
      .where(sql`${t.status} = 'active' and ${t.latitude} is not null`),
    check(
      'jobs_offer_response_hours_check',
      sql`${t.offerResponseHours} between ${sql.raw(String(MIN_RESPONSE_HOURS))} and ${sql.raw(String(MAX_RESPONSE_HOURS))}`,
    ),
    check('jobs_checkout_time_check', sql`${t.checkoutTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('jobs_checkin_time_check', sql`${t.checkinTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
    check('jobs_bedrooms_check', sql`${t.bedrooms} > 0`),
    check('jobs_bathrooms_check', sql`${t.bathrooms} > 0`),
    check('jobs_square_footage_check', sql`${t.squareFootage} > 0`),
    check('jobs_payment_check', sql`${t.paymentPerTurnover} > 0`),
    check('jobs_status_check', sql`${t.status} in ('active', 'deleted')`),
    check(
      'jobs_amenities_check',
      sql`${t.amenities} <@ array['pet_friendly', 'hot_tub', 'laundry_in_unit', 'cleaning_supplies_provided', 'same_day_turns_accepted']::text[]`,
    ),
    // Browse lists (newest first), a host's own jobs and plan counts, and the state/city filter.
    // Descending index columns say nullsFirst(): drizzle's .desc() alone means DESC NULLS LAST,
    // which PostgreSQL cannot use for a plain `order by ... desc` (NULLS FIRST) and sorts instead.
    // (created_at, id) is the browse keyset: the index serves the order and the cursor comparison.
    index('jobs_active_created_at_idx')
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    index('jobs_host_status_idx').on(t.hostUserId, t.status),
    index('jobs_active_state_city_idx')
      .on(t.state, sql`lower(${t.city})`)
      .where(sql`${t.status} = 'active'`),
    // Browse with a state filter, newest first: the state's jobs already in keyset order, so a page
    // reads its 21 rows instead of every job of the state (bench/results.md).
    index('jobs_active_state_created_at_idx')
      .on(t.state, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'active'`),
    // "City contains" (case-insensitive) on thousands of jobs: a trigram index serves ILIKE '%...%'.
    // fastupdate off: new jobs go straight into the index, so the planner uses it right away
    // instead of after the next vacuum (jobs are written rarely and read often).
    index('jobs_active_city_trgm_idx')
      .using('gin', sql`lower(${t.city}) gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.status} = 'active'`),
  ],
);

/**
 * ZIP code centroids (issue 43, decision 048), loaded once from the `zipcodes` package by
 * server/db/zip-codes.ts after the migrations. Read-only for the app.
 */
export const zipCode = pgTable(
  'zip_codes',
  {
    zip: text('zip').primaryKey(),
    state: text('state').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('zip_codes_state_city_idx').on(t.state, sql`lower(${t.city})`)],
);

export const application = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    // References the cleaner profile, so applying without one fails with 23503 (spec §8).
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: APPLICATION_STATUSES }).notNull().default('pending'),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('applications_job_cleaner_unique').on(t.jobId, t.cleanerUserId),
    index('applications_job_applied_at_idx').on(t.jobId, t.appliedAt),
    index('applications_cleaner_applied_at_idx').on(t.cleanerUserId, t.appliedAt.desc().nullsFirst()),
    check('applications_status_check', inList(t.status, APPLICATION_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------------------------
// Turnovers (issue 16; core/turnovers.ts has the rules): the cleanings of a job, made by hand or
// from the host's booking calendars, each offered to a cleaner who confirms or declines.
// ---------------------------------------------------------------------------------------------

/** A booking calendar (iCal export link) of a job, synced on a schedule under a lease. */
export const jobCalendar = pgTable(
  'job_calendars',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    /** A secret (the link carries the channel's token): only the owning host gets it back, masked. */
    url: text('url').notNull(),
    label: text('label'),
    /** Which channel's shape the feed has (decides what is a block); detected unless the host chose. */
    kind: text('kind', { enum: CALENDAR_KINDS }).notNull().default('other'),
    kindChosen: boolean('kind_chosen').notNull().default(false),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    lastError: text('last_error'),
    consecutiveFailures: integer('consecutive_failures').notNull().default(0),
    /** Issue 35: how many of its stays the job's cap of turnovers ahead left out at the last re-plan (the page says so). */
    turnoversLeftOut: integer('turnovers_left_out').notNull().default(0),
    /** When the scheduler next syncs it; 'Sync now' sets it to now. */
    nextSyncAt: timestamp('next_sync_at', { withTimezone: true }).notNull().defaultNow(),
    /** Held by the server syncing it (SKIP LOCKED claims), so no two servers sync it at once. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('job_calendars_kind_check', inList(t.kind, CALENDAR_KINDS)),
    index('job_calendars_job_idx').on(t.jobId),
    index('job_calendars_due_idx').on(t.nextSyncAt),
  ],
);

/**
 * The reservations and blocks a calendar listed at its last good sync (what the host reviews and
 * can mark as a block). Replaced as a whole by each good sync.
 */
export const calendarEvent = pgTable(
  'calendar_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => jobCalendar.id, { onDelete: 'cascade' }),
    uid: text('uid').notNull(),
    summary: text('summary').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endTime: text('end_time'),
    /** The feed's own word: a block (owner stay, closed dates) rather than a reservation. */
    isBlock: boolean('is_block').notNull(),
  },
  (t) => [index('calendar_events_calendar_idx').on(t.calendarId, t.startDate)],
);

/**
 * Events the host marked as blocks, by their dates rather than their UID (Airbnb reissues UIDs),
 * so the mark survives every later sync.
 */
export const calendarBlockMark = pgTable(
  'calendar_block_marks',
  {
    calendarId: uuid('calendar_id')
      .notNull()
      .references(() => jobCalendar.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.calendarId, t.startDate, t.endDate] })],
);

export const turnover = pgTable(
  'turnovers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    /** The checkout day, local to the property. */
    date: date('date', { mode: 'string' }).notNull(),
    /** The window: from the checkout to the next check-in, as instants. */
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    sameDay: boolean('same_day').notNull().default(false),
    /** The job's payment per turnover when the turnover was made. */
    payment: numeric('payment', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    notes: text('notes'),
    source: text('source', { enum: TURNOVER_SOURCES }).notNull(),
    calendarId: uuid('calendar_id').references(() => jobCalendar.id, { onDelete: 'set null' }),
    /** The UID of the reservation it was made from (to follow a reservation whose dates move). */
    sourceUid: text('source_uid'),
    status: text('status', { enum: TURNOVER_STATUSES }).notNull().default('scheduled'),
    /** The cleaner it is assigned to; null while the job has no hire (the page says so). */
    assignedCleanerUserId: uuid('assigned_cleaner_user_id').references(() => cleanerProfile.userId, {
      onDelete: 'set null',
    }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Issue 17: when the chain ran out with nobody confirmed (null while offered or covered). */
    unfilledAt: timestamp('unfilled_at', { withTimezone: true }),
    /** When the host was last alerted that it is unfilled (the alert 24 hours ahead is sent once). */
    unfilledAlertedAt: timestamp('unfilled_alerted_at', { withTimezone: true }),
    /**
     * When the current round of offers began: null since creation, set when the turnover moves to
     * another date (answers about the old date no longer count; core/offers.ts nextInChain).
     */
    chainStartedAt: timestamp('chain_started_at', { withTimezone: true }),
    /** When the host opened it to nearby cleaners (null: not open). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    /** Open to nearby cleaners: the first request is accepted without the host picking. */
    autoAccept: boolean('auto_accept').notNull().default(false),
    /**
     * Issue 35: the cleaner auto-accept gave it to, until the host has seen who and pressed 'Approve
     * access'; the access instructions are held from them meanwhile (core/playbook.ts accessHeld).
     * A cleaner, not a flag, so whoever the turnover passes to later does not inherit the hold.
     */
    accessHeldFor: uuid('access_held_for').references(() => cleanerProfile.userId, { onDelete: 'set null' }),
    /** Issue 18: the run. When its cleaner pressed 'Start' (the checklist is copied then), and who. */
    startedAt: timestamp('started_at', { withTimezone: true }),
    startedByUserId: uuid('started_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** When its cleaner pressed 'Complete' (status completed). */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The cleaner's notes on the run, saved as typed. */
    runNotes: text('run_notes'),
    /**
     * Issue 38: when the saved notes were typed (the device's time, sent with each save), so a save
     * queued offline and sent late never overwrites notes typed after it.
     */
    runNotesTypedAt: timestamp('run_notes_typed_at', { withTimezone: true }),
    /** Issue 37: the cleaner confirmed "the guests have left" to start before check-out (flagged on the report). */
    guestsLeftConfirmedAt: timestamp('guests_left_confirmed_at', { withTimezone: true }),
    /** Issue 37: when the host and cleaner were alerted that a confirmed turnover had not started by check-out + 30 min. */
    startOverdueAlertedAt: timestamp('start_overdue_alerted_at', { withTimezone: true }),
    /** Issue 37: when it became missed (confirmed, never started, the window over). */
    missedAt: timestamp('missed_at', { withTimezone: true }),
    /** Issue 37: when the host marked a missed turnover handled (it leaves the board's risks). */
    missedHandledAt: timestamp('missed_handled_at', { withTimezone: true }),
    /** Issue 37: when the cleaner's reminders were sent: the evening before, and two hours before the window. */
    eveningReminderSentAt: timestamp('evening_reminder_sent_at', { withTimezone: true }),
    soonReminderSentAt: timestamp('soon_reminder_sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('turnovers_status_check', inList(t.status, TURNOVER_STATUSES)),
    check('turnovers_source_check', inList(t.source, TURNOVER_SOURCES)),
    check('turnovers_window_check', sql`${t.endsAt} > ${t.startsAt}`),
    check('turnovers_payment_check', sql`${t.payment} > 0`),
    check('turnovers_completed_check', sql`(${t.status} = 'completed') = (${t.completedAt} is not null)`),
    check('turnovers_completed_started_check', sql`${t.completedAt} is null or ${t.startedAt} is not null`),
    // One live turnover per job and date: two syncs (or a sync and a hand-made one) cannot both add it.
    uniqueIndex('turnovers_job_date_live_unique')
      .on(t.jobId, t.date)
      .where(sql`${t.status} in ('scheduled', 'confirmed')`),
    index('turnovers_job_starts_at_idx').on(t.jobId, t.startsAt),
    index('turnovers_cleaner_starts_at_idx').on(t.assignedCleanerUserId, t.startsAt),
    // Removing a calendar sets its turnovers' calendar_id to null: found by this, not by reading every turnover.
    index('turnovers_calendar_idx')
      .on(t.calendarId)
      .where(sql`${t.calendarId} is not null`),
  ],
);

/** A turnover offered to one cleaner, and their answer. One open offer per turnover at a time. */
export const turnoverOffer = pgTable(
  'turnover_offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: OFFER_STATUSES }).notNull().default('offered'),
    /** Issue 17: when an unanswered offer passes to the next team member (null: no deadline). */
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** The cleaner's optional words with "Can't make it" (or when cancelling). */
    reason: text('reason'),
    /** Walking the team, or the host accepting a nearby cleaner's request (issue 17). */
    source: text('source', { enum: OFFER_SOURCES }).notNull().default('team'),
    /** Confirmed, then cancelled less than 24 hours before the window. */
    late: boolean('late').notNull().default(false),
    /**
     * Issue 37: close to the window the remaining team members are asked together (one open offer
     * each, the first to confirm takes it); false for the one-at-a-time chain.
     */
    askedTogether: boolean('asked_together').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check('turnover_offers_status_check', inList(t.status, OFFER_STATUSES)),
    check('turnover_offers_source_check', inList(t.source, OFFER_SOURCES)),
    // The deadline sweep: open offers, soonest deadline first.
    index('turnover_offers_open_deadline_idx')
      .on(t.deadlineAt)
      .where(sql`${t.status} = 'offered'`),
    // One open offer per cleaner and turnover; several only when asked together (chain.ts keeps
    // the one-at-a-time chain to one open offer per turnover).
    uniqueIndex('turnover_offers_one_open_per_cleaner_unique')
      .on(t.turnoverId, t.cleanerUserId)
      .where(sql`${t.status} = 'offered'`),
    index('turnover_offers_turnover_idx').on(t.turnoverId, t.createdAt),
    index('turnover_offers_cleaner_idx').on(t.cleanerUserId, t.status),
  ],
);

/**
 * A nearby cleaner asking for an unfilled turnover its host opened (issue 17). At most one accepted
 * request per turnover, whatever races: the host's pick and auto-accept both go through it.
 */
export const turnoverRequest = pgTable(
  'turnover_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    status: text('status', { enum: TURNOVER_REQUEST_STATUSES }).notNull().default('requested'),
    createdAt: createdAt(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('turnover_requests_status_check', inList(t.status, TURNOVER_REQUEST_STATUSES)),
    uniqueIndex('turnover_requests_turnover_cleaner_unique').on(t.turnoverId, t.cleanerUserId),
    uniqueIndex('turnover_requests_one_accepted_unique')
      .on(t.turnoverId)
      .where(sql`${t.status} = 'accepted'`),
    index('turnover_requests_cleaner_idx').on(t.cleanerUserId, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// The playbook and the proof of clean (issue 18; core/playbook.ts has the rules): a job's
// checklist, supplies and access instructions; a turnover's run (its copy of the checklist, ticks,
// notes, problems) and the photos of both, whose files live in the file store (server/storage).
// ---------------------------------------------------------------------------------------------

/**
 * A job's playbook text. `access_instructions` is a secret: only the host and, inside the access
 * window, the cleaner of one of the job's turnovers read it (each read is recorded in access_views);
 * it is never logged, listed, notified or emailed.
 */
export const playbook = pgTable('playbooks', {
  jobId: uuid('job_id')
    .primaryKey()
    .references(() => job.id, { onDelete: 'cascade' }),
  supplies: text('supplies'),
  accessInstructions: text('access_instructions'),
  updatedAt: updatedAt(),
});

/** One checklist item of a job's playbook, in the host's order, grouped by its area. */
export const playbookItem = pgTable(
  'playbook_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    /** The room or area ('Kitchen'); '' for items with none. A library room is stored by its English name (core/checklist-library.ts). */
    area: text('area').notNull().default(''),
    label: text('label').notNull(),
    /** Issue 41: the checklist library's item it came from (each reader reads it in their language), or null: typed. */
    libraryKey: text('library_key'),
    /** Issue 41: the language `label` was written in (its author's when it was written). */
    lang: text('lang', { enum: LOCALES }).notNull().default('en'),
    photoRequired: boolean('photo_required').notNull().default(false),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('playbook_items_job_position_idx').on(t.jobId, t.position),
    check('playbook_items_lang_check', inList(t.lang, LOCALES)),
  ],
);

/** A turnover's copy of the checklist, made at 'Start': the report stays true when the playbook changes. */
export const turnoverTask = pgTable(
  'turnover_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    /** The playbook item it was copied from (its reference photo shows while it exists). */
    itemId: uuid('item_id').references(() => playbookItem.id, { onDelete: 'set null' }),
    area: text('area').notNull(),
    label: text('label').notNull(),
    /** Issue 41: copied from the item with its words, so the run reads in each reader's language too. */
    libraryKey: text('library_key'),
    lang: text('lang', { enum: LOCALES }).notNull().default('en'),
    photoRequired: boolean('photo_required').notNull(),
    position: integer('position').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('turnover_tasks_turnover_position_unique').on(t.turnoverId, t.position),
    check('turnover_tasks_lang_check', inList(t.lang, LOCALES)),
  ],
);

/** 'Report a problem': damage, missing or low supplies, maintenance, seen during a turnover. */
export const turnoverProblem = pgTable(
  'turnover_problems',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    kind: text('kind', { enum: PROBLEM_KINDS }).notNull(),
    description: text('description').notNull(),
    /** Issue 37: the host saw it ('Acknowledge'), then dealt with it ('Resolve'). */
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('turnover_problems_kind_check', inList(t.kind, PROBLEM_KINDS)),
    index('turnover_problems_turnover_idx').on(t.turnoverId, t.createdAt),
  ],
);

/**
 * A stored photo (its files: `storage_key` full size, `thumb_key` small), belonging to exactly one
 * thing: a playbook item's reference, a turnover task, or a problem. Deleting the row (by hand, by
 * retention, or by a cascade from its job) queues its files for deletion from the store
 * (storage_deletions, filled by a trigger), so no path can leave files behind.
 */
export const photo = pgTable(
  'photos',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The job it was taken for; null for a message's photo (issue 40), which belongs to its conversation. */
    jobId: uuid('job_id').references(() => job.id, { onDelete: 'cascade' }),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PHOTO_PURPOSES }).notNull(),
    /** Issue 40: a message's photo: its conversation, and its message once sent (null: uploaded, not yet sent). */
    conversationId: uuid('conversation_id').references((): AnyPgColumn => conversation.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references((): AnyPgColumn => message.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id').references(() => playbookItem.id, { onDelete: 'cascade' }),
    turnoverId: uuid('turnover_id').references(() => turnover.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => turnoverTask.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id').references(() => turnoverProblem.id, { onDelete: 'cascade' }),
    /** Issue 42: an expense adjustment's receipt (kept with its adjustment, not by photo retention). */
    payAdjustmentId: uuid('pay_adjustment_id').references((): AnyPgColumn => payAdjustment.id, {
      onDelete: 'cascade',
    }),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: integer('bytes').notNull(),
    /** Issue 37: when the photo was taken (its EXIF time when plausible, else when it arrived). */
    takenAt: timestamp('taken_at', { withTimezone: true }),
    /** Issue 38: the uploading device's key for this photo, so an upload sent again gives back this photo. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('photos_purpose_check', inList(t.purpose, PHOTO_PURPOSES)),
    check(
      'photos_parent_check',
      sql`(${t.purpose} = 'reference' and ${t.itemId} is not null and ${t.turnoverId} is null and ${t.jobId} is not null)
        or (${t.purpose} = 'task' and ${t.taskId} is not null and ${t.turnoverId} is not null and ${t.itemId} is null and ${t.problemId} is null and ${t.jobId} is not null)
        or (${t.purpose} = 'problem' and ${t.problemId} is not null and ${t.turnoverId} is not null and ${t.itemId} is null and ${t.taskId} is null and ${t.jobId} is not null)
        or (${t.purpose} = 'message' and ${t.conversationId} is not null and ${t.jobId} is null and ${t.itemId} is null and ${t.turnoverId} is null)
        or (${t.purpose} = 'receipt' and ${t.payAdjustmentId} is not null and ${t.jobId} is null and ${t.itemId} is null and ${t.turnoverId} is null and ${t.conversationId} is null)`,
    ),
    // One reference photo per playbook item.
    uniqueIndex('photos_item_reference_unique')
      .on(t.itemId)
      .where(sql`${t.purpose} = 'reference'`),
    uniqueIndex('photos_owner_idempotency_unique')
      .on(t.ownerUserId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('photos_turnover_idx').on(t.turnoverId),
    index('photos_task_idx').on(t.taskId),
    index('photos_problem_idx').on(t.problemId),
    index('photos_owner_created_idx').on(t.ownerUserId, t.createdAt),
    index('photos_message_idx')
      .on(t.messageId)
      .where(sql`${t.messageId} is not null`),
    index('photos_conversation_pending_idx')
      .on(t.conversationId, t.ownerUserId)
      .where(sql`${t.purpose} = 'message' and ${t.messageId} is null`),
    index('photos_pay_adjustment_idx')
      .on(t.payAdjustmentId)
      .where(sql`${t.payAdjustmentId} is not null`),
    index('photos_retention_idx')
      .on(t.createdAt)
      .where(sql`${t.purpose} <> 'reference'`),
  ],
);

/**
 * Issue 35: one row per photo an account uploaded, the 24-hour limit's count
 * (MAX_PHOTOS_PER_ACCOUNT_PER_DAY). It counts uploads, not the photos that still exist, so deleting
 * or replacing a photo gives nothing back; a slot is taken before the photo is decoded
 * (server/features/photos/upload-quota.ts), which also removes the account's rows older than a day.
 */
export const photoUpload = pgTable(
  'photo_uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull(),
    /** Issue 38: the photo's idempotency key, so an upload sent again takes no second slot. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [index('photo_uploads_user_uploaded_idx').on(t.userId, t.uploadedAt)],
);

/** Files to delete from the store: queued by a trigger when a photo row goes, drained by a worker. */
export const storageDeletion = pgTable('storage_deletions', {
  key: text('key').primaryKey(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
});

/** Every time a cleaner opened a job's access instructions: shown to the host. */
export const accessView = pgTable(
  'access_views',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('access_views_job_viewed_idx').on(t.jobId, t.viewedAt)],
);

/**
 * A job's team (issue 17): its hired cleaners in the host's order, the first (position 1) the
 * primary, the others backups. Removing a member stamps `removed_at` and keeps the row (the hire
 * stays on record); adding them back is a new row at the end. The live members' positions are
 * 1..n: at most one live row per job and cleaner and per job and position.
 */
export const jobTeamMember = pgTable(
  'job_team_members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    /** 1 = primary; a removed member keeps the position it last had (not unique among removed). */
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('job_team_members_live_unique')
      .on(t.jobId, t.cleanerUserId)
      .where(sql`${t.removedAt} is null`),
    // Renumbering goes through negative positions first (server/features/team), since PostgreSQL
    // checks this index row by row: no check constraint on the sign for that reason.
    uniqueIndex('job_team_members_live_position_unique')
      .on(t.jobId, t.position)
      .where(sql`${t.removedAt} is null`),
    index('job_team_members_cleaner_idx').on(t.cleanerUserId),
  ],
);

/**
 * Private calendar-app feeds (.ics) of turnovers: a cleaner's whole schedule (job null) or one job
 * for its host. The token is the feed's only credential; 'Reset link' revokes it for a new one.
 */
export const calendarFeed = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id').references(() => job.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One live feed per user (and job): a reset revokes the old row and adds a new one.
    uniqueIndex('calendar_feeds_live_unique')
      .on(t.userId, sql`coalesce(${t.jobId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.revokedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Notifications
// ---------------------------------------------------------------------------------------------
export const notification = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    /** The words in English as made; what a reader sees is rendered from `texts` when it is set. */
    title: text('title').notNull(),
    message: text('message').notNull(),
    /**
     * Issue 41: what the notification says as catalog keys and values (server/i18n/text-ref.ts),
     * rendered in the reader's language each time it is read. Null for one made before: its English
     * words are translated instead (server/i18n/translate.ts).
     */
    texts: jsonb('texts').$type<{ title: TextRef; message: TextRef }>(),
    read: boolean('read').notNull().default(false),
    data: jsonb('data')
      .$type<{ job_id?: string; application_id?: string; turnover_id?: string; kind?: 'hired' | 'not_selected' }>()
      .notNull()
      .default({}),
    createdAt: createdAt(),
    /**
     * Null once the user can see it. A 'not selected' notification waits here until the grace for
     * an undo has passed (issue 14); the publish sweep (notifications/publisher.ts) then clears it
     * and sets created_at to the time of publishing, on whichever server runs the sweep first.
     */
    publishAt: timestamp('publish_at', { withTimezone: true }),
  },
  (t) => [
    // job_application: to a host, a cleaner applied. application_status: to a cleaner, the host changed it.
    // postings_paused: to a host, a smaller plan paused their newest open postings.
    check('notifications_type_check', inList(t.type, NOTIFICATION_TYPES)),
    index('notifications_publish_at_idx')
      .on(t.publishAt)
      .where(sql`${t.publishAt} is not null`),
    index('notifications_user_created_at_idx').on(t.userId, t.createdAt.desc().nullsFirst()),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`not ${t.read}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Fee calculator
// ---------------------------------------------------------------------------------------------
export const calculatorLead = pgTable('calculator_leads', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  name: text('name'),
  subscribeToTips: boolean('subscribe_to_tips').notNull().default(false),
  createdAt: createdAt(),
});

const count = (name: string) => integer(name).notNull().default(0);
export const quote = pgTable(
  'quotes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    name: text('name'),
    subscribeToTips: boolean('subscribe_to_tips').notNull().default(false),
    hourlyRate: numeric('hourly_rate', { precision: 6, scale: 2, mode: 'number' }).notNull(),
    beds: count('beds'),
    bedrooms: count('bedrooms'),
    halfBaths: count('half_baths'),
    fullBaths: count('full_baths'),
    livingRooms: count('living_rooms'),
    kitchens: count('kitchens'),
    exteriorFeatures: count('exterior_features'),
    carpetSqft: count('carpet_sqft'),
    hardfloorSqft: count('hardfloor_sqft'),
    extraSpaces: count('extra_spaces'),
    petsAllowed: boolean('pets_allowed').notNull().default(false),
    totalMinutes: integer('total_minutes').notNull(),
    totalHours: numeric('total_hours', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    totalPrice: numeric('total_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'quotes_counts_check',
      sql`least(${t.beds}, ${t.bedrooms}, ${t.halfBaths}, ${t.fullBaths}, ${t.livingRooms}, ${t.kitchens}, ${t.exteriorFeatures}, ${t.carpetSqft}, ${t.hardfloorSqft}, ${t.extraSpaces}) >= 0`,
    ),
    check('quotes_hourly_rate_check', sql`${t.hourlyRate} > 0`),
    check('quotes_totals_check', sql`${t.totalMinutes} >= 0 and ${t.totalPrice} >= 0`),
    // The quotes one address received in the last 24 hours (the per-recipient limit, calculator/service.ts).
    index('quotes_email_created_at_idx').on(t.email, t.createdAt),
  ],
);

// ---------------------------------------------------------------------------------------------
// Email outbox: written in the same transaction as the change that causes the email, delivered
// by a background worker with retries (server/email/outbox-worker.ts).
// ---------------------------------------------------------------------------------------------
export const outboxEmail = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    html: text('html').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'stored'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('outbox_emails_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'stored')`),
    index('outbox_emails_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_emails_created_at_idx').on(t.createdAt.desc().nullsFirst()),
  ],
);

// ---------------------------------------------------------------------------------------------
// Billing (server/billing, docs/decisions/007-billing.md). Entitlements (host tier, the cleaner
// highlight) are derived from `subscriptions`, which only verified provider events write.
// ---------------------------------------------------------------------------------------------
const paidPlanCheck = (name: string, column: unknown) => check(name, inList(column, PAID_PLANS));
const subscriptionStatusCheck = (name: string, column: unknown) => check(name, inList(column, SUBSCRIPTION_STATUSES));

/** The payment provider's customer of each user: one per user, created before their first checkout. */
export const billingCustomer = pgTable(
  'billing_customers',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    customerId: text('customer_id').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [check('billing_customers_provider_check', sql`${t.provider} in ('stripe', 'test')`)],
);

/** Every verified provider event, by id: a repeat delivery finds its id here and changes nothing. */
export const billingEvent = pgTable(
  'billing_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    // When the provider created the event (its `created`), not when it arrived.
    created: timestamp('created', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    userId: uuid('user_id').references(() => user.id, { onDelete: 'set null' }),
    // applied: it changed or confirmed our state; ignored: a type we do not use, or no user to apply it to.
    outcome: text('outcome', { enum: ['applied', 'ignored'] }).notNull(),
  },
  (t) => [check('billing_events_outcome_check', sql`${t.outcome} in ('applied', 'ignored')`)],
);

/** Our copy of each provider subscription, as of the newest event about it (`state_at`). */
export const subscription = pgTable(
  'subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['stripe', 'test'] }).notNull(),
    customerId: text('customer_id').notNull(),
    kind: text('kind', { enum: SUBSCRIPTION_KINDS }).notNull(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    // The `created` time of the event this state came from: an older event never overwrites it.
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    // Set when this subscription turned out to be a second paid plan of its kind on the account:
    // it grants nothing, and it is cancelled at the provider (one paid plan of a kind per account).
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('subscriptions_user_kind_idx').on(t.userId, t.kind),
    // The sweep's question: whose cancelled plan has reached its end?
    index('subscriptions_cancel_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.cancelAtPeriodEnd}`),
    check('subscriptions_provider_check', sql`${t.provider} in ('stripe', 'test')`),
    check('subscriptions_kind_check', inList(t.kind, SUBSCRIPTION_KINDS)),
    paidPlanCheck('subscriptions_plan_check', t.plan),
    check('subscriptions_kind_plan_check', sql`(${t.kind} = 'highlight') = (${t.plan} = 'highlight')`),
    subscriptionStatusCheck('subscriptions_status_check', t.status),
  ],
);

/** Payment outcome of each invoice (paid, or failed and waiting for a new card), newest event wins. */
export const billingInvoice = pgTable(
  'billing_invoices',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subscriptionId: text('subscription_id'),
    status: text('status', { enum: ['paid', 'failed'] }).notNull(),
    amountDue: integer('amount_due').notNull(),
    currency: text('currency').notNull(),
    stateAt: timestamp('state_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('billing_invoices_user_idx').on(t.userId, t.stateAt.desc().nullsFirst()),
    check('billing_invoices_status_check', sql`${t.status} in ('paid', 'failed')`),
  ],
);

// The test-mode payment provider's own "remote" state: what Stripe would hold on its side. The app
// never reads these tables outside server/billing/test-mode/ (lint enforces it).
export const testCheckoutSession = pgTable(
  'test_checkout_sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    priceId: text('price_id').notNull(),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    // expired: closed because another checkout of the account completed (or its time ran out).
    status: text('status', { enum: ['open', 'complete', 'canceled', 'expired'] })
      .notNull()
      .default('open'),
    subscriptionId: text('subscription_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    paidPlanCheck('test_checkout_sessions_plan_check', t.plan),
    check('test_checkout_sessions_status_check', sql`${t.status} in ('open', 'complete', 'canceled', 'expired')`),
  ],
);

export const testSubscription = pgTable(
  'test_subscriptions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').notNull(),
    itemId: text('item_id').notNull(),
    plan: text('plan', { enum: PAID_PLANS }).notNull(),
    priceId: text('price_id').notNull(),
    status: text('status', { enum: SUBSCRIPTION_STATUSES }).notNull(),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    // `created` (Unix seconds) of the last event sent about it: the next one is always later.
    lastEventCreated: bigint('last_event_created', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('test_subscriptions_due_idx')
      .on(t.currentPeriodEnd)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due')`),
    // One paid plan of a kind per customer (host plan, or Highlight), whatever races.
    uniqueIndex('test_subscriptions_one_renewing_per_kind_idx')
      .on(t.customerId, sql`(plan = 'highlight')`)
      .where(sql`${t.status} in ('active', 'trialing', 'past_due')`),
    paidPlanCheck('test_subscriptions_plan_check', t.plan),
    subscriptionStatusCheck('test_subscriptions_status_check', t.status),
  ],
);

/** Events the test-mode provider sent (or still has to send) to the webhook handler, in order. */
export const testWebhookEvent = pgTable(
  'test_webhook_events',
  {
    seq: bigint('seq', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    id: text('id').notNull().unique(),
    type: text('type').notNull(),
    payload: text('payload').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('test_webhook_events_pending_idx')
      .on(t.seq)
      .where(sql`${t.deliveredAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Time and scheduled work (issue 17)
// ---------------------------------------------------------------------------------------------

/**
 * The development clock: how far the whole app's time is moved ahead of real time. One row, so
 * every server agrees; only read where development tools are on (production runs on real time).
 */
export const devClock = pgTable(
  'dev_clock',
  {
    id: integer('id').primaryKey().default(1),
    offsetMs: bigint('offset_ms', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dev_clock_single_row_check', sql`${t.id} = 1`),
    check('dev_clock_offset_check', sql`${t.offsetMs} >= 0`),
  ],
);

/**
 * Work due at a time (an offer's deadline, an unfilled turnover's second alert), run once by
 * whichever server claims it first: claims lease the row (FOR UPDATE SKIP LOCKED), a crashed
 * server's lease runs out and another retries; handlers are idempotent. One pending item per
 * kind and subject: scheduling again moves it.
 */
export const scheduledWork = pgTable(
  'scheduled_work',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('scheduled_work_pending_unique')
      .on(t.kind, t.subjectId)
      .where(sql`${t.doneAt} is null`),
    index('scheduled_work_due_idx')
      .on(t.dueAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * Issue 38: a browser on one of a person's devices that receives Web Push. The endpoint is the push
 * service's address for that browser (unique: a browser re-subscribing replaces its row); the two
 * keys encrypt payloads for it alone (RFC 8291).
 */
export const pushSubscription = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome on Android': how the person tells their devices apart in the list. */
    label: text('label').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * Issue 38: pushes waiting to go, one row per subscription, written in the transaction of the change
 * (like outbox_emails) and sent by the push worker with retries; a subscription's removal takes its rows.
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscription.id, { onDelete: 'cascade' }),
    /** The JSON the service worker shows: title, body, url, actions. */
    payload: jsonb('payload').notNull(),
    /** Web Push urgency: 'high' wakes a sleeping phone (offers, unfilled alerts). */
    urgency: text('urgency', { enum: ['normal', 'high'] })
      .notNull()
      .default('normal'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('push_outbox_status_check', sql`${t.status} in ('pending', 'sent', 'failed')`),
    index('push_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('push_outbox_subscription_idx').on(t.subscriptionId),
  ],
);

/**
 * Issue 38: a person's push preferences (for all their devices). No row: every kind on, quiet hours
 * 22:00–07:00. Quiet start and end are 'HH:MM' in the person's zone, both null when quiet hours are off;
 * the zone is the browser's, sent when push is turned on or preferences are saved (decision 042).
 */
export const pushPreferences = pgTable('push_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  disabledKinds: text('disabled_kinds')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  quietStart: text('quiet_start').default('22:00'),
  quietEnd: text('quiet_end').default('07:00'),
  timeZone: text('time_zone'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Messages (issue 40): one conversation per host and cleaner, its messages (each maybe about a job
// or a turnover; a turnover's events as system lines), and each person's state in it.
// ---------------------------------------------------------------------------------------------
export const MESSAGE_KINDS = ['text', 'system'] as const;

export const conversation = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    /** The newest message's time (the list's order); the opening time until one is written. */
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_host_cleaner_unique').on(t.hostUserId, t.cleanerUserId),
    index('conversations_host_last_idx').on(t.hostUserId, t.lastMessageAt.desc().nullsFirst()),
    index('conversations_cleaner_last_idx').on(t.cleanerUserId, t.lastMessageAt.desc().nullsFirst()),
  ],
);

export const message = pgTable(
  'messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The order of messages (the keyset of paging and of 'seen up to'): one sequence for all. */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    /** Who wrote it; null for a system line. */
    senderUserId: uuid('sender_user_id').references(() => user.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: MESSAGE_KINDS }).notNull(),
    /** Plain text as written, trimmed ('' for a system line or a quick reply alone). */
    text: text('text').notNull().default(''),
    quickReply: text('quick_reply', { enum: QUICK_REPLIES }),
    event: text('event', { enum: SYSTEM_EVENTS }),
    jobId: uuid('job_id').references(() => job.id, { onDelete: 'set null' }),
    turnoverId: uuid('turnover_id').references(() => turnover.id, { onDelete: 'set null' }),
    /** The sender's key for this message: a retried send finds the first one. */
    clientKey: uuid('client_key'),
    createdAt: createdAt(),
  },
  (t) => [
    check('messages_kind_check', inList(t.kind, MESSAGE_KINDS)),
    check('messages_quick_reply_check', sql`${t.quickReply} is null or ${inList(t.quickReply, QUICK_REPLIES)}`),
    check('messages_event_check', sql`${t.event} is null or ${inList(t.event, SYSTEM_EVENTS)}`),
    check('messages_text_length_check', sql`char_length(${t.text}) <= ${sql.raw(String(MESSAGE_MAX))}`),
    check(
      'messages_shape_check',
      sql`(${t.kind} = 'system' and ${t.senderUserId} is null and ${t.event} is not null)
        or (${t.kind} = 'text' and ${t.senderUserId} is not null and ${t.event} is null)`,
    ),
    // A conversation's pages, newest first: the keyset (conversation, seq) read backwards.
    index('messages_conversation_seq_idx').on(t.conversationId, t.seq),
    // The filter by job, in the same order.
    index('messages_conversation_job_seq_idx')
      .on(t.conversationId, t.jobId, t.seq)
      .where(sql`${t.jobId} is not null`),
    uniqueIndex('messages_sender_client_key_unique')
      .on(t.senderUserId, t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    // The foreign keys' own lookups: deleting a turnover (a calendar that dropped a booking) or a job
    // sets its messages' reference to null, which without these read every message per row.
    index('messages_turnover_idx')
      .on(t.turnoverId)
      .where(sql`${t.turnoverId} is not null`),
    index('messages_job_idx')
      .on(t.jobId)
      .where(sql`${t.jobId} is not null`),
  ],
);

/**
 * A person's place in a conversation (two rows per conversation): what they have seen (unread
 * counts and the other side's 'Seen'), whether they blocked the other side, their email choice and
 * the away email's state: due at (the oldest unread message + MESSAGE_EMAIL_AFTER_MS), sent since
 * they last read (then no other until they read again).
 */
export const conversationMember = pgTable(
  'conversation_members',
  {
    /** The subject of this person's away-email work (server/work). */
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversation.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    lastSeenSeq: bigint('last_seen_seq', { mode: 'number' }).notNull().default(0),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    /** When this person blocked the other side (null: not blocked). */
    blockedAt: timestamp('blocked_at', { withTimezone: true }),
    emailWhenAway: boolean('email_when_away').notNull().default(true),
    emailDueAt: timestamp('email_due_at', { withTimezone: true }),
    emailedSinceSeen: boolean('emailed_since_seen').notNull().default(false),
  },
  (t) => [
    uniqueIndex('conversation_members_conversation_user_unique').on(t.conversationId, t.userId),
    index('conversation_members_user_idx').on(t.userId),
  ],
);

/** A person's message preferences (no row: the defaults). */
export const messagePreferences = pgTable('message_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  emailWhenAway: boolean('email_when_away').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Verified reviews (issue 39): a window per completed (or no-show) turnover and cleaner, one review
// per direction in it, published together; a host's no-show mark and its contest; reports of reviews.
// ---------------------------------------------------------------------------------------------
export const reviewWindow = pgTable(
  'review_windows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: REVIEW_WINDOW_KINDS }).notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** When both reviews (or the one written, or none) became public: once, for both. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    check('review_windows_kind_check', inList(t.kind, REVIEW_WINDOW_KINDS)),
    check('review_windows_closes_check', sql`${t.closesAt} > ${t.openedAt}`),
    // One window per turnover and cleaner: a missed turnover reopened and done by another cleaner
    // opens that pair's own window beside the no-show's.
    uniqueIndex('review_windows_turnover_cleaner_unique').on(t.turnoverId, t.cleanerUserId),
    index('review_windows_pair_idx').on(t.hostUserId, t.cleanerUserId),
    index('review_windows_cleaner_idx').on(t.cleanerUserId),
  ],
);

export const review = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    windowId: uuid('window_id')
      .notNull()
      .references(() => reviewWindow.id, { onDelete: 'cascade' }),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    direction: text('direction', { enum: REVIEW_DIRECTIONS }).notNull(),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** A cleaner's ratings (host_to_cleaner), 1–5 each. */
    quality: integer('quality'),
    punctuality: integer('punctuality'),
    communication: integer('communication'),
    /** A host's (cleaner_to_host): yes/no each, and 1–5 overall. */
    matchedListing: boolean('matched_listing'),
    accessWorked: boolean('access_worked'),
    checkoutOnTime: boolean('checkout_on_time'),
    paidAsAgreed: boolean('paid_as_agreed'),
    overall: integer('overall'),
    /** Plain text as written, trimmed ('' for none). */
    words: text('words').notNull().default(''),
    createdAt: createdAt(),
    /** Support hid it (a reported policy breach): gone from every public place. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /** The reviewed person's one public reply. */
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
  },
  (t) => [
    check('reviews_direction_check', inList(t.direction, REVIEW_DIRECTIONS)),
    check(
      'reviews_ratings_check',
      sql`(${t.direction} = 'host_to_cleaner'
          and ${t.quality} between 1 and 5 and ${t.punctuality} between 1 and 5 and ${t.communication} between 1 and 5
          and ${t.overall} is null and ${t.matchedListing} is null and ${t.accessWorked} is null
          and ${t.checkoutOnTime} is null and ${t.paidAsAgreed} is null)
        or (${t.direction} = 'cleaner_to_host'
          and ${t.overall} between 1 and 5 and ${t.matchedListing} is not null and ${t.accessWorked} is not null
          and ${t.checkoutOnTime} is not null and ${t.paidAsAgreed} is not null
          and ${t.quality} is null and ${t.punctuality} is null and ${t.communication} is null)`,
    ),
    check('reviews_words_length_check', sql`char_length(${t.words}) <= ${sql.raw(String(REVIEW_WORDS_MAX))}`),
    check(
      'reviews_reply_check',
      sql`(${t.reply} is null) = (${t.repliedAt} is null) and (${t.reply} is null or char_length(${t.reply}) <= ${sql.raw(String(REVIEW_REPLY_MAX))})`,
    ),
    // One review per window and direction: two writes at once cannot both land.
    uniqueIndex('reviews_window_direction_unique').on(t.windowId, t.direction),
    index('reviews_turnover_idx').on(t.turnoverId),
    index('reviews_subject_idx').on(t.subjectUserId, t.direction),
    index('reviews_author_idx').on(t.authorUserId),
  ],
);

export const noShow = pgTable(
  'no_shows',
  {
    turnoverId: uuid('turnover_id')
      .primaryKey()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    /** The cleaner's statement, shown beside the no-show (null: not contested). */
    statement: text('statement'),
    contestedAt: timestamp('contested_at', { withTimezone: true }),
    /** Support withdrew the no-show after a contest: it leaves the record and the label. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'no_shows_contest_check',
      sql`(${t.statement} is null) = (${t.contestedAt} is null) and (${t.statement} is null or char_length(${t.statement}) <= ${sql.raw(String(NO_SHOW_STATEMENT_MAX))})`,
    ),
    index('no_shows_cleaner_idx').on(t.cleanerUserId),
    index('no_shows_host_idx').on(t.hostUserId),
  ],
);

export const reviewReport = pgTable(
  'review_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    reviewId: uuid('review_id')
      .notNull()
      .references(() => review.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: REVIEW_REPORT_REASONS }).notNull(),
    details: text('details').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    check('review_reports_reason_check', inList(t.reason, REVIEW_REPORT_REASONS)),
    check('review_reports_details_length_check', sql`char_length(${t.details}) <= 1000`),
    // One report per person per review.
    uniqueIndex('review_reports_review_reporter_unique').on(t.reviewId, t.reporterUserId),
  ],
);
// Issue 39: the reliability record, and the support queue.
// ---------------------------------------------------------------------------------------------

/**
 * One person's reliability counters (core/reliability.ts RELIABILITY_EVENTS, one column each) for one
 * month (its first day, UTC), and a lifetime row (month RELIABILITY_LIFETIME_MONTH), both bumped in
 * the transaction where the event happens: the source of truth. A record reads the person's row of
 * reliability_recent (below, which copies the lifetime row) by primary key; the month rows are summed
 * only for a person whose recent row is of an earlier span.
 */
export const reliabilityCount = pgTable(
  'reliability_counts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    month: date('month', { mode: 'string' }).notNull(),
    offerConfirmed: integer('offer_confirmed').notNull().default(0),
    offerDeclined: integer('offer_declined').notNull().default(0),
    offerLapsed: integer('offer_lapsed').notNull().default(0),
    confirmedCancelled: integer('confirmed_cancelled').notNull().default(0),
    confirmedCancelledLate: integer('confirmed_cancelled_late').notNull().default(0),
    startedOnTime: integer('started_on_time').notNull().default(0),
    startedLate: integer('started_late').notNull().default(0),
    turnoverCompleted: integer('turnover_completed').notNull().default(0),
    noShow: integer('no_show').notNull().default(0),
    noShowContested: integer('no_show_contested').notNull().default(0),
    cancelledLate: integer('cancelled_late').notNull().default(0),
    noShowMarked: integer('no_show_marked').notNull().default(0),
    noShowContestedAgainst: integer('no_show_contested_against').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.month] })],
);

/**
 * One person's whole reliability record in one row, read by primary key (the applicants page joins
 * it to each applicant): the counters over the last 12 months as of `anchor_month` (the span's first
 * month, core/reliability.ts firstRecentMonth), the sum of their month rows from it, kept by each bump
 * (added to while the span is current, summed again once it is not) and by the monthly refresh
 * (features/reliability/counters.ts); and the `total_` counters since joining, a copy of the lifetime
 * row kept in the same statements. A row anchored before the reader's span has its recent counters
 * summed from the month rows instead (its totals hold).
 */
export const reliabilityRecent = pgTable(
  'reliability_recent',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => user.id, { onDelete: 'cascade' }),
    anchorMonth: date('anchor_month', { mode: 'string' }).notNull(),
    offerConfirmed: integer('offer_confirmed').notNull().default(0),
    offerDeclined: integer('offer_declined').notNull().default(0),
    offerLapsed: integer('offer_lapsed').notNull().default(0),
    confirmedCancelled: integer('confirmed_cancelled').notNull().default(0),
    confirmedCancelledLate: integer('confirmed_cancelled_late').notNull().default(0),
    startedOnTime: integer('started_on_time').notNull().default(0),
    startedLate: integer('started_late').notNull().default(0),
    turnoverCompleted: integer('turnover_completed').notNull().default(0),
    noShow: integer('no_show').notNull().default(0),
    noShowContested: integer('no_show_contested').notNull().default(0),
    cancelledLate: integer('cancelled_late').notNull().default(0),
    noShowMarked: integer('no_show_marked').notNull().default(0),
    noShowContestedAgainst: integer('no_show_contested_against').notNull().default(0),
    totalOfferConfirmed: integer('total_offer_confirmed').notNull().default(0),
    totalOfferDeclined: integer('total_offer_declined').notNull().default(0),
    totalOfferLapsed: integer('total_offer_lapsed').notNull().default(0),
    totalConfirmedCancelled: integer('total_confirmed_cancelled').notNull().default(0),
    totalConfirmedCancelledLate: integer('total_confirmed_cancelled_late').notNull().default(0),
    totalStartedOnTime: integer('total_started_on_time').notNull().default(0),
    totalStartedLate: integer('total_started_late').notNull().default(0),
    totalTurnoverCompleted: integer('total_turnover_completed').notNull().default(0),
    totalNoShow: integer('total_no_show').notNull().default(0),
    totalNoShowContested: integer('total_no_show_contested').notNull().default(0),
    totalCancelledLate: integer('total_cancelled_late').notNull().default(0),
    totalNoShowMarked: integer('total_no_show_marked').notNull().default(0),
    totalNoShowContestedAgainst: integer('total_no_show_contested_against').notNull().default(0),
  },
  // The monthly refresh finds the rows of an earlier span by this.
  (t) => [index('reliability_recent_anchor_idx').on(t.anchorMonth, t.userId)],
);

/**
 * A case for support: something reported (a conversation, a review, a contested no-show...). `kind`
 * names the feature that knows the subject (server/features/support/subjects.ts); `subject_id` is
 * that feature's id, not a foreign key, so a case outlives its subject ("gone").
 */
export const supportCase = pgTable(
  'support_cases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subjectId: text('subject_id').notNull(),
    reporterUserId: uuid('reporter_user_id').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    status: text('status', { enum: SUPPORT_CASE_STATUSES }).notNull().default('open'),
    /** The action taken (one of its kind's action ids) and support's reason, once closed. */
    decision: text('decision'),
    decisionReason: text('decision_reason'),
    decidedByUserId: uuid('decided_by_user_id').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_cases_status_check', inList(t.status, SUPPORT_CASE_STATUSES)),
    check('support_cases_decided_check', sql`(${t.status} = 'closed') = (${t.decidedAt} is not null)`),
    index('support_cases_status_created_idx').on(t.status, t.createdAt),
  ],
);

/** Every action support takes, with who, when, on what and why (kept when the actor or case goes). */
export const supportAction = pgTable(
  'support_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actorUserId: uuid('actor_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** Kept as written: the log still says who acted after their account is gone. */
    actorEmail: text('actor_email').notNull(),
    action: text('action', { enum: SUPPORT_ACTION_KINDS }).notNull(),
    caseId: uuid('case_id').references(() => supportCase.id, { onDelete: 'set null' }),
    /** The account acted on (suspend, reinstate), when there is one. */
    targetUserId: uuid('target_user_id').references(() => user.id, { onDelete: 'set null' }),
    /** What was done, in words (the decision's label, "Suspended"...). */
    detail: text('detail').notNull(),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_actions_action_check', inList(t.action, SUPPORT_ACTION_KINDS)),
    index('support_actions_target_idx').on(t.targetUserId, t.createdAt),
    index('support_actions_case_idx').on(t.caseId),
    index('support_actions_created_idx').on(t.createdAt),
  ],
);

/** A suspended account: it cannot sign in, and its sessions ended when it was suspended. */
export const accountSuspension = pgTable('account_suspensions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  reason: text('reason').notNull(),
  suspendedByUserId: uuid('suspended_by_user_id').references(() => user.id, { onDelete: 'set null' }),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Pay records (issue 42, decision 050): a ledger per host and cleaner. TurnReady moves no money;
// these rows record what each turnover was worth, what was added or taken off, and what was paid
// and received. Money is integer cents in every column; only the pair's two people read them.
// ---------------------------------------------------------------------------------------------

/**
 * One line per turnover and cleaner: made when the turnover is completed (its stored payment, as
 * cents, is `base_cents`), or, for a cancelled turnover, when a late cancellation fee is proposed
 * on it (base 0). The pair is written on the line, so every read of a ledger is one index range.
 */
export const payLine = pgTable(
  'pay_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    turnoverId: uuid('turnover_id')
      .notNull()
      .references(() => turnover.id, { onDelete: 'cascade' }),
    jobId: uuid('job_id')
      .notNull()
      .references(() => job.id, { onDelete: 'cascade' }),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAY_LINE_KINDS }).notNull(),
    /** The turnover's day, local to the property. */
    date: date('date', { mode: 'string' }).notNull(),
    baseCents: integer('base_cents').notNull(),
    /** The payment that paid it (null: unpaid). */
    paymentId: uuid('payment_id').references((): AnyPgColumn => payPayment.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    check('pay_lines_kind_check', inList(t.kind, PAY_LINE_KINDS)),
    check('pay_lines_base_check', sql`${t.baseCents} >= 0`),
    uniqueIndex('pay_lines_turnover_cleaner_unique').on(t.turnoverId, t.cleanerUserId),
    index('pay_lines_pair_date_idx').on(t.hostUserId, t.cleanerUserId, t.date),
    index('pay_lines_cleaner_date_idx').on(t.cleanerUserId, t.date),
    index('pay_lines_job_date_idx').on(t.jobId, t.date),
    index('pay_lines_payment_idx')
      .on(t.paymentId)
      .where(sql`${t.paymentId} is not null`),
  ],
);

/** An amount added to a line (a deduction: taken off), proposed by one side, answered by the other. */
export const payAdjustment = pgTable(
  'pay_adjustments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    lineId: uuid('line_id')
      .notNull()
      .references(() => payLine.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAY_ADJUSTMENT_KINDS }).notNull(),
    /** Minutes, guests or miles for the kinds that have one (core/pay.ts PAY_QUANTITY_KINDS). */
    quantity: integer('quantity'),
    /** Always positive; the kind gives the sign (core/pay.ts signedCents). */
    amountCents: integer('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    status: text('status', { enum: PAY_ADJUSTMENT_STATUSES }).notNull().default('pending'),
    proposedBy: text('proposed_by', { enum: ['host', 'cleaner'] }).notNull(),
    proposedAt: timestamp('proposed_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    check('pay_adjustments_kind_check', inList(t.kind, PAY_ADJUSTMENT_KINDS)),
    check('pay_adjustments_status_check', inList(t.status, PAY_ADJUSTMENT_STATUSES)),
    check('pay_adjustments_proposed_by_check', sql`${t.proposedBy} in ('host', 'cleaner')`),
    check('pay_adjustments_amount_check', sql`${t.amountCents} between 1 and ${sql.raw(String(PAY_AMOUNT_MAX_CENTS))}`),
    check(
      'pay_adjustments_quantity_check',
      sql`${t.quantity} is null or ${t.quantity} between 1 and ${sql.raw(String(PAY_QUANTITY_MAX))}`,
    ),
    check('pay_adjustments_note_check', sql`char_length(${t.note}) <= ${sql.raw(String(PAY_NOTE_MAX))}`),
    check('pay_adjustments_answered_check', sql`(${t.status} = 'pending') = (${t.answeredAt} is null)`),
    index('pay_adjustments_line_idx').on(t.lineId),
  ],
);

/** The host's record that a set of a pair's lines was paid; the cleaner marks it received. */
export const payPayment = pgTable(
  'pay_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    method: text('method', { enum: PAY_METHODS }).notNull(),
    /** Paid through a payment app's business option (Venmo, Cash App, PayPal): possibly on a 1099-K. */
    appBusiness: boolean('app_business').notNull().default(false),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    /** Its lines' totals when it was marked (the lines cannot change once paid). */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }),
  },
  (t) => [
    check('pay_payments_method_check', inList(t.method, PAY_METHODS)),
    check('pay_payments_app_business_check', sql`not ${t.appBusiness} or ${inList(t.method, PAY_APP_METHODS)}`),
    check('pay_payments_reference_check', sql`char_length(${t.reference}) <= ${sql.raw(String(PAY_REFERENCE_MAX))}`),
    index('pay_payments_pair_paid_on_idx').on(t.hostUserId, t.cleanerUserId, t.paidOn),
    index('pay_payments_cleaner_paid_on_idx').on(t.cleanerUserId, t.paidOn),
  ],
);

/** Per host and cleaner: the host's "W-9 received" checkbox. No tax ID is ever stored. */
export const payPair = pgTable(
  'pay_pairs',
  {
    hostUserId: uuid('host_user_id')
      .notNull()
      .references(() => hostProfile.userId, { onDelete: 'cascade' }),
    cleanerUserId: uuid('cleaner_user_id')
      .notNull()
      .references(() => cleanerProfile.userId, { onDelete: 'cascade' }),
    w9ReceivedAt: timestamp('w9_received_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.hostUserId, t.cleanerUserId] })],
);
