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

export const SIGN_UP_HOST_PATH = '/host/post-job';
export const SIGN_UP_CLEANER_PATH = '/cleaner/signup';
