import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_CODES, isApiErrorCode, TRANSPORT_ERROR_CODES } from '@core/errors';
import { AppError } from './errors';

describe('error codes (core/errors.ts)', () => {
  it('every code the features throw has an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      const status = new AppError(code, 'x').status;
      expect({ code, status: status >= 400 && status < 600 }).toEqual({ code, status: true });
    }
  });

  it('an unknown code does not compile', () => {
    // @ts-expect-error: not one of ERROR_CODES
    expect(() => new AppError('NOT_A_CODE', 'x')).not.toThrow();
  });

  it('the web client recognises every code the server can send, and nothing else', () => {
    for (const code of [...ERROR_CODES, ...TRANSPORT_ERROR_CODES, ...CLIENT_ERROR_CODES])
      expect(isApiErrorCode(code)).toBe(true);
    for (const other of ['FST_ERR_CTP_INVALID_MEDIA_TYPE', 'invalid_token', '', null, 42])
      expect(isApiErrorCode(other)).toBe(false);
  });
});
