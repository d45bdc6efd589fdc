// Host plans and the cleaner Highlight (spec §6, §9): names, prices and limits, defined once.
export const PLAN_TIERS = ['free', 'pro', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Active job postings allowed per tier. Only `active` jobs count. */
export const JOB_LIMITS: Record<PlanTier, number> = { free: 1, pro: 3, premium: 10 };

/** Monthly prices in US dollars. Billing is monthly only. */
export const PLAN_PRICES: Record<PlanTier, number> = { free: 0, pro: 29, premium: 69 };
export const HIGHLIGHT_PRICE = 8;

/** A free host sees full details for this many applicants; the rest are blurred. */
export const APPLICANT_PREVIEW_CAP = 5;

export function isPlanTier(value: unknown): value is PlanTier {
  return typeof value === 'string' && (PLAN_TIERS as readonly string[]).includes(value);
}

/** An unknown tier falls back to free limits (spec §5). */
export function maxJobsFor(tier: string | null | undefined): number {
  return JOB_LIMITS[isPlanTier(tier) ? tier : 'free'];
}

export function jobLimits(tier: string | null | undefined, currentJobCount: number) {
  const subscriptionTier: PlanTier = isPlanTier(tier) ? tier : 'free';
  const maxJobs = maxJobsFor(subscriptionTier);
  return { currentJobCount, maxJobs, canPostNewJob: currentJobCount < maxJobs, subscriptionTier };
}
export type JobLimits = ReturnType<typeof jobLimits>;
