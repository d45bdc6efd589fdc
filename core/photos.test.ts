import { describe, expect, it } from 'vitest';
import { exifInstant, photoTakenAt, takenNotBefore } from './photos';

describe('exifInstant', () => {
  it('reads the camera’s time with its offset', () => {
    expect(exifInstant('2026:11:27 10:42:05', '-06:00', 'America/New_York')).toEqual(new Date('2026-11-27T16:42:05Z'));
    expect(exifInstant('2026:11:27 10:42:05', '+05:30', 'UTC')).toEqual(new Date('2026-11-27T05:12:05Z'));
  });
  it('without an offset, takes the camera’s clock to be the property’s', () => {
    expect(exifInstant('2026:11:27 10:42:05', null, 'America/Chicago')).toEqual(new Date('2026-11-27T16:42:05Z'));
    expect(exifInstant('2026:07:01 10:00:00', null, 'America/Chicago')).toEqual(new Date('2026-07-01T15:00:00Z'));
  });
  it('gives null for what is not a time', () => {
    for (const bad of ['', '2026-11-27 10:42:05', '0000:00:00 00:00:00', '2026:02:31 10:00:00', '2026:11:27 25:00:00'])
      expect(exifInstant(bad, null, 'UTC'), bad).toBeNull();
    expect(exifInstant('2026:11:27 10:42:05', 'local', 'UTC')).toBeNull();
  });
});

describe('photoTakenAt', () => {
  const uploadedAt = new Date('2026-11-27T17:00:00Z');
  const earliest = takenNotBefore('2026-11-27', 'America/Chicago');
  it('starts the day before the turnover’s, in the property’s zone', () => {
    expect(earliest).toEqual(new Date('2026-11-26T06:00:00Z'));
  });
  it('keeps a plausible camera time', () => {
    const taken = new Date('2026-11-27T16:42:05Z');
    expect(photoTakenAt(taken, uploadedAt, earliest)).toEqual(taken);
    expect(photoTakenAt(earliest, uploadedAt, earliest)).toEqual(earliest);
  });
  it('falls back to the upload time for none, a future one, or an old gallery photo', () => {
    expect(photoTakenAt(null, uploadedAt, earliest)).toEqual(uploadedAt);
    expect(photoTakenAt(new Date('2026-11-27T17:00:01Z'), uploadedAt, earliest)).toEqual(uploadedAt);
    expect(photoTakenAt(new Date('2026-11-26T05:59:59Z'), uploadedAt, earliest)).toEqual(uploadedAt);
  });
});
