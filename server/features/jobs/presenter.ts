// The one place that decides which job fields leave the server.
import type { HostJob } from '@core/schemas/host';
import type { Job } from '@core/schemas/jobs';
import type { job } from '../../db/schema';

export function presentJob(row: typeof job.$inferSelect): Job {
  return {
    id: row.id,
    propertyAddress: row.propertyAddress,
    city: row.city,
    state: row.state,
    zip: row.zip,
    bedrooms: row.bedrooms,
    bathrooms: row.bathrooms,
    squareFootage: row.squareFootage,
    propertyNotes: row.propertyNotes,
    amenities: row.amenities,
    paymentPerTurnover: row.paymentPerTurnover,
    startDate: row.startDate,
    isRecurring: row.isRecurring,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A job as its own host sees it: with its number of applications and whether it is paused. */
export function presentHostJob(row: typeof job.$inferSelect, applicationCount: number): HostJob {
  return { ...presentJob(row), applicationCount, pausedAt: row.pausedAt?.toISOString() ?? null };
}
