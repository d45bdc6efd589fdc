// Photo upload texts (issue 18): why a photo was refused, one sentence each, said next to the photo.
import { MAX_PHOTO_BYTES, type PhotoRejection } from '../../photos';
import type { Widen } from '../widen';
import type { photos as english } from '../en/photos';

export const photos: Widen<typeof english> = {
  rejected: {
    too_large: `This photo is over ${MAX_PHOTO_BYTES / (1024 * 1024)} MB. Choose a smaller one.`,
    not_image: 'This file is not a photo. Use a JPEG, PNG or WebP image.',
    heic_unsupported:
      'HEIC photos can\'t be read here yet. Choose "Most Compatible" in your camera settings, or upload a JPEG.',
    unreadable: 'This photo could not be read. It may be damaged; try taking it again.',
    empty: 'This file is empty.',
  } satisfies Record<PhotoRejection, string>,
};
