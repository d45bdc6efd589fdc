// The one place that decides which cleaner profile fields leave the server (to the cleaner themselves).
import type { CleanerProfile } from '@core/schemas/cleaner';
import type { cleanerProfile } from '../../db/schema';

export function presentCleanerProfile(row: typeof cleanerProfile.$inferSelect): CleanerProfile {
  return {
    userId: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    state: row.state,
    homeZip: row.homeZip,
    serviceRadiusMiles: row.serviceRadiusMiles,
    experienceYears: row.experienceYears as CleanerProfile['experienceYears'],
    rating: Number(row.rating),
    availability: row.availability,
    bio: row.bio,
    isHighlighted: row.isHighlighted,
    updatedAt: row.updatedAt.toISOString(),
  };
}
