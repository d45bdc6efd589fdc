// Texts of the support queue (issue 39): the /support page, its API errors, and what a suspended
// account is told when it tries to sign in.
import { conversations } from './conversations';
import type { Widen } from '../widen';
import type { support as english } from '../en/support';

export const support: Widen<typeof english> = {
  title: 'Support',
  loading: 'Loading...',
  loadFailed: 'Could not load the support queue.',
  retry: 'Try again',
  unavailable: 'This page is not available.',
  tabs: { open: 'Open cases', closed: 'Closed cases', accounts: 'Accounts' },
  noOpen: 'No open cases.',
  noClosed: 'No closed cases yet.',
  reported: 'Reported by {name} · {when}',
  reportedByGone: 'Reported · {when}',
  reason: 'Reason given: {reason}',
  /** Reporters' reasons by code, where a kind's reasons are known (others show as filed). */
  reasons: { ...conversations.report.reasons } as Record<string, string>,
  gone: 'What was reported no longer exists.',
  people: 'People',
  roles: { host: 'Host', cleaner: 'Cleaner' },
  decisionReason: 'Your reason (required, recorded)',
  decided: '{decision} by {email} · {when}',
  decidedReason: 'Reason: {reason}',
  kinds: {
    conversation: 'Reported conversation',
    review: 'Reported review',
    no_show_contest: 'Contested no-show',
  } as Record<string, string>,
  otherKind: 'Case',
  accounts: {
    search: 'Find an account by email',
    searchButton: 'Find',
    notFound: 'No account with that email.',
    suspended: 'Suspended {when}: {reason}',
    active: 'Active',
    suspend: 'Suspend account',
    reinstate: 'Reinstate account',
    reason: 'Reason (required, recorded)',
    history: 'Actions on this account',
    noHistory: 'No support actions on this account yet.',
    done: { suspend: 'Account suspended; its sessions have ended.', reinstate: 'Account reinstated.' },
  },
  actionDone: 'Case closed.',
  log: '{what} by {email} · {when} · {reason}',
  actionKinds: { decide: 'Decision', suspend: 'Suspended', reinstate: 'Reinstated' },
  errors: {
    caseNotFound: 'This case does not exist.',
    caseClosed: 'This case is already closed.',
    unknownAction: 'That is not one of the decisions for this case.',
    accountNotFound: 'No account with that id.',
    alreadySuspended: 'This account is already suspended.',
    notSuspended: 'This account is not suspended.',
    notYourself: 'You cannot suspend your own account.',
    reasonRequired: 'Give a reason: it is recorded with the action.',
    reasonTooLong: 'Keep the reason under {max} characters.',
  },
  /** Sign-in refused (server/features/session). */
  suspendedSignIn: 'This account has been suspended. Contact {email} if you think this is a mistake.',
  // The 'conversation' kind (server/features/messages/support-subject.ts).
  conversation: {
    title: 'Conversation between {host} (host) and {cleaner} (cleaner)',
    noMessages: '(no messages)',
    line: '{when} {name}: {text}',
    photo: '[photo]',
    actions: { close: 'Close, no action', suspend: 'Suspend the reported account' },
    suspendReason: 'Reported conversation: {reason}',
  },
} as const;
