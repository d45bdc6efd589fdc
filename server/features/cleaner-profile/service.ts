// A cleaner reads and edits their own profile. The rating and the highlight flag are set elsewhere
// (billing sets the highlight), never through here.
import { eq } from 'drizzle-orm';
import { cleaner as text } from '@core/messages/en/cleaner';
import type { UpdateCleanerProfileInput } from '@core/schemas/cleaner';
import type { Queryable } from '../../db/client';
import { cleanerProfile } from '../../db/schema';
import { AppError } from '../../errors';
import { placeZip } from '../areas';
import { presentCleanerProfile } from './presenter';

export async function getCleanerProfile(q: Queryable, userId: string) {
  const [row] = await q.select().from(cleanerProfile).where(eq(cleanerProfile.userId, userId)).limit(1);
  if (!row) throw new AppError('FORBIDDEN', text.access.deniedDescription);
  return presentCleanerProfile(row);
}

export async function updateCleanerProfile(q: Queryable, userId: string, input: UpdateCleanerProfileInput) {
  const place = await placeZip(q, input.homeZip, input.state, 'homeZip');
  const [row] = await q
    .update(cleanerProfile)
    .set({
      firstName: input.firstName,
      lastName: input.lastName,
      phone: input.phone,
      state: input.state,
      city: input.city,
      homeZip: place.zip,
      latitude: place.latitude,
      longitude: place.longitude,
      serviceRadiusMiles: input.serviceRadiusMiles,
      experienceYears: input.experienceYears,
      availability: input.availability || null,
      bio: input.bio || null,
      updatedAt: new Date(),
    })
    .where(eq(cleanerProfile.userId, userId))
    .returning();
  if (!row) throw new AppError('FORBIDDEN', text.access.deniedDescription);
  return presentCleanerProfile(row);
}
