// How the server logs: human-readable lines (pino-pretty) in development, where a person reads the
// console, and one JSON object per line in production, where a log collector reads it. Tests build
// the app with their own (usually silent) logger.
import type { Env } from './env';

export const PRETTY_OPTIONS = { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } as const;

export type LoggerOptions = { level: Env['logLevel']; transport?: { target: string; options: Record<string, unknown> } };

export function loggerOptions(env: Pick<Env, 'nodeEnv' | 'logLevel'>): LoggerOptions {
  if (env.nodeEnv === 'development') return { level: env.logLevel, transport: { target: 'pino-pretty', options: { ...PRETTY_OPTIONS } } };
  return { level: env.logLevel };
}
