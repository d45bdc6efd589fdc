// Cache keys that more than one feature reads or invalidates. A feature's own keys stay with it.

/**
 * Everything a host reads under /api/host (profile, jobs, job limits, applicants): each host key
 * starts with it, so billing refreshes all that a plan decides with one invalidation.
 */
export const hostKey = ['host'] as const;

/** GET /api/cleaner/profile: the signed-in cleaner's profile (billing refreshes it after a Highlight purchase). */
export const cleanerProfileKey = ['cleaner-profile'] as const;
