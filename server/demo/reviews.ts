// Issue 39: the demo's verified reviews, both ways, so the reviews pages and the stars on applicant
// cards, the team and the job cards show real figures. Each review sits in the window of a turnover
// the pair completed, written by both and published together (as the second review publishes a
// window), some with the reviewed person's reply. Dana is reviewed by her three cleaners (Maria on
// the completed turnover with its report, James and Aisha on earlier ones done by hand); Maria by
// Dana and two hosts she cleaned for before (accounts of their own, not printed). Rows are written
// directly and dated, as the demo's notifications are: the feature's verbs are "now" and mail.
import { eq } from 'drizzle-orm';
import { REVIEW_WINDOW_DAYS } from '@core/reviews';
import { createVerifiedAccount } from '../auth/create-account';
import type { Tx } from '../db/client';
import { cleanerProfile, hostProfile, job, review, reviewWindow, turnover } from '../db/schema';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

type Person = { userId: string };
type DemoJob = { id: string; hostUserId: string; paymentPerTurnover: number };
type CleanerRatings = { quality: number; punctuality: number; communication: number };
type HostRatings = {
  matchedListing: boolean;
  accessWorked: boolean;
  checkoutOnTime: boolean;
  paidAsAgreed: boolean;
  overall: number;
};
type Side<R> = { ratings: R; words: string; reply?: string };
type DemoReviewPair = {
  turnoverId: string;
  hostUserId: string;
  cleanerUserId: string;
  completedAt: Date;
  /** The host's review of the cleaner. */
  ofCleaner: Side<CleanerRatings>;
  /** The cleaner's review of the host. */
  ofHost: Side<HostRatings>;
};

/** A turnover of `j` done and completed by `cleaner` `daysAgo` days before `now` (a one-off, entered by hand). */
async function completedByHand(
  tx: Tx,
  input: { now: Date; job: DemoJob; cleaner: Person; daysAgo: number; openedToNearby?: boolean },
) {
  const startsAt = new Date(input.now.getTime() - input.daysAgo * DAY);
  startsAt.setUTCHours(15, 0, 0, 0);
  const [row] = await tx
    .insert(turnover)
    .values({
      jobId: input.job.id,
      date: startsAt.toISOString().slice(0, 10),
      startsAt,
      endsAt: new Date(startsAt.getTime() + 5 * HOUR),
      payment: input.job.paymentPerTurnover,
      source: 'manual',
      status: 'completed',
      assignedCleanerUserId: input.cleaner.userId,
      openedAt: input.openedToNearby ? new Date(startsAt.getTime() - 2 * DAY) : null,
      startedAt: startsAt,
      completedAt: new Date(startsAt.getTime() + 3 * HOUR),
      createdAt: new Date(startsAt.getTime() - 7 * DAY),
    })
    .returning();
  return row!;
}

/** A host Maria cleaned for before joining Dana's team, with the job she did for them. */
async function formerHost(
  tx: Tx,
  input: { email: string; first: string; last: string; city: string; passwordHash: string; createdAt: Date },
) {
  const userId = await createVerifiedAccount(tx, {
    email: input.email,
    name: `${input.first} ${input.last}`,
    passwordHash: input.passwordHash,
  });
  await tx.insert(hostProfile).values({
    userId,
    firstName: input.first,
    lastName: input.last,
    email: input.email,
    city: input.city,
    state: 'SC',
  });
  const [j] = await tx
    .insert(job)
    .values({
      hostUserId: userId,
      city: input.city,
      state: 'SC',
      timeZone: 'America/New_York',
      bedrooms: 2,
      bathrooms: 2,
      squareFootage: 1100,
      paymentPerTurnover: 120,
      startDate: input.createdAt.toISOString().slice(0, 10),
      isRecurring: true,
      createdAt: input.createdAt,
    })
    .returning();
  return j!;
}

/** Both reviews of each pair in its window, published together when the second was written. */
async function writeReviews(tx: Tx, pairs: readonly DemoReviewPair[]): Promise<void> {
  for (const p of pairs) {
    const openedAt = p.completedAt;
    const hostWrote = new Date(openedAt.getTime() + 3 * HOUR);
    const cleanerWrote = new Date(openedAt.getTime() + 20 * HOUR);
    const [w] = await tx
      .insert(reviewWindow)
      .values({
        turnoverId: p.turnoverId,
        hostUserId: p.hostUserId,
        cleanerUserId: p.cleanerUserId,
        kind: 'completed',
        openedAt,
        closesAt: new Date(openedAt.getTime() + REVIEW_WINDOW_DAYS * DAY),
        publishedAt: cleanerWrote,
      })
      .returning({ id: reviewWindow.id });
    const replied = (side: Side<unknown>, written: Date) =>
      side.reply ? { reply: side.reply, repliedAt: new Date(written.getTime() + 30 * HOUR) } : {};
    await tx.insert(review).values([
      {
        windowId: w!.id,
        turnoverId: p.turnoverId,
        direction: 'host_to_cleaner',
        authorUserId: p.hostUserId,
        subjectUserId: p.cleanerUserId,
        ...p.ofCleaner.ratings,
        words: p.ofCleaner.words,
        createdAt: hostWrote,
        ...replied(p.ofCleaner, cleanerWrote),
      },
      {
        windowId: w!.id,
        turnoverId: p.turnoverId,
        direction: 'cleaner_to_host',
        authorUserId: p.cleanerUserId,
        subjectUserId: p.hostUserId,
        ...p.ofHost.ratings,
        words: p.ofHost.words,
        createdAt: cleanerWrote,
        ...replied(p.ofHost, cleanerWrote),
      },
    ]);
  }
}

