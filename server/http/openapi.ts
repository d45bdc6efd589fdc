// The OpenAPI document at /api/openapi.json (@fastify/swagger from the routes' zod schemas), kept
// lint clean under Redocly's recommended rules (redocly.yaml; server/http/openapi.test.ts) by
// deciding centrally, for every route however late it is added, what the routes themselves
// decide at run time:
// - who may call it: `config.signedIn` (server/http/session.ts) is what the server enforces, so the
//   same flag puts the operation under the session cookie (and documents its 401);
// - what the hooks in server/app.ts answer before any handler runs: 400 when input is validated,
//   403 BAD_ORIGIN for a state-changing call from another site, 429 for a rate-limited route;
// - a stable operationId from the method and path (unique by construction, asserted anyway);
// - one error body and one response per status (components), with the codes each status carries.
import type { SwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, RouteOptions } from 'fastify';
// @fastify/swagger's own types for the document (its dependency).
import type { OpenAPIV3 } from 'openapi-types';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ERROR_CODES, TRANSPORT_ERROR_CODES, type ErrorCode } from '@core/errors';
import { ApiError } from '@core/schemas/common';
import { statusOfCode } from '../errors';

/** The security scheme of the session cookie better-auth sets on sign-in. */
export const SESSION_SCHEME = 'sessionCookie';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * `GET /api/host/jobs/:jobId/applicants` → `getHostJobsByJobIdApplicants`: the method, then each
 * path segment in camel case, a parameter as `By<Name>`. Derived from what makes a route unique, so
 * it stays the same while the route does.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) =>
      segment.startsWith(':') ? ['by', ...segment.slice(1).split(/[^A-Za-z0-9]+/)] : segment.split(/[^A-Za-z0-9]+/),
    )
    .filter(Boolean);
  return [method.toLowerCase(), ...words.map((w) => w[0]!.toUpperCase() + w.slice(1))].join('');
}

type RouteSchema = NonNullable<RouteOptions['schema']> & {
  hide?: boolean;
  operationId?: string;
  security?: Record<string, string[]>[];
  response?: Record<string, unknown>;
};

/**
 * An onRoute hook for the app's root, added before any route: gives each documented route its
 * operationId, its security and the error answers the central hooks give, and refuses a second
 * route with the same operationId (the app then fails to build).
 */
export function documentRoutes(app: FastifyInstance) {
  const taken = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    // A route without a schema is still in the document (@fastify/swagger lists it), so it is described too.
    const schema = (route.schema ?? {}) as RouteSchema;
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((m) => m !== 'HEAD');
    if (schema.hide || methods.length === 0) return;
    if (methods.length > 1)
      throw new Error(`${route.url}: one method per documented route, so each has its own operationId`);
    const method = methods[0]!;
    const operationId = schema.operationId ?? operationIdFor(method, route.url);
    const other = taken.get(operationId);
    if (other) throw new Error(`operationId ${operationId} of ${method} ${route.url} is already ${other}'s`);
    taken.set(operationId, `${method} ${route.url}`);

    const refusals: Record<string, typeof ApiError> = {};
    if (schema.body || schema.params || schema.querystring || schema.headers) refusals[400] = ApiError;
    // A JSON body: too large (the app's bodyLimit), or not JSON at all.
    if (schema.body) Object.assign(refusals, { 413: ApiError, 415: ApiError });
    if (route.config?.signedIn) refusals[401] = ApiError;
    if (STATE_CHANGING.has(method) && !route.config?.skipOriginCheck) refusals[403] = ApiError;
    if (route.config?.rateLimit !== false) refusals[429] = ApiError;
    route.schema = {
      ...schema,
      operationId,
      security: route.config?.signedIn ? [{ [SESSION_SCHEME]: [] }] : [],
      // What the route declares itself comes last: it may say more (another schema, a description).
      response: { ...refusals, ...schema.response },
    };
  });
}

/** A shared response per error status: its name in components and what it means here. */
const ERROR_RESPONSES: Record<number, { name: string; description: string }> = {
  400: {
    name: 'BadRequest',
    description:
      'The request is malformed or its input is invalid; `fields` names the inputs at fault (path → message).',
  },
  401: { name: 'Unauthorized', description: 'No valid session (sign in first), or wrong credentials.' },
  403: {
    name: 'Forbidden',
    description:
      'Not allowed: the account lacks the role or plan, or (BAD_ORIGIN) a state-changing request did not come from this site: ' +
      'POST, PUT, PATCH and DELETE need an Origin (or Referer) header naming the app’s own address.',
  },
  404: { name: 'NotFound', description: 'No such object, or not one the caller may see.' },
  409: { name: 'Conflict', description: 'The current state does not allow it; reload rather than retry.' },
  410: { name: 'Gone', description: 'The link has lapsed for good.' },
  413: { name: 'ContentTooLarge', description: 'The request body is larger than the server accepts.' },
  415: {
    name: 'UnsupportedMediaType',
    description: 'The body is not in a media type the operation takes (JSON, unless it says otherwise).',
  },
  422: {
    name: 'UnprocessableContent',
    description: 'The upload arrived but is not acceptable (the reason is in the message).',
  },
  429: {
    name: 'TooManyRequests',
    description: 'A rate limit was reached; retry after the number of seconds in Retry-After.',
  },
  500: { name: 'InternalError', description: 'The server failed; the request id (x-request-id) is in its logs.' },
  502: { name: 'BadGateway', description: 'The payment provider failed or refused; the request may be retried later.' },
  503: { name: 'ServiceUnavailable', description: 'Busy; retry after the number of seconds in Retry-After.' },
};

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before retrying.', schema: { type: 'integer', minimum: 1 } },
};

