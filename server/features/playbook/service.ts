// A job's playbook (issue 18): the host's ordered checklist (grouped by area), where supplies are,
// and the access instructions, which are a secret: the host reads them here, a turnover's cleaner
// only through revealAccess (inside the window, each read recorded). Nothing here logs them.
import { and, asc, desc, eq, gt, gte, lt, ne, sql } from 'drizzle-orm';
import { format } from '@core/messages/format';
import { playbook as text } from '@core/messages/en/playbook';
import { accessHeld, accessState, accessWindow, MAX_CHECKLIST_ITEMS } from '@core/playbook';
import { STARTER_CHECKLIST } from '@core/playbook-starter';
import { areaFor, editedText, itemTextFor, libraryRow, storedArea, type LibraryKey } from '@core/checklist-library';
import { DEFAULT_LOCALE, type Locale } from '@core/locale';
import type {
  AccessViewItem,
  EditPlaybookItemInput,
  PlaybookDetailsInput,
  PlaybookItem,
  PlaybookResponse,
  TurnoverAccessResponse,
} from '@core/schemas/playbook';
import type { Queryable, Tx } from '../../db/client';
import { accessView, cleanerProfile, job, photo, playbook, playbookItem, turnover } from '../../db/schema';
import { AppError, notFound } from '../../errors';
import { groupPhotos } from '../../photos/presenter';
import { hostOwnsJobs, requireOwnActiveJob } from '../../policies/job-ownership';
import { fullName } from '@core/names';
import { assertTurnoverJobNotDeleted } from '../turnovers';

const e = text.errors;
/** How many reads of the access instructions the host's page lists (newest first). */
const ACCESS_VIEWS_LISTED = 50;

const itemNotFound = () => notFound(e.itemNotFound);

/** The host's checklist item (of one of their active jobs), with its job. */
async function ownItem(q: Queryable, hostUserId: string, itemId: string) {
  const [row] = await q
    .select({ item: playbookItem, jobId: job.id })
    .from(playbookItem)
    .innerJoin(job, eq(job.id, playbookItem.jobId))
    .where(and(eq(playbookItem.id, itemId), hostOwnsJobs(hostUserId)))
    .limit(1);
  if (!row) throw itemNotFound();
  return row.item;
}

/** An item's room and words as `reader` reads them (issue 41: core/checklist-library.ts). */
export function wordsFor(
  row: { area: string; libraryKey: string | null; label: string; lang: string },
  reader: Locale,
) {
  return { area: areaFor(row.area, reader), ...itemTextFor(row, reader) };
}

