// Issue 37: the host's actions on a missed turnover (server/features/turnovers/missed.ts).
import { z } from 'zod';

/** 'Reopen to the team' or 'Open to nearby cleaners': a new window either way (core/turnover-alerts.ts reopenedWindow). */
export const ReopenMissedInput = z.object({ to: z.enum(['team', 'nearby']) });
export type ReopenMissedInput = z.infer<typeof ReopenMissedInput>;
