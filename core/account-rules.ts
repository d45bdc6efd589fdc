// Account rules shared by the web forms and the server (spec §5, §9).
export const PASSWORD_MIN_LENGTH = 6;
export const PASSWORD_MAX_LENGTH = 128;
/** How long an emailed sign-up link stays valid. */
export const REGISTRATION_TTL_HOURS = 24;
/** How long a password reset link stays valid (single use). */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
/** Verification polling interval on the wizard's last step. */
export const VERIFICATION_POLL_MS = 10_000;
/** Resends allowed per registration within RESEND_WINDOW_MINUTES. */
export const RESEND_LIMIT = 3;
export const RESEND_WINDOW_MINUTES = 10;

export const USER_TYPES = ['cleaner', 'host'] as const;
export type UserType = (typeof USER_TYPES)[number];
/** Role detection after sign-in (spec §4): host profile first, then cleaner profile, else none. */
export type Role = UserType | null;
/** A cleaner's years of experience and self-rating, as the sign-up and profile forms offer them. */
export const EXPERIENCE_OPTIONS = ['0-1', '1-3', '3-5', '5+'] as const;
export const RATING_OPTIONS = [5, 4.5, 4, 3.5, 3] as const;
