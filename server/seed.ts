// Demo data for a new embedded database: a host with jobs, cleaners with applications.
// Every demo account uses the same password, printed at start.
import { hashPassword } from 'better-auth/crypto';
import { notifications as notificationText } from '@core/messages/en/notifications';
import { format } from '@core/messages/format';
import { createVerifiedAccount } from './auth/create-account';
import { seedTestSubscription } from './billing/test-mode/seed';
import type { Db, Queryable } from './db/client';
import { application, cleanerProfile, hostProfile, job, notification, playbook, playbookItem } from './db/schema';
import { announceToUser } from './realtime/channel';

export const DEMO_PASSWORD = 'turnready-demo';

/**
 * A notification as server/features/notifications writes one (row, then a realtime nudge after
 * commit), spelled here because the seed sits below the features and imports none.
 */
async function notifyHost(q: Queryable, values: typeof notification.$inferInsert): Promise<void> {
  const [row] = await q.insert(notification).values(values).returning({ id: notification.id });
  await announceToUser(q, values.userId, row!.id);
}

const isoDate = (daysFromNow: number) => new Date(Date.now() + daysFromNow * 86_400_000).toISOString().slice(0, 10);

export async function seedDemoData(db: Db) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const accounts: { role: 'host' | 'cleaner'; email: string }[] = [];

  await db.transaction(async (tx) => {
    const hostId = await createVerifiedAccount(tx, {
      email: 'host@demo.turnready.app',
      name: 'Dana Whitfield',
      passwordHash,
    });
    await tx.insert(hostProfile).values({
      userId: hostId,
      firstName: 'Dana',
      lastName: 'Whitfield',
      email: 'host@demo.turnready.app',
      phone: '8435550142',
      city: 'Charleston',
      state: 'SC',
    });
    // Pro from a real (test-mode) subscription with a renewal date, not from the profile columns.
    await seedTestSubscription(tx, { userId: hostId, plan: 'pro', now: new Date(), startedDaysAgo: 12 });
    accounts.push({ role: 'host', email: 'host@demo.turnready.app' });

    const jobs = await tx
      .insert(job)
      .values([
        {
          hostUserId: hostId,
          propertyAddress: '14 Tradd St',
          city: 'Charleston',
          state: 'SC',
          timeZone: 'America/New_York',
          bedrooms: 3,
          bathrooms: 2,
          squareFootage: 1650,
          propertyNotes: 'Strip the beds and start a load of linens before leaving. Door codes are in the playbook.',
          amenities: ['laundry_in_unit', 'cleaning_supplies_provided', 'same_day_turns_accepted'],
          paymentPerTurnover: 145,
          startDate: isoDate(3),
          isRecurring: true,
        },
        {
          hostUserId: hostId,
          propertyAddress: null,
          city: 'Folly Beach',
          state: 'SC',
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
      .returning({ id: job.id, city: job.city, state: job.state });

    // The first job's playbook (issue 18): the door code lives here, not in the notes every applicant reads.
    await tx.insert(playbook).values({
      jobId: jobs[0]!.id,
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
      ['Outside', 'Sweep the porch and bring the bins back from the curb', false],
    ] as const;
    await tx.insert(playbookItem).values(
      checklist.map(([area, label, photoRequired], i) => ({
        jobId: jobs[0]!.id,
        area,
        label,
        photoRequired,
        position: i + 1,
      })),
    );

    const cleaners = [
      {
        first: 'Maria',
        last: 'Alvarez',
        email: 'maria@demo.turnready.app',
        city: 'Charleston',
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
        exp: '1-3',
        rating: 4,
        highlighted: false,
        bio: null,
      },
    ] as const;
    for (const [i, c] of cleaners.entries()) {
      const userId = await createVerifiedAccount(tx, { email: c.email, name: `${c.first} ${c.last}`, passwordHash });
      await tx.insert(cleanerProfile).values({
        userId,
        firstName: c.first,
        lastName: c.last,
        email: c.email,
        phone: `843555${String(1000 + i * 37).padStart(4, '0')}`,
        city: c.city,
        state: 'SC',
        experienceYears: c.exp,
        rating: c.rating,
        availability: i === 0 ? 'Weekdays 10am-4pm, most weekends' : 'Flexible',
        bio: c.bio,
      });
      if (c.highlighted)
        await seedTestSubscription(tx, { userId, plan: 'highlight', now: new Date(), startedDaysAgo: 20 });
      const applied = jobs.slice(0, 2 + (i % 2));
      await tx.insert(application).values(
        applied.map((j, k) => ({
          jobId: j.id,
          cleanerUserId: userId,
          status: k === 0 && i === 1 ? ('favorite' as const) : ('pending' as const),
        })),
      );
      // The host's bell shows these applications, as it would have when they arrived.
      for (const j of applied) {
        await notifyHost(tx, {
          userId: hostId,
          type: 'job_application',
          title: notificationText.newApplication.title,
          message: format(notificationText.newApplication.message, {
            cleaner: `${c.first} ${c.last[0]}.`,
            city: j.city,
            state: j.state,
          }),
          data: { job_id: j.id },
        });
      }
      accounts.push({ role: 'cleaner', email: c.email });
    }
  });

  return { password: DEMO_PASSWORD, accounts };
}