/** The job's checklist, in order, with each item's reference photo, in `reader`'s language. */
export async function checklistOf(
  q: Queryable,
  jobId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem[]> {
  const items = await q
    .select()
    .from(playbookItem)
    .where(eq(playbookItem.jobId, jobId))
    .orderBy(asc(playbookItem.position), asc(playbookItem.createdAt));
  const references = await q
    .select()
    .from(photo)
    .where(and(eq(photo.jobId, jobId), eq(photo.purpose, 'reference')));
  const byItem = groupPhotos(references, (p) => p.itemId);
  return items.map((i) => ({
    id: i.id,
    ...wordsFor(i, reader),
    photoRequired: i.photoRequired,
    position: i.position,
    referencePhoto: byItem.get(i.id)?.[0] ?? null,
  }));
}

async function accessViewsOf(q: Queryable, jobId: string): Promise<AccessViewItem[]> {
  const rows = await q
    .select({
      firstName: cleanerProfile.firstName,
      lastName: cleanerProfile.lastName,
      viewedAt: accessView.viewedAt,
      date: turnover.date,
    })
    .from(accessView)
    .innerJoin(turnover, eq(turnover.id, accessView.turnoverId))
    .leftJoin(cleanerProfile, eq(cleanerProfile.userId, accessView.cleanerUserId))
    .where(eq(accessView.jobId, jobId))
    .orderBy(desc(accessView.viewedAt))
    .limit(ACCESS_VIEWS_LISTED);
  return rows.map((r) => ({
    cleanerName: fullName(r.firstName ?? '', r.lastName ?? ''),
    viewedAt: r.viewedAt.toISOString(),
    turnoverDate: r.date,
  }));
}

/** The host's playbook page, its checklist in `reader`'s language. */
export async function getPlaybook(
  q: Queryable,
  hostUserId: string,
  jobId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookResponse> {
  const j = await requireOwnActiveJob(q, hostUserId, jobId);
  const [details] = await q.select().from(playbook).where(eq(playbook.jobId, j.id)).limit(1);
  return {
    job: { id: j.id, city: j.city, state: j.state, propertyAddress: j.propertyAddress, timeZone: j.timeZone },
    items: await checklistOf(q, j.id, reader),
    supplies: details?.supplies ?? null,
    accessInstructions: details?.accessInstructions ?? null,
    accessViews: await accessViewsOf(q, j.id),
    copySources: await copySourcesOf(q, hostUserId, j.id),
  };
}

/** The host's other jobs with a checklist or supplies to copy ('Copy from another property'). */
async function copySourcesOf(q: Queryable, hostUserId: string, jobId: string) {
  const rows = await q
    .select({
      id: job.id,
      city: job.city,
      state: job.state,
      propertyAddress: job.propertyAddress,
      itemCount: sql<number>`(select count(*)::int from ${playbookItem} where ${playbookItem.jobId} = ${job.id})`,
      supplies: playbook.supplies,
    })
    .from(job)
    .leftJoin(playbook, eq(playbook.jobId, job.id))
    .where(and(hostOwnsJobs(hostUserId), ne(job.id, jobId)))
    .orderBy(asc(job.createdAt));
  return rows
    .map((r) => ({ ...r, itemCount: Number(r.itemCount), hasSupplies: !!r.supplies }))
    .filter((r) => r.itemCount > 0 || r.hasSupplies)
    .map(({ supplies: _supplies, ...r }) => r);
}

/**
 * 'Use the starter checklist': core/playbook-starter.ts, on an empty checklist only (409 CONFLICT
 * otherwise). Its items are the library's, written in `author`'s language.
 */
export async function addStarterChecklist(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  author: Locale = DEFAULT_LOCALE,
): Promise<PlaybookResponse> {
  const j = await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
  const [existing] = await tx
    .select({ id: playbookItem.id })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, j.id))
    .limit(1);
  if (existing) throw new AppError('CONFLICT', e.checklistNotEmpty);
  await tx
    .insert(playbookItem)
    .values(STARTER_CHECKLIST.map((key, i) => ({ jobId: j.id, ...libraryRow(key, author), position: i + 1 })));
  return getPlaybook(tx, hostUserId, j.id, author);
}

/**
 * 'Copy from another property': the other job's checklist items (area, words with their library key
 * and language, photo required; not reference photos) go after this checklist's, and where supplies
 * are when this playbook has none.
 * The access instructions are never copied. Both jobs must be the host's own (404 otherwise).
 */
