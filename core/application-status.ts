// The application status graph (spec §4), defined once: the web decides which buttons to offer
// from it and the server refuses anything it does not allow.
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

export function isApplicationAction(value: unknown): value is ApplicationAction {
  return typeof value === 'string' && (APPLICATION_ACTIONS as readonly string[]).includes(value);
}

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
