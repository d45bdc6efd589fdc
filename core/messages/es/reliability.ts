// Texts of the reliability record (issue 39): what a cleaner and a host did, counted from events.
import type { Widen } from '../widen';
import type { reliability as english } from '../en/reliability';
export const reliability: Widen<typeof english> = {
  cleanerTitle: 'Reliability',
  hostTitle: 'Host reliability',
  recent: 'Last 12 months',
  total: 'Since joining',
  /** When everything since joining happened in the last 12 months: one line, not the same twice. */
  recentIsAll: 'Last 12 months (all since joining)',
  noCleanerHistory: 'No offers or turnovers yet.',
  noHostHistory: 'No late cancellations or no-shows marked.',
  completed: { one: '{count} turnover completed', other: '{count} turnovers completed' },
  onTime: '{onTime} of {starts} started on time',
  answered: '{answered} of {offers} offers answered in time',
  confirmedDeclined: '{confirmed} confirmed, {declined} declined',
  lapsed: { one: '{count} left without an answer', other: '{count} left without an answer' },
  cancelled: {
    one: '{count} cancelled after confirming ({late} under 24 h)',
    other: '{count} cancelled after confirming ({late} under 24 h)',
  },
  noShows: { one: '{count} no-show ({contested} contested)', other: '{count} no-shows ({contested} contested)' },
  hostCancelled: {
    one: '{count} turnover cancelled under 48 h before',
    other: '{count} turnovers cancelled under 48 h before',
  },
  noShowsMarked: {
    one: '{count} no-show marked ({contested} contested)',
    other: '{count} no-shows marked ({contested} contested)',
  },
} as const;
