// One error type for the whole API. Every failure leaves as { error: { code, message, fields? } };
// the codes are core/errors.ts ERROR_CODES, each with its HTTP status here.
import type { ErrorCode } from '@core/errors';
import { errors as text } from '@core/messages/en/errors';

export type { ErrorCode } from '@core/errors';

/** The HTTP status of each error code (also what the OpenAPI document lists per status). */
export const statusOfCode: Readonly<Record<ErrorCode, number>> = {
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  EMAIL_NOT_VERIFIED: 403,
  ACCOUNT_SUSPENDED: 403,
  // The plan allows no more active jobs (spec §6): refused, not a conflict to retry.
  JOB_LIMIT_REACHED: 403,
  BAD_ORIGIN: 403,
  // Beyond a free plan's applicant preview (spec §6): upgrading, not retrying, is the way out.
  APPLICANT_LOCKED: 403,
  NOT_FOUND: 404,
  INVALID_TOKEN: 404,
  // A newer sign-up of the same email was started: only the newest emailed link creates the account.
  SIGNUP_LINK_REPLACED: 409,
  CONFLICT: 409,
  EMAIL_TAKEN: 409,
  ALREADY_APPLIED: 409,
  // The status graph (core/application-status.ts) does not allow this change from the current status.
  INVALID_TRANSITION: 409,
  JOB_NOT_AVAILABLE: 404,
  JOB_PAUSED: 409,
  RATE_LIMITED: 429,
  // Billing: the subscription state does not allow the request (buy twice, change a plan never bought).
  ALREADY_SUBSCRIBED: 409,
  NOT_SUBSCRIBED: 409,
  PORTAL_UNAVAILABLE: 409,
  CHECKOUT_CLOSED: 409,
  // A webhook whose signature, body or timestamp does not check out: nothing is written.
  WEBHOOK_INVALID: 400,
  // The payment provider failed or refused a call; the request may be retried later.
  PAYMENT_PROVIDER_FAILED: 502,
  // Turnovers (issue 16): the state changed or forbids it; reload, do not retry.
  TURNOVER_DATE_TAKEN: 409,
  TURNOVER_NOT_EDITABLE: 409,
  TURNOVER_ALREADY_ANSWERED: 409,
  TURNOVER_NOT_OPEN: 409,
  TURNOVER_TAKEN: 409,
  TEAM_MOVE_REFUSED: 409,
  TEAM_ALREADY_MEMBER: 409,
  TEAM_NOT_HIRED: 409,
  // Emailed offer links: an unknown link is not found; a lapsed one is gone for good; a used one
  // conflicts with the answer already given.
  OFFER_LINK_INVALID: 404,
  OFFER_LINK_EXPIRED: 410,
  OFFER_LINK_USED: 409,
  OFFER_LINK_WITHDRAWN: 410,
  // Issue 35: the turnover's job was deleted; there is nothing to retry.
  JOB_DELETED: 410,
  // Issue 18. Outside the window is a rule, not a conflict to retry now.
  ACCESS_NOT_OPEN: 403,
  TURNOVER_NOT_STARTABLE: 409,
  TURNOVER_NOT_STARTED: 409,
  TURNOVER_COMPLETED: 409,
  PHOTOS_MISSING: 409,
  LIMIT_REACHED: 409,
  // The file arrived and is not a photo we take (not an image, too large, unreadable).
  PHOTO_REJECTED: 422,
  // Messages (issue 40): the words must change (422), the sender must confirm (409), or nothing can be sent (403).
  contact_before_hire: 422,
  looks_like_access_code: 409,
  blocked: 403,
  SERVER_BUSY: 503,
  INTERNAL: 500,
};

export class AppError extends Error {
  readonly status: number;
  /** Read by Fastify (and @fastify/rate-limit) as the response status. */
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.status = statusOfCode[code];
    this.statusCode = this.status;
  }
}

export const unauthorized = () => new AppError('UNAUTHORIZED', text.unauthorized);
export const notFound = (message: string = text.notFound) => new AppError('NOT_FOUND', message);
export const rateLimited = () => new AppError('RATE_LIMITED', text.rateLimited);

/** A 429; the error handler turns `retryAfterSeconds` into the Retry-After header. */
export class RateLimitedError extends AppError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = text.rateLimited,
  ) {
    super('RATE_LIMITED', message);
  }
}
