// Creating and reading notifications. A notification is created inside the transaction of the
// change that causes it (an application, a status change), so it exists exactly when that change
// committed. pg_notify is transactional too: listeners on every server hear of it only after commit.
import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { NOTIFICATION_LIST_LIMIT, type NotificationItem, type StreamedNotification } from '@core/schemas/notifications';
import type { Db, Queryable } from '../../db/client';
import { notification } from '../../db/schema';
import { announceToUser } from '../../realtime/channel';
import { DEFAULT_LOCALE, type Locale } from '@core/locale';
import { userLocale } from '../../i18n/locale';
import { isTextRef, renderRef, type TextRef } from '../../i18n/text-ref';
import { translateText } from '../../i18n/translate';
import { notificationPush, type PushExtras } from './push';

export type NewNotification = {
  userId: string;
  type: NotificationItem['type'];
  /**
   * Issue 41: a catalog text and its values (server/i18n/text-ref.ts), rendered in the reader's
   * language whenever it is read; a plain string is English, translated when read.
   */
  title: string | TextRef;
  message: string | TextRef;
  data?: { job_id?: string; application_id?: string; turnover_id?: string; kind?: 'hired' | 'not_selected' };
  /** Hold it back this long (an undo may still withdraw it); the publish sweep shows it afterwards. */
  delayMs?: number;
  /** Issue 38: what a push of this notification adds (a new offer's Confirm / Can't make it links). */
  push?: PushExtras;
};

/** Only published notifications are ever read, counted or streamed. */
const visible = isNull(notification.publishAt);

const asRef = (t: string | TextRef): TextRef | null => (typeof t === 'string' ? null : t);
const inEnglish = (t: string | TextRef): string => (typeof t === 'string' ? t : renderRef(t, DEFAULT_LOCALE));

export async function createNotification(q: Queryable, input: NewNotification): Promise<string> {
  const delayed = input.delayMs !== undefined && input.delayMs > 0;
  const title = asRef(input.title);
  const message = asRef(input.message);
  const [row] = await q
    .insert(notification)
    .values({
      userId: input.userId,
      type: input.type,
      title: inEnglish(input.title),
      message: inEnglish(input.message),
      texts: title && message ? { title, message } : null,
      data: input.data ?? {},
      ...(delayed ? { publishAt: sql`now() + make_interval(secs => ${input.delayMs! / 1000})` } : {}),
    })
    .returning({ id: notification.id });
  // pg_notify is transactional: listeners on every server hear of it only after commit.
  if (!delayed) await announceToUser(q, input.userId, row!.id);
  await notificationPush(q, input);
  return row!.id;
}

/** Withdraws notifications of an application that are still held back (an undo within the grace). */
export async function withdrawPendingNotifications(
  q: Queryable,
  input: { userId: string; applicationId: string; kind: 'not_selected' },
): Promise<number> {
  const rows = await q
    .delete(notification)
    .where(
      and(
        eq(notification.userId, input.userId),
        sql`${notification.publishAt} is not null`,
        sql`${notification.data}->>'application_id' = ${input.applicationId}`,
        sql`${notification.data}->>'kind' = ${input.kind}`,
      ),
    )
    .returning({ id: notification.id });
  return rows.length;
}

/** Whether the user already has (or is about to get) a notification of this kind about the application. */
export async function hasNotificationOfKind(
  q: Queryable,
  input: { userId: string; applicationId: string; kind: 'not_selected' },
): Promise<boolean> {
  const [row] = await q
    .select({ id: notification.id })
    .from(notification)
    .where(
      and(
        eq(notification.userId, input.userId),
        sql`${notification.data}->>'application_id' = ${input.applicationId}`,
        sql`${notification.data}->>'kind' = ${input.kind}`,
      ),
    )
    .limit(1);
  return !!row;
}

/**
 * Publishes the held-back notifications whose time has come: each becomes visible with created_at
 * set to now (so a reconnecting stream, which reads after its last created_at, still gets it) and is
 * signalled to every server. Rows are claimed with SKIP LOCKED, so several servers sweeping at once
 * publish each notification exactly once. Returns how many it published.
 */
export async function publishDueNotifications(db: Db, batch = 100): Promise<number> {
  return db.transaction(async (tx) => {
    const due = tx
      .select({ id: notification.id })
      .from(notification)
      .where(sql`${notification.publishAt} <= now()`)
      .orderBy(asc(notification.publishAt))
      .limit(batch)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(notification)
      .set({ publishAt: null, createdAt: sql`now()` })
      .where(and(inArray(notification.id, due), sql`${notification.publishAt} is not null`))
      .returning({ id: notification.id, userId: notification.userId });
    for (const r of rows) await announceToUser(tx, r.userId, r.id);
    return rows.length;
  });
}

/**
 * A position in a user's notifications, used as the server-sent event id: created_at in
 * microseconds since the epoch (exact, unlike a JS Date) and the id to break ties.
 */
