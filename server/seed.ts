// Demo data for a new embedded database (issue 37: the whole product): a Pro host with three jobs
// and three cleaners who applied; on the first job a team of two hired through their applications,
// a synced booking calendar, and turnovers in every state (server/demo/turnovers.ts): a completed
// one with its report and photos, today's for the primary cleaner, one confirmed by the backup, one
// waiting for an answer and one unfilled. Every demo account uses the same password, printed at
// start. Seeding a database that already has the demo writes nothing.
import { and, eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { notifications as notificationText } from '@core/messages/en/notifications';
import { format } from '@core/messages/format';
import { createVerifiedAccount } from './auth/create-account';
import { seedTestSubscription } from './billing/test-mode/seed';
import type { Db, Tx } from './db/client';
import {
  application,
  cleanerProfile,
  hostProfile,
  job,
  photo,
  playbook,
  playbookItem,
  turnoverOffer,
  user,
  zipCode,
} from './db/schema';
import { seedDemoConversation } from './demo/messages';
import { recountReliability } from './features/reliability';
import { seedDemoPay } from './demo/pay';
import { seedDemoReviews } from './demo/reviews';
import { notify } from './demo/notify';
import { dropDemoPhotos, storeDemoPhotos, type DemoPhotos } from './demo/photos';
import { hireTeam, type Hire } from './demo/team';
import { seedTurnoverDemo, type DemoCleaner } from './demo/turnovers';
import type { AppContext } from './http/context';

export const DEMO_PASSWORD = 'turnready-demo';

const HOST_EMAIL = 'host@demo.turnready.app';

const CLEANERS = [
  {
    first: 'Maria',
    last: 'Alvarez',
    email: 'maria@demo.turnready.app',
    city: 'Charleston',
    zip: '29401',
    exp: '5+',
    rating: 5,
    highlighted: true,
    bio: 'Eight years turning over vacation rentals downtown. I bring my own supplies and send photos after every clean.',
  },
  {
    first: 'James',
    last: 'Porter',
    email: 'james@demo.turnready.app',
    city: 'Mount Pleasant',
    zip: '29464',
    exp: '3-5',
    rating: 4.5,
    highlighted: false,
    bio: 'Reliable same-day turns, laundry included.',
  },
  {
    first: 'Aisha',
    last: 'Grant',
    email: 'aisha@demo.turnready.app',
    city: 'Summerville',
    zip: '29483',
    exp: '1-3',
    rating: 4,
    highlighted: false,
    bio: null,
  },
] as const;

/** The first job's team, in order (by index in CLEANERS): Maria the primary, James the backup. */
const TEAM = [0, 1] as const;

const DAY = 86_400_000;

/** What seeding needs of the app: its database, its file store (the photos) and its clock (the seed's "now"). */
export type SeedContext = Pick<AppContext, 'db' | 'files' | 'clock'>;

/** Whether the demo is already there (its host's account exists). */
async function demoSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, HOST_EMAIL)).limit(1);
  return !!row;
}

export async function seedDemoData(ctx: SeedContext) {
  const logins = {
    password: DEMO_PASSWORD,
    accounts: [
      { role: 'host' as const, email: HOST_EMAIL },
      ...CLEANERS.map((c) => ({ role: 'cleaner' as const, email: c.email })),
    ],
  };
  if (await demoSeeded(ctx.db)) return logins;
  const now = ctx.clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The files first, the rows that name them after: a failed transaction takes its files with it.
  const photos = await storeDemoPhotos(ctx.files);
  try {
    await ctx.db.transaction((tx) => writeDemo(tx, { now, passwordHash, photos }));
  } catch (err) {
    await dropDemoPhotos(ctx.files, Object.values(photos));
    throw err;
  }
  return logins;
}

