import { Writable } from 'node:stream';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { loggerOptions, PRETTY_OPTIONS, serializeError } from './logger';

describe('loggerOptions', () => {
  it('prints readable lines in development, whether or not the console is a terminal', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'info' })).toEqual({
      level: 'info',
      serializers: { err: serializeError },
      transport: { target: 'pino-pretty', options: PRETTY_OPTIONS },
    });
  });

  it('prints JSON lines in production and in tests', () => {
    expect(loggerOptions({ nodeEnv: 'production', logLevel: 'warn' })).toEqual({
      level: 'warn',
      serializers: { err: serializeError },
    });
    expect(loggerOptions({ nodeEnv: 'test', logLevel: 'info' })).toEqual({
      level: 'info',
      serializers: { err: serializeError },
    });
  });

  it('the development options turn a log call into one readable line', () => {
    let out = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((out += String(chunk)), done()) });
    const log = pino(
      { level: 'info' },
      pinoPretty({ ...PRETTY_OPTIONS, colorize: false, sync: true, destination: sink }),
    );
    log.info({ reqId: 'req-1' }, 'server listening');
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening\n\s+reqId: "req-1"\n$/);
    expect(() => JSON.parse(out)).toThrow();
  });

  it('logs a failed query without its values (an access code, a password hash), keeping the query and the cause', () => {
    const secret = 'Door code 4821#\nWi-Fi: guest / lowcountry14';
    const cause = Object.assign(new Error('connection terminated unexpectedly'), { code: '57P01' });
    const err = new DrizzleQueryError(
      'update "playbooks" set "access_instructions" = $1 where "job_id" = $2',
      [secret, 'job-1'],
      cause,
    );
    let out = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((out += String(chunk)), done()) });
    const log = pino({ ...loggerOptions({ nodeEnv: 'production', logLevel: 'info' }) }, sink);
    log.error({ err }, 'request failed');
    expect(out).toContain('update \\"playbooks\\" set');
    expect(out).toContain('connection terminated unexpectedly');
    expect(out).toContain('params: [not logged]');
    expect(out).not.toContain('4821#'); // with its '#': a timestamp's digits may hold 4821
    expect(out).not.toContain('lowcountry14');
  });
});
