// The demo's completed run, the report a host opens: the checklist copied at 'Start' (as
// turnover-runs' startRun copies it), every item ticked in the order of the clean, a photo on each
// photo-required item, two problems reported (one with a photo), the cleaner's notes, and their
// look at the access instructions before arriving. Times follow the window: started a few minutes
// after check-out, finished before the next check-in.
import type { ProblemKind } from '@core/playbook';
import type { Tx } from '../db/client';
import { accessView, photo, turnover, turnoverProblem, turnoverTask } from '../db/schema';
import type { DemoPhotos, StoredDemoPhoto } from './photos';

const MINUTE = 60_000;

/** A playbook item, as the run copies it. */
export type DemoRunItem = { id: string; area: string; label: string; photoRequired: boolean; position: number };

/** Which picture shows a photo-required item of each area. */
const PICTURE_OF_AREA: Record<string, keyof DemoPhotos> = {
  Kitchen: 'kitchen',
  Bathrooms: 'bathroom',
  Bedrooms: 'bedroom',
};

const NOTES =
  'Guests left it tidy. Linens are washed and in the dryer (towels need one more cycle). ' +
  'The porch light was on when I arrived; I switched it off.';

const PROBLEMS: { kind: ProblemKind; description: string; picture?: keyof DemoPhotos; minute: number }[] = [
  {
    kind: 'damage',
    description:
      'Red wine stain on the living room rug, about the size of a plate. I blotted it with cold water; it needs a proper rug cleaner.',
    picture: 'stain',
    minute: 35,
  },
  {
    kind: 'supplies',
    description: 'Only two rolls of toilet paper left in the hall closet. I used the spare pack from my kit.',
    minute: 120,
  },
];

type RunInput = {
  turnover: Pick<typeof turnover.$inferSelect, 'id' | 'jobId' | 'startsAt' | 'endsAt'>;
  cleaner: { userId: string };
  checklist: readonly DemoRunItem[];
  photos: DemoPhotos;
};

/** Writes the run's tasks, photos and problems; returns what the turnover's row records of it. */
export async function seedCompletedRun(tx: Tx, input: RunInput) {
  const { turnover: t, cleaner } = input;
  const at = (minutes: number) => new Date(t.startsAt.getTime() + minutes * MINUTE);
  const startedAt = at(8);
  const photoRow = (p: StoredDemoPhoto, takenAt: Date) => ({
    id: p.id,
    jobId: t.jobId,
    ownerUserId: cleaner.userId,
    storageKey: p.storageKey,
    thumbKey: p.thumbKey,
    contentType: p.contentType,
    width: p.width,
    height: p.height,
    bytes: p.bytes,
    takenAt,
    // Sent a few seconds after it was taken, as the run page uploads each photo.
    createdAt: new Date(takenAt.getTime() + 20_000),
  });

  await tx
    .insert(accessView)
    .values({ jobId: t.jobId, turnoverId: t.id, cleanerUserId: cleaner.userId, viewedAt: at(-25) });
  // Each item takes its share of the clean, in the checklist's order.
  const step = 150 / Math.max(1, input.checklist.length);
  const tasks = await tx
    .insert(turnoverTask)
    .values(
      [...input.checklist]
        .sort((a, b) => a.position - b.position)
        .map((item, n) => ({
          turnoverId: t.id,
          itemId: item.id,
          area: item.area,
          label: item.label,
          photoRequired: item.photoRequired,
          position: n + 1,
          doneAt: at(15 + Math.round((n + 1) * step)),
        })),
    )
    .returning();
  const taskPhotos = tasks.flatMap((task) => {
    const picture = task.photoRequired ? PICTURE_OF_AREA[task.area] : undefined;
    if (!picture) return [];
    const takenAt = new Date(task.doneAt!.getTime() - 2 * MINUTE);
    return [
      { ...photoRow(input.photos[picture], takenAt), purpose: 'task' as const, turnoverId: t.id, taskId: task.id },
    ];
  });
  if (taskPhotos.length) await tx.insert(photo).values(taskPhotos);

  for (const p of PROBLEMS) {
    const [problem] = await tx
      .insert(turnoverProblem)
      .values({
        turnoverId: t.id,
        reporterUserId: cleaner.userId,
        kind: p.kind,
        description: p.description,
        createdAt: at(p.minute),
      })
      .returning();
    if (p.picture)
      await tx.insert(photo).values({
        ...photoRow(input.photos[p.picture], at(p.minute - 1)),
        purpose: 'problem',
        turnoverId: t.id,
        problemId: problem!.id,
      });
  }

  return {
    times: { startedAt, startedByUserId: cleaner.userId, completedAt: at(172), runNotes: NOTES },
    problems: PROBLEMS.length,
  };
}
