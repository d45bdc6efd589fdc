// Cache keys that more than one feature reads or invalidates. A feature's own keys stay with it.

/** GET /api/cleaner/profile: the signed-in cleaner's profile (billing refreshes it after a Highlight purchase). */
export const cleanerProfileKey = ['cleaner-profile'] as const;
