// The rules of photo uploads (issue 18), shared by the server that enforces them and the web app
// that says them: how big a photo may be, how big it is kept, why one can be refused, and when it
// was taken.
import { TZDate } from '@date-fns/tz';

/** The largest photo accepted, in bytes, before it is decoded. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Stored photos are re-encoded with their longest side at most this many pixels (never enlarged). */
export const PHOTO_LONG_SIDE = 2048;

/** The thumbnail's longest side, in pixels. */
export const THUMB_LONG_SIDE = 400;

/** Why an uploaded photo is refused; each has its text in core/messages/en/photos.ts. */
export const PHOTO_REJECTIONS = ['too_large', 'not_image', 'heic_unsupported', 'unreadable', 'empty'] as const;
export type PhotoRejection = (typeof PHOTO_REJECTIONS)[number];

// --- When a photo was taken (issue 37) ----------------------------------------------------------

const EXIF_DATE_TIME = /^(\d{4}):(\d{2}):(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;
const EXIF_OFFSET = /^([+-])(\d{2}):(\d{2})$/;

/**
 * The instant an EXIF DateTimeOriginal ("2026:11:27 10:42:05") stands for: with its
 * OffsetTimeOriginal ("-06:00") when the camera wrote one; without, the camera's clock is taken to
 * be the property's (`timeZone`), where the photo was taken. Null when either is malformed.
 */
export function exifInstant(dateTime: string, offset: string | null, timeZone: string): Date | null {
  const d = EXIF_DATE_TIME.exec(dateTime.trim());
  if (!d) return null;
  const [y, mo, day, h, mi, s] = d.slice(1).map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || day < 1 || day > 31 || h > 23 || mi > 59 || s > 59) return null;
  const o = offset ? EXIF_OFFSET.exec(offset.trim()) : null;
  if (offset && !o) return null;
  let instant: Date;
  if (o) {
    const sign = o[1] === '-' ? -1 : 1;
    const minutes = sign * (Number(o[2]) * 60 + Number(o[3]));
    instant = new Date(Date.UTC(y, mo - 1, day, h, mi, s) - minutes * 60_000);
  } else {
    instant = new Date(new TZDate(y, mo - 1, day, h, mi, s, timeZone).getTime());
  }
  // 31 February and the like roll over; such a date is not what the camera meant.
  return Number.isNaN(instant.getTime()) || new Date(Date.UTC(y, mo - 1, day)).getUTCDate() !== day ? null : instant;
}

/** The earliest believable time taken for a turnover's photo: the start of the day before its date, in the property's zone. */
export function takenNotBefore(turnoverDate: string, timeZone: string): Date {
  const [y, m, d] = turnoverDate.split('-').map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d - 1, 0, 0, 0, timeZone).getTime());
}

/**
 * When a turnover photo was taken: its EXIF time when plausible, that is not after it arrived (a
 * camera clock ahead, or a made-up date) and not before `earliest` (the day before the turnover's:
 * an old photo from the gallery is no proof of this clean); else when it arrived.
 */
export function photoTakenAt(exif: Date | null, uploadedAt: Date, earliest: Date): Date {
  return exif && exif <= uploadedAt && exif >= earliest ? exif : uploadedAt;
}
