// Where each role goes after signing in (spec §4): the one place that maps a role to a route.
import type { UserType } from '@core/account-rules';

/** Sign-in at /login: hosts to their dashboard, cleaners to the jobs they can apply for. */
export const loginDestination: Record<UserType, string> = {
  host: '/host/dashboard',
  cleaner: '/browse-jobs',
};

/** A signed-in user at /auth: hosts to their dashboard, cleaners to their profile. */
export const authPageDestination: Record<UserType, string> = {
  host: '/host/dashboard',
  cleaner: '/cleaner/profile',
};

export const CLEANER_SCHEDULE_PATH = '/cleaner/schedule';

/**
 * The home of a signed-in user: `homes`' for their role, except that a hired cleaner (on a team, or
 * with a turnover to come: the session's `hasSchedule`) goes to their schedule (issue 37).
 */
export function roleHome(
  session: { role: UserType; hasSchedule?: boolean },
  homes: Record<UserType, string> = loginDestination,
): string {
  return session.role === 'cleaner' && session.hasSchedule ? CLEANER_SCHEDULE_PATH : homes[session.role];
}

export const SIGN_UP_HOST_PATH = '/host/post-job';
export const SIGN_UP_CLEANER_PATH = '/cleaner/signup';

/** The query parameter a sign-in page reads: the page a signed-out visitor was sent away from. */
export const NEXT_PARAM = 'next';

/**
 * Where to go after signing in: the page the visitor came from (an email's "Open the report"), when
 * it is a path of this app, else the role's home. Anything that could leave the site ('//evil',
 * '/\evil', 'https://…', a sign-in page itself) is ignored.
 */
export function destinationAfterSignIn(next: string | null, home: string): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return home;
  if (next.length > 2000 || next.includes('\\') || [...next].some((c) => c.charCodeAt(0) < 0x20)) return home;
  const path = next.split(/[?#]/)[0]!;
  if (path === '/login' || path === '/auth') return home;
  return next;
}

/** A sign-in page's address that brings the visitor back to `from` (path, query and hash) afterwards. */
export function signInReturningTo(signInPath: string, from: string): string {
  return from && from !== '/' ? `${signInPath}?${NEXT_PARAM}=${encodeURIComponent(from)}` : signInPath;
}
