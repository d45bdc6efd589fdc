// How to call each route of the authorization matrix as a role, against the caller's own object or
// someone else's. Every call is valid apart from who makes it, so the status shows the
// authorization decision and not a validation error. Calls that would change who a role is (sign
// out, create a profile) or destroy shared data (delete a job) use a fresh session or object.
import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { allowedActions } from '@core/application-status';
import type { ApplicationStatus } from '@core/schemas/applications';
import { defaultTimeZone } from '@core/time-zones';
import {
  application,
  cleanerProfile,
  job,
  jobCalendar,
  message,
  pushSubscription,
  turnover,
  turnoverOffer,
  turnoverRequest,
} from '../../db/schema';
import { ensureConversation } from '../../features/messages/conversations';
import { signOfferToken } from '../../features/turnovers/offer-tokens';
import {
  buildCleanerRegistration,
  buildJobInput,
  createApplicant,
  createBareUser,
  createCleaner,
  createHost,
  createJob,
  uniqueEmail,
} from '../factories';
import { zipFor } from '../zips';
import type { Role, Target } from './matrix';
import { PAY_ROUTE_CALLS } from './pay';
import { REVIEW_ROUTE_CALLS } from './reviews';
import { addReferencePhoto, addRun, addWorldItem, smallJpeg, type Run } from './runs';
import { signIn, startTestCheckout, WORLD_ITEM, WORLD_SUPPLIES, type Call, type World } from './world';

export type RouteCall = {
  /** The object references the route takes; absent means it takes none (target `none`). */
  targets?: readonly Target[];
  /** The request for `role` against `target`, or null when the role has no such object. */
  build(world: World, role: Role, target: Target): Promise<Call | null>;
};

const isHost = (role: Role) =>
  role === 'owningHost' || role === 'otherHost' || role === 'freeHost' || role === 'paidHost';
const isCleaner = (role: Role) => role === 'cleaner' || role === 'otherCleaner' || role === 'highlightedCleaner';
const cookieOf = (w: World, role: Role) => w.principals[role].cookie;
export const randomToken = () => randomBytes(32).toString('base64url');

/** Another host's marked job (the owning host's, or for the owning host the other host's). */
const othersJob = (w: World, role: Role) => (role === 'owningHost' ? w.jobOf.otherHost! : w.jobOf.owningHost!);
const othersApplication = (w: World, role: Role) =>
  role === 'owningHost' ? w.visibleApplicationOf.otherHost! : w.visibleApplicationOf.owningHost!;
const othersNotification = (w: World, role: Role) =>
  role === 'cleaner' ? w.notificationOf.otherCleaner! : w.notificationOf.cleaner!;

/** Resolves the job a target names for a role (null: the role owns no job). */
function jobFor(w: World, role: Role, target: Target): string | null {
  if (target === 'own') return w.jobOf[role] ?? null;
  return othersJob(w, role);
}

/** An action the status graph allows from the application's current status (never the final hire). */
async function validAction(w: World, applicationId: string) {
  const [row] = await w.db
    .select({ status: application.status })
    .from(application)
    .where(eq(application.id, applicationId));
  return allowedActions(row!.status as ApplicationStatus).find((a) => a !== 'hire') ?? 'favorite';
}

/** A job body with the marked job's current values, so a successful edit changes nothing. */
async function currentJobBody(w: World, jobId: string) {
  const [row] = await w.db.select().from(job).where(eq(job.id, jobId));
  return {
    propertyAddress: row!.propertyAddress ?? undefined,
    city: row!.city,
    state: row!.state,
    zip: row!.zip ?? zipFor(row!.state, row!.city),
    bedrooms: row!.bedrooms,
    bathrooms: row!.bathrooms,
    squareFootage: row!.squareFootage,
    propertyNotes: row!.propertyNotes ?? undefined,
    amenities: row!.amenities,
    paymentPerTurnover: Number(row!.paymentPerTurnover),
    startDate: buildJobInput().startDate,
    isRecurring: row!.isRecurring,
  };
}

async function currentCleanerBody(w: World, role: Role) {
  const account = w.principals[role].account;
  const [row] =
    account && isCleaner(role)
      ? await w.db.select().from(cleanerProfile).where(eq(cleanerProfile.userId, account.userId))
      : [];
  if (!row)
    return {
      firstName: 'Pat',
      lastName: 'Doe',
      phone: '5550001111',
      state: 'TX',
      city: 'Austin',
      homeZip: zipFor('TX', 'Austin'),
      serviceRadiusMiles: 25,
      experienceYears: '1-3',
      availability: null,
      bio: null,
    };
  return {
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    state: row.state,
    city: row.city,
    homeZip: row.homeZip ?? zipFor(row.state, row.city),
    serviceRadiusMiles: row.serviceRadiusMiles,
    experienceYears: row.experienceYears,
    availability: row.availability,
    bio: row.bio,
  };
}

const get = (url: string): RouteCall => ({
  build: async (w, role) => ({ method: 'GET', url, cookie: cookieOf(w, role) }),
});
/** A browser's push subscription (PushSubscription.toJSON()), a new endpoint each time. */
const pushSubscriptionBody = () => ({
  endpoint: `https://push.example.test/send/${randomUUID()}`,
  keys: {
    p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth: 'tBHItJI5svbpez7KI4CCXg',
  },
});
const flatPushKeys = (b: ReturnType<typeof pushSubscriptionBody>) => ({
  endpoint: b.endpoint,
  p256dh: b.keys.p256dh,
  auth: b.keys.auth,
});

const post = (url: string, body: () => unknown = () => ({})): RouteCall => ({
  build: async (w, role) => ({ method: 'POST', url, body: body(), cookie: cookieOf(w, role) }),
});

