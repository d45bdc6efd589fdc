import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api';
import { sendRefusal } from './send-errors';

describe('why a send was refused', () => {
  it('reads the contract’s codes', () => {
    const err = (status: number, code: string) => new ApiRequestError(status, code as never, 'no');
    expect(sendRefusal(err(422, 'contact_before_hire'))).toBe('contact_before_hire');
    expect(sendRefusal(err(409, 'looks_like_access_code'))).toBe('looks_like_access_code');
    expect(sendRefusal(err(403, 'blocked'))).toBe('blocked');
  });

  it('falls back on the status when the code is not one the client knows', () => {
    expect(sendRefusal(new ApiRequestError(422, 'HTTP_ERROR', 'no'))).toBe('contact_before_hire');
    expect(sendRefusal(new ApiRequestError(409, 'HTTP_ERROR', 'no'))).toBe('looks_like_access_code');
    expect(sendRefusal(new ApiRequestError(403, 'HTTP_ERROR', 'no'))).toBe('blocked');
  });

  it('tells a lost connection and other failures apart', () => {
    expect(sendRefusal(new ApiRequestError(0, 'NETWORK', 'offline'))).toBe('offline');
    expect(sendRefusal(new ApiRequestError(422, 'VALIDATION_FAILED', 'bad'))).toBe('other');
    expect(sendRefusal(new ApiRequestError(429, 'RATE_LIMITED', 'slow down'))).toBe('other');
    expect(sendRefusal(new Error('x'))).toBe('other');
  });
});
