// Contracts of push notifications (issue 38): the key a browser subscribes with, a subscription as
// PushSubscription.toJSON() gives it, a person's devices, and what a push carries to the service worker.
import { z } from 'zod';
import { HH_MM, isTimeZone, PUSH_KINDS } from '../push-kinds';

export const PushKeyResponse = z.object({ publicKey: z.string() });
export type PushKeyResponse = z.infer<typeof PushKeyResponse>;

/** A push service's address: https, and no longer than any real one. */
const endpoint = z
  .url({ protocol: /^https?$/ })
  .max(2000)
  .refine((v) => v.startsWith('https://') || /^http:\/\/(127\.0\.0\.1|localhost)[:/]/.test(v), {
    message: 'must be an https:// address',
  });
const base64url = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+=*$/, 'must be base64url');

export const PushSubscribeInput = z.object({
  endpoint,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }),
  /** The browser's zone (Intl), kept as the person's for quiet hours when they have none yet. */
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'must be a time zone like America/New_York' }).optional(),
});
export type PushSubscribeInput = z.infer<typeof PushSubscribeInput>;

export const PushDevice = z.object({
  id: z.string(),
  label: z.string(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
  /** The subscription of the browser that asked (it sent its endpoint): 'This device'. */
  current: z.boolean(),
});
export type PushDevice = z.infer<typeof PushDevice>;

export const PushDevicesQuery = z.object({ endpoint: z.string().max(2000).optional() });
export const PushDevicesResponse = z.object({ devices: z.array(PushDevice) });
export type PushDevicesResponse = z.infer<typeof PushDevicesResponse>;
export const PushDeviceParams = z.object({ id: z.uuid() });

/** The actions of a new offer's notification. */
export const PUSH_ACTIONS = ['confirm', 'decline'] as const;
export type PushAction = (typeof PUSH_ACTIONS)[number];

/** What the service worker receives and shows (web/src/service-worker). No secrets: links are signed answers only. */
export type PushPayload = {
  title: string;
  body: string;
  /** Where a tap on the notification leads (a path of the app). */
  url: string;
  /** One notification per subject: a newer push about it replaces the older. */
  tag?: string;
  actions?: { action: PushAction; title: string; url: string }[];
};

/** A person's push preferences (issue 38): kinds turned off, quiet hours ('HH:MM', null when off), their zone. */
const hhmm = z.string().regex(HH_MM, 'must be a time like 22:00');
export const PushPreferences = z.object({
  disabledKinds: z.array(z.enum(PUSH_KINDS)).max(PUSH_KINDS.length),
  quietHours: z
    .object({ start: hhmm, end: hhmm })
    .refine((q) => q.start !== q.end, { message: 'must start and end at different times', path: ['end'] })
    .nullable(),
  timeZone: z.string().max(64).refine(isTimeZone, { message: 'must be a time zone like America/New_York' }),
});
export type PushPreferences = z.infer<typeof PushPreferences>;
