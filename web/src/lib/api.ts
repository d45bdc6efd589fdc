// The one way the web app talks to the API: JSON in and out (or a multipart upload of files),
// cookies for the session, and every failure turned into an ApiRequestError carrying the server's
// { code, message, fields }.
import { isApiErrorCode, type ApiErrorCode } from '@core/errors';
import { noteAppNow } from './app-clock';
import { takeEarlyRead } from './early-reads';
import { currentLocale, currentSharedMessages } from './i18n';

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    /** Branch on this (core/errors.ts), never on the message: messages are for people. */
    readonly code: ApiErrorCode,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Where requests go when the app renders on the server (web/src/entry-prerender.tsx): the server
 * answers the page's reads itself, as the signed-in person. Never set in the browser.
 */
let serverFetch: ((path: string) => Promise<Response>) | undefined;
export function setServerFetch(fetcher: (path: string) => Promise<Response>): void {
  serverFetch = fetcher;
}

export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  /** Headers of the request's own (an upload's Idempotency-Key). */
  extraHeaders: Record<string, string> = {},
): Promise<T> {
  // A FormData body goes as it is: the browser writes its multipart content type with the boundary.
  const form = body instanceof FormData;
  let res: Response;
  try {
    const early = method === 'GET' && Object.keys(extraHeaders).length === 0 ? takeEarlyRead(path) : undefined;
    res = await (early ??
      (serverFetch && method === 'GET' ? serverFetch(path) : undefined) ??
      fetch(`/api${path}`, {
        method,
        credentials: 'same-origin',
        // Issue 41: the server answers a visitor in this language (a signed-in person in their stored one).
        headers: {
          'accept-language': currentLocale(),
          ...(body === undefined || form ? {} : { 'content-type': 'application/json' }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      }));
  } catch {
    throw new ApiRequestError(0, 'NETWORK', currentSharedMessages().errors.network);
  }
  noteAppNow(res.headers.get('x-app-now'));
  const data: unknown = res.status === 204 ? undefined : await res.json().catch(() => undefined);
  if (!res.ok) {
    const err = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined)
      ?.error;
    throw new ApiRequestError(
      res.status,
      isApiErrorCode(err?.code) ? err.code : 'HTTP_ERROR',
      err?.message ?? currentSharedMessages().errors.internal,
      err?.fields,
    );
  }
  return data as T;
}

export const apiGet = <T>(path: string) => api<T>('GET', path);
export const apiPost = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});

/** A multipart/form-data upload: each file under `field` (the photo routes read `photo`). */
export function apiUpload<T>(
  method: 'POST' | 'PUT',
  path: string,
  files: readonly File[],
  field = 'photo',
  headers: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const file of files) form.append(field, file, file.name);
  return api<T>(method, path, form, headers);
}
