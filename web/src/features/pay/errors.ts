// What a refused pay call tells the person, chosen by the error code (core/errors.ts), never by the
// message text; the server's words are kept only where the code alone cannot say what happened.
import type { Messages } from '@core/messages/en';
import { ApiRequestError } from '@web/lib/api';

export function describePayFailure(err: unknown, m: Pick<Messages, 'errors' | 'pay'>): string {
  const t = m.pay.web.errors;
  if (!(err instanceof ApiRequestError)) return m.errors.internal;
  switch (err.code) {
    case 'NETWORK':
      return m.errors.network;
    case 'NOT_FOUND':
      return t.notFound;
    case 'FORBIDDEN':
      return m.errors.forbidden;
    case 'RATE_LIMITED':
      return m.errors.rateLimited;
    case 'LIMIT_REACHED':
      return t.limit;
    case 'VALIDATION_FAILED':
      return Object.values(err.fields)[0] ?? err.message ?? m.errors.validation;
    default:
      return err.message || m.errors.internal;
  }
}
