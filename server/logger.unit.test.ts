import { Writable } from 'node:stream';
import pino from 'pino';
import pinoPretty from 'pino-pretty';
import { describe, expect, it } from 'vitest';
import { loggerOptions, PRETTY_OPTIONS } from './logger';

describe('loggerOptions', () => {
  it('prints readable lines in development, whether or not the console is a terminal', () => {
    expect(loggerOptions({ nodeEnv: 'development', logLevel: 'info' })).toEqual({ level: 'info', transport: { target: 'pino-pretty', options: PRETTY_OPTIONS } });
  });

  it('prints JSON lines in production and in tests', () => {
    expect(loggerOptions({ nodeEnv: 'production', logLevel: 'warn' })).toEqual({ level: 'warn' });
    expect(loggerOptions({ nodeEnv: 'test', logLevel: 'info' })).toEqual({ level: 'info' });
  });

  it('the development options turn a log call into one readable line', () => {
    let out = '';
    const sink = new Writable({ write: (chunk, _enc, done) => ((out += String(chunk)), done()) });
    const log = pino({ level: 'info' }, pinoPretty({ ...PRETTY_OPTIONS, colorize: false, sync: true, destination: sink }));
    log.info({ reqId: 'req-1' }, 'server listening');
    expect(out).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: server listening\n\s+reqId: "req-1"\n$/);
    expect(() => JSON.parse(out)).toThrow();
  });
});