export const ROUTE_CALLS: Record<string, RouteCall> = {
  ...REVIEW_ROUTE_CALLS,
  ...PAY_ROUTE_CALLS,
  'GET /api/health': get('/api/health'),
  'GET /api/ready': get('/api/ready'),
  'GET /api/config': get('/api/config'),
  'POST /api/log/not-found': post('/api/log/not-found', () => ({ path: '/no-such-page' })),
  'GET /api/openapi.json': get('/api/openapi.json'),
  'GET /api/dev/mailbox': get('/api/dev/mailbox'),
  'GET /api/dev/clock': get('/api/dev/clock'),
  // A minute per call (the world's dates are days ahead); the reset below puts it back.
  'POST /api/dev/clock': post('/api/dev/clock', () => ({ advanceMinutes: 1 })),
  'POST /api/dev/clock/reset': post('/api/dev/clock/reset', () => ({})),

  'GET /api/session': get('/api/session'),
  'POST /api/session': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const me = w.principals[role].account;
      if (target === 'own')
        return me
          ? {
              method: 'POST',
              url: '/api/session',
              body: { email: me.email, password: me.password },
              cookie: cookieOf(w, role),
            }
          : null;
      const someoneElse = role === 'cleaner' ? w.accounts.get('otherCleaner')! : w.accounts.get('cleaner')!;
      return {
        method: 'POST',
        url: '/api/session',
        body: { email: someoneElse.email, password: 'not-their-password' },
        cookie: cookieOf(w, role),
      };
    },
  },
  'PUT /api/session/locale': {
    build: async (w, role) => ({
      method: 'PUT',
      url: '/api/session/locale',
      body: { locale: 'en' },
      cookie: cookieOf(w, role),
    }),
  },
  'DELETE /api/session': {
    // A session of its own, so signing out does not end the role's session used by other calls.
    build: async (w, role) => {
      const me = w.principals[role];
      return {
        method: 'DELETE',
        url: '/api/session',
        cookie: me.cookie ? await signIn(w.app, me.account!) : undefined,
      };
    },
  },

  'POST /api/registrations/email-check': {
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/registrations/email-check',
      body: { email: w.principals[role].account?.email ?? uniqueEmail() },
      cookie: cookieOf(w, role),
    }),
  },
  'POST /api/registrations': post('/api/registrations', () => ({
    userType: 'cleaner',
    registrationData: buildCleanerRegistration(),
  })),
  'POST /api/registrations/status': tokenRoute('/api/registrations/status'),
  'POST /api/registrations/resend': tokenRoute('/api/registrations/resend'),
  'GET /api/registrations/verify': {
    targets: ['other'],
    build: async (w, role) => ({
      method: 'GET',
      url: `/api/registrations/verify?token=${randomToken()}`,
      cookie: cookieOf(w, role),
    }),
  },

  'POST /api/password/forgot': {
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/password/forgot',
      body: { email: w.principals[role].account?.email ?? uniqueEmail() },
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/password/reset/:token': {
    targets: ['other'],
    build: async (w, role) => ({
      method: 'GET',
      url: `/api/password/reset/${randomToken()}`,
      cookie: cookieOf(w, role),
    }),
  },
  'POST /api/password/reset': {
    targets: ['other'],
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/password/reset',
      body: { token: randomToken(), password: 'a-new-password-123' },
      cookie: cookieOf(w, role),
    }),
  },

  'GET /api/host/profile': get('/api/host/profile'),
  'PUT /api/host/profile': {
    build: async (w, role) => {
      const me = w.principals[role].account;
      const body = isHost(role)
        ? { firstName: me!.firstName, lastName: me!.lastName, phone: me!.phone }
        : { firstName: 'Pat', lastName: 'Doe', phone: '5550001111' };
      return { method: 'PUT', url: '/api/host/profile', body, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/host/profile': {
    // Creating a profile changes who the caller is: roles that succeed use a fresh account of their kind.
    build: async (w, role) => {
      let cookie = cookieOf(w, role);
      if (role === 'noProfile') {
        const fresh = await createBareUser(w.db);
        cookie = await signIn(w.app, fresh);
      } else if (isCleaner(role)) {
        const fresh = await createCleaner(w.db);
        if (role === 'highlightedCleaner')
          await w.db.update(cleanerProfile).set({ isHighlighted: true }).where(eq(cleanerProfile.userId, fresh.userId));
        cookie = await signIn(w.app, fresh);
      }
      return {
        method: 'POST',
        url: '/api/host/profile',
        body: { firstName: 'Pat', lastName: 'Doe', phone: '5550001111', state: 'TX', city: 'Austin' },
        cookie,
      };
    },
  },

  'GET /api/host/jobs': get('/api/host/jobs'),
  'GET /api/host/job-limits': get('/api/host/job-limits'),
  'POST /api/host/jobs': post('/api/host/jobs', () => buildJobInput()),
  'GET /api/host/jobs/:jobId': jobRoute('GET', (id) => `/api/host/jobs/${id}`),
  'PUT /api/host/jobs/:jobId': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      if (!id) return null;
      const body = target === 'own' ? await currentJobBody(w, id) : buildJobInput();
      return { method: 'PUT', url: `/api/host/jobs/${id}`, body, cookie: cookieOf(w, role) };
    },
  },
  'DELETE /api/host/jobs/:jobId': {
    targets: ['own', 'other'],
    // Own: a fresh job of the caller, so the marked one stays for the other routes.
    build: async (w, role, target) => {
      if (target === 'own' && !isHost(role)) return null;
      const id = target === 'own' ? (await createJob(w.db, w.principals[role].account!.userId)).id : othersJob(w, role);
      return { method: 'DELETE', url: `/api/host/jobs/${id}`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/host/jobs/:jobId/pause': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      if (target === 'own' && !isHost(role)) return null;
      const id = target === 'own' ? (await createJob(w.db, w.principals[role].account!.userId)).id : othersJob(w, role);
      return { method: 'POST', url: `/api/host/jobs/${id}/pause`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/host/jobs/:jobId/reopen': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      if (target === 'own' && !isHost(role)) return null;
      const id =
        target === 'own'
          ? (await createJob(w.db, w.principals[role].account!.userId, { pausedAt: new Date() })).id
          : othersJob(w, role);
      return { method: 'POST', url: `/api/host/jobs/${id}/reopen`, cookie: cookieOf(w, role) };
    },
  },
  'GET /api/host/jobs/:jobId/applicants': jobRoute('GET', (id) => `/api/host/jobs/${id}/applicants`),
  'GET /api/host/applicants': {
    targets: ['none', 'own', 'other'],
    build: async (w, role, target) => {
      if (target === 'none') return { method: 'GET', url: '/api/host/applicants', cookie: cookieOf(w, role) };
      const id = jobFor(w, role, target);
      return id ? { method: 'GET', url: `/api/host/applicants?job_id=${id}`, cookie: cookieOf(w, role) } : null;
    },
  },
  'PATCH /api/host/applications/:id': {
    targets: ['own', 'other', 'ownLocked'],
    build: async (w, role, target) => {
      const id =
        target === 'own'
          ? w.visibleApplicationOf[role]
          : target === 'ownLocked'
            ? w.beyondPreviewApplicationOf[role]
            : othersApplication(w, role);
      if (!id) return null;
      return {
        method: 'PATCH',
        url: `/api/host/applications/${id}`,
        body: { action: await validAction(w, id) },
        cookie: cookieOf(w, role),
      };
    },
  },

  'GET /api/host/jobs/:jobId/calendars': jobRoute('GET', (id) => `/api/host/jobs/${id}/calendars`),
  'POST /api/host/jobs/:jobId/calendars': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      if (!id) return null;
      // The caller's own feed (another host's link, for other: the job decides, not the link).
      const url = w.calendarLinkOf[role] ?? w.calendarLinkOf.owningHost!;
      return {
        method: 'POST',
        url: `/api/host/jobs/${id}/calendars`,
        body: { url, label: 'Added' },
        cookie: cookieOf(w, role),
      };
    },
  },
  'PATCH /api/host/calendars/:id': calendarRoute('PATCH', '', () => ({ label: 'Renamed' })),
  'DELETE /api/host/calendars/:id': {
    targets: ['own', 'other'],
    // Own: a fresh calendar of the caller's job, so the synced one stays for the other routes.
    build: async (w, role, target) => {
      let id = othersCalendar(w, role);
      if (target === 'own') {
        const jobId = w.jobOf[role];
        if (!jobId) return null;
        const [row] = await w.db
          .insert(jobCalendar)
          .values({ jobId, url: w.calendarLinkOf[role]! })
          .returning({ id: jobCalendar.id });
        id = row!.id;
      }
      return { method: 'DELETE', url: `/api/host/calendars/${id}`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/host/calendars/:id/sync': calendarRoute('POST', '/sync', () => ({})),
  'GET /api/host/calendars/:id/events': calendarRoute('GET', '/events'),
  // Unmarking leaves the world as it was.
  'POST /api/host/calendars/:id/blocks': calendarRoute('POST', '/blocks', (w) => ({ ...w.stay, blocked: false })),

  'GET /api/cleaner/profile': get('/api/cleaner/profile'),
  'PUT /api/cleaner/profile': {
    build: async (w, role) => ({
      method: 'PUT',
      url: '/api/cleaner/profile',
      body: await currentCleanerBody(w, role),
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/jobs': get('/api/jobs'),
  'GET /api/jobs/states': get('/api/jobs/states'),
  'POST /api/applications': {
    targets: ['other'],
    // A fresh active job of a host that is no role, so every cleaner role can apply once.
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/applications',
      body: { jobId: (await createJob(w.db, w.jobPoster.userId)).id },
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/applications/mine': get('/api/applications/mine'),

  'POST /api/calculator/quotes': {
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/calculator/quotes',
      body: {
        beds: 2,
        bedrooms: 2,
        halfBathrooms: 1,
        fullBathrooms: 1,
        livingRooms: 1,
        kitchens: 1,
        exteriorFeatures: 0,
        extraSpaces: 0,
        carpetSqFt: 400,
        hardFloorsSqFt: 800,
        petAllowance: true,
        hourlyRate: 40,
        email: w.principals[role].account?.email ?? uniqueEmail('visitor'),
      },
      cookie: cookieOf(w, role),
    }),
  },

  'GET /api/billing/subscription': get('/api/billing/subscription'),
  'POST /api/billing/checkout': {
    // What each role would buy: a host a plan, a cleaner the Highlight.
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/billing/checkout',
      body: { plan: isCleaner(role) ? 'highlight' : 'pro' },
      cookie: cookieOf(w, role),
    }),
  },
  'POST /api/billing/change-plan': {
    // The plan the host already has: allowed, and leaves the world as it was.
    build: async (w, role) => ({
      method: 'POST',
      url: '/api/billing/change-plan',
      body: { plan: role === 'otherHost' ? 'premium' : 'pro' },
      cookie: cookieOf(w, role),
    }),
  },
  'POST /api/billing/cancel': subscriptionKindRoute('/api/billing/cancel'),
  'POST /api/billing/resume': subscriptionKindRoute('/api/billing/resume'),
  'POST /api/billing/portal': post('/api/billing/portal'),
  'POST /api/billing/webhook': post('/api/billing/webhook', () => ({
    id: 'evt_unsigned',
    object: 'event',
    type: 'checkout.session.completed',
    data: { object: {} },
  })),
  'GET /api/billing/test-checkout/:sessionId': testCheckoutRoute('GET', ''),
  'POST /api/billing/test-checkout/:sessionId/cancel': testCheckoutRoute('POST', '/cancel'),
  'POST /api/billing/test-checkout/:sessionId/pay': {
    targets: ['own', 'other'],
    // Paying changes the payer's plan: own is a checkout of a fresh unpaid account of the role's kind.
    build: async (w, role, target) => {
      if (target === 'other')
        return {
          method: 'POST',
          url: `/api/billing/test-checkout/${w.othersCheckout}/pay`,
          body: {},
          cookie: cookieOf(w, role),
        };
      if (!isHost(role) && !isCleaner(role)) return null;
      const fresh = isHost(role) ? await createHost(w.db) : await createCleaner(w.db);
      const sessionId = await startTestCheckout(w.app, fresh, isHost(role) ? 'pro' : 'highlight');
      return {
        method: 'POST',
        url: `/api/billing/test-checkout/${sessionId}/pay`,
        body: {},
        cookie: await signIn(w.app, fresh),
      };
    },
  },
  'POST /api/dev/billing-clock': post('/api/dev/billing-clock', () => ({ advanceDays: 0 })),

  'GET /api/host/turnover-board': get('/api/host/turnover-board'),
  'GET /api/host/jobs/:jobId/turnovers': jobRoute('GET', (id) => `/api/host/jobs/${id}/turnovers`),
  'PUT /api/host/jobs/:jobId/schedule': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      if (!id) return null;
      const [row] = await w.db.select({ state: job.state }).from(job).where(eq(job.id, id));
      return {
        method: 'PUT',
        url: `/api/host/jobs/${id}/schedule`,
        body: { checkoutTime: '11:00', checkinTime: '16:00', timeZone: defaultTimeZone(row!.state) },
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/host/jobs/:jobId/turnovers': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      return id
        ? {
            method: 'POST',
            url: `/api/host/jobs/${id}/turnovers`,
            body: { date: nextTurnoverDate(), checkoutTime: '11:00', checkinTime: '16:00' },
            cookie: cookieOf(w, role),
          }
        : null;
    },
  },
  'PATCH /api/host/turnovers/:id': hostTurnoverRoute('PATCH', (id) => `/api/host/turnovers/${id}`, {
    notes: 'Bring the spare key',
  }),
  'POST /api/host/turnovers/:id/cancel': hostTurnoverRoute('POST', (id) => `/api/host/turnovers/${id}/cancel`, {}),
  'POST /api/host/turnovers/:id/open': hostTurnoverRoute(
    'POST',
    (id) => `/api/host/turnovers/${id}/open`,
    { autoAccept: false },
    { unfilled: true },
  ),
  'POST /api/host/turnovers/:id/reopen': hostTurnoverRoute(
    'POST',
    (id) => `/api/host/turnovers/${id}/reopen`,
    { to: 'nearby' },
    { missed: true },
  ),
  'POST /api/host/turnovers/:id/missed-handled': hostTurnoverRoute(
    'POST',
    (id) => `/api/host/turnovers/${id}/missed-handled`,
    {},
    { missed: true },
  ),
  'GET /api/host/turnovers/:id/requests': hostTurnoverRoute(
    'GET',
    (id) => `/api/host/turnovers/${id}/requests`,
    undefined,
  ),
  'POST /api/host/turnovers/:id/requests/:requestId/accept': acceptRequestRoute(),
  'POST /api/host/turnovers/:id/approve-access': hostTurnoverRoute(
    'POST',
    (id) => `/api/host/turnovers/${id}/approve-access`,
    undefined,
  ),
  'GET /api/cleaner/open-turnovers': get('/api/cleaner/open-turnovers'),
  'POST /api/cleaner/open-turnovers/:id/request': requestOpenTurnoverRoute(),
  'GET /api/host/jobs/:jobId/feed': jobRoute('GET', (id) => `/api/host/jobs/${id}/feed`),
  'POST /api/host/jobs/:jobId/feed/reset': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      return id
        ? { method: 'POST', url: `/api/host/jobs/${id}/feed/reset`, body: {}, cookie: cookieOf(w, role) }
        : null;
    },
  },
  'GET /api/cleaner/schedule': get('/api/cleaner/schedule'),
  'POST /api/cleaner/turnovers/:id/confirm': cleanerTurnoverRoute((id) => `/api/cleaner/turnovers/${id}/confirm`, {}),
  'POST /api/cleaner/turnovers/:id/decline': cleanerTurnoverRoute((id) => `/api/cleaner/turnovers/${id}/decline`, {
    reason: 'Away that week',
  }),
  'POST /api/cleaner/turnovers/:id/cancel': cleanerTurnoverRoute(
    (id) => `/api/cleaner/turnovers/${id}/cancel`,
    { reason: 'Car broke down' },
    { confirmed: true },
  ),
  'POST /api/offer-answers': offerLinkRoute('/api/offer-answers'),
  'POST /api/offer-answers/preview': offerLinkRoute('/api/offer-answers/preview'),
  'GET /api/cleaner/schedule/feed': get('/api/cleaner/schedule/feed'),
  'POST /api/cleaner/schedule/feed/reset': post('/api/cleaner/schedule/feed/reset'),

  'GET /api/host/jobs/:jobId/team': jobRoute('GET', (id) => `/api/host/jobs/${id}/team`),
  'POST /api/host/jobs/:jobId/team/:cleanerId/move': teamRoute('move', { direction: 'up' }),
  'POST /api/host/jobs/:jobId/team/:cleanerId/remove': teamRoute('remove', {}),
  'POST /api/host/jobs/:jobId/team/:cleanerId/add-back': teamRoute('add-back', {}),
  'POST /api/host/jobs/:jobId/team/send-offers': jobBodyRoute(
    'POST',
    (id) => `/api/host/jobs/${id}/team/send-offers`,
    {},
  ),

  'GET /api/host/jobs/:jobId/playbook': jobRoute('GET', (id) => `/api/host/jobs/${id}/playbook`),
  // Where supplies are, as they were; the access instructions, left out, stay as they are.
  'PUT /api/host/jobs/:jobId/playbook': jobBodyRoute('PUT', (id) => `/api/host/jobs/${id}/playbook`, {
    supplies: WORLD_SUPPLIES,
  }),
  'POST /api/host/jobs/:jobId/playbook/items': jobBodyRoute('POST', (id) => `/api/host/jobs/${id}/playbook/items`, {
    label: 'Restock towels',
    area: 'Bedroom',
    photoRequired: true,
  }),
  'POST /api/host/jobs/:jobId/playbook/starter': freshJobRoute((id) => `/api/host/jobs/${id}/playbook/starter`),
  'POST /api/host/jobs/:jobId/playbook/copy': freshJobRoute(
    (id) => `/api/host/jobs/${id}/playbook/copy`,
    (w, role) => ({ fromJobId: w.jobOf[role] ?? randomUUID() }),
  ),
  'POST /api/host/jobs/:jobId/playbook/library': freshJobRoute(
    (id) => `/api/host/jobs/${id}/playbook/library`,
    () => ({ keys: ['kitchen.start-dishwasher', 'bedrooms.check-under-beds'] }),
  ),
  'PATCH /api/host/playbook-items/:id': itemRoute('PATCH', '', { item: 'world', body: WORLD_ITEM }),
  'DELETE /api/host/playbook-items/:id': itemRoute('DELETE', '', { item: 'fresh' }),
  // The second of two fresh items in an area of their own moves up.
  'POST /api/host/playbook-items/:id/move': itemRoute('POST', '/move', { item: 'pair', body: { direction: 'up' } }),
  'PUT /api/host/playbook-items/:id/reference-photo': itemRoute('PUT', '/reference-photo', {
    item: 'world',
    upload: true,
  }),
  'DELETE /api/host/playbook-items/:id/reference-photo': itemRoute('DELETE', '/reference-photo', { item: 'withPhoto' }),
  'GET /api/host/turnovers/:id/report': {
    targets: ['own', 'other'],
    // A run with a photo and a problem, by one of the job's host's visible applicants.
    build: async (w, role, target) => {
      const hostRole = target === 'own' ? role : othersHostRole(role);
      if (!isHost(hostRole)) return null;
      const cleanerKey = w.visibleApplicants[hostRole]![0]!;
      const run = await addRun(w, {
        hostRole,
        cleanerUserId: w.accounts.get(cleanerKey)!.userId,
        started: true,
        problem: true,
        photo: true,
      });
      return { method: 'GET', url: `/api/host/turnovers/${run.turnoverId}/report`, cookie: cookieOf(w, role) };
    },
  },

  'POST /api/host/turnovers/:id/problems/:problemId/acknowledge': hostProblemRoute('acknowledge'),
  'POST /api/host/turnovers/:id/problems/:problemId/resolve': hostProblemRoute('resolve'),

  'GET /api/cleaner/turnovers/:id': runRoute('GET', (r) => `/api/cleaner/turnovers/${r.turnoverId}`),
  'GET /api/cleaner/turnovers/:id/access': runRoute('GET', (r) => `/api/cleaner/turnovers/${r.turnoverId}/access`),
  'POST /api/cleaner/turnovers/:id/start': runRoute('POST', (r) => `/api/cleaner/turnovers/${r.turnoverId}/start`),
  'PUT /api/cleaner/turnovers/:id/tasks/:taskId': runRoute(
    'PUT',
    (r) => `/api/cleaner/turnovers/${r.turnoverId}/tasks/${r.taskId}`,
    { started: true, body: { done: true } },
  ),
  'PUT /api/cleaner/turnovers/:id/notes': runRoute('PUT', (r) => `/api/cleaner/turnovers/${r.turnoverId}/notes`, {
    started: true,
    body: { notes: 'Left spare towels on the bed.' },
  }),
  'POST /api/cleaner/turnovers/:id/problems': runRoute(
    'POST',
    (r) => `/api/cleaner/turnovers/${r.turnoverId}/problems`,
    { started: true, body: { kind: 'supplies', description: 'Out of dish soap' } },
  ),
  'POST /api/cleaner/turnovers/:id/tasks/:taskId/photos': runRoute(
    'POST',
    (r) => `/api/cleaner/turnovers/${r.turnoverId}/tasks/${r.taskId}/photos`,
    { started: true, upload: true },
  ),
  'POST /api/cleaner/turnovers/:id/problems/:problemId/photos': runRoute(
    'POST',
    (r) => `/api/cleaner/turnovers/${r.turnoverId}/problems/${r.problemId}/photos`,
    { problem: true, upload: true },
  ),
  'POST /api/cleaner/turnovers/:id/complete': runRoute(
    'POST',
    (r) => `/api/cleaner/turnovers/${r.turnoverId}/complete`,
    { started: true },
  ),
  'DELETE /api/cleaner/photos/:id': runRoute('DELETE', (r) => `/api/cleaner/photos/${r.photoId}`, { photo: true }),

  'GET /api/photos/:id': photoRoute('', 'taken'),
  'GET /api/photos/:id/thumb': photoRoute('/thumb', 'shared'),

  'GET /api/notifications': get('/api/notifications'),
  'POST /api/notifications/read-all': post('/api/notifications/read-all'),
  'POST /api/notifications/:id/read': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = target === 'own' ? w.notificationOf[role] : othersNotification(w, role);
      return id ? { method: 'POST', url: `/api/notifications/${id}/read`, body: {}, cookie: cookieOf(w, role) } : null;
    },
  },
  'GET /api/notifications/stream': get('/api/notifications/stream'),

  'GET /api/conversations': get('/api/conversations'),
  'POST /api/conversations': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const account = w.principals[role].account;
      const body = isHost(role)
        ? target === 'own'
          ? { jobId: w.jobOf[role]!, cleanerId: conversationPartner(w, role)! }
          : { jobId: othersJob(w, role), cleanerId: w.principals.otherCleaner.account!.userId }
        : isCleaner(role) && target === 'own'
          ? { jobId: w.jobOf[(w.appliedHosts[role] ?? [])[0] as Role]! }
          : // A job the caller never applied to (the free host's has neither principal cleaner).
            { jobId: w.jobOf.freeHost! };
      if (!account && target === 'own') return null;
      return { method: 'POST', url: '/api/conversations', body, cookie: cookieOf(w, role) };
    },
  },
  'GET /api/conversations/:id/messages': conversationRoute('GET', '/messages'),
  'POST /api/conversations/:id/messages': conversationRoute('POST', '/messages', {
    fresh: true,
    body: () => ({ text: 'Hello there', clientKey: randomUUID() }),
  }),
  'POST /api/conversations/:id/photos': conversationRoute('POST', '/photos', { fresh: true, upload: true }),
  'POST /api/conversations/:id/read': conversationRoute('POST', '/read', {
    body: (c) => ({ upTo: c.messageId }),
  }),
  'PUT /api/conversations/:id/settings': conversationRoute('PUT', '/settings', {
    fresh: true,
    body: () => ({ emailWhenAway: true }),
  }),
  'POST /api/conversations/:id/block': conversationRoute('POST', '/block', { fresh: true }),
  'DELETE /api/conversations/:id/block': conversationRoute('DELETE', '/block', { fresh: true }),
  'POST /api/conversations/:id/report': conversationRoute('POST', '/report', {
    fresh: true,
    body: () => ({ reason: 'spam', details: 'Test report' }),
  }),
  'GET /api/support/cases': get('/api/support/cases?status=open'),
  'POST /api/support/cases/:id/decision': {
    targets: ['other'],
    build: async (w, role) => ({
      method: 'POST',
      url: `/api/support/cases/${randomUUID()}/decision`,
      body: { actionId: 'close', reason: 'Test' },
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/support/accounts': {
    targets: ['other'],
    build: async (w, role) => ({
      method: 'GET',
      url: `/api/support/accounts?email=${encodeURIComponent(w.principals.cleaner.account!.email)}`,
      cookie: cookieOf(w, role),
    }),
  },
  ...Object.fromEntries(
    (['suspend', 'reinstate'] as const).map((verb) => [
      `POST /api/support/accounts/:id/${verb}`,
      {
        targets: ['other'],
        build: async (w: World, role: Role) => ({
          method: 'POST' as const,
          url: `/api/support/accounts/${w.principals[role === 'cleaner' ? 'otherCleaner' : 'cleaner'].account!.userId}/${verb}`,
          body: { reason: 'Test' },
          cookie: cookieOf(w, role),
        }),
      } satisfies RouteCall,
    ]),
  ),
  'GET /api/messages/unread': get('/api/messages/unread'),
  'GET /api/messages/preferences': get('/api/messages/preferences'),
  'PUT /api/messages/preferences': {
    build: async (w, role) => ({
      method: 'PUT',
      url: '/api/messages/preferences',
      body: { emailWhenAway: true },
      cookie: cookieOf(w, role),
    }),
  },

  'GET /api/push/key': get('/api/push/key'),
  'GET /api/push/devices': get('/api/push/devices'),
  'POST /api/push/devices': post('/api/push/devices', pushSubscriptionBody),
  'DELETE /api/push/devices/:id': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const owner =
        target === 'own'
          ? w.principals[role].account?.userId
          : w.principals[role === 'cleaner' ? 'otherCleaner' : 'cleaner'].account!.userId;
      if (!owner) return null;
      const [device] = await w.db
        .insert(pushSubscription)
        .values({ userId: owner, label: 'A browser', ...flatPushKeys(pushSubscriptionBody()) })
        .returning({ id: pushSubscription.id });
      return { method: 'DELETE', url: `/api/push/devices/${device!.id}`, cookie: cookieOf(w, role) };
    },
  },
  'GET /api/push/preferences': get('/api/push/preferences'),
  'PUT /api/push/preferences': {
    build: async (w, role) => ({
      method: 'PUT',
      url: '/api/push/preferences',
      body: { disabledKinds: ['reports'], quietHours: { start: '22:00', end: '07:00' }, timeZone: 'America/Chicago' },
      cookie: cookieOf(w, role),
    }),
  },
};

