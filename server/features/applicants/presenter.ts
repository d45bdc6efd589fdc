// The one place that decides which applicant fields leave the server: full records for applicants
// the plan shows, first name and last initial (no contact details, bio or availability) for the rest.
import type { Applicant, ApplicantCounts, JobApplicants } from '@core/schemas/applicants';
import { firstNameLastInitial } from '@core/names';
import { summarizeRecord, type ReliabilityRecord } from '@core/reliability';
import type { ApplicationStatus } from '@core/schemas/applications';
import { applyApplicantVisibility } from './policy';

export type ApplicantRow = {
  id: string;
  jobId: string;
  status: ApplicationStatus;
  appliedAt: Date;
  isHighlighted: boolean;
  cleaner: {
    userId: string;
    firstName: string;
    lastName: string;
    city: string;
    state: string;
    experienceYears: string;
    rating: number;
    availability: string | null;
    bio: string | null;
    email: string;
    phone: string;
  };
};

export type JobRow = { id: string; propertyAddress: string | null; city: string; state: string };

const NO_RECORD = summarizeRecord([]);

export function presentApplicant(row: ApplicantRow, locked: boolean, record?: ReliabilityRecord): Applicant {
  const base = {
    id: row.id,
    jobId: row.jobId,
    status: row.status,
    appliedAt: row.appliedAt.toISOString(),
    isHighlighted: row.isHighlighted,
  };
  if (locked)
    return { ...base, locked: true, displayName: firstNameLastInitial(row.cleaner.firstName, row.cleaner.lastName) };
  const c = row.cleaner;
  return {
    ...base,
    locked: false,
    firstName: c.firstName,
    lastName: c.lastName,
    city: c.city,
    state: c.state,
    experienceYears: c.experienceYears,
    rating: Number(c.rating),
    availability: c.availability,
    bio: c.bio,
    email: c.email,
    phone: c.phone,
    cleanerUserId: c.userId,
    reliability: record ?? NO_RECORD,
  };
}

export function countApplicants(applicants: readonly { status: ApplicationStatus }[]): ApplicantCounts {
  return {
    all: applicants.length,
    favorites: applicants.filter((a) => a.status === 'favorite').length,
    rejected: applicants.filter((a) => a.status === 'rejected').length,
  };
}

/** One job's applicants, ordered and shaped by the plan. */
export function presentJobApplicants(
  job: JobRow,
  rows: readonly ApplicantRow[],
  paid: boolean,
  teamSize: number,
  records: ReadonlyMap<string, ReliabilityRecord> = new Map(),
): JobApplicants {
  const applicants = applyApplicantVisibility(rows, paid).map(({ row, locked }) =>
    presentApplicant(row, locked, records.get(row.cleaner.userId)),
  );
  return {
    job: { id: job.id, propertyAddress: job.propertyAddress, city: job.city, state: job.state },
    applicants,
    counts: countApplicants(applicants),
    teamSize,
  };
}
