// Host plans and the cleaner Highlight (spec §6, §9): names, prices and limits, defined once.
export const PLAN_TIERS = ['free', 'pro', 'premium'] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Active job postings allowed per tier. Only `active` jobs count. */
export const JOB_LIMITS: Record<PlanTier, number> = { free: 1, pro: 3, premium: 10 };

/** Who counts as a paid host: the one rule (full host names, every applicant in full, job limits).
 * A host's tier is derived from their entitled subscriptions (server/billing/entitlements.ts), so a
 * paid tier IS an active subscription; nothing else is stored or checked. */
export function isPaidTier(tier: string | null | undefined): tier is Exclude<PlanTier, 'free'> {
  return isPlanTier(tier) && tier !== 'free';
}

/** Monthly prices in US dollars, of every plan that can be bought or held. Billing is monthly only. */
export const PLAN_PRICES = { free: 0, pro: 29, premium: 69, highlight: 8 } as const satisfies Record<
  PlanTier | 'highlight',
  number
>;
export const HIGHLIGHT_PRICE = PLAN_PRICES.highlight;

/** The monthly price of a host plan or the cleaner Highlight, in US dollars. */
export function planPrice(plan: keyof typeof PLAN_PRICES): number {
  return PLAN_PRICES[plan];
}

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

/** A test checkout session's id, as the test checkout page's address carries it. */
export const TEST_CHECKOUT_SESSION_ID = /^cs_test_[A-Za-z0-9_-]{10,100}$/;
