// Why a send was refused, for the composer: contact details before a hire (422), what looks like an
// access code (409, 'Send anyway' resends with sendAccessCode), a block (403), or anything else.
// The contract names these codes in lower case (core/schemas/messages.ts); ApiRequestError keeps
// only the codes core/errors.ts lists and says HTTP_ERROR for others, so the status decides then.
import { ApiRequestError } from '@web/lib/api';

export type SendRefusal = 'contact_before_hire' | 'looks_like_access_code' | 'blocked' | 'offline' | 'other';

export function sendRefusal(err: unknown): SendRefusal {
  if (!(err instanceof ApiRequestError)) return 'other';
  if (err.code === 'NETWORK') return 'offline';
  const code = String(err.code).toLowerCase();
  if (code === 'contact_before_hire' || (code === 'http_error' && err.status === 422)) return 'contact_before_hire';
  if (code === 'looks_like_access_code' || (code === 'http_error' && err.status === 409))
    return 'looks_like_access_code';
  if (code === 'blocked' || (code === 'http_error' && err.status === 403)) return 'blocked';
  return 'other';
}
