// Turns a received photo into what is kept: upright (EXIF orientation applied), at most
// PHOTO_LONG_SIDE on its longest side, a THUMB_LONG_SIDE thumbnail, both JPEG re-encoded from the
// pixels alone, so nothing of the original file survives: no EXIF (GPS above all), XMP, IPTC, ICC
// profile or comments. sharp writes metadata only when told to (keepExif, withMetadata...); this
// never tells it, and server/photos/process.unit.test.ts checks the bytes. The one thing read from
// the metadata first is when the photo was taken (issue 37: exif-time.ts), kept as a time only.
import { access } from 'node:fs/promises';
import os from 'node:os';
import sharp from 'sharp';
import { PHOTO_LONG_SIDE, THUMB_LONG_SIDE } from '@core/photos';
import { createSemaphore } from '../lib/semaphore';
import { readExifTime, type ExifTime } from './exif-time';
import { PhotoRejected } from './photo-rejected';

/**
 * Decompression bombs: a small file can declare billions of pixels. sharp checks the header against
 * this before decoding. 100 MP is twice the largest phone sensor (48 MP) and about 300 MB decoded.
 */
export const MAX_INPUT_PIXELS = 100_000_000;

/**
 * Photos decoded at once in this process. Decoding holds part of the image's pixels (a 12 MP photo
 * is 36 MB decoded, all of it while rotating), so memory is bounded by this number, not by how many
 * cleaners upload at once or how big their files are; the others wait their turn. On glibc Linux
 * sharp gives each image one libvips thread (sharp.concurrency() is 1 there, against fragmentation),
 * so two at once keep two cores busy; more would only take turns on the CPU while holding memory.
 */
export const PHOTO_CONCURRENCY = Math.min(2, os.availableParallelism());

const JPEG_OPTIONS = { quality: 80, mozjpeg: true } as const;

export type ProcessedPhoto = {
  full: Buffer;
  thumb: Buffer;
  width: number;
  height: number;
  contentType: 'image/jpeg';
  /** When the camera says it was taken, as it wrote it (null: it did not say). */
  captured: ExifTime | null;
};

// libvips' operation cache keeps recent inputs and results for reuse: with a new photo every time
// it would only hold memory.
sharp.cache(false);

const slots = createSemaphore(PHOTO_CONCURRENCY);

/** Re-encodes the photo at `file`; throws PhotoRejected('unreadable') when it cannot be decoded. */
export function processPhoto(file: string): Promise<ProcessedPhoto> {
  return slots.run(() => encode(file));
}

async function encode(file: string): Promise<ProcessedPhoto> {
  // A missing temp file is the server's fault, not the photo's: let its ENOENT through as it is
  // (sharp would say only "Input file is missing").
  await access(file);
  try {
    // failOn 'truncated': a file cut short is refused rather than kept with a grey band where its end
    // was, while mere decoder warnings pass. sharp's default ('warning') refuses the photos of some
    // Samsung phones ("Invalid SOS parameters for sequential JPEG"), which every viewer shows fine.
    const image = sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' });
    // The header only: read before the pixels are, and before the re-encode drops the EXIF block.
    const captured = readExifTime((await image.metadata()).exif);
    const { data: full, info } = await image
      .autoOrient()
      .resize(PHOTO_LONG_SIDE, PHOTO_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      // Transparent PNG and WebP areas become white, not JPEG's default black.
      .flatten({ background: '#ffffff' })
      .jpeg(JPEG_OPTIONS)
      .toBuffer({ resolveWithObject: true });
    // From the already small, upright result: the big original is decoded once.
    const thumb = await sharp(full)
      .resize(THUMB_LONG_SIDE, THUMB_LONG_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg(JPEG_OPTIONS)
      .toBuffer();
    return { full, thumb, width: info.width, height: info.height, contentType: 'image/jpeg', captured };
  } catch (err) {
    throw new PhotoRejected('unreadable', { cause: err });
  }
}
