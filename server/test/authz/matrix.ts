// The authorization matrix: every API route (method and path as Fastify registered them) with the
// status each kind of caller gets, for their own objects and for someone else's. matrix.test.ts
// builds the app, fails on any registered /api route missing here (or listed here but not
// registered), calls each route as each role and checks the status and that no other user's
// restricted data is in the response. The fuzz tests pick an authorized role for each route here.
//
// Conventions:
// - A role that lacks a profile the route needs gets 403 (the same for every object, so it reveals
//   nothing); an object reference that is not the caller's answers 404, never 403.
// - HEAD is implied by GET (Fastify adds it).

/** Who calls. Each role is a separate account (or none) in the test world (server/test/authz/world.ts). */
export const ROLES = [
  /** No session. */
  'anonymous',
  /** Signed in, verified account, neither host nor cleaner profile. */
  'noProfile',
  /** A started sign-up: only its poll token, no session (anonymous to every other route). */
  'registration',
  /** The cleaner who applied to the owning host's job. */
  'cleaner',
  /** A cleaner who applied to another host's job only. */
  'otherCleaner',
  /** A cleaner with the paid Highlight. */
  'highlightedCleaner',
  /** Free host who owns the job `cleaner` applied to (7 applicants: 5 shown in full, 2 locked). */
  'owningHost',
  /** Premium host with a job `otherCleaner` applied to. */
  'otherHost',
  /** Free host with 6 applicants on one job (the 6th locked). */
  'freeHost',
  /** Pro host with 6 applicants on one job (all shown in full). */
  'paidHost',
] as const;
export type Role = (typeof ROLES)[number];

/**
 * Which object a call refers to:
 * - `none`: the route takes no object reference (or is called without one, e.g. all applicants);
 * - `own`: an object of the caller (their job, application on their job, notification, poll token...);
 * - `other`: an object of another user (another host's job, another user's notification...); for
 *   bearer tokens (poll, reset and verification tokens) a well-formed token that is not the caller's;
 * - `ownLocked`: an application on the caller's own job beyond a free plan's preview.
 */
export const TARGETS = ['none', 'own', 'other', 'ownLocked'] as const;
export type Target = (typeof TARGETS)[number];

export type Outcome = number | readonly number[];
/** One status (or a set) for every target the route and role support, or one per target. */
export type Cell = Outcome | Partial<Record<Target, Outcome>>;

/**
 * Other users' data a route may legitimately show this caller (everything else of other users is
 * checked to be absent):
 * - `visibleApplicants`: full details of the applicants on the caller's active jobs that the plan shows;
 * - `appliedHostNames`: the full name of a paid host whose job the caller applied to (free hosts: initial);
 * - `activeJobs`: the address and notes of every active job (cleaners browse them);
 * - `appliedJobs`: the address and notes of the jobs the caller applied to;
 * - `accessInstructions`: the access instructions (issue 18) of the caller's own job (a host) or
 *   of the job of a turnover the caller cleans (a cleaner); every other response, to anyone, is
 *   checked to carry no job's access instructions;
 * - `everything`: development-only views of all stored mail.
 */
export type Reveal =
  'visibleApplicants' | 'appliedHostNames' | 'activeJobs' | 'appliedJobs' | 'accessInstructions' | 'everything';

export type RouteRule = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  expect: Record<Role, Cell>;
  reveals?: readonly Reveal[];
  /** Registered only outside production (NODE_ENV=production builds must not have it). */
  devOnly?: true;
  /** A long-lived server-sent event stream: checked over real HTTP, then closed. */
  stream?: true;
  /** Answers with a file of this type (a photo), not JSON; its errors are JSON as everywhere. */
  file?: 'image/jpeg';
  /** Why the row is as it is, where the table alone does not say. */
  note?: string;
};

const OWN_OR_404 = { own: 200, other: 404 } as const;

const everyone = (cell: Cell): Record<Role, Cell> =>
  Object.fromEntries(ROLES.map((role) => [role, cell])) as Record<Role, Cell>;

/** Routes for any signed-in account. */
const signedIn = (cell: Cell): Record<Role, Cell> => ({ ...everyone(cell), anonymous: 401, registration: 401 });