/**
 * Issue 40: the cleaner each host role talks with (an applicant on its marked job), or for a
 * cleaner role the host of a job it applied to.
 */
function conversationPartner(w: World, role: Role): string | null {
  const partner: Partial<Record<Role, string>> = {
    owningHost: 'cleaner',
    otherHost: 'otherCleaner',
    freeHost: 'filler1',
    paidHost: 'cleaner',
    cleaner: 'owningHost',
    otherCleaner: 'otherHost',
    highlightedCleaner: 'owningHost',
  };
  const key = partner[role];
  return key ? w.accounts.get(key)!.userId : null;
}

type WorldConversation = { id: string; messageId: string };
const worldConversations = new Map<string, WorldConversation>();

/** The conversation of a host and a cleaner with one message in it (made once per world and pair). */
async function conversationBetween(w: World, hostUserId: string, cleanerUserId: string): Promise<WorldConversation> {
  const key = `${hostUserId} ${cleanerUserId}`;
  const known = worldConversations.get(key);
  if (known) return known;
  const id = await ensureConversation(w.db, hostUserId, cleanerUserId);
  const [m] = await w.db
    .insert(message)
    .values({ conversationId: id, senderUserId: cleanerUserId, kind: 'text', text: 'Hi, about the job' })
    .returning({ id: message.id });
  const made = { id, messageId: m!.id };
  worldConversations.set(key, made);
  return made;
}

