// The reliability record as it leaves the server (issue 39; the rules are core/reliability.ts).
import { z } from 'zod';

const n = z.number().int();

export const ReliabilityFigures = z.object({
  answeredInTime: n,
  confirmed: n,
  declined: n,
  lapsed: n,
  cancelledAfterConfirming: n,
  cancelledLate: n,
  completed: n,
  starts: n,
  onTimeStarts: n,
  noShows: n,
  noShowsContested: n,
  hostCancelledLate: n,
  noShowsMarked: n,
  noShowsMarkedContested: n,
});

/** The last 12 months and since joining. */
export const ReliabilityRecord = z.object({ recent: ReliabilityFigures, total: ReliabilityFigures });
export type ReliabilityRecord = z.infer<typeof ReliabilityRecord>;