/** Routes for hosts only: no session 401, any other account 403 (whatever the object). */
const hostsOnly = (
  hosts: Partial<Record<Role, Cell>> & { owningHost: Cell; otherHost: Cell; freeHost: Cell; paidHost: Cell },
): Record<Role, Cell> => ({
  anonymous: 401,
  registration: 401,
  noProfile: 403,
  cleaner: 403,
  otherCleaner: 403,
  highlightedCleaner: 403,
  ...hosts,
});
const allHosts = (cell: Cell) => hostsOnly({ owningHost: cell, otherHost: cell, freeHost: cell, paidHost: cell });

/** Routes for cleaners only: no session 401, any other account 403. */
const cleanersOnly = (cell: Cell): Record<Role, Cell> => ({
  anonymous: 401,
  registration: 401,
  noProfile: 403,
  cleaner: cell,
  otherCleaner: cell,
  highlightedCleaner: cell,
  owningHost: 403,
  otherHost: 403,
  freeHost: 403,
  paidHost: 403,
});

export const AUTHZ_MATRIX: readonly RouteRule[] = [
  // System
  { method: 'GET', path: '/api/health', expect: everyone(200) },
  {
    method: 'GET',
    path: '/api/ready',
    expect: everyone(200),
    note: 'for a load balancer: it tells whether this process takes traffic, nothing of any user',
  },
  { method: 'GET', path: '/api/config', expect: everyone(200) },
  { method: 'POST', path: '/api/log/not-found', expect: everyone(200) },
  { method: 'GET', path: '/api/openapi.json', expect: everyone(200) },
  { method: 'GET', path: '/api/dev/mailbox', expect: everyone(200), devOnly: true, reveals: ['everything'] },
  // The app clock (issue 17): a development tool like the mailbox, for whoever reaches it.
  { method: 'GET', path: '/api/dev/clock', expect: everyone(200), devOnly: true },
  { method: 'POST', path: '/api/dev/clock', expect: everyone(200), devOnly: true },
  { method: 'POST', path: '/api/dev/clock/reset', expect: everyone(200), devOnly: true },

  // Session: own = the caller's email and password; other = another account's email, wrong password.
  { method: 'GET', path: '/api/session', expect: everyone(200) },
  {
    method: 'POST',
    path: '/api/session',
    expect: { ...everyone({ own: 200, other: 401 }), anonymous: 401, registration: { own: 403, other: 401 } },
  },
  { method: 'DELETE', path: '/api/session', expect: everyone(200) },
  // Issue 41: the caller's own language; there is no one else's to set.
  { method: 'PUT', path: '/api/session/locale', expect: signedIn(204) },

  // Sign-up: the poll token is the registration's only credential.
  { method: 'POST', path: '/api/registrations/email-check', expect: everyone(200) },
  { method: 'POST', path: '/api/registrations', expect: everyone(201) },
  { method: 'POST', path: '/api/registrations/status', expect: { ...everyone(404), registration: OWN_OR_404 } },
  { method: 'POST', path: '/api/registrations/resend', expect: { ...everyone(404), registration: OWN_OR_404 } },
  // The emailed link always lands on /auth; a token that is not valid carries the error there.
  { method: 'GET', path: '/api/registrations/verify', expect: everyone(303) },

  // Password reset: answers the same whether the email has an account or not.
  { method: 'POST', path: '/api/password/forgot', expect: everyone(200) },
  { method: 'GET', path: '/api/password/reset/:token', expect: everyone(404) },
  { method: 'POST', path: '/api/password/reset', expect: everyone(404) },

  // Host profile
  { method: 'GET', path: '/api/host/profile', expect: allHosts(200) },
  { method: 'PUT', path: '/api/host/profile', expect: allHosts(200) },
  {
    method: 'POST',
    path: '/api/host/profile',
    // A verified account without a profile may create one; a host already has one, and a cleaner
    // account stays a cleaner (one account, one role).
    expect: { ...allHosts(409), noProfile: 201, cleaner: 409, otherCleaner: 409, highlightedCleaner: 409 },
  },

  // Host jobs
  { method: 'GET', path: '/api/host/jobs', expect: allHosts(200) },
  { method: 'GET', path: '/api/host/job-limits', expect: allHosts(200) },
  // Free hosts already have their one active job; the paid ones have room.
  {
    method: 'POST',
    path: '/api/host/jobs',
    expect: hostsOnly({ owningHost: 403, freeHost: 403, otherHost: 201, paidHost: 201 }),
  },
  { method: 'GET', path: '/api/host/jobs/:jobId', expect: allHosts(OWN_OR_404) },
  { method: 'PUT', path: '/api/host/jobs/:jobId', expect: allHosts(OWN_OR_404) },
  { method: 'DELETE', path: '/api/host/jobs/:jobId', expect: allHosts(OWN_OR_404) },
  // Pause and reopen (issue 13): own = a fresh job of the caller (paused, to reopen). Reopening
  // counts against the plan's limit: the free hosts already have their one open job.
  { method: 'POST', path: '/api/host/jobs/:jobId/pause', expect: allHosts(OWN_OR_404) },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/reopen',
    expect: hostsOnly({
      owningHost: { own: 403, other: 404 },
      freeHost: { own: 403, other: 404 },
      otherHost: OWN_OR_404,
      paidHost: OWN_OR_404,
    }),
  },

  // Applicants (spec §6 visibility): a free host's applicants beyond the preview are locked.
  {
    method: 'GET',
    path: '/api/host/jobs/:jobId/applicants',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'GET',
    path: '/api/host/applicants',
    expect: allHosts({ none: 200, own: 200, other: 404 }),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'PATCH',
    path: '/api/host/applications/:id',
    expect: hostsOnly({
      owningHost: { own: 200, other: 404, ownLocked: 403 },
      freeHost: { own: 200, other: 404, ownLocked: 403 },
      paidHost: { own: 200, other: 404, ownLocked: 200 },
      otherHost: OWN_OR_404,
    }),
  },

  // Booking calendars (issue 16): only the owning host; another host's job or calendar is 404. The
  // link is never returned, to anyone, except masked (world.secrets are checked in every response).
  { method: 'GET', path: '/api/host/jobs/:jobId/calendars', expect: allHosts(OWN_OR_404) },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/calendars',
    expect: allHosts({ own: 201, other: 404 }),
    note: 'own: the link of the caller’s own feed on the loopback feed server, read right away',
  },
  { method: 'PATCH', path: '/api/host/calendars/:id', expect: allHosts(OWN_OR_404) },
  { method: 'DELETE', path: '/api/host/calendars/:id', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/calendars/:id/sync', expect: allHosts(OWN_OR_404) },
  { method: 'GET', path: '/api/host/calendars/:id/events', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/calendars/:id/blocks', expect: allHosts(OWN_OR_404) },

  // Cleaners
  { method: 'GET', path: '/api/cleaner/profile', expect: cleanersOnly(200) },
  { method: 'PUT', path: '/api/cleaner/profile', expect: cleanersOnly(200) },
  { method: 'GET', path: '/api/jobs', expect: cleanersOnly(200), reveals: ['activeJobs'] },
  { method: 'GET', path: '/api/jobs/states', expect: cleanersOnly(200) },
  // other = another user's active job (every job is someone else's to a cleaner).
  { method: 'POST', path: '/api/applications', expect: cleanersOnly(201) },
  {
    method: 'GET',
    path: '/api/applications/mine',
    expect: cleanersOnly(200),
    reveals: ['appliedHostNames', 'appliedJobs'],
  },

  // Fee calculator (issue 7): open to visitors; the quote goes to the email given.
  { method: 'POST', path: '/api/calculator/quotes', expect: everyone(201) },

  // Billing (issue 6). Paid roles hold real test-mode subscriptions; only hosts buy plans and only
  // cleaners the Highlight, and a plan is changed, cancelled or resumed only by its holder.
  {
    method: 'GET',
    path: '/api/billing/subscription',
    expect: { ...signedIn(200), noProfile: 403 },
  },
  {
    method: 'POST',
    path: '/api/billing/checkout',
    expect: { ...signedIn(200), noProfile: 403, paidHost: 409, otherHost: 409, highlightedCleaner: 409 },
  },
  {
    method: 'POST',
    path: '/api/billing/change-plan',
    expect: hostsOnly({ owningHost: 409, freeHost: 409, otherHost: 200, paidHost: 200 }),
  },
  {
    method: 'POST',
    path: '/api/billing/cancel',
    expect: { ...signedIn(409), noProfile: 403, paidHost: 200, otherHost: 200, highlightedCleaner: 200 },
  },
  {
    method: 'POST',
    path: '/api/billing/resume',
    expect: { ...signedIn(409), noProfile: 403, paidHost: 200, otherHost: 200, highlightedCleaner: 200 },
  },
  // The test-mode provider has no portal of its own (Stripe's Billing Portal otherwise).
  { method: 'POST', path: '/api/billing/portal', expect: { ...signedIn(409), noProfile: 403 } },
  // The provider's events: authenticated by their signature, never by a session.
  {
    method: 'POST',
    path: '/api/billing/webhook',
    expect: everyone(400),
    note: 'signed by the payment provider; an unsigned or tampered event is 400 whoever sends it',
  },
  // Test-mode checkout page: a checkout exists only for the user who started it.
  { method: 'GET', path: '/api/billing/test-checkout/:sessionId', expect: { ...signedIn(OWN_OR_404), noProfile: 404 } },
  {
    method: 'POST',
    path: '/api/billing/test-checkout/:sessionId/pay',
    expect: { ...signedIn(OWN_OR_404), noProfile: 404 },
  },
  {
    method: 'POST',
    path: '/api/billing/test-checkout/:sessionId/cancel',
    expect: { ...signedIn(OWN_OR_404), noProfile: 404 },
  },
  { method: 'POST', path: '/api/dev/billing-clock', expect: everyone(200), devOnly: true },

  // Turnovers (issue 16): only the owning host sees and changes a job's turnovers; besides the host
  // only the assigned cleaner sees (and answers) one. Another user's job or turnover is 404.
  {
    method: 'GET',
    path: '/api/host/jobs/:jobId/turnovers',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  { method: 'PUT', path: '/api/host/jobs/:jobId/schedule', expect: allHosts(OWN_OR_404) },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/turnovers',
    expect: allHosts({ own: 201, other: 404 }),
    reveals: ['visibleApplicants'],
  },
  // Issue 37: the board of every own property (its cleaners' names); another host's job as a filter finds nothing.
  { method: 'GET', path: '/api/host/turnover-board', expect: allHosts(200), reveals: ['visibleApplicants'] },
  { method: 'PATCH', path: '/api/host/turnovers/:id', expect: allHosts(OWN_OR_404), reveals: ['visibleApplicants'] },
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/cancel',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  // Issue 37: a missed turnover's ways on, the owning host's only.
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/reopen',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/missed-handled',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  // Open to nearby cleaners (issue 17): the host's own turnover only; cleaners see and request
  // open turnovers of their own state only (another state's is not found).
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/open',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'GET',
    path: '/api/host/turnovers/:id/requests',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/requests/:requestId/accept',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'POST',
    path: '/api/host/turnovers/:id/approve-access',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  { method: 'GET', path: '/api/cleaner/open-turnovers', expect: cleanersOnly(200) },
  { method: 'POST', path: '/api/cleaner/open-turnovers/:id/request', expect: cleanersOnly(OWN_OR_404) },
  { method: 'GET', path: '/api/host/jobs/:jobId/feed', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/jobs/:jobId/feed/reset', expect: allHosts(OWN_OR_404) },
  // own = a turnover assigned (and offered) to the caller, on a job they applied to (and were hired on).
  { method: 'GET', path: '/api/cleaner/schedule', expect: cleanersOnly(200), reveals: ['appliedJobs'] },
  {
    method: 'POST',
    path: '/api/cleaner/turnovers/:id/confirm',
    expect: cleanersOnly(OWN_OR_404),
    reveals: ['appliedJobs'],
  },
  {
    method: 'POST',
    path: '/api/cleaner/turnovers/:id/decline',
    expect: cleanersOnly(OWN_OR_404),
    reveals: ['appliedJobs'],
  },
  {
    method: 'POST',
    path: '/api/cleaner/turnovers/:id/cancel',
    expect: cleanersOnly(OWN_OR_404),
    reveals: ['appliedJobs'],
  },
  { method: 'GET', path: '/api/cleaner/schedule/feed', expect: cleanersOnly(200) },
  { method: 'POST', path: '/api/cleaner/schedule/feed/reset', expect: cleanersOnly(200) },

  // Answering an offer from its email (issue 17): the signed link is the credential, whoever holds
  // it and whatever session they have. own = a fresh offer's 'Confirm' link; other = a link to the
  // same kind of offer signed with another key (a forgery), refused as invalid.
  { method: 'POST', path: '/api/offer-answers', expect: everyone({ own: 200, other: 404 }) },
  // Issue 37: what a link would answer, answering nothing; the same credential.
  { method: 'POST', path: '/api/offer-answers/preview', expect: everyone({ own: 200, other: 404 }) },

  // Team (issue 17): only the owning host sees and orders a job's team; another host's job is 404.
  // own = a member hired fresh on the caller's job (a visible applicant: hired from the shown ones).
  { method: 'GET', path: '/api/host/jobs/:jobId/team', expect: allHosts(OWN_OR_404), reveals: ['visibleApplicants'] },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/team/:cleanerId/move',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/team/:cleanerId/remove',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/team/:cleanerId/add-back',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  // 'Send offers' (issue 37): the owning host's only, as every team change.
  {
    method: 'POST',
    path: '/api/host/jobs/:jobId/team/send-offers',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },

  // The playbook (issue 18): the owning host's only. Its access instructions (a secret) show on the
  // playbook itself (PUT answers with the saved playbook) and nowhere else. own = the caller's marked
  // job and its checklist item (fresh items where the call removes or reorders them).
  {
    method: 'GET',
    path: '/api/host/jobs/:jobId/playbook',
    expect: allHosts(OWN_OR_404),
    reveals: ['accessInstructions'],
  },
  {
    method: 'PUT',
    path: '/api/host/jobs/:jobId/playbook',
    expect: allHosts(OWN_OR_404),
    reveals: ['accessInstructions'],
  },
  { method: 'POST', path: '/api/host/jobs/:jobId/playbook/items', expect: allHosts({ own: 201, other: 404 }) },
  // own = a fresh job of the caller's (empty, so the starter applies; copied from the marked job,
  // whose access instructions must not show: they are never copied).
  { method: 'POST', path: '/api/host/jobs/:jobId/playbook/starter', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/jobs/:jobId/playbook/copy', expect: allHosts(OWN_OR_404) },
  // Issue 41: items of the checklist library, into a fresh job of the caller's.
  { method: 'POST', path: '/api/host/jobs/:jobId/playbook/library', expect: allHosts(OWN_OR_404) },
  { method: 'PATCH', path: '/api/host/playbook-items/:id', expect: allHosts(OWN_OR_404) },
  { method: 'DELETE', path: '/api/host/playbook-items/:id', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/playbook-items/:id/move', expect: allHosts(OWN_OR_404) },
  { method: 'PUT', path: '/api/host/playbook-items/:id/reference-photo', expect: allHosts(OWN_OR_404) },
  { method: 'DELETE', path: '/api/host/playbook-items/:id/reference-photo', expect: allHosts(OWN_OR_404) },
  // The report names the cleaner who did the turnover: one of the host's visible applicants here.
  {
    method: 'GET',
    path: '/api/host/turnovers/:id/report',
    expect: allHosts(OWN_OR_404),
    reveals: ['visibleApplicants'],
  },
  // Issue 37: the host deals with a problem reported on their turnover; anyone else's is not found.
  { method: 'POST', path: '/api/host/turnovers/:id/problems/:problemId/acknowledge', expect: allHosts(OWN_OR_404) },
  { method: 'POST', path: '/api/host/turnovers/:id/problems/:problemId/resolve', expect: allHosts(OWN_OR_404) },

  // Doing a turnover (issue 18): the turnover's assigned cleaner only. own = a fresh turnover
  // confirmed by the caller, whose window began an hour ago (past check-out, access open), on a fresh job of a
  // host they applied to, started where the route needs it; other = the same, another cleaner's.
  { method: 'GET', path: '/api/cleaner/turnovers/:id', expect: cleanersOnly(OWN_OR_404) },
  {
    method: 'GET',
    path: '/api/cleaner/turnovers/:id/access',
    expect: cleanersOnly(OWN_OR_404),
    reveals: ['accessInstructions'],
  },
  { method: 'POST', path: '/api/cleaner/turnovers/:id/start', expect: cleanersOnly(OWN_OR_404) },
  { method: 'PUT', path: '/api/cleaner/turnovers/:id/tasks/:taskId', expect: cleanersOnly(OWN_OR_404) },
  { method: 'PUT', path: '/api/cleaner/turnovers/:id/notes', expect: cleanersOnly(OWN_OR_404) },
  { method: 'POST', path: '/api/cleaner/turnovers/:id/problems', expect: cleanersOnly({ own: 201, other: 404 }) },
  {
    method: 'POST',
    path: '/api/cleaner/turnovers/:id/tasks/:taskId/photos',
    expect: cleanersOnly({ own: 201, other: 404 }),
  },
  {
    method: 'POST',
    path: '/api/cleaner/turnovers/:id/problems/:problemId/photos',
    expect: cleanersOnly({ own: 201, other: 404 }),
  },
  { method: 'POST', path: '/api/cleaner/turnovers/:id/complete', expect: cleanersOnly(OWN_OR_404) },
  { method: 'DELETE', path: '/api/cleaner/photos/:id', expect: cleanersOnly({ own: 204, other: 404 }) },

  // Photos (issue 18, features/photos/policy.ts): any signed-in user, but only the job's host and
  // the cleaner who took it see one (a reference photo also the job's cleaners); everyone else is
  // told it does not exist. own = a photo the caller took (full size) or one their role lets them
  // see (the thumbnail: a cleaner's photo on the host's job, the reference photo on the job of the
  // cleaner's turnover); other = a turnover photo on another host's job taken by another cleaner.
  // An account with neither profile has no photo of its own.
  {
    method: 'GET',
    path: '/api/photos/:id',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
    file: 'image/jpeg',
  },
  {
    method: 'GET',
    path: '/api/photos/:id/thumb',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
    file: 'image/jpeg',
  },

  // Push notifications (issue 38): the key is public; devices are listed and removed only by their owner.
  { method: 'GET', path: '/api/push/key', expect: everyone(200) },
  { method: 'GET', path: '/api/push/devices', expect: signedIn(200) },
  { method: 'POST', path: '/api/push/devices', expect: signedIn(200) },
  { method: 'DELETE', path: '/api/push/devices/:id', expect: signedIn({ own: 204, other: 404 }) },
  // Only one's own preferences exist to read or write: the route takes no one else's id.
  { method: 'GET', path: '/api/push/preferences', expect: signedIn(200) },
  { method: 'PUT', path: '/api/push/preferences', expect: signedIn(200) },

  // Messages (issue 40): only one's own conversations exist. own = a conversation of the caller (with
  // one of their applicants, or the host of a job they applied to: POST /api/conversations opens it;
  // a fresh one for the routes that change it); other = a conversation of two other people. An
  // account with neither profile has none and may open none. A message about a job names its place,
  // which the cleaner who applied to it may see (as the applicant pages and notifications do).
  { method: 'GET', path: '/api/conversations', expect: signedIn(200), reveals: ['appliedJobs'] },
  {
    method: 'POST',
    path: '/api/conversations',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 403 } },
    reveals: ['appliedJobs'],
  },
  {
    method: 'GET',
    path: '/api/conversations/:id/messages',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
    reveals: ['appliedJobs'],
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/messages',
    expect: { ...signedIn({ own: 201, other: 404 }), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/photos',
    expect: { ...signedIn({ own: 201, other: 404 }), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/read',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'PUT',
    path: '/api/conversations/:id/settings',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/block',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'DELETE',
    path: '/api/conversations/:id/block',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/conversations/:id/report',
    expect: { ...signedIn({ own: 204, other: 404 }), noProfile: { other: 404 } },
  },
  // Only one's own count and preferences exist: the routes take no one else's id.
  { method: 'GET', path: '/api/messages/unread', expect: signedIn(200) },
  { method: 'GET', path: '/api/messages/preferences', expect: signedIn(200) },
  { method: 'PUT', path: '/api/messages/preferences', expect: signedIn(200) },

  // Reviews (issue 39): a window (and a no-show) exists only for its pair: own = one of the caller's
  // with a fresh account outside the world, other = two strangers'. A person's public reviews and
  // stars are for any signed-in account; a reply and a report are the reviewed person's alone. The
  // no-show is the host's to mark and the cleaner's to contest.
  { method: 'GET', path: '/api/reviews/pending', expect: signedIn(200) },
  { method: 'GET', path: '/api/reviews/summaries', expect: signedIn(200) },
  { method: 'GET', path: '/api/reviews/job-hosts', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/reviews/users/:userId',
    expect: { ...signedIn(200), noProfile: { own: 404, other: 200 } },
  },
  {
    method: 'GET',
    path: '/api/reviews/turnovers/:turnoverId',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/reviews/turnovers/:turnoverId',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/reviews/items/:reviewId/reply',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  {
    method: 'POST',
    path: '/api/reviews/items/:reviewId/report',
    expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } },
  },
  { method: 'POST', path: '/api/reviews/turnovers/:turnoverId/no-show', expect: allHosts(OWN_OR_404) },
  {
    method: 'POST',
    path: '/api/reviews/turnovers/:turnoverId/no-show/contest',
    expect: cleanersOnly(OWN_OR_404),
  },
  // Pay records (issue 42): everything belongs to one host and cleaner pair: own = a line of the
  // caller's with a fresh account outside the world, other = two strangers'. An adjustment is
  // answered by the other side and withdrawn by its proposer (each call is set up that way); a
  // payment is marked by the host and confirmed by its cleaner (its host gets 403).
  { method: 'GET', path: '/api/pay/pairs', expect: signedIn(200) },
  ...(
    [
      ['GET', '/api/pay/ledger'],
      ['GET', '/api/pay/turnovers/:turnoverId'],
      ['POST', '/api/pay/turnovers/:turnoverId/adjustments'],
      ['POST', '/api/pay/adjustments/:id/receipt'],
      ['POST', '/api/pay/adjustments/:id/accept'],
      ['POST', '/api/pay/adjustments/:id/decline'],
      ['POST', '/api/pay/adjustments/:id/withdraw'],
      ['GET', '/api/pay/statements/monthly'],
      ['GET', '/api/pay/statements/monthly.csv'],
    ] as const
  ).map(([method, path]) => ({ method, path, expect: { ...signedIn(OWN_OR_404), noProfile: { other: 404 } } })),
  { method: 'POST', path: '/api/pay/payments', expect: allHosts(OWN_OR_404) },
  {
    method: 'POST',
    path: '/api/pay/payments/:id/received',
    expect: {
      ...signedIn(OWN_OR_404),
      noProfile: { other: 404 },
      owningHost: { own: 403, other: 404 },
      otherHost: { own: 403, other: 404 },
      freeHost: { own: 403, other: 404 },
      paidHost: { own: 403, other: 404 },
    },
  },
  { method: 'PUT', path: '/api/pay/pairs/:cleanerUserId/w9', expect: allHosts(OWN_OR_404) },
  { method: 'GET', path: '/api/pay/statements/income', expect: cleanersOnly(200) },
  { method: 'GET', path: '/api/pay/statements/payer', expect: allHosts(200) },
  { method: 'GET', path: '/api/pay/statements/expenses.csv', expect: allHosts(OWN_OR_404) },
  // The support queue (issue 39): only the accounts in SUPPORT_ADMIN_EMAILS, none of these roles
  // (the admin's own answers: server/features/support/support.test.ts). Anyone else signed in gets
  // the 404 of a route that does not exist, whatever the case or account named.
  ...(
    [
      ['GET', '/api/support/cases'],
      ['POST', '/api/support/cases/:id/decision'],
      ['GET', '/api/support/accounts'],
      ['POST', '/api/support/accounts/:id/suspend'],
      ['POST', '/api/support/accounts/:id/reinstate'],
    ] as const
  ).map(([method, path]) => ({ method, path, expect: signedIn(404) })),

  // Notifications
  // A cleaner's status notifications name the place of the job they applied to; a host's turnover
  // answers (issue 16) name the cleaner assigned to their job, one of their visible applicants.
  { method: 'GET', path: '/api/notifications', expect: signedIn(200), reveals: ['appliedJobs', 'visibleApplicants'] },
  { method: 'POST', path: '/api/notifications/:id/read', expect: signedIn(OWN_OR_404) },
  { method: 'POST', path: '/api/notifications/read-all', expect: signedIn(200) },
  {
    method: 'GET',
    path: '/api/notifications/stream',
    expect: signedIn(200),
    stream: true,
    reveals: ['appliedJobs', 'visibleApplicants'],
  },
];

export const ruleKey = (r: { method: string; path: string }) => `${r.method} ${r.path}`;