/**
 * A conversation of the role (own: with its partner; with `fresh`, with a new person, so a change
 * such as a block affects no other route) or of two others (other). Null: the role has none.
 */
async function conversationFor(w: World, role: Role, target: Target, fresh: boolean) {
  const account = w.principals[role].account;
  if (target !== 'own') {
    const [host, cleaner] =
      role === 'otherHost' || role === 'otherCleaner' ? ['owningHost', 'cleaner'] : ['otherHost', 'otherCleaner'];
    return conversationBetween(
      w,
      w.principals[host as Role].account!.userId,
      w.principals[cleaner as Role].account!.userId,
    );
  }
  if (!account || !(isHost(role) || isCleaner(role))) return null;
  if (fresh) {
    const stranger = isHost(role) ? await createCleaner(w.db) : await createHost(w.db);
    const id = isHost(role)
      ? await ensureConversation(w.db, account.userId, stranger.userId)
      : await ensureConversation(w.db, stranger.userId, account.userId);
    const [m] = await w.db
      .insert(message)
      .values({ conversationId: id, senderUserId: stranger.userId, kind: 'text', text: 'Hello' })
      .returning({ id: message.id });
    return { id, messageId: m!.id };
  }
  const partner = conversationPartner(w, role)!;
  return isHost(role)
    ? conversationBetween(w, account.userId, partner)
    : conversationBetween(w, partner, account.userId);
}

