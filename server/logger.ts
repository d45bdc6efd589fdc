// How the server logs: human-readable lines (pino-pretty) in development, where a person reads the
// console, and one JSON object per line in production, where a log collector reads it. Tests build
// the app with their own (usually silent) logger.
import { stdSerializers } from 'pino';
import type { Env } from './env';

export const PRETTY_OPTIONS = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } as const;

export type LoggerOptions = {
  level: Env['logLevel'];
  serializers: { err: typeof serializeError };
  transport?: { target: string; options: Record<string, unknown> };
};

export function loggerOptions(env: Pick<Env, 'nodeEnv' | 'logLevel'>): LoggerOptions {
  const serializers = { err: serializeError };
  if (env.nodeEnv === 'development')
    return { level: env.logLevel, serializers, transport: { target: 'pino-pretty', options: { ...PRETTY_OPTIONS } } };
  return { level: env.logLevel, serializers };
}

/** What an error looks like in a log line (pino's form). */
type SerializedError = { type: string; message: string; stack: string; [key: string]: unknown };

/** Drizzle's "Failed query: …\nparams: …" up to the stack's first frame (values may span lines). */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const withoutParams = (text: unknown) =>
  typeof text === 'string' ? text.replace(PARAMS, '\nparams: [not logged]') : text;

/**
 * Errors as logged: pino's standard form, minus the values of a failed query. A database error
 * carries its query's parameters (in its message, stack and `params`): a password hash, an email, a
 * property's access instructions. The log keeps the query and the database's own error, never the values.
 */
export function serializeError(err: Error): SerializedError {
  const scrub = (e: unknown): unknown => {
    if (!e || typeof e !== 'object') return e;
    const { params: _params, ...rest } = e as Record<string, unknown>;
    return {
      ...rest,
      message: withoutParams(rest.message),
      stack: withoutParams(rest.stack),
      ...(rest.cause ? { cause: scrub(rest.cause) } : {}),
    };
  };
  return scrub(stdSerializers.err(err)) as SerializedError;
}
