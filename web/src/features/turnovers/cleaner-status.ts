// A turnover's state as its cleaner reads it (issue 37, "words that match"): an offer waiting for
// them 'Needs your answer', a booked one is 'Confirmed', the word the host reads too. The turnover's
// own status ('scheduled') says nothing to the cleaner about what they must do.
import type { TurnoverItem } from '@core/schemas/turnovers';

export type CleanerStatus =
  'needsAnswer' | 'confirmed' | 'completed' | 'cancelled' | 'missed' | 'passedOn' | 'notConfirmed';

/** `past`: the window is over (an offer still open then asks nothing of them any more). */
export function cleanerStatus(t: Pick<TurnoverItem, 'status' | 'offer'>, past = false): CleanerStatus {
  if (t.status !== 'scheduled') return t.status;
  const answer = t.offer?.status;
  if (answer === 'offered') return past ? 'notConfirmed' : 'needsAnswer';
  if (answer && answer !== 'confirmed') return 'passedOn';
  return 'notConfirmed';
}