/** A route on a conversation: own is one of the caller's, other one of two other people's. */
function conversationRoute(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  suffix: string,
  options: { fresh?: boolean; upload?: true; body?: (c: WorldConversation) => unknown } = {},
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const c = await conversationFor(w, role, target, options.fresh ?? false);
      if (!c) return null;
      const payload = options.upload
        ? { files: await photoUpload() }
        : options.body
          ? { body: options.body(c) }
          : method === 'POST'
            ? { body: {} }
            : {};
      return { method, url: `/api/conversations/${c.id}${suffix}`, ...payload, cookie: cookieOf(w, role) };
    },
  };
}

/** A fresh date for each turnover the matrix makes (one live turnover per job and date). */
let turnoverDays = 20;
function nextTurnoverDate(): string {
  return new Date(Date.now() + ++turnoverDays * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
}

/** A fresh upcoming turnover of `jobId`, assigned and offered to `cleanerUserId` when given. */
async function addTurnover(
  w: World,
  jobId: string,
  cleanerUserId: string | null,
  cover: { unfilled?: boolean; open?: boolean; missed?: boolean } = {},
): Promise<string> {
  const date = nextTurnoverDate();
  const startsAt = new Date(`${date}T16:00:00Z`);
  const [row] = await w.db
    .insert(turnover)
    .values({
      jobId,
      date,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * 60 * 60 * 1000),
      payment: 50,
      source: 'manual',
      assignedCleanerUserId: cleanerUserId,
      ...(cover.unfilled || cover.open ? { unfilledAt: new Date() } : {}),
      ...(cover.open ? { openedAt: new Date() } : {}),
      ...(cover.missed ? { status: 'missed' as const, missedAt: new Date() } : {}),
    })
    .returning({ id: turnover.id });
  if (cleanerUserId) await w.db.insert(turnoverOffer).values({ turnoverId: row!.id, cleanerUserId });
  return row!.id;
}