function errorCodesAt(status: number): string[] {
  const codes: string[] = ERROR_CODES.filter((code: ErrorCode) => statusOfCode[code] === status);
  // Refusals by the framework (malformed JSON, too large, wrong media type) carry BAD_REQUEST (server/app.ts).
  return status === 400 || status === 413 || status === 415 ? [...codes, 'BAD_REQUEST'] : codes;
}

type Json = Record<string, unknown>;
type Operation = { responses?: Record<string, Json> };

/** An error body as @fastify/swagger renders the ApiError zod schema (under whichever media type). */
function isErrorBody(response: Json): boolean {
  const content = response.content as Record<string, { schema?: Json }> | undefined;
  const schema = content && Object.values(content)[0]?.schema;
  const error = (schema?.properties as Record<string, Json> | undefined)?.error;
  const fields = error?.properties as Record<string, unknown> | undefined;
  return !!fields && 'code' in fields && 'message' in fields;
}

/** Swagger's transformObject: every error answer becomes a reference to its shared response. */
function shareErrorResponses({ openapiObject }: { openapiObject: Json }): Json {
  const used = new Set<number>();
  const paths = openapiObject.paths as Record<string, Record<string, Operation>>;
  for (const item of Object.values(paths)) {
    for (const operation of Object.values(item)) {
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        const shared = ERROR_RESPONSES[Number(status)];
        if (!isErrorBody(response)) continue;
        if (!shared)
          throw new Error(`No shared OpenAPI response for status ${status} (server/http/openapi.ts ERROR_RESPONSES)`);
        operation.responses![status] = { $ref: `#/components/responses/${shared.name}` };
        used.add(Number(status));
      }
    }
  }
  const components = (openapiObject.components ?? {}) as Json;
  const responses: Json = {};
  for (const status of [...used].sort()) {
    const { name, description } = ERROR_RESPONSES[status]!;
    const codes = errorCodesAt(status);
    responses[name] = {
      description: `${description}${codes.length ? ` Codes: ${codes.join(', ')}.` : ''}`,
      ...((status === 429 || status === 503) && { headers: retryAfter }),
      content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } },
    };
  }
  return { ...openapiObject, components: { ...components, responses } };
}

/** The API error body, with the typed codes of core/errors.ts. */
const apiErrorSchema: OpenAPIV3.SchemaObject = {
  type: 'object',
  description: 'Every failure answers with this body.',
  properties: {
    error: {
      type: 'object',
      properties: {
        code: {
          type: 'string',
          enum: [...ERROR_CODES, ...TRANSPORT_ERROR_CODES],
          description: 'What went wrong, for programs to branch on (never on `message`).',
        },
        message: { type: 'string', description: 'For people, in English.' },
        fields: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Inputs at fault: path (dotted) → message.',
        },
      },
      required: ['code', 'message'],
      additionalProperties: false,
    },
  },
  required: ['error'],
  additionalProperties: false,
};

/** @fastify/swagger's options: the document's frame (servers, security scheme, shared schemas) and its transforms. */
export function openapiOptions(options: { appUrl: string; sessionCookie: string }): SwaggerOptions {
  return {
    openapi: {
      info: {
        title: 'TurnReady API',
        version: '1.0.0',
        description:
          'The JSON API behind the TurnReady web app. Sign in with POST /api/session: the answer sets the session cookie ' +
          'the other operations need. State-changing calls (POST, PUT, PATCH, DELETE) must carry an Origin header naming ' +
          'this site (a defence against cross-site requests); otherwise they answer 403 BAD_ORIGIN.',
      },
      // The configured public address (APP_URL): where the pages, and so the cookie, live.
      servers: [{ url: options.appUrl, description: 'This deployment (APP_URL)' }],
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: {
            type: 'apiKey',
            in: 'cookie',
            name: options.sessionCookie,
            description: 'The session cookie set by POST /api/session (HttpOnly, SameSite=Lax).',
          },
        },
        schemas: { ApiError: apiErrorSchema },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => shareErrorResponses(document as unknown as { openapiObject: Json }) as never,
  };
}
