// Turnover runs, checklist items and photos for the authorization matrix and the fuzz tests (issue
// 18), written directly: the routes under test decide who may use them, not how they came to be.
// A run is on a fresh job of one of the world's hosts (one live turnover per job and day, and each
// call needs its own), with that host's access instructions, one checklist item, and an accepted
// application of its cleaner; it starts in two hours by the app's clock, so its access window is open.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import {
  application,
  photo,
  playbook,
  playbookItem,
  turnover,
  turnoverOffer,
  turnoverProblem,
  turnoverTask,
} from '../../db/schema';
import { addItem } from '../../features/playbook/service';
import { startRun } from '../../features/turnover-runs/service';
import { createJob } from '../factories';
import type { Role } from './matrix';
import { WORLD_ITEM, WORLD_SUPPLIES, type World } from './world';

const HOUR = 3_600_000;

let jpeg: Promise<Buffer> | undefined;
/** A small real JPEG (64×48): enough for the photo pipeline, cheap to process many times. */
export const smallJpeg = () =>
  (jpeg ??= sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .jpeg()
    .toBuffer());

export type Run = {
  jobId: string;
  itemId: string;
  turnoverId: string;
  taskId: string;
  problemId?: string;
  photoId?: string;
  referencePhotoId?: string;
};

/**
 * A fresh turnover of a fresh job of `hostRole`, confirmed by `cleanerUserId`; `started` runs 'Start'
 * (the checklist is copied), `problem` reports one, `photo` adds a photo the cleaner took of the task,
 * `referencePhoto` the host's reference photo on the job's checklist item.
 */
export async function addRun(
  w: World,
  options: {
    hostRole: Role;
    cleanerUserId: string;
    started?: boolean;
    problem?: boolean;
    photo?: boolean;
    referencePhoto?: boolean;
  },
): Promise<Run> {
  const host = w.accounts.get(options.hostRole)!;
  const j = await createJob(w.db, host.userId);
  await w.db.insert(application).values({ jobId: j.id, cleanerUserId: options.cleanerUserId, status: 'accepted' });
  await w.db
    .insert(playbook)
    .values({ jobId: j.id, supplies: WORLD_SUPPLIES, accessInstructions: w.accessSecretOf[options.hostRole]! });
  const [item] = await w.db
    .insert(playbookItem)
    .values({ jobId: j.id, ...WORLD_ITEM, position: 1 })
    .returning({ id: playbookItem.id });

  const now = w.app.ctx.clock.now();
  // Check-out an hour ago: 'Start' needs no confirmation that the guests have left (issue 37).
  const startsAt = new Date(now.getTime() - HOUR);
  const [t] = await w.db
    .insert(turnover)
    .values({
      jobId: j.id,
      date: startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * HOUR),
      payment: 50,
      source: 'manual',
      status: 'confirmed',
      assignedCleanerUserId: options.cleanerUserId,
    })
    .returning({ id: turnover.id });
  await w.db
    .insert(turnoverOffer)
    .values({ turnoverId: t!.id, cleanerUserId: options.cleanerUserId, status: 'confirmed', answeredAt: now });
  const run: Run = { jobId: j.id, itemId: item!.id, turnoverId: t!.id, taskId: item!.id };
  if (options.referencePhoto)
    run.referencePhotoId = await insertPhoto(w, {
      jobId: j.id,
      ownerUserId: host.userId,
      purpose: 'reference',
      itemId: item!.id,
    });
  if (!options.started && !options.problem && !options.photo) return run;

  await w.db.transaction((tx) => startRun(tx, options.cleanerUserId, t!.id, now));
  const [task] = await w.db
    .select({ id: turnoverTask.id })
    .from(turnoverTask)
    .where(eq(turnoverTask.turnoverId, t!.id));
  run.taskId = task!.id;
  if (options.problem) {
    const [p] = await w.db
      .insert(turnoverProblem)
      .values({
        turnoverId: t!.id,
        reporterUserId: options.cleanerUserId,
        kind: 'damage',
        description: 'Wine stain on the rug',
      })
      .returning({ id: turnoverProblem.id });
    run.problemId = p!.id;
  }
  if (options.photo)
    run.photoId = await insertPhoto(w, {
      jobId: j.id,
      ownerUserId: options.cleanerUserId,
      purpose: 'task',
      turnoverId: t!.id,
      taskId: run.taskId,
    });
  return run;
}

/** A fresh checklist item on the host's marked job, added as 'Add item' does (after its area's last). */
export async function addWorldItem(w: World, hostRole: Role, area: string = WORLD_ITEM.area): Promise<string> {
  const host = w.accounts.get(hostRole)!;
  const item = await w.db.transaction((tx) =>
    addItem(tx, host.userId, w.jobOf[hostRole]!, { label: 'Restock towels', area, photoRequired: false }),
  );
  return item.id;
}

/** A reference photo of the host's, on a fresh checklist item of their marked job. */
export async function addReferencePhoto(w: World, hostRole: Role): Promise<{ itemId: string; photoId: string }> {
  const itemId = await addWorldItem(w, hostRole);
  const host = w.accounts.get(hostRole)!;
  return {
    itemId,
    photoId: await insertPhoto(w, {
      jobId: w.jobOf[hostRole]!,
      ownerUserId: host.userId,
      purpose: 'reference',
      itemId,
    }),
  };
}

type PhotoRow = { jobId: string; ownerUserId: string } & (
  { purpose: 'reference'; itemId: string } | { purpose: 'task'; turnoverId: string; taskId: string }
);

/** A stored photo: its files in the app's store and its row, as an upload leaves them. */
async function insertPhoto(w: World, row: PhotoRow): Promise<string> {
  const id = randomUUID();
  const bytes = await smallJpeg();
  const keys = { storageKey: `photos/${id}/full.jpg`, thumbKey: `photos/${id}/thumb.jpg` };
  await w.app.ctx.files.put(keys.storageKey, bytes, 'image/jpeg');
  await w.app.ctx.files.put(keys.thumbKey, bytes, 'image/jpeg');
  await w.db
    .insert(photo)
    .values({ id, ...row, ...keys, contentType: 'image/jpeg', width: 64, height: 48, bytes: bytes.length });
  return id;
}
