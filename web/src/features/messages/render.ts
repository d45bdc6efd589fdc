// What a message says in the reader's words: a system line (a turnover's event) from the catalog,
// a quick reply from the catalog, or the words as written; the one-line preview of the list; the
// job or turnover a message is about. Pure, so the list, the thread and the tests agree.
import { format } from '@core/messages/format';
import type { Messages } from '@core/messages/en';
import type { ConversationPerson, Message, MessageAbout } from '@core/schemas/messages';
import { dateFormat, plural } from '@web/lib/i18n';

type Texts = Messages['conversations'];

const dayFormat = () =>
  dateFormat({
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** A turnover's local day (YYYY-MM-DD) as "Fri, Nov 27"; the text itself if it is not such a date. */
export function formatTurnoverDay(date: string): string {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(ms) ? dayFormat().format(ms) : date;
}

/**
 * The words of a message for its reader: a system line told from the reader's side (the cleaner's
 * own acts read "You confirmed…", the host reads "Maria confirmed…"), a quick reply in the reader's
 * language, or the text as written (never HTML: React renders it as text).
 */
export function messageText(message: Message, other: Pick<ConversationPerson, 'name' | 'role'>, m: Texts): string {
  if (message.kind === 'system' && message.event) {
    const date = message.about?.turnoverDate ? formatTurnoverDay(message.about.turnoverDate) : m.system.noDate;
    // Every event is the cleaner's (offered to, confirmed by, started by…): "mine" when the reader is the cleaner.
    const readerIsCleaner = other.role === 'host';
    const forms = m.system[message.event];
    return format(readerIsCleaner ? forms.mine : forms.theirs, { date, name: other.name });
  }
  if (message.quickReply) return m.quickReplies[message.quickReply];
  return message.text;
}

/** The list's one-line preview of a conversation's newest message. */
export function previewText(last: Message | null, other: Pick<ConversationPerson, 'name' | 'role'>, m: Texts): string {
  if (!last) return m.list.noMessages;
  let words = messageText(last, other, m).replace(/\s+/g, ' ').trim();
  if (!words && last.photos.length > 0)
    words = last.photos.length === 1 ? m.list.photo : plural(m.list.photos, last.photos.length);
  return last.fromMe && last.kind === 'text' ? `${m.list.you}${words}` : words;
}

/** What a message is about, as its label says it: "Beach house · turnover on Fri, Nov 27", or null. */
export function aboutLabel(about: MessageAbout | null, m: Texts): string | null {
  if (!about) return null;
  if (!about.turnoverDate) return about.jobTitle;
  return format(m.about.jobAndTurnover, { job: about.jobTitle, date: formatTurnoverDay(about.turnoverDate) });
}

/** The id of the reader's newest message the other side has seen ('Seen' goes under it), or null. */
export function lastSeenOwnMessage(messages: readonly Message[]): string | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const msg = messages[i]!;
    if (msg.fromMe && msg.seenAt) return msg.id;
  }
  return null;
}

/** The newest message not the reader's own (system lines included: what 'read' marks seen up to), or null. */
export function newestFromOther(messages: readonly Message[]): Message | null {
  for (let i = messages.length - 1; i >= 0; i--) {
    const msg = messages[i]!;
    if (!msg.fromMe) return msg;
  }
  return null;
}
