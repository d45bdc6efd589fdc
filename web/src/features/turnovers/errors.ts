// What a failed turnover or calendar call tells the user, chosen by the error code (core/errors.ts),
// never by the message. Field errors come back separately so a form can mark its fields.
import { ApiRequestError } from '@web/lib/api';
import type { Messages } from '@core/messages/en';

export type Failure = { message: string; fields: Record<string, string> };

export function describeFailure(err: unknown, m: Pick<Messages, 'errors' | 'turnovers'>): Failure {
  const t = m.turnovers.errors;
  if (!(err instanceof ApiRequestError)) return { message: t.generic, fields: {} };
  switch (err.code) {
    case 'VALIDATION_FAILED':
      return { message: Object.keys(err.fields).length > 0 ? t.fixFields : err.message, fields: err.fields };
    case 'NOT_FOUND':
      return { message: t.notFound, fields: {} };
    case 'TURNOVER_DATE_TAKEN':
      return { message: t.fixFields, fields: err.fields };
    case 'TURNOVER_NOT_EDITABLE':
    case 'TURNOVER_ALREADY_ANSWERED':
    case 'TURNOVER_NOT_OPEN':
    case 'TURNOVER_TAKEN':
    case 'TEAM_MOVE_REFUSED':
    case 'TEAM_ALREADY_MEMBER':
    case 'TEAM_NOT_HIRED':
    case 'CONFLICT':
    case 'INVALID_TRANSITION':
      return { message: err.message || t.changed, fields: err.fields };
    case 'FORBIDDEN':
      return { message: t.forbidden, fields: {} };
    case 'RATE_LIMITED':
      return { message: t.rateLimited, fields: {} };
    case 'NETWORK':
      return { message: m.errors.network, fields: {} };
    default:
      return { message: err.message || t.generic, fields: err.fields };
  }
}
