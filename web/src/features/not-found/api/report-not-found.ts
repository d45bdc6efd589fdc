// POST /api/log/not-found: tells the server an unknown address was visited, so broken links show up
// in its logs. Best effort: a failed report never disturbs the visitor. Invalidates nothing.
import type { z } from 'zod';
import type { Ok } from '@core/schemas/common';
import type { NotFoundReport } from '@core/schemas/system';
import { apiPost } from '@web/lib/api';

export const reportNotFound = (report: z.infer<typeof NotFoundReport>) =>
  apiPost<z.infer<typeof Ok>>('/log/not-found', report).then(
    () => undefined,
    () => undefined,
  );
