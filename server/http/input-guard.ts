// Input the routes never see: errors raised by the router and the HTTP parser before any route runs
// leave in the API's one error shape, and text PostgreSQL cannot store is refused with a 400
// before it reaches a query. (Found by the fuzz tests in server/test/fuzz.)
import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { TransportErrorCode } from '@core/errors';
import { errors as text } from '@core/messages/en/errors';
import { AppError } from '../errors';
import { UNSTORABLE } from '../lib/storable-text';

const errorBody = (code: TransportErrorCode, message: string) => JSON.stringify({ error: { code, message } });

/**
 * Fastify's `frameworkErrors`: a malformed URL component (400) or a path parameter longer than the
 * router allows (414), answered in the standard shape instead of Fastify's own.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 400;
  return reply
    .code(status)
    .type('application/json')
    .send(errorBody(status === 414 ? 'URI_TOO_LONG' : 'BAD_REQUEST', text.validation));
}

/**
 * Fastify's `clientErrorHandler`, for requests Node's HTTP parser refuses before Fastify sees them
 * (headers or URL over the size limit, malformed request lines, timeouts): the standard shape too.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const code = status === 431 ? 'HEADERS_TOO_LARGE' : status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
  const body = errorBody(code, text.validation);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

/** The first place (e.g. `registrationData.bio`, `query.city`) where a string holds unstorable text, if any. */
export function findUnstorableText(value: unknown, path: string): string | null {
  // An explicit stack, not recursion: a deeply nested body must not exhaust the call stack.
  const stack: [unknown, string][] = [[value, path]];
  while (stack.length) {
    const [v, p] = stack.pop()!;
    if (typeof v === 'string') {
      if (UNSTORABLE.test(v)) return p;
    } else if (v && typeof v === 'object' && !ArrayBuffer.isView(v)) {
      for (const [k, child] of Object.entries(v)) {
        if (UNSTORABLE.test(k)) return p;
        stack.push([child, p ? `${p}.${k}` : k]);
      }
    }
  }
  return null;
}

/**
 * A body the route keeps as bytes (the signed billing webhook): read as the JSON it claims to be,
 * so its text is checked like every other body. Bytes that are not JSON are left to the route,
 * which refuses them itself.
 */
function parsedRawBody(body: unknown): unknown {
  if (!Buffer.isBuffer(body) || body.length === 0) return undefined;
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * preValidation hook, on every route. PostgreSQL text cannot hold a NUL character (U+0000), and its
 * JSON types refuse an unpaired surrogate (half of an emoji, say): input carrying either would fail
 * in the database. No real input needs them, so they are refused as invalid, signed or not: in
 * JSON bodies, raw JSON bodies, query strings and path parameters.
 */
export async function refuseUnstorableText(req: FastifyRequest) {
  const at =
    findUnstorableText(req.body, '') ??
    findUnstorableText(parsedRawBody(req.body), '') ??
    findUnstorableText(req.query, 'query') ??
    findUnstorableText(req.params, 'params');
  if (at !== null) throw new AppError('VALIDATION_FAILED', text.validation, { [at || '_']: text.validation });
}