/** The cleaner who applied but is not on the team: she took one turnover opened to nearby cleaners. */
const NEARBY_CLEANER_EMAIL = 'aisha@demo.turnready.app';

export async function seedDemoReviews(
  tx: Tx,
  input: {
    now: Date;
    passwordHash: string;
    job: DemoJob;
    /** The completed turnover with its report (the primary's). */
    completed: { id: string; completedAt: Date | null };
    /** The team in order: the primary, then the backup. */
    team: readonly Person[];
  },
): Promise<void> {
  const { now, job: j } = input;
  const [primary, backup] = input.team;
  const [nearby] = await tx
    .select({ userId: cleanerProfile.userId })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.email, NEARBY_CLEANER_EMAIL));
  const byBackup = await completedByHand(tx, { now, job: j, cleaner: backup!, daysAgo: 9 });
  const byNearby = await completedByHand(tx, { now, job: j, cleaner: nearby!, daysAgo: 13, openedToNearby: true });
  const former = [
    { email: 'tom.reyes@demo.turnready.app', first: 'Tom', last: 'Reyes', city: 'Mount Pleasant', daysAgo: 40 },
    { email: 'priya.shah@demo.turnready.app', first: 'Priya', last: 'Shah', city: 'James Island', daysAgo: 55 },
  ];
  const formerPairs: DemoReviewPair[] = [];
  for (const [i, f] of former.entries()) {
    const fj = await formerHost(tx, {
      ...f,
      passwordHash: input.passwordHash,
      createdAt: new Date(now.getTime() - (f.daysAgo + 20) * DAY),
    });
    const done = await completedByHand(tx, { now, job: fj, cleaner: primary!, daysAgo: f.daysAgo });
    formerPairs.push({
      turnoverId: done.id,
      hostUserId: fj.hostUserId,
      cleanerUserId: primary!.userId,
      completedAt: done.completedAt!,
      ofCleaner:
        i === 0
          ? {
              ratings: { quality: 5, punctuality: 5, communication: 4 },
              words: 'Maria left the condo spotless and sent photos of every room. Guests noticed.',
              reply: 'Thank you, Tom! It was a pleasure to clean for you.',
            }
          : {
              ratings: { quality: 4, punctuality: 5, communication: 5 },
              words: 'On time for a tight same-day turn, and she told me about a leaking tap right away.',
            },
      ofHost: {
        ratings: { matchedListing: true, accessWorked: true, checkoutOnTime: i === 0, paidAsAgreed: true, overall: 5 },
        words: i === 0 ? 'Clear instructions and paid the same day.' : 'Friendly host, supplies always stocked.',
      },
    });
  }
  await writeReviews(tx, [
    {
      turnoverId: input.completed.id,
      hostUserId: j.hostUserId,
      cleanerUserId: primary!.userId,
      completedAt: input.completed.completedAt!,
      ofCleaner: {
        ratings: { quality: 5, punctuality: 5, communication: 5 },
        words: 'Beds made perfectly and the loose lamp shade flagged with a photo. Exactly what we need.',
      },
      ofHost: {
        ratings: { matchedListing: true, accessWorked: true, checkoutOnTime: true, paidAsAgreed: true, overall: 5 },
        words: 'The playbook has everything: codes, supplies, where to park. A pleasure to work with.',
        reply: 'Thank you, Maria! See you this weekend.',
      },
    },
    {
      turnoverId: byBackup.id,
      hostUserId: j.hostUserId,
      cleanerUserId: backup!.userId,
      completedAt: byBackup.completedAt!,
      ofCleaner: {
        ratings: { quality: 4, punctuality: 4, communication: 5 },
        words: 'Good turn on a busy Saturday; a couple of towels were missed in the hall closet.',
        reply: 'Thanks, Dana. Noted on the towels, I will check the closet every time.',
      },
      ofHost: {
        ratings: { matchedListing: true, accessWorked: true, checkoutOnTime: false, paidAsAgreed: true, overall: 4 },
        words: 'Guests checked out 40 minutes late, but Dana let me know ahead.',
      },
    },
    {
      turnoverId: byNearby.id,
      hostUserId: j.hostUserId,
      cleanerUserId: nearby!.userId,
      completedAt: byNearby.completedAt!,
      ofCleaner: {
        ratings: { quality: 4, punctuality: 5, communication: 4 },
        words: 'Stepped in at short notice and did a careful job.',
      },
      ofHost: {
        ratings: { matchedListing: true, accessWorked: true, checkoutOnTime: true, paidAsAgreed: true, overall: 4 },
        words: 'Easy access and clear notes.',
      },
    },
    ...formerPairs,
  ]);
}