export async function copyPlaybook(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  fromJobId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookResponse> {
  const j = await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
  const from = await requireOwnActiveJob(tx, hostUserId, fromJobId);
  if (from.id === j.id) throw new AppError('CONFLICT', e.copySameJob);
  const existing = await tx
    .select({ position: playbookItem.position })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, j.id))
    .orderBy(asc(playbookItem.position));
  const source = await tx
    .select({
      area: playbookItem.area,
      label: playbookItem.label,
      libraryKey: playbookItem.libraryKey,
      lang: playbookItem.lang,
      photoRequired: playbookItem.photoRequired,
    })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, from.id))
    .orderBy(asc(playbookItem.position), asc(playbookItem.createdAt));
  if (existing.length + source.length > MAX_CHECKLIST_ITEMS)
    throw new AppError('LIMIT_REACHED', format(e.checklistFull, { max: MAX_CHECKLIST_ITEMS }));
  const last = existing.at(-1)?.position ?? 0;
  if (source.length > 0)
    await tx.insert(playbookItem).values(source.map((item, i) => ({ jobId: j.id, ...item, position: last + i + 1 })));
  const [fromDetails] = await tx
    .select({ supplies: playbook.supplies })
    .from(playbook)
    .where(eq(playbook.jobId, from.id))
    .limit(1);
  if (fromDetails?.supplies) {
    const [details] = await tx
      .select({ supplies: playbook.supplies })
      .from(playbook)
      .where(eq(playbook.jobId, j.id))
      .limit(1);
    if (!details?.supplies)
      await tx
        .insert(playbook)
        .values({ jobId: j.id, supplies: fromDetails.supplies })
        .onConflictDoUpdate({ target: playbook.jobId, set: { supplies: fromDetails.supplies, updatedAt: new Date() } });
  }
  return getPlaybook(tx, hostUserId, j.id, reader);
}

/** 'Save': where supplies are and the access instructions (a field left out stays as it was). */
export async function savePlaybookDetails(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  input: PlaybookDetailsInput,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookResponse> {
  const j = await requireOwnActiveJob(tx, hostUserId, jobId);
  const set = {
    ...(input.supplies !== undefined ? { supplies: input.supplies } : {}),
    ...(input.accessInstructions !== undefined ? { accessInstructions: input.accessInstructions } : {}),
  };
  await tx
    .insert(playbook)
    .values({ jobId: j.id, supplies: input.supplies ?? null, accessInstructions: input.accessInstructions ?? null })
    .onConflictDoUpdate({ target: playbook.jobId, set: { ...set, updatedAt: new Date() } });
  return getPlaybook(tx, hostUserId, jobId, reader);
}

type NewItem = {
  area: string;
  label: string;
  libraryKey: string | null;
  lang: Locale;
  photoRequired: boolean;
};

/**
 * Puts `item` after the last item of its area (so an area's items stay together), or at the end for
 * a new area. The caller holds the job row's lock, so two adds cannot take one position.
 */
async function insertInArea(tx: Tx, jobId: string, item: NewItem) {
  const items = await tx
    .select({ position: playbookItem.position, area: playbookItem.area })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, jobId))
    .orderBy(asc(playbookItem.position));
  const lastOfArea = items.filter((i) => i.area === item.area).at(-1);
  const position = lastOfArea ? lastOfArea.position + 1 : (items.at(-1)?.position ?? 0) + 1;
  if (lastOfArea) {
    await tx
      .update(playbookItem)
      .set({ position: sql`${playbookItem.position} + 1` })
      .where(and(eq(playbookItem.jobId, jobId), gte(playbookItem.position, position)));
  }
  const [row] = await tx
    .insert(playbookItem)
    .values({ jobId, ...item, position })
    .returning();
  return row!;
}

async function assertRoomFor(tx: Tx, jobId: string, adding: number) {
  const [{ n }] = (await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, jobId))) as [{ n: number }];
  if (Number(n) + adding > MAX_CHECKLIST_ITEMS)
    throw new AppError('LIMIT_REACHED', format(e.checklistFull, { max: MAX_CHECKLIST_ITEMS }));
}

/**
 * 'Add item': the host's own words, in `author`'s language (issue 41), after the last item of its
 * area. A library room's name, in any language, is stored as the room. The job row is locked, so
 * two adds cannot take one position or pass the limit.
 */
