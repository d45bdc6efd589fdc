// Messages' rules without zod (issue 40): the limits, the quick replies, the turnover events that
// become system lines, and what in a message counts as contact details or as an access code. The
// server decides (core/schemas/messages.ts SendMessageInput); the composer uses the same functions
// to warn as people type.
import { hasLinkOrEmail } from './link-or-email';

export const MESSAGE_MAX = 2000;
export const MESSAGE_PHOTOS_MAX = 5;
/** A message unread this long sends one email for its conversation (when the reader allows it). */
export const MESSAGE_EMAIL_AFTER_MS = 15 * 60_000;

/** One tap on a phone; each reader sees the words of their own language's catalog. */
export const QUICK_REPLIES = ['on_my_way', 'running_late', 'done', 'need_supplies'] as const;
export type QuickReply = (typeof QUICK_REPLIES)[number];

/** The turnover's story, told in the thread as it happens. */
export const SYSTEM_EVENTS = [
  'offered',
  'confirmed',
  'declined',
  'lapsed',
  'cancelled',
  'started',
  'problem',
  'completed',
] as const;
export type SystemEvent = (typeof SYSTEM_EVENTS)[number];

const NUMBER_WORDS = ['zero', 'oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const DIGIT_OF: Record<string, string> = Object.fromEntries(
  NUMBER_WORDS.map((w, i) => [w, String(Math.max(0, i - 1))]),
);

/** Number words spelled out ("five five five …") read as digits, so they count like digits. */
function spelledDigits(text: string): string {
  return text.toLowerCase().replace(/\b(zero|oh|one|two|three|four|five|six|seven|eight|nine)\b/g, (w) => DIGIT_OF[w]!);
}

/** Seven or more digits in a row, allowing the separators people put in phone numbers. */
const PHONE = /(?:\+?\d[\s().\-/]*){7,}/;
/** Dates (11/27/2026, 12/3/26, 2026-11-27): their digits and slashes would read as a phone number. */
const DATES = /\b(?:\d{1,2}[/.-]\d{1,2}[/.-](?:\d{4}|\d{2})|\d{4}-\d{1,2}-\d{1,2})\b/g;
const withoutDates = (text: string) => text.replace(DATES, ' ; ');
/** A handle: @name, or a messaging app's link or name followed by an address. */
const HANDLE =
  /(^|[\s(])@[a-z0-9_.]{3,}|\bwa\.me\b|\bt\.me\b|\b(whats\s*app|telegram|signal|insta(gram)?|snap(chat)?|facebook|venmo|zelle|cash\s*app)\b\s*[:@]?\s*[@a-z0-9$]/i;

/** The kinds of contact details found in a text (empty: none). */
export function contactDetailsIn(text: string): ('phone' | 'email_or_link' | 'handle')[] {
  const found: ('phone' | 'email_or_link' | 'handle')[] = [];
  const digits = withoutDates(text);
  if (PHONE.test(digits) || PHONE.test(spelledDigits(digits))) found.push('phone');
  if (hasLinkOrEmail(text)) found.push('email_or_link');
  if (HANDLE.test(text)) found.push('handle');
  return found;
}

/** Words that come with door and lockbox codes. */
const CODE_WORDS = /\b(code|lock\s*box|lockbox|keypad|key\s*pad|gate|door|garage|alarm|pin|combo|combination)\b/i;
/** A code: 3 to 8 digits (or # and * as keypads show them) standing alone. */
const CODE = /(^|[^\d])[#*]?\d{3,8}[#*]?(?!\d)/;

/** Whether a message looks like it carries a door or lockbox code (those belong in the playbook). */
export function looksLikeAccessCode(text: string): boolean {
  return CODE_WORDS.test(text) && CODE.test(text);
}