/** own: a fresh turnover of the host's job; other: one of another host's job. */
function hostTurnoverRoute(
  method: 'GET' | 'PATCH' | 'POST',
  url: (id: string) => string,
  body: unknown,
  cover: { unfilled?: boolean; missed?: boolean } = {},
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const jobId = jobFor(w, role, target);
      return jobId
        ? { method, url: url(await addTurnover(w, jobId, null, cover)), body, cookie: cookieOf(w, role) }
        : null;
    },
  };
}

/** own: an open turnover of the host's job with a nearby cleaner's request; other: the same on another host's job. */
function acceptRequestRoute(): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const jobId = jobFor(w, role, target);
      if (!jobId) return null;
      const turnoverId = await addTurnover(w, jobId, null, { open: true });
      const requester = await createCleaner(w.db);
      const [request] = await w.db
        .insert(turnoverRequest)
        .values({ turnoverId, cleanerUserId: requester.userId })
        .returning({ id: turnoverRequest.id });
      return {
        method: 'POST',
        url: `/api/host/turnovers/${turnoverId}/requests/${request!.id}/accept`,
        body: undefined,
        cookie: cookieOf(w, role),
      };
    },
  };
}

/** own: an open turnover in the cleaner's state; other: one in another state (not theirs to see). */
function requestOpenTurnoverRoute(): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const me = w.principals[role].account;
      const [profile] = me?.userId
        ? await w.db
            .select({ state: cleanerProfile.state, homeZip: cleanerProfile.homeZip })
            .from(cleanerProfile)
            .where(eq(cleanerProfile.userId, me.userId))
        : [];
      const mine = profile?.state ?? 'TX';
      const state = target === 'own' ? mine : mine === 'VT' ? 'ME' : 'VT';
      const host = await createHost(w.db);
      // Issue 43: 'own' is at the cleaner's home ZIP (within any radius); 'other' is in another state.
      const zip = target === 'own' && profile?.homeZip ? { zip: profile.homeZip } : {};
      const j = await createJob(w.db, host.userId, { state, ...zip });
      const turnoverId = await addTurnover(w, j.id, null, { open: true });
      return {
        method: 'POST',
        url: `/api/cleaner/open-turnovers/${turnoverId}/request`,
        body: undefined,
        cookie: cookieOf(w, role),
      };
    },
  };
}