export async function addItem(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  input: { label: string; area: string; photoRequired: boolean },
  author: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem> {
  const j = await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
  await assertRoomFor(tx, j.id, 1);
  const row = await insertInArea(tx, j.id, {
    area: storedArea(input.area),
    label: input.label,
    libraryKey: null,
    lang: author,
    photoRequired: input.photoRequired,
  });
  return {
    id: row.id,
    ...wordsFor(row, author),
    photoRequired: row.photoRequired,
    position: row.position,
    referencePhoto: null,
  };
}

/**
 * Issue 41: items of the checklist library, each after the last item of its room, in the order
 * given; keys already on the checklist are left as they are (a second press adds nothing twice).
 * Stored with the words in `author`'s language; each reader reads them in theirs.
 */
export async function addLibraryItems(
  tx: Tx,
  hostUserId: string,
  jobId: string,
  keys: readonly LibraryKey[],
  author: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem[]> {
  const j = await requireOwnActiveJob(tx, hostUserId, jobId, { lock: true });
  const present = await tx
    .select({ key: playbookItem.libraryKey })
    .from(playbookItem)
    .where(eq(playbookItem.jobId, j.id));
  const have = new Set(present.map((p) => p.key));
  const adding = [...new Set(keys)].filter((k) => !have.has(k));
  await assertRoomFor(tx, j.id, adding.length);
  for (const key of adding) await insertInArea(tx, j.id, libraryRow(key, author));
  return checklistOf(tx, j.id, author);
}

/**
 * Edits an item. Issue 41: words the library gave (in any language) keep their library key; new
 * words are the host's own, in `editor`'s language; a room named in any language is the room.
 */
export async function editItem(
  tx: Tx,
  hostUserId: string,
  itemId: string,
  input: EditPlaybookItemInput,
  editor: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem> {
  const item = await ownItem(tx, hostUserId, itemId);
  if (input.label !== undefined || input.area !== undefined || input.photoRequired !== undefined) {
    const words = input.label !== undefined ? editedText(item, input.label, editor) : null;
    await tx
      .update(playbookItem)
      .set({
        ...(words ? { label: words.label, libraryKey: words.libraryKey, lang: words.lang as Locale } : {}),
        ...(input.area !== undefined ? { area: storedArea(input.area) } : {}),
        ...(input.photoRequired !== undefined ? { photoRequired: input.photoRequired } : {}),
      })
      .where(eq(playbookItem.id, item.id));
  }
  return itemById(tx, item.jobId, item.id, editor);
}

export async function itemById(
  q: Queryable,
  jobId: string,
  itemId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem> {
  const found = (await checklistOf(q, jobId, reader)).find((i) => i.id === itemId);
  if (!found) throw itemNotFound();
  return found;
}

/** Removes an item (its reference photo goes with it; turnovers that copied it keep their copy). */
export async function deleteItem(
  tx: Tx,
  hostUserId: string,
  itemId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem[]> {
  const item = await ownItem(tx, hostUserId, itemId);
  await tx.select({ id: job.id }).from(job).where(eq(job.id, item.jobId)).for('update');
  await tx.delete(playbookItem).where(eq(playbookItem.id, item.id));
  await tx
    .update(playbookItem)
    .set({ position: sql`${playbookItem.position} - 1` })
    .where(and(eq(playbookItem.jobId, item.jobId), gt(playbookItem.position, item.position)));
  return checklistOf(tx, item.jobId, reader);
}

/** One place up or down among the items of its area (areas keep the order of their first item). */
export async function moveItem(
  tx: Tx,
  hostUserId: string,
  itemId: string,
  direction: 'up' | 'down',
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem[]> {
  const item = await ownItem(tx, hostUserId, itemId);
  await tx.select({ id: job.id }).from(job).where(eq(job.id, item.jobId)).for('update');
  const [neighbour] = await tx
    .select()
    .from(playbookItem)
    .where(
      and(
        eq(playbookItem.jobId, item.jobId),
        eq(playbookItem.area, item.area),
        direction === 'up' ? lt(playbookItem.position, item.position) : gt(playbookItem.position, item.position),
      ),
    )
    .orderBy(direction === 'up' ? desc(playbookItem.position) : asc(playbookItem.position))
    .limit(1);
  if (!neighbour) throw new AppError('CONFLICT', e.moveRefused);
  await tx.update(playbookItem).set({ position: neighbour.position }).where(eq(playbookItem.id, item.id));
  await tx.update(playbookItem).set({ position: item.position }).where(eq(playbookItem.id, neighbour.id));
  return checklistOf(tx, item.jobId, reader);
}

/** The item a reference photo goes on (the host's own), for the upload route. */
export async function itemForReference(q: Queryable, hostUserId: string, itemId: string) {
  return ownItem(q, hostUserId, itemId);
}

/** Removes an item's reference photo (its files are queued for deletion by the database). */
export async function removeReferencePhoto(
  tx: Tx,
  hostUserId: string,
  itemId: string,
  reader: Locale = DEFAULT_LOCALE,
): Promise<PlaybookItem> {
  const item = await ownItem(tx, hostUserId, itemId);
  await tx.delete(photo).where(and(eq(photo.itemId, item.id), eq(photo.purpose, 'reference')));
  return itemById(tx, item.jobId, item.id, reader);
}

/**
 * The access instructions, to the cleaner of a confirmed turnover of the job, from 24 hours before
 * its window until it ends, once the host has approved a cleaner auto-accept gave it to; the read
 * is recorded for the host. Anyone else: not found (a cleaner who had a turnover of a deleted job:
 * 410 JOB_DELETED; removed from the team, they no longer have it).
 */
export async function revealAccess(
  tx: Tx,
  cleanerUserId: string,
  turnoverId: string,
  now: Date,
): Promise<TurnoverAccessResponse> {
  const [t] = await tx
    .select({
      id: turnover.id,
      jobId: turnover.jobId,
      status: turnover.status,
      startsAt: turnover.startsAt,
      endsAt: turnover.endsAt,
      assignedCleanerUserId: turnover.assignedCleanerUserId,
      accessHeldFor: turnover.accessHeldFor,
    })
    .from(turnover)
    .innerJoin(job, eq(job.id, turnover.jobId))
    .where(
      and(eq(turnover.id, turnoverId), eq(turnover.assignedCleanerUserId, cleanerUserId), eq(job.status, 'active')),
    )
    .limit(1);
  if (!t) {
    await assertTurnoverJobNotDeleted(tx, turnoverId, { userId: cleanerUserId, role: 'cleaner' });
    throw notFound(e.notFound);
  }
  if (t.status !== 'confirmed') throw new AppError('ACCESS_NOT_OPEN', e.notConfirmed);
  if (accessHeld(t)) throw new AppError('ACCESS_NOT_OPEN', e.accessHeld);
  const state = accessState(t, now);
  if (state !== 'open') throw new AppError('ACCESS_NOT_OPEN', state === 'not_yet' ? e.accessNotYet : e.accessClosed);
  const [details] = await tx
    .select({ accessInstructions: playbook.accessInstructions })
    .from(playbook)
    .where(eq(playbook.jobId, t.jobId))
    .limit(1);
  await tx.insert(accessView).values({ jobId: t.jobId, turnoverId: t.id, cleanerUserId, viewedAt: now });
  return { accessInstructions: details?.accessInstructions ?? null, closesAt: accessWindow(t).closesAt.toISOString() };
}

/** Whether the job's host wrote access instructions (the cleaner's page says so without showing them). */
export async function hasAccessInstructions(q: Queryable, jobId: string): Promise<boolean> {
  const [row] = await q
    .select({ text: playbook.accessInstructions })
    .from(playbook)
    .where(eq(playbook.jobId, jobId))
    .limit(1);
  return !!row?.text;
}

/** Where supplies are, for the turnover's cleaner. */
export async function suppliesOf(q: Queryable, jobId: string): Promise<string | null> {
  const [row] = await q
    .select({ supplies: playbook.supplies })
    .from(playbook)
    .where(eq(playbook.jobId, jobId))
    .limit(1);
  return row?.supplies ?? null;
}
