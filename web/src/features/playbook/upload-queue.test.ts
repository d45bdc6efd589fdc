import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@web/lib/api';
import { isRetryable, retryDelay } from './upload-queue';

const network = () => new ApiRequestError(0, 'NETWORK', 'offline');

describe('sending on a weak signal', () => {
  it('waits longer after each failed try, up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });

  it('retries no connection, server errors and rate limits, never a refusal', () => {
    expect(isRetryable(network())).toBe(true);
    expect(isRetryable(new ApiRequestError(502, 'HTTP_ERROR', 'bad gateway'))).toBe(true);
    expect(isRetryable(new ApiRequestError(429, 'RATE_LIMITED', 'slow down'))).toBe(true);
    expect(isRetryable(new ApiRequestError(422, 'PHOTO_REJECTED', 'Not an image'))).toBe(false);
    expect(isRetryable(new ApiRequestError(409, 'TURNOVER_COMPLETED', 'done'))).toBe(false);
    expect(isRetryable(new ApiRequestError(422, 'LIMIT_REACHED', 'full'))).toBe(false);
  });
});