/**
 * own: a fresh turnover assigned to the cleaner on a job they applied to (the owning host's; the
 * other cleaner's is the other host's); other: one assigned to another cleaner.
 */
function cleanerTurnoverRoute(
  url: (id: string) => string,
  body: unknown,
  options: { confirmed?: boolean } = {},
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const me = w.principals[role].account;
      const mine = target === 'own' && me && isCleaner(role);
      const other = role === 'cleaner' ? 'otherCleaner' : 'cleaner';
      const assignee = mine ? me.userId : w.principals[other].account!.userId;
      const jobId = (mine ? role : other) === 'otherCleaner' ? w.jobOf.otherHost! : w.jobOf.owningHost!;
      const turnoverId = await addTurnover(w, jobId, assignee);
      // 'Cancel' is for a turnover its cleaner confirmed.
      if (options.confirmed) {
        await w.db
          .update(turnoverOffer)
          .set({ status: 'confirmed', answeredAt: new Date() })
          .where(eq(turnoverOffer.turnoverId, turnoverId));
        await w.db.update(turnover).set({ status: 'confirmed' }).where(eq(turnover.id, turnoverId));
      }
      return { method: 'POST', url: url(turnoverId), body, cookie: cookieOf(w, role) };
    },
  };
}

/**
 * A route on one team member: two fresh hires join the job's team (the second is named, so 'up'
 * is always allowed); for add-back the named one is hired but not on the team. own: the caller's
 * job; other: another host's job with its own real member.
 */
function teamRoute(action: 'move' | 'remove' | 'add-back', body: unknown): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const jobId = jobFor(w, role, target);
      if (!jobId) return null;
      await createApplicant(w.db, jobId, { status: 'accepted' });
      let cleanerId: string;
      if (action === 'add-back') {
        cleanerId = (await createCleaner(w.db)).userId;
        await w.db.insert(application).values({ jobId, cleanerUserId: cleanerId, status: 'accepted' });
      } else {
        cleanerId = (await createApplicant(w.db, jobId, { status: 'accepted' })).cleaner.userId;
      }
      return {
        method: 'POST',
        url: `/api/host/jobs/${jobId}/team/${cleanerId}/${action}`,
        body,
        cookie: cookieOf(w, role),
      };
    },
  };
}

function jobRoute(method: 'GET' | 'DELETE', url: (id: string) => string): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      return id ? { method, url: url(id), cookie: cookieOf(w, role) } : null;
    },
  };
}

/** Another host's calendar (the owning host's, or for the owning host the other host's). */
const othersCalendar = (w: World, role: Role) =>
  role === 'owningHost' ? w.calendarOf.otherHost! : w.calendarOf.owningHost!;

/** A route on one calendar: own is the caller's world calendar (none for non-hosts), other another host's. */
function calendarRoute(
  method: 'GET' | 'POST' | 'PATCH',
  suffix: string,
  body?: (w: World) => Record<string, unknown>,
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = target === 'own' ? w.calendarOf[role] : othersCalendar(w, role);
      if (!id) return null;
      return {
        method,
        url: `/api/host/calendars/${id}${suffix}`,
        ...(body ? { body: body(w) } : {}),
        cookie: cookieOf(w, role),
      };
    },
  };
}

/** Cancel or resume: the kind of subscription the role can hold (a host's plan, a cleaner's Highlight). */
function subscriptionKindRoute(url: string): RouteCall {
  return {
    build: async (w, role) => ({
      method: 'POST',
      url,
      body: { kind: isCleaner(role) ? 'highlight' : 'host_plan' },
      cookie: cookieOf(w, role),
    }),
  };
}

/** The test-mode checkout page: own is a new checkout of the caller's, other the job poster's. */
function testCheckoutRoute(method: 'GET' | 'POST', suffix: string): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const account = w.principals[role].account;
      let id = w.othersCheckout;
      if (target === 'own') {
        if (!account || (!isHost(role) && !isCleaner(role))) return null;
        id = await startTestCheckout(w.app, account, isHost(role) ? 'pro' : 'highlight');
      }
      return {
        method,
        url: `/api/billing/test-checkout/${id}${suffix}`,
        ...(method === 'POST' ? { body: {} } : {}),
        cookie: cookieOf(w, role),
      };
    },
  };
}

/** Routes that take a registration's poll token: own is the registration's, other a token nobody holds. */
function tokenRoute(url: string): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const token = target === 'own' ? w.principals[role].pollToken : randomToken();
      return token ? { method: 'POST', url, body: { token }, cookie: cookieOf(w, role) } : null;
    },
  };
}

// --- The playbook, turnover runs and photos (issue 18) -----------------------------------------

/** The host role whose job is "someone else's" to `role` (the owning host's; for it and its cleaner, the other host's). */
const othersHostRole = (role: Role): Role => (role === 'owningHost' || role === 'cleaner' ? 'otherHost' : 'owningHost');

