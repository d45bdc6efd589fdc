// What a failed playbook or turnover call tells the user, chosen by the error code (core/errors.ts),
// never by the message. The server's own messages (from core/messages/en/playbook.ts) are shown for
// the refusals it explains (a rejected photo, a missing photo, a closed window); field errors come
// back separately so a form can mark its fields.
import { ApiRequestError } from '@web/lib/api';
import type { Messages } from '@core/messages/en';

export type Failure = { message: string; fields: Record<string, string> };

export function describeFailure(err: unknown, m: Pick<Messages, 'errors' | 'playbook'>): Failure {
  const t = m.playbook.errors;
  if (!(err instanceof ApiRequestError)) return { message: t.generic, fields: {} };
  switch (err.code) {
    case 'VALIDATION_FAILED':
      return { message: Object.keys(err.fields).length > 0 ? t.fixFields : err.message, fields: err.fields };
    case 'NETWORK':
      return { message: m.errors.network, fields: {} };
    case 'RATE_LIMITED':
      return { message: t.rateLimited, fields: {} };
    case 'FORBIDDEN':
      return { message: m.errors.forbidden, fields: {} };
    case 'HTTP_ERROR':
    case 'INTERNAL':
      return { message: t.generic, fields: {} };
    default:
      // NOT_FOUND, ACCESS_NOT_OPEN, TURNOVER_*, PHOTOS_MISSING, LIMIT_REACHED, PHOTO_REJECTED…: the server says which and why.
      return { message: err.message || t.generic, fields: err.fields };
  }
}
