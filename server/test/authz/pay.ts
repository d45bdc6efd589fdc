// Issue 42: the pay routes' calls for the authorization matrix and the fuzz tests. Each call gets a
// fresh pay line between the caller and a new account outside the world (own), or between two
// strangers (other), so only the pair's two people may see or touch it. A role without a host or
// cleaner profile has no pair of its own.
import { createCleaner, createHost, createJob } from '../factories';
import { completedWithLine } from '../pay';
import type { Role, Target } from './matrix';
import type { RouteCall } from './requests';
import { smallJpeg } from './runs';
import { send, signIn, type World } from './world';

const isHost = (role: Role) =>
  role === 'owningHost' || role === 'otherHost' || role === 'freeHost' || role === 'paidHost';
const isCleaner = (role: Role) => role === 'cleaner' || role === 'otherCleaner' || role === 'highlightedCleaner';
const cookieOf = (w: World, role: Role) => w.principals[role].cookie;
const MONTH = '2026-03';

/** A completed turnover with its line: the caller's with a stranger (own), or two strangers' (other). */
async function pairFor(w: World, role: Role, target: Target) {
  const me = w.principals[role].account;
  const mine = target === 'own' && me && (isHost(role) || isCleaner(role));
  if (target === 'own' && !mine) return null;
  const hostUserId = mine && isHost(role) ? me.userId : (await createHost(w.db)).userId;
  const cleanerUserId = mine && isCleaner(role) ? me.userId : (await createCleaner(w.db)).userId;
  const job = await createJob(w.db, hostUserId);
  const turnoverId = await completedWithLine(w.db, { jobId: job.id, cleanerUserId, date: `${MONTH}-05` });
  const other = mine ? (isHost(role) ? cleanerUserId : hostUserId) : hostUserId;
  return { turnoverId, hostUserId, cleanerUserId, jobId: job.id, other };
}

/** The session of one side of a pair, for setting things up through the API itself. */
const as = (w: World, userId: string) => signIn(w.app, { userId });

/** A pending adjustment on a pair's line, proposed by `by` (the caller's side, or the other). */
async function adjustmentFor(w: World, role: Role, target: Target, proposer: 'caller' | 'other', kind = 'extra_time') {
  const p = await pairFor(w, role, target);
  if (!p) return null;
  const callerIsHost = target === 'own' ? isHost(role) : true;
  const byHost = proposer === 'caller' ? callerIsHost : !callerIsHost;
  const cookie = await as(w, byHost ? p.hostUserId : p.cleanerUserId);
  const body =
    kind === 'expense' ? { kind, amountCents: 1299, note: 'Soap' } : { kind, quantity: 15, amountCents: 500 };
  const res = await send(w.app, {
    method: 'POST',
    url: `/api/pay/turnovers/${p.turnoverId}/adjustments`,
    body,
    cookie,
  });
  if (res.status !== 200) throw new Error(`could not propose: ${res.status} ${res.text}`);
  return (res.json as { line: { adjustments: { id: string }[] } }).line.adjustments[0]!.id;
}

/** The first line of a host's ledger with a cleaner. */
async function firstLine(w: World, hostCookie: string, cleanerUserId: string): Promise<string> {
  const ledger = await send(w.app, { method: 'GET', url: `/api/pay/ledger?with=${cleanerUserId}`, cookie: hostCookie });
  return (ledger.json as { lines: { id: string }[] }).lines[0]!.id;
}

/** A payment marked by a pair's host (the caller's pair, or two strangers'). */
async function paymentFor(w: World, role: Role, target: Target) {
  const p = await pairFor(w, role, target);
  if (!p) return null;
  const cookie = await as(w, p.hostUserId);
  const lineId = await firstLine(w, cookie, p.cleanerUserId);
  const res = await send(w.app, {
    method: 'POST',
    url: '/api/pay/payments',
    body: { cleanerUserId: p.cleanerUserId, lineIds: [lineId], method: 'zelle', paidOn: `${MONTH}-06` },
    cookie,
  });
  if (res.status !== 200) throw new Error(`could not pay: ${res.status} ${res.text}`);
  return (res.json as { payment: { id: string } }).payment.id;
}

const answer = (action: 'accept' | 'decline'): RouteCall => ({
  targets: ['own', 'other'],
  build: async (w, role, target) => {
    const id = await adjustmentFor(w, role, target, 'other');
    if (!id) return null;
    return { method: 'POST', url: `/api/pay/adjustments/${id}/${action}`, cookie: cookieOf(w, role) };
  },
});