/** A photo upload as the page sends it: one small JPEG. */
const photoUpload = async () => [{ data: await smallJpeg(), filename: 'IMG_0001.jpg' }];

/** A route on one of the host's jobs with a JSON body: own is the caller's marked job, other another host's. */
function jobBodyRoute(method: 'POST' | 'PUT', url: (id: string) => string, body: unknown): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = jobFor(w, role, target);
      return id ? { method, url: url(id), body, cookie: cookieOf(w, role) } : null;
    },
  };
}

/**
 * A route on one of the host's jobs: own is a fresh job of the caller's (with a body, which may name
 * the caller's marked job), other another host's job.
 */
function freshJobRoute(url: (id: string) => string, body?: (w: World, role: Role) => unknown): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      if (target === 'own' && !isHost(role)) return null;
      const id = target === 'own' ? (await createJob(w.db, w.principals[role].account!.userId)).id : othersJob(w, role);
      if (!id) return null;
      return { method: 'POST', url: url(id), body: body ? body(w, role) : {}, cookie: cookieOf(w, role) };
    },
  };
}

/**
 * A route on one checklist item: own is the world item of the caller's marked job (`world`) or a
 * fresh one there (`fresh`; `pair`: the second of two in an area of their own; `withPhoto`: with a
 * reference photo), other the world item of another host's job.
 */
function itemRoute(
  method: 'PATCH' | 'DELETE' | 'POST' | 'PUT',
  suffix: string,
  options: { item: 'world' | 'fresh' | 'pair' | 'withPhoto'; body?: unknown; upload?: true },
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      let id: string | undefined = w.itemOf[othersHostRole(role)];
      if (target === 'own') {
        if (!isHost(role)) return null;
        if (options.item === 'world') id = w.itemOf[role];
        else if (options.item === 'fresh') id = await addWorldItem(w, role);
        else if (options.item === 'withPhoto') id = (await addReferencePhoto(w, role)).itemId;
        else {
          const area = `Moved ${randomBytes(3).toString('hex')}`;
          await addWorldItem(w, role, area);
          id = await addWorldItem(w, role, area);
        }
      }
      const payload = options.upload
        ? { files: await photoUpload() }
        : options.body !== undefined
          ? { body: options.body }
          : {};
      return { method, url: `/api/host/playbook-items/${id}${suffix}`, ...payload, cookie: cookieOf(w, role) };
    },
  };
}

/**
 * A route on a turnover run: own is a fresh turnover confirmed by the caller (a cleaner) on a job
 * of a host they applied to, other one of another cleaner's; see runs.ts for what `needs` adds.
 */
/** Issue 37: a problem reported on a turnover of the caller's job (own) or of another host's (other). */
function hostProblemRoute(verb: 'acknowledge' | 'resolve'): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const hostRole = target === 'own' ? role : othersHostRole(role);
      if (!isHost(hostRole)) return null;
      const run = await addRun(w, {
        hostRole,
        cleanerUserId: w.accounts.get(w.visibleApplicants[hostRole]![0]!)!.userId,
        problem: true,
      });
      return {
        method: 'POST',
        url: `/api/host/turnovers/${run.turnoverId}/problems/${run.problemId}/${verb}`,
        body: {},
        cookie: cookieOf(w, role),
      };
    },
  };
}

function runRoute(
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: (run: Run) => string,
  needs: { started?: boolean; problem?: boolean; photo?: boolean; body?: unknown; upload?: true } = {},
): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const mine = target === 'own' && isCleaner(role);
      const cleanerRole: Role = mine ? role : role === 'cleaner' ? 'otherCleaner' : 'cleaner';
      const { body, upload, ...parts } = needs;
      const run = await addRun(w, {
        hostRole: w.cleansFor[cleanerRole]!,
        cleanerUserId: w.principals[cleanerRole].account!.userId,
        ...parts,
      });
      const payload = upload
        ? { files: await photoUpload() }
        : body !== undefined
          ? { body }
          : method === 'POST'
            ? { body: {} }
            : {};
      return { method, url: url(run), ...payload, cookie: cookieOf(w, role) };
    },
  };
}

/**
 * A photo; other is a turnover photo on another host's job, taken by another cleaner. own, for
 * `taken`: one the caller took (a host's reference photo on their job, a cleaner's photo of their
 * turnover); for `shared`: one the caller may see without having taken it (a turnover photo a
 * cleaner took on the host's job; the reference photo on the job of the cleaner's turnover). Both
 * serving routes share one handler and policy, so each covers half of the policy's branches.
 */
function photoRoute(suffix: string, own: 'taken' | 'shared'): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      let id: string;
      if (target === 'own') {
        const me = w.principals[role].account!;
        if (isHost(role) && own === 'taken') id = (await addReferencePhoto(w, role)).photoId;
        else if (isHost(role))
          id = (
            await addRun(w, {
              hostRole: role,
              cleanerUserId: w.accounts.get(w.visibleApplicants[role]![0]!)!.userId,
              photo: true,
            })
          ).photoId!;
        else if (isCleaner(role))
          id = (
            await addRun(w, {
              hostRole: w.cleansFor[role]!,
              cleanerUserId: me.userId,
              photo: own === 'taken',
              referencePhoto: own === 'shared',
            })
          )[own === 'taken' ? 'photoId' : 'referencePhotoId']!;
        else return null;
      } else {
        const hostRole = othersHostRole(role);
        const taker = hostRole === 'otherHost' ? 'otherCleaner' : 'cleaner';
        id = (await addRun(w, { hostRole, cleanerUserId: w.principals[taker].account!.userId, photo: true })).photoId!;
      }
      return { method: 'GET', url: `/api/photos/${id}${suffix}`, cookie: cookieOf(w, role) };
    },
  };
}

/** An emailed offer link's token, signed with the app's key (own) or a forger's (other), posted to `url`. */
function offerLinkRoute(url: string): RouteCall {
  return {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const turnoverId = await addTurnover(w, w.jobOf.owningHost!, w.principals.cleaner.account!.userId);
      const [offer] = await w.db
        .select({ id: turnoverOffer.id })
        .from(turnoverOffer)
        .where(eq(turnoverOffer.turnoverId, turnoverId));
      const secret = target === 'own' ? w.app.ctx.env.authSecret : 'a-forger-without-the-apps-secret-0123456789';
      const token = signOfferToken(secret, {
        offerId: offer!.id,
        action: 'confirm',
        expiresAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
      });
      return { method: 'POST', url, body: { token }, cookie: cookieOf(w, role) };
    },
  };
}
