// Which application fields a cleaner sees, and how the host is named to them: the full name only
// when the host has an active paid plan, otherwise first name and last initial; never contact details.
import { firstNameLastInitial, fullName } from '@core/names';
import { isPaidTier, type PlanTier } from '@core/plans';
import type { MyApplication } from '@core/schemas/applications';

export type HostNameSource = { firstName: string; lastName: string; subscriptionTier: PlanTier };

export function hostDisplayName(host: HostNameSource): string {
  return isPaidTier(host.subscriptionTier)
    ? fullName(host.firstName, host.lastName)
    : firstNameLastInitial(host.firstName, host.lastName);
}

/**
 * The status as the cleaner sees it (issue 14): the host's private triage (a favorite, a contact in
 * progress) reads as pending, and so does a rejection while the host can still undo it unseen
 * (its 'not selected' notification is held back). Hired and rejected are what matter to them.
 */
export function statusForCleaner(status: MyApplication['status'], rejectionHeld: boolean): MyApplication['status'] {
  if (status === 'favorite' || status === 'contacting') return 'pending';
  if (status === 'rejected' && rejectionHeld) return 'pending';
  return status;
}

export type MyApplicationRow = {
  id: string;
  status: MyApplication['status'];
  /** A 'not selected' notification about this application is still held back. */
  rejectionHeld?: boolean;
  appliedAt: Date;
  job: MyApplication['job'];
  host: HostNameSource | null;
};

export function presentMyApplication(row: MyApplicationRow): MyApplication {
  return {
    id: row.id,
    status: statusForCleaner(row.status, row.rejectionHeld ?? false),
    appliedAt: row.appliedAt.toISOString(),
    job: {
      id: row.job.id,
      propertyAddress: row.job.propertyAddress,
      city: row.job.city,
      state: row.job.state,
      bedrooms: row.job.bedrooms,
      bathrooms: row.job.bathrooms,
      squareFootage: row.job.squareFootage,
      paymentPerTurnover: Number(row.job.paymentPerTurnover),
    },
    host: row.host ? { name: hostDisplayName(row.host) } : null,
  };
}
