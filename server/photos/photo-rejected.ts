// The one error the photo pipeline throws for a file it will not keep; `reason` picks the text the
// user reads (core/messages/en/photos.ts), so a bad photo can be named while the rest go on.
import type { PhotoRejection } from '@core/photos';

export class PhotoRejected extends Error {
  constructor(
    readonly reason: PhotoRejection,
    options?: { cause?: unknown },
  ) {
    super(`Photo rejected: ${reason}`, options);
    this.name = 'PhotoRejected';
  }
}
