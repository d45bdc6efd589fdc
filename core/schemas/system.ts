import { z } from 'zod';

export const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']), database: z.enum(['ok', 'unreachable']) });

/** What the web app needs to know about this deployment. */
export const PublicConfig = z.object({
  supportEmail: z.string(),
  /** 'outbox' when no SMTP server is configured: emails wait in the development mailbox. */
  mailMode: z.enum(['smtp', 'outbox']),
  devMailbox: z.boolean(),
  /** An external page for booking a call with sales (pricing page), when this deployment has one. */
  salesBookingUrl: z.string().optional(),
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
