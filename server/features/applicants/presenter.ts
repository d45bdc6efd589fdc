// The one place that decides which applicant fields leave the server: full records for applicants
// the plan shows, first name and last initial (no contact details, bio or availability) for the rest.
import type { Applicant, ApplicantCounts, JobApplicants } from '@core/schemas/applicants';
import { distanceMiles, shownMiles, type Point } from '@core/areas';
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
    /** The home ZIP's centroid (issue 43); null before the cleaner gave a ZIP. */
    latitude?: number | null;
    longitude?: number | null;
  };
};

export type JobRow = {
  id: string;
  propertyAddress: string | null;
  city: string;
  state: string;
  latitude?: number | null;
  longitude?: number | null;
};

const NO_RECORD = summarizeRecord([]);

const pointOf = (p: { latitude?: number | null; longitude?: number | null }): Point | null =>
  p.latitude == null || p.longitude == null ? null : { latitude: p.latitude, longitude: p.longitude };

/** Whole miles between the cleaner's home and the property, when both have a ZIP code. */
function milesApart(row: ApplicantRow, job?: JobRow): number | null {
  const home = pointOf(row.cleaner);
  const property = job ? pointOf(job) : null;
  return home && property ? shownMiles(distanceMiles(home, property)) : null;
}

export function presentApplicant(
  row: ApplicantRow,
  locked: boolean,
  job?: JobRow,
  record?: ReliabilityRecord,
): Applicant {
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
    distanceMiles: milesApart(row, job),
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
    presentApplicant(row, locked, job, records.get(row.cleaner.userId)),
  );
  return {
    job: { id: job.id, propertyAddress: job.propertyAddress, city: job.city, state: job.state },
    applicants,
    counts: countApplicants(applicants),
    teamSize,
  };
}