async function writeDemo(tx: Tx, input: { now: Date; passwordHash: string; photos: DemoPhotos }) {
  const { now, passwordHash, photos } = input;
  const ago = (days: number) => new Date(now.getTime() - days * DAY);
  const isoDate = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY).toISOString().slice(0, 10);

  // Issue 43: every property and cleaner at their ZIP code's centroid (loaded with the migrations).
  const place = async (zip: string) => {
    const [row] = await tx
      .select({ latitude: zipCode.latitude, longitude: zipCode.longitude })
      .from(zipCode)
      .where(eq(zipCode.zip, zip));
    if (!row) throw new Error(`The demo's ZIP code ${zip} is not in zip_codes`);
    return { zip, latitude: row.latitude, longitude: row.longitude };
  };

  const hostId = await createVerifiedAccount(tx, { email: HOST_EMAIL, name: 'Dana Whitfield', passwordHash });
  await tx.insert(hostProfile).values({
    userId: hostId,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: HOST_EMAIL,
    phone: '8435550142',
    city: 'Charleston',
    state: 'SC',
  });
  // Pro from a real (test-mode) subscription with a renewal date, not from the profile columns.
  await seedTestSubscription(tx, { userId: hostId, plan: 'pro', now, startedDaysAgo: 12 });

  const jobs = await tx
    .insert(job)
    .values([
      {
        hostUserId: hostId,
        propertyAddress: '14 Tradd St',
        city: 'Charleston',
        state: 'SC',
        ...(await place('29401')),
        timeZone: 'America/New_York',
        bedrooms: 3,
        bathrooms: 2,
        squareFootage: 1650,
        propertyNotes: 'Strip the beds and start a load of linens before leaving. Door codes are in the playbook.',
        amenities: ['laundry_in_unit', 'cleaning_supplies_provided', 'same_day_turns_accepted'],
        paymentPerTurnover: 145,
        // Running for a month: its team was hired three weeks ago.
        startDate: isoDate(-30),
        isRecurring: true,
        createdAt: ago(30),
      },
      {
        hostUserId: hostId,
        propertyAddress: null,
        city: 'Folly Beach',
        state: 'SC',
        ...(await place('29439')),
        timeZone: 'America/New_York',
        bedrooms: 2,
        bathrooms: 1,
        squareFootage: 980,
        propertyNotes: 'Beach house: sand everywhere. Outdoor shower needs a rinse.',
        amenities: ['pet_friendly', 'hot_tub'],
        paymentPerTurnover: 110,
        startDate: isoDate(5),
        isRecurring: true,
      },
      {
        hostUserId: hostId,
        propertyAddress: '220 King St, Unit 4B',
        city: 'Charleston',
        state: 'SC',
        ...(await place('29401')),
        timeZone: 'America/New_York',
        bedrooms: 1,
        bathrooms: 1,
        squareFootage: 640,
        propertyNotes: null,
        amenities: ['same_day_turns_accepted'],
        paymentPerTurnover: 75,
        startDate: isoDate(2),
        isRecurring: false,
      },
    ])
    .returning();
  const teamJob = jobs[0]!;

  // The first job's playbook (issue 18): the door code lives here, not in the notes every applicant reads.
  await tx.insert(playbook).values({
    jobId: teamJob.id,
    supplies:
      'Linens and towels in the hall closet; cleaning supplies under the kitchen sink; trash bags in the garage.',
    accessInstructions:
      'Lockbox on the side gate, code 2468. Park in the driveway, never on Tradd St. Wi-Fi: TraddGuest / lowcountry14.',
  });
  const checklist = [
    ['Kitchen', 'Empty and run the dishwasher', false],
    ['Kitchen', 'Wipe counters, stove top and inside the microwave', true],
    ['Bathrooms', 'Scrub tubs, showers and toilets', true],
    ['Bathrooms', 'Restock toilet paper (4 rolls each) and hand soap', false],
    ['Bedrooms', 'Make beds with fresh linens, hospital corners', true],
    ['Living room', 'Vacuum the rug and under the sofa', false],
    ['Outside', 'Sweep the porch and bring the bins back from the curb', false],
  ] as const;
  const items = await tx
    .insert(playbookItem)
    .values(
      checklist.map(([area, label, photoRequired], i) => ({
        jobId: teamJob.id,
        area,
        label,
        photoRequired,
        position: i + 1,
        createdAt: ago(29),
      })),
    )
    .returning();
  // The host's reference photo: how a made bed should look.
  const beds = items.find((i) => i.area === 'Bedrooms')!;
  const reference = photos.bedReference;
  await tx.insert(photo).values({
    id: reference.id,
    jobId: teamJob.id,
    ownerUserId: hostId,
    purpose: 'reference',
    itemId: beds.id,
    storageKey: reference.storageKey,
    thumbKey: reference.thumbKey,
    contentType: reference.contentType,
    width: reference.width,
    height: reference.height,
    bytes: reference.bytes,
    takenAt: ago(29),
    createdAt: ago(29),
  });

  const team: (DemoCleaner & Omit<Hire, 'cleanerUserId'>)[] = [];
  for (const [i, c] of CLEANERS.entries()) {
    const userId = await createVerifiedAccount(tx, { email: c.email, name: `${c.first} ${c.last}`, passwordHash });
    await tx.insert(cleanerProfile).values({
      userId,
      firstName: c.first,
      lastName: c.last,
      email: c.email,
      phone: `843555${String(1000 + i * 37).padStart(4, '0')}`,
      city: c.city,
      state: 'SC',
      ...(({ zip, ...at }) => ({ homeZip: zip, ...at }))(await place(c.zip)),
      serviceRadiusMiles: 25,
      experienceYears: c.exp,
      rating: c.rating,
      availability: i === 0 ? 'Weekdays 10am-4pm, most weekends' : 'Flexible',
      bio: c.bio,
    });
    if (c.highlighted) await seedTestSubscription(tx, { userId, plan: 'highlight', now, startedDaysAgo: 20 });
    const hired = (TEAM as readonly number[]).includes(i);
    const hiredAt = ago(21 - i);
    const applied = jobs.slice(0, 2 + (i % 2));
    const rows = await tx
      .insert(application)
      .values(
        applied.map((j, k) => ({
          jobId: j.id,
          cleanerUserId: userId,
          // The team's applications were hired (the spec's Hire: accepted); one other is starred.
          status:
            k === 0 && hired
              ? ('accepted' as const)
              : k === 1 && i === 2
                ? ('favorite' as const)
                : ('pending' as const),
          appliedAt: ago(26 - i - k),
          ...(k === 0 && hired ? { updatedAt: hiredAt } : {}),
        })),
      )
      .returning();
    // The host's bell shows these applications, as it did when they arrived.
    for (const [k, j] of applied.entries()) {
      await notify(tx, {
        userId: hostId,
        type: 'job_application',
        title: notificationText.newApplication.title,
        message: format(notificationText.newApplication.message, {
          cleaner: `${c.first} ${c.last[0]}.`,
          city: j.city,
          state: j.state,
        }),
        data: { job_id: j.id },
        read: true,
        createdAt: rows[k]!.appliedAt,
      });
    }
    if (hired)
      team.push({
        userId,
        firstName: c.first,
        lastName: c.last,
        applicationId: rows[0]!.id,
        hiredAt,
      });
  }

  await hireTeam(
    tx,
    teamJob,
    team.map((c) => ({ cleanerUserId: c.userId, applicationId: c.applicationId, hiredAt: c.hiredAt })),
  );
  const turns = await seedTurnoverDemo(tx, {
    now,
    job: teamJob,
    primary: team[0]!,
    backup: team[1]!,
    checklist: items,
    photos,
  });

  // Issue 40: Dana and Maria's conversation, the turnovers' story told in it.
  const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);
  const { completed, today, confirmed, offered } = turns;
  /** Maria's offer of a turnover: when it was made and answered. */
  const offerOf = async (turnoverId: string) => {
    const [o] = await tx
      .select({ createdAt: turnoverOffer.createdAt, answeredAt: turnoverOffer.answeredAt })
      .from(turnoverOffer)
      .where(and(eq(turnoverOffer.turnoverId, turnoverId), eq(turnoverOffer.cleanerUserId, team[0]!.userId)));
    return o!;
  };
  const pastOffer = await offerOf(completed.id);
  const backupOffer = await offerOf(confirmed.id);
  const todayOffer = await offerOf(today.id);
  const openOffer = await offerOf(offered.id);
  await seedDemoConversation(tx, {
    hostUserId: hostId,
    cleanerUserId: team[0]!.userId,
    jobId: teamJob.id,
    unreadByHost: 1,
    lines: [
      { at: pastOffer.createdAt, event: 'offered', turnoverId: completed.id },
      { at: pastOffer.answeredAt!, event: 'confirmed', turnoverId: completed.id },
      {
        at: minutes(pastOffer.answeredAt!, 20),
        from: 'host',
        text: 'Thanks, Maria! Fresh linens are in the hall closet, top shelf.',
        turnoverId: completed.id,
      },
      { at: minutes(completed.startedAt!, -25), from: 'cleaner', quickReply: 'on_my_way', turnoverId: completed.id },
      { at: completed.startedAt!, event: 'started', turnoverId: completed.id },
      {
        at: minutes(completed.startedAt!, 70),
        from: 'cleaner',
        text: 'The lamp by the sofa has a loose shade. I left it on the table, photo in the report.',
        turnoverId: completed.id,
      },
      { at: completed.completedAt!, event: 'completed', turnoverId: completed.id },
      { at: backupOffer.createdAt, event: 'offered', turnoverId: confirmed.id },
      { at: backupOffer.answeredAt!, event: 'declined', turnoverId: confirmed.id },
      { at: todayOffer.createdAt, event: 'offered', turnoverId: today.id },
      { at: todayOffer.answeredAt!, event: 'confirmed', turnoverId: today.id },
      { at: openOffer.createdAt, event: 'offered', turnoverId: offered.id },
      {
        at: minutes(openOffer.createdAt, 10),
        from: 'cleaner',
        text: 'I’ll confirm the one on the weekend tonight once I check with my sister.',
        turnoverId: offered.id,
      },
    ],
  });
  await seedDemoReviews(tx, { now, passwordHash, job: teamJob, completed: completed, team });
  // Issue 42: the pay ledger of those completed turnovers, with a late checkout to answer.
  await seedDemoPay(tx, { now, completedTurnoverId: completed.id, cleanerUserId: completed.assignedCleanerUserId! });
  // Issue 39: the demo's history (written as rows, the reviews' turnovers too) counts on everyone's
  // reliability record.
  await recountReliability(tx);
}