export type Cursor = { micros: string; id: string };
export const formatCursor = (c: Cursor) => `${c.micros}_${c.id}`;
export function parseCursor(value: string | undefined): Cursor | null {
  const m = /^(\d{1,20})_([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(value?.trim() ?? '');
  return m ? { micros: m[1]!, id: m[2]!.toLowerCase() } : null;
}
const NIL_UUID = '00000000-0000-0000-0000-000000000000';

const columns = {
  id: notification.id,
  type: notification.type,
  title: notification.title,
  message: notification.message,
  texts: notification.texts,
  read: notification.read,
  data: notification.data,
  createdAt: notification.createdAt,
  micros: sql<string>`(extract(epoch from ${notification.createdAt}) * 1000000)::bigint::text`,
};
type Row = {
  id: string;
  type: NotificationItem['type'];
  title: string;
  message: string;
  texts: { title: TextRef; message: TextRef } | null;
  read: boolean;
  data: NotificationItem['data'];
  createdAt: Date;
  micros: string;
};

/**
 * Issue 41: the words in the reader's language now: rendered from the stored keys and values, or
 * (a notification stored as words only) its English words translated.
 */
function wordsIn(row: Pick<Row, 'title' | 'message' | 'texts'>, locale: Locale) {
  if (row.texts && isTextRef(row.texts.title) && isTextRef(row.texts.message)) {
    return { title: renderRef(row.texts.title, locale), message: renderRef(row.texts.message, locale) };
  }
  return { title: translateText(row.title, locale), message: translateText(row.message, locale) };
}

export function presentNotification(row: Omit<Row, 'micros'>, locale: Locale = DEFAULT_LOCALE): NotificationItem {
  const data: NotificationItem['data'] = {};
  if (typeof row.data?.job_id === 'string') data.job_id = row.data.job_id;
  if (typeof row.data?.application_id === 'string') data.application_id = row.data.application_id;
  // Issue 18: a completed turnover's notification leads to its report (notificationTarget) and refreshes it live.
  if (typeof row.data?.turnover_id === 'string') data.turnover_id = row.data.turnover_id;
  // Issue 37: a hire's notification leads to the cleaner's schedule.
  if (row.data?.kind === 'hired' || row.data?.kind === 'not_selected') data.kind = row.data.kind;
  return {
    id: row.id,
    type: row.type,
    ...wordsIn(row, locale),
    read: row.read,
    data,
    createdAt: row.createdAt.toISOString(),
  };
}
const toStreamed = (row: Row, locale: Locale): StreamedNotification => ({
  cursor: formatCursor({ micros: row.micros, id: row.id }),
  notification: presentNotification(row, locale),
});

/** The user's newest notifications and how many of all of theirs are unread. */
export async function listNotifications(q: Queryable, userId: string) {
  const rows = await q
    .select(columns)
    .from(notification)
    .where(and(eq(notification.userId, userId), visible))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(NOTIFICATION_LIST_LIMIT);
  const locale = await userLocale(q, userId);
  return {
    notifications: rows.map((r) => presentNotification(r, locale)),
    unreadCount: await countUnread(q, userId),
  };
}

export async function countUnread(q: Queryable, userId: string): Promise<number> {
  const [row] = await q
    .select({ n: count() })
    .from(notification)
    .where(and(eq(notification.userId, userId), eq(notification.read, false), visible));
  return row?.n ?? 0;
}

/** Marks one of the user's own notifications read; false when it is not theirs (or does not exist). */
export async function markNotificationRead(q: Queryable, userId: string, id: string): Promise<boolean> {
  const rows = await q
    .update(notification)
    .set({ read: true })
    .where(and(eq(notification.id, id), eq(notification.userId, userId), visible))
    .returning({ id: notification.id });
  return rows.length > 0;
}

export async function markAllNotificationsRead(q: Queryable, userId: string): Promise<void> {
  await q
    .update(notification)
    .set({ read: true })
    .where(and(eq(notification.userId, userId), eq(notification.read, false), visible));
}

/** One notification of the user, as a stream event; null when it is not theirs. */
export async function findStreamedNotification(
  q: Queryable,
  userId: string,
  id: string,
): Promise<StreamedNotification | null> {
  const [row] = await q
    .select(columns)
    .from(notification)
    .where(and(eq(notification.id, id), eq(notification.userId, userId), visible))
    .limit(1);
  return row ? toStreamed(row, await userLocale(q, userId)) : null;
}

/** The user's notifications after `cursor`, oldest first: what a reconnecting stream missed. */
export async function listNotificationsAfter(
  q: Queryable,
  userId: string,
  cursor: Cursor,
  limit = 100,
): Promise<StreamedNotification[]> {
  const at = sql`(timestamptz 'epoch' + ${cursor.micros}::bigint * interval '1 microsecond')`;
  const rows = await q
    .select(columns)
    .from(notification)
    .where(
      and(
        eq(notification.userId, userId),
        visible,
        sql`(${notification.createdAt}, ${notification.id}) > (${at}, ${cursor.id}::uuid)`,
      ),
    )
    .orderBy(asc(notification.createdAt), asc(notification.id))
    .limit(limit);
  const locale = await userLocale(q, userId);
  return rows.map((r) => toStreamed(r, locale));
}

/** The cursor of the user's newest notification, or of now when they have none: where a fresh stream starts. */
export async function headCursor(q: Queryable, userId: string): Promise<string> {
  const [row] = await q
    .select({ id: notification.id, micros: columns.micros })
    .from(notification)
    .where(and(eq(notification.userId, userId), visible))
    .orderBy(desc(notification.createdAt), desc(notification.id))
    .limit(1);
  if (row) return formatCursor(row);
  // Both drivers answer `execute` with `{ rows }`.
  const result = (await q.execute(
    sql`select (extract(epoch from now()) * 1000000)::bigint::text as micros`,
  )) as unknown as { rows: { micros: string }[] };
  return formatCursor({ micros: result.rows[0]!.micros, id: NIL_UUID });
}
