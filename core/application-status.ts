// The application status graph (spec §4), defined once: the web decides which buttons to offer
// from it and the server refuses anything it does not allow.
import { applicants as text } from './messages/en/applicants';
import type { ApplicationStatus } from './schemas/applications';

/** What a host can do to an application. */
export const APPLICATION_ACTIONS = ['favorite', 'unfavorite', 'reject', 'unreject', 'contact', 'hire'] as const;
export type ApplicationAction = (typeof APPLICATION_ACTIONS)[number];

/** Where each action leads, and the statuses it may start from. */
export const TRANSITIONS: Record<ApplicationAction, { to: ApplicationStatus; from: readonly ApplicationStatus[] }> = {
  // The star toggles with pending; a rejected applicant can be starred directly (spec §4).
  favorite: { to: 'favorite', from: ['pending', 'rejected'] },
  unfavorite: { to: 'pending', from: ['favorite'] },
  // A favorite becomes rejected directly; so may someone being contacted.
  reject: { to: 'rejected', from: ['pending', 'favorite', 'contacting'] },
  unreject: { to: 'pending', from: ['rejected'] },
  contact: { to: 'contacting', from: ['pending', 'favorite'] },
  // Hire is the transition into accepted, which the spec shows to cleaners. Accepted is final.
  hire: { to: 'accepted', from: ['pending', 'favorite', 'contacting'] },
};

export function canTransition(current: ApplicationStatus, action: ApplicationAction): boolean {
  return TRANSITIONS[action].from.includes(current);
}

/** The status `action` leads to from `current`, or null when the graph does not allow it. */
export function nextStatus(current: ApplicationStatus, action: ApplicationAction): ApplicationStatus | null {
  return canTransition(current, action) ? TRANSITIONS[action].to : null;
}

/** The actions allowed from `current`, in the order of APPLICATION_ACTIONS. */
export function allowedActions(current: ApplicationStatus): ApplicationAction[] {
  return APPLICATION_ACTIONS.filter((action) => canTransition(current, action));
}

/**
 * The one word for each status wherever the host sees it: badge, toast, filter, error and email
 * (issue 14), from the catalog's `applicants.statuses`. The toast is the spec's sentence with this
 * word: 'Application status changed to "Hired".'
 */
export function statusLabel(status: ApplicationStatus): string {
  return text.statuses[status];
}

/** The controls an applicant card shows for `status`: the star, Reject or Un-reject, Contact and Hire. */
export function shownActions(status: ApplicationStatus): ApplicationAction[] {
  return [
    status === 'favorite' ? 'unfavorite' : 'favorite',
    status === 'rejected' ? 'unreject' : 'reject',
    'contact',
    'hire',
  ];
}

/**
 * Whether the host can use the control for `action` (issue 14). Contact is always usable on an
 * unlocked card: it opens a mail draft, and only moves the status when the graph allows it (a hired
 * or contacted cleaner can still be emailed). Every other control follows the graph.
 */
export function isActionAvailable(status: ApplicationStatus, action: ApplicationAction): boolean {
  return action === 'contact' || canTransition(status, action);
}

/** The shown controls that are unavailable for `status`, which the card explains with `text.unavailable[status]`. */
export function unavailableActions(status: ApplicationStatus): ApplicationAction[] {
  return shownActions(status).filter((action) => !isActionAvailable(status, action));
}

/** Why some of the card's controls are unavailable, or null when all of them can be used. */
export function unavailableReason(
  status: ApplicationStatus,
  reasons: Partial<Record<ApplicationStatus, string>> = text.unavailable,
): string | null {
  if (unavailableActions(status).length === 0) return null;
  return reasons[status] ?? null;
}
