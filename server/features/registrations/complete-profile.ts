// What a verified registration turns into, per user type, inside the account's transaction.
import type { CleanerRegistrationData, HostRegistrationData } from '../../../core/schemas/auth';
import type { Tx } from '../../db/client';
import { cleanerProfile, hostProfile } from '../../db/schema';

/** The registration payload as stored: the wizard's data without the password. */
export type StoredPayload<T> = Omit<T, 'password'>;

type Completer = (tx: Tx, userId: string, email: string, payload: never) => Promise<void>;

export const completeProfile: Record<'cleaner' | 'host', Completer> = {
  cleaner: async (tx, userId, email, data: StoredPayload<CleanerRegistrationData>) => {
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
    });
  },
  host: async (tx, userId, email, data: StoredPayload<HostRegistrationData>) => {
    await tx.insert(hostProfile).values({
      userId,
      email,
      firstName: data.firstName,
      lastName: data.lastName,
      phone: data.phone || null,
      state: data.state || null,
      city: data.city || null,
    });
  },
};
