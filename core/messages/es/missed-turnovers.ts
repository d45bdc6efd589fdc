// Issue 37: a missed turnover on its host's card (what happened, and the three ways on: reopen to
// the team, open to nearby cleaners, mark handled) and the API's refusals of those actions.
import type { Widen } from '../widen';
import type { missedTurnovers as english } from '../en/missed-turnovers';

export const missedTurnovers: Widen<typeof english> = {
  card: {
    notStartedHeading: 'Not started yet',
    notStartedDetail:
      '{name} confirmed it but has not started: check-out was at {start}. If it is not started by {end}, it is marked missed.',
    heading: 'Missed: never started',
    detail: '{name} confirmed it but never started it before the window ended.',
    detailNobody: 'It was never started before the window ended.',
    handled: 'Marked handled {when}.',
    reopenTeam: 'Reopen to the team',
    reopenTeamTitle: 'Reopen to the team?',
    reopenTeamDescription:
      'Its window has passed, so it gets a new one: starting about an hour from now, as long as the first. It is offered down your team from the first cleaner.',
    reopenTeamConfirm: 'Reopen to the team',
    reopenNearby: 'Open to nearby cleaners',
    reopenNearbyTitle: 'Open to nearby cleaners?',
    reopenNearbyDescription:
      'Its window has passed, so it gets a new one: starting about an hour from now, as long as the first. Cleaners near the property can request it; you choose who gets it.',
    reopenNearbyConfirm: 'Open to nearby cleaners',
    reopening: 'Reopening…',
    reopened: 'Reopened: the team is being asked.',
    openedNearby: 'Opened to nearby cleaners.',
    markHandled: 'Mark handled',
    markHandledTitle: 'Mark this missed turnover handled?',
    markHandledDescription:
      'It stays missed on the record; it only leaves the list of things that need you. Use this when you took care of it another way.',
    markHandledConfirm: 'Mark handled',
    marking: 'Saving…',
    markedHandled: 'Marked handled.',
    keep: 'Back',
  },
  errors: {
    notMissed: 'Only a missed turnover can be reopened or marked handled. Reload to see where it stands.',
    alreadyHandled: 'This missed turnover is already marked handled.',
    noTeam: 'Your team has nobody to offer it to: add a cleaner to the team, or open it to nearby cleaners.',
  },
} as const;
