// Contracts of the cleaner profile endpoints (spec §3 cleaner_profiles, §5 cleaner validation).
import { z } from 'zod';
import { CleanerRegistrationData, EXPERIENCE_OPTIONS, RATING_OPTIONS } from './auth';

/**
 * What a cleaner may change about themselves: the wizard's profile fields, with the same rules.
 * Strict: the rating, the highlight flag and the email are not the cleaner's to set here, and a
 * request that tries is refused rather than half-applied.
 */
export const UpdateCleanerProfileInput = z.strictObject({
  ...CleanerRegistrationData.pick({
    firstName: true,
    lastName: true,
    phone: true,
    state: true,
    city: true,
    homeZip: true,
    serviceRadiusMiles: true,
    experienceYears: true,
  }).shape,
  availability: z.string().trim().max(500).nullish(),
  bio: z.string().trim().max(2000).nullish(),
});
export type UpdateCleanerProfileInput = z.infer<typeof UpdateCleanerProfileInput>;

export const CleanerProfile = z.object({
  userId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  /** Null for a profile made before ZIP codes (asked for on the next save). */
  homeZip: z.string().nullable(),
  serviceRadiusMiles: z.number(),
  experienceYears: z.enum(EXPERIENCE_OPTIONS),
  rating: z.number(),
  availability: z.string().nullable(),
  bio: z.string().nullable(),
  isHighlighted: z.boolean(),
  updatedAt: z.string(),
});
export type CleanerProfile = z.infer<typeof CleanerProfile>;

export { EXPERIENCE_OPTIONS, RATING_OPTIONS };
