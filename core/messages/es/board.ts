// The host's turnover board (issue 37): /host/turnovers, every property's turnovers in one place.
import type { Widen } from '../widen';
import type { board as english } from '../en/board';
export const board: Widen<typeof english> = {
  pageTitle: 'Turnovers',
  title: 'Turnovers',
  subtitle: 'Every property’s turnovers in one place, the ones that need you first.',
  loading: 'Loading turnovers…',
  loadFailed: 'The turnovers could not be loaded.',
  retry: 'Try again',
  noProperties: 'Post a job to see its turnovers here.',
  range: {
    label: 'Show',
    week: 'Week',
    next30: 'Next 30 days',
  },
  week: {
    previous: 'Previous week',
    next: 'Next week',
    current: 'This week',
    /** "Nov 23 – Nov 29" */
    span: '{from} – {to}',
  },
  filters: {
    property: 'Property',
    allProperties: 'All properties',
    state: 'State',
    allStates: 'All states',
    clear: 'Clear filters',
    states: {
      at_risk: 'Needs attention',
      offered: 'Offered',
      confirmed: 'Confirmed',
      unfilled: 'Unfilled',
      completed: 'Completed',
      missed: 'Missed',
      cancelled: 'Cancelled',
    },
  },
  atRisk: {
    heading: 'Needs attention',
    allClear: 'Nothing needs you right now: every turnover shown has a cleaner.',
  },
  groups: {
    today: 'Today',
    tomorrow: 'Tomorrow',
    this_week: 'This week',
    later: 'Later',
    earlier: 'Earlier',
  },
  agendaLabel: 'Turnovers by day',
  empty: 'No turnovers in these days.',
  emptyOthers: 'No other turnovers in these days.',
  emptyFiltered: 'No turnovers match these filters.',
  truncated: 'Showing the first {count} turnovers. Choose a property or a state to see the rest.',
  row: {
    offeredTo: 'Offered to {name}',
    open: 'Open turnovers of {property}',
  },
  grid: {
    label: 'Week of {from}',
    today: 'Today',
    nothing: 'No turnovers',
  },
  /** Why a turnover needs the host (core/board.ts turnoverRisks), most severe first. */
  risks: {
    missed: 'Missed: nobody cleaned it',
    notStarted: 'Not started: {name} was due at {time}',
    notStartedNobody: 'Not started: due at {time}',
    unfilled: 'Unfilled: nobody has it yet',
    unfilledOpen: 'Unfilled: open to nearby cleaners, nobody yet',
    problem: 'Problem reported',
    problems: '{count} problems reported',
    waiting: 'Waiting for {name}, {left} left',
    waitingDue: 'Waiting for {name}, the answer is due now',
    waitingNoDeadline: 'Waiting for {name} to answer',
  },
  /** How long is left, short: "25 min", "3 h 10 min", "2 days". */
  timeLeft: {
    minutes: '{count} min',
    hours: '{count} h',
    hoursMinutes: '{hours} h {minutes} min',
    days: '{count} days',
  },
} as const;
