// The API's error codes, one typed list shared by the server (which throws them: server/errors.ts
// AppError takes an ErrorCode, so an unknown code does not compile) and the web (which branches on
// them, never on message texts). Every failure leaves as { error: { code, message, fields? } }.

/** The codes the server's features throw (AppError), each with its HTTP status in server/errors.ts. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'EMAIL_TAKEN',
  'ALREADY_APPLIED',
  'JOB_NOT_AVAILABLE',
  'JOB_PAUSED',
  'EMAIL_NOT_VERIFIED',
  'JOB_LIMIT_REACHED',
  'INVALID_TRANSITION',
  'APPLICANT_LOCKED',
  'INVALID_CREDENTIALS',
  'INVALID_TOKEN',
  'SIGNUP_LINK_REPLACED',
  'RATE_LIMITED',
  'BAD_ORIGIN',
  'ALREADY_SUBSCRIBED',
  'NOT_SUBSCRIBED',
  'PORTAL_UNAVAILABLE',
  'CHECKOUT_CLOSED',
  'WEBHOOK_INVALID',
  'PAYMENT_PROVIDER_FAILED',
  // Turnovers (issue 16): the date already has a live turnover; the turnover cannot be changed or
  // answered any more (cancelled, past, or already answered).
  'TURNOVER_DATE_TAKEN',
  'TURNOVER_NOT_EDITABLE',
  'TURNOVER_ALREADY_ANSWERED',
  'TURNOVER_NOT_OPEN',
  'TURNOVER_TAKEN',
  // The team (issue 17): a move past either end, adding someone already on it (or never hired).
  'TEAM_MOVE_REFUSED',
  'TEAM_ALREADY_MEMBER',
  'TEAM_NOT_HIRED',
  // An emailed offer link (issue 17): not one of ours (or altered), past its time or its offer no
  // longer open, or its offer already answered (through the link or the schedule).
  'OFFER_LINK_INVALID',
  'OFFER_LINK_EXPIRED',
  'OFFER_LINK_USED',
  // Issue 37: its offer was withdrawn (another cleaner took the turnover, or the team changed).
  'OFFER_LINK_WITHDRAWN',
  // Issue 35: a page or link about a turnover (or the turnovers) of a job its host deleted: gone for
  // good, said in so many words to those who had it (everyone else still gets 404).
  'JOB_DELETED',
  // The playbook and the run (issue 18): access instructions outside their window; a turnover not
  // startable now (unconfirmed, too early or late), not started, or already completed; 'Complete'
  // with photo-required items lacking photos; a count limit (checklist, photos, problems); a file
  // that is not an acceptable photo (its reason in the message).
  'ACCESS_NOT_OPEN',
  'TURNOVER_NOT_STARTABLE',
  'TURNOVER_NOT_STARTED',
  'TURNOVER_COMPLETED',
  'PHOTOS_MISSING',
  'LIMIT_REACHED',
  'PHOTO_REJECTED',
  // Messages (issue 40), named in core/schemas/messages.ts: contact details before a hire; what looks
  // like a door or lockbox code (sent only once the sender confirms); either side blocked the other.
  'contact_before_hire',
  'looks_like_access_code',
  'blocked',
  // Issue 19: more sign-ins at once than password hashing can serve within a few seconds (503, Retry-After).
  'SERVER_BUSY',
  // Issue 39: sign-in refused to an account support suspended.
  'ACCOUNT_SUSPENDED',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Codes of requests refused before any feature runs (malformed HTTP, oversized URL or headers). */
export const TRANSPORT_ERROR_CODES = ['BAD_REQUEST', 'URI_TOO_LONG', 'HEADERS_TOO_LARGE', 'REQUEST_TIMEOUT'] as const;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];

/** Codes the web client gives a failure with no usable error body: no connection, or an unknown code. */
export const CLIENT_ERROR_CODES = ['NETWORK', 'HTTP_ERROR'] as const;
export type ClientErrorCode = (typeof CLIENT_ERROR_CODES)[number];

/** Every code a web caller can see on a failed request. */
export type ApiErrorCode = ErrorCode | TransportErrorCode | ClientErrorCode;

const known = new Set<string>([...ERROR_CODES, ...TRANSPORT_ERROR_CODES, ...CLIENT_ERROR_CODES]);

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && known.has(value);
}
