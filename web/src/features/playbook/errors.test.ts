import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { ApiRequestError } from '@web/lib/api';
import { describeFailure } from './errors';

describe('playbook failures', () => {
  it("shows the server's reason for the refusals it explains, by code", () => {
    expect(describeFailure(new ApiRequestError(422, 'PHOTO_REJECTED', 'notes.txt is not a photo.'), en).message).toBe(
      'notes.txt is not a photo.',
    );
    expect(describeFailure(new ApiRequestError(409, 'PHOTOS_MISSING', 'Add a photo first: “Oven”.'), en).message).toBe(
      'Add a photo first: “Oven”.',
    );
    expect(describeFailure(new ApiRequestError(403, 'ACCESS_NOT_OPEN', 'Not yet.'), en).message).toBe('Not yet.');
  });

  it('keeps field errors for the form and says to check them', () => {
    const failure = describeFailure(
      new ApiRequestError(400, 'VALIDATION_FAILED', 'Invalid', { label: en.playbook.validation.itemRequired }),
      en,
    );
    expect(failure).toEqual({
      message: en.playbook.errors.fixFields,
      fields: { label: en.playbook.validation.itemRequired },
    });
  });

  it('uses its own words for no connection, rate limits, server errors and unknown failures', () => {
    expect(describeFailure(new ApiRequestError(0, 'NETWORK', 'x'), en).message).toBe(en.errors.network);
    expect(describeFailure(new ApiRequestError(429, 'RATE_LIMITED', 'x'), en).message).toBe(
      en.playbook.errors.rateLimited,
    );
    expect(describeFailure(new ApiRequestError(502, 'HTTP_ERROR', 'x'), en).message).toBe(en.playbook.errors.generic);
    expect(describeFailure(new TypeError('boom'), en).message).toBe(en.playbook.errors.generic);
  });
});