export const PAY_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /api/pay/pairs': {
    build: async (w, role) => ({ method: 'GET', url: '/api/pay/pairs', cookie: cookieOf(w, role) }),
  },
  'GET /api/pay/ledger': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, role, target);
      if (!p) return null;
      return { method: 'GET', url: `/api/pay/ledger?with=${p.other}`, cookie: cookieOf(w, role) };
    },
  },
  'GET /api/pay/turnovers/:turnoverId': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, role, target);
      if (!p) return null;
      return { method: 'GET', url: `/api/pay/turnovers/${p.turnoverId}`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/pay/turnovers/:turnoverId/adjustments': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, role, target);
      if (!p) return null;
      return {
        method: 'POST',
        url: `/api/pay/turnovers/${p.turnoverId}/adjustments`,
        body: { kind: 'extra_guests', quantity: 2, amountCents: 1500, note: 'Two more guests' },
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/pay/adjustments/:id/receipt': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await adjustmentFor(w, role, target, 'caller', 'expense');
      if (!id) return null;
      return {
        method: 'POST',
        url: `/api/pay/adjustments/${id}/receipt`,
        files: [{ data: await smallJpeg(), filename: 'receipt.jpg', contentType: 'image/jpeg' }],
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/pay/adjustments/:id/accept': answer('accept'),
  'POST /api/pay/adjustments/:id/decline': answer('decline'),
  'POST /api/pay/adjustments/:id/withdraw': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await adjustmentFor(w, role, target, 'caller');
      if (!id) return null;
      return { method: 'POST', url: `/api/pay/adjustments/${id}/withdraw`, cookie: cookieOf(w, role) };
    },
  },
  'POST /api/pay/payments': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const me = w.principals[role].account;
      // A host pays a line of theirs (own) or two strangers' (other); anyone else names a stranger pair's line.
      const p = await pairFor(w, isHost(role) ? role : 'owningHost', isHost(role) ? target : 'other');
      if (!p || (target === 'own' && !(me && isHost(role)))) return null;
      const cookie = await as(w, p.hostUserId);
      const lineId = await firstLine(w, cookie, p.cleanerUserId);
      return {
        method: 'POST',
        url: '/api/pay/payments',
        body: { cleanerUserId: p.cleanerUserId, lineIds: [lineId], method: 'cash', paidOn: `${MONTH}-07` },
        cookie: cookieOf(w, role),
      };
    },
  },
  'POST /api/pay/payments/:id/received': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const id = await paymentFor(w, role, target);
      if (!id) return null;
      return { method: 'POST', url: `/api/pay/payments/${id}/received`, cookie: cookieOf(w, role) };
    },
  },
  'PUT /api/pay/pairs/:cleanerUserId/w9': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, isHost(role) ? role : 'owningHost', isHost(role) ? target : 'other');
      if (!p || (target === 'own' && !isHost(role))) return null;
      return {
        method: 'PUT',
        url: `/api/pay/pairs/${p.cleanerUserId}/w9`,
        body: { received: true },
        cookie: cookieOf(w, role),
      };
    },
  },
  'GET /api/pay/statements/monthly': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, role, target);
      if (!p) return null;
      return {
        method: 'GET',
        url: `/api/pay/statements/monthly?with=${p.other}&month=${MONTH}`,
        cookie: cookieOf(w, role),
      };
    },
  },
  'GET /api/pay/statements/monthly.csv': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, role, target);
      if (!p) return null;
      return {
        method: 'GET',
        url: `/api/pay/statements/monthly.csv?with=${p.other}&month=${MONTH}`,
        cookie: cookieOf(w, role),
      };
    },
  },
  'GET /api/pay/statements/income': {
    build: async (w, role) => ({
      method: 'GET',
      url: '/api/pay/statements/income?year=2026',
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/pay/statements/payer': {
    build: async (w, role) => ({
      method: 'GET',
      url: '/api/pay/statements/payer?year=2026',
      cookie: cookieOf(w, role),
    }),
  },
  'GET /api/pay/statements/expenses.csv': {
    targets: ['own', 'other'],
    build: async (w, role, target) => {
      const p = await pairFor(w, isHost(role) ? role : 'owningHost', isHost(role) ? target : 'other');
      if (!p || (target === 'own' && !isHost(role))) return null;
      return {
        method: 'GET',
        url: `/api/pay/statements/expenses.csv?month=${MONTH}&jobId=${p.jobId}`,
        cookie: cookieOf(w, role),
      };
    },
  },
};
