// The auth feature's public entry: what other features may use (the session, the role guards and
// where each role goes). Everything else in auth/ is internal.
export { seedVisitorSession, sessionQuery, sessionQueryKey, signOut, useSession } from './api/session';
export { LanguageSetting } from './components/lazy-language-setting';
export { HostOnly } from './components/host-only';
export { OtherRoleRedirect, RequireRole } from './components/require-role';
export {
  authPageDestination,
  loginDestination,
  signInReturningTo,
  SIGN_UP_CLEANER_PATH,
  SIGN_UP_HOST_PATH,
} from './role-home';
export { verificationErrorMessage } from './verification-error';
