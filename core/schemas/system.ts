import { z } from 'zod';

export const HealthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
});

/** A background worker: 'off' when it has nothing to do on this deployment (the outbox without SMTP). */
const WorkerCheck = z.enum(['running', 'stopped', 'stalled', 'off']);
/** GET /api/ready: each check's outcome; while shutting down only `server` is reported. */
export const ReadyChecks = z.object({
  server: z.enum(['ok', 'shutting-down']),
  database: z.enum(['ok', 'unreachable', 'timeout']).optional(),
  migrations: z.enum(['ok', 'pending', 'unknown']).optional(),
  outbox: WorkerCheck.optional(),
  scheduledWork: WorkerCheck.optional(),
  calendarSync: WorkerCheck.optional(),
});
export type ReadyChecks = z.infer<typeof ReadyChecks>;
export const ReadyResponse = z.object({ status: z.enum(['ready', 'unavailable']), checks: ReadyChecks });
export type ReadyResponse = z.infer<typeof ReadyResponse>;

/** What the web app needs to know about this deployment. */
export const PublicConfig = z.object({
  supportEmail: z.string(),
  /** 'outbox' when no SMTP server is configured: emails wait in the development mailbox. */
  mailMode: z.enum(['smtp', 'outbox']),
  devMailbox: z.boolean(),
  /** An external page for booking a call with sales (pricing page), when this deployment has one. */
  salesBookingUrl: z.string().optional(),
  /** How long turnover photos are kept (issue 18), as the privacy policy says. */
  photoRetentionMonths: z.number().int(),
});
export type PublicConfig = z.infer<typeof PublicConfig>;

export const NotFoundReport = z.object({ path: z.string().max(2000) });

export const MailboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  kind: z.string(),
  status: z.string(),
  createdAt: z.string(),
});
export type MailboxMessage = z.infer<typeof MailboxMessage>;
export const MailboxResponse = z.object({ messages: z.array(MailboxMessage) });

/**
 * The development clock (GET/POST /api/dev/clock, not in production): the app's time and how far
 * it is ahead of real time. Moves are forward only, in whole minutes, hours or days (summed), at
 * least one and at most about a year and a month in all.
 */
export const DevClock = z.object({ now: z.string(), offsetMs: z.number().int().min(0) });
export type DevClock = z.infer<typeof DevClock>;
export const DevClockAdvance = z
  .object({
    advanceMinutes: z.number().int().min(1).max(600_000).optional(),
    advanceHours: z.number().int().min(1).max(10_000).optional(),
    advanceDays: z.number().int().min(1).max(400).optional(),
  })
  .refine((b) => b.advanceMinutes !== undefined || b.advanceHours !== undefined || b.advanceDays !== undefined, {
    message: 'Give advanceMinutes, advanceHours or advanceDays.',
  });
export type DevClockAdvance = z.infer<typeof DevClockAdvance>;
/** The milliseconds a DevClockAdvance moves the clock by. */
export const devClockAdvanceMs = (b: DevClockAdvance) =>
  ((b.advanceMinutes ?? 0) + (b.advanceHours ?? 0) * 60 + (b.advanceDays ?? 0) * 1_440) * 60_000;
