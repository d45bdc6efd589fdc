// The rules of photo uploads (issue 18), shared by the server that enforces them and the web app
// that says them: how big a photo may be, how big it is kept, and why one can be refused.

/** The largest photo accepted, in bytes, before it is decoded. */
export const MAX_PHOTO_BYTES = 15 * 1024 * 1024;

/** Stored photos are re-encoded with their longest side at most this many pixels (never enlarged). */
export const PHOTO_LONG_SIDE = 2048;

/** The thumbnail's longest side, in pixels. */
export const THUMB_LONG_SIDE = 400;

/** Why an uploaded photo is refused; each has its text in core/messages/en/photos.ts. */
export const PHOTO_REJECTIONS = ['too_large', 'not_image', 'heic_unsupported', 'unreadable', 'empty'] as const;
export type PhotoRejection = (typeof PHOTO_REJECTIONS)[number];
