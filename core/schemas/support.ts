// Contracts of the support queue (issue 39): /api/support/* for the accounts in SUPPORT_ADMIN_EMAILS.
import { z } from 'zod';
import { format } from '../messages/format';
import { support as text } from '../messages/en/support';
import { SUPPORT_ACTION_KINDS, SUPPORT_CASE_STATUSES, SUPPORT_REASON_MAX } from '../support';
import { Email } from './common';

/** Support's reason for an action: required, plain text, recorded in the log. */
export const SupportReason = z
  .string()
  .trim()
  .min(1, text.errors.reasonRequired)
  .max(SUPPORT_REASON_MAX, format(text.errors.reasonTooLong, { max: SUPPORT_REASON_MAX }));

export const SupportPerson = z.object({ id: z.string(), name: z.string(), role: z.enum(['host', 'cleaner']) });

export const SupportCase = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.enum(SUPPORT_CASE_STATUSES),
  reporterName: z.string().nullable(),
  reason: z.string(),
  details: z.string(),
  createdAt: z.string(),
  /** What the subject's feature says about it; null when the subject is gone. */
  subject: z.object({ title: z.string(), body: z.string(), people: z.array(SupportPerson) }).nullable(),
  /** The decisions support can take (open cases). */
  actions: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Closed cases: what was decided, by whom, when and why. */
  decision: z
    .object({ actionId: z.string(), label: z.string(), byEmail: z.string(), at: z.string(), reason: z.string() })
    .nullable(),
});
export type SupportCase = z.infer<typeof SupportCase>;

export const SupportCasesQuery = z.object({ status: z.enum(SUPPORT_CASE_STATUSES).default('open') });
export const SupportCasesResponse = z.object({ cases: z.array(SupportCase) });
export type SupportCasesResponse = z.infer<typeof SupportCasesResponse>;

export const SupportCaseParams = z.object({ id: z.uuid() });
export const DecideCaseInput = z.object({ actionId: z.string().min(1).max(64), reason: SupportReason });
export type DecideCaseInput = z.infer<typeof DecideCaseInput>;

export const SupportLogEntry = z.object({
  id: z.string(),
  action: z.enum(SUPPORT_ACTION_KINDS),
  detail: z.string(),
  reason: z.string(),
  byEmail: z.string(),
  at: z.string(),
});
export type SupportLogEntry = z.infer<typeof SupportLogEntry>;

export const SupportAccountQuery = z.object({ email: Email });
export const SupportAccountParams = z.object({ id: z.uuid() });
export const SupportAccountInput = z.object({ reason: SupportReason });

export const SupportAccount = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(['host', 'cleaner']).nullable(),
  createdAt: z.string(),
  suspension: z.object({ at: z.string(), reason: z.string() }).nullable(),
  log: z.array(SupportLogEntry),
});
export type SupportAccount = z.infer<typeof SupportAccount>;
export const SupportAccountResponse = z.object({ account: SupportAccount });
