// What a verified registration turns into, per user type, inside the account's transaction.
import type { CleanerRegistrationData, HostRegistrationData } from '@core/schemas/auth';
import type { Tx } from '../../db/client';
import { cleanerProfile, hostProfile } from '../../db/schema';
import { placeZip } from '../areas';
import { createJob } from '../jobs';

/** The registration payload as stored: the wizard's data without the password. */
export type StoredPayload<T> = Omit<T, 'password'>;

type Completer = (tx: Tx, userId: string, email: string, payload: never) => Promise<void>;

export const completeProfile: Record<'cleaner' | 'host', Completer> = {
  cleaner: async (tx, userId, email, data: StoredPayload<CleanerRegistrationData>) => {
    // Checked when the sign-up started; a sign-up stored before ZIP codes has none (asked later).
    const place = data.homeZip ? await placeZip(tx, data.homeZip, data.state, 'homeZip') : null;
    await tx.insert(cleanerProfile).values({
      userId,
      email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone,
      state: data.state,
      city: data.city,
      experienceYears: data.experienceYears,
      rating: data.rating,
      availability: data.availability || null,
      bio: data.bio || null,
      ...(place && { homeZip: place.zip, latitude: place.latitude, longitude: place.longitude }),
      ...(data.serviceRadiusMiles && { serviceRadiusMiles: data.serviceRadiusMiles }),
    });
  },
  // The host's first job is created with the account (all or nothing); the host lives where it is.
  host: async (tx, userId, email, data: StoredPayload<HostRegistrationData>) => {
    await tx.insert(hostProfile).values({
      userId,
      email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone || null,
      state: data.job.state,
      city: data.job.city,
    });
    await createJob(tx, userId, data.job);
  },
};
