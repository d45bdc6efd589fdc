// The Spanish text of photo uploads (issue 18): why a photo was refused, one sentence each, said next to the photo.
import { MAX_PHOTO_BYTES, type PhotoRejection } from '../../photos';
import type { Widen } from '../widen';
import type { photos as english } from '../en/photos';

export const photos: Widen<typeof english> = {
  rejected: {
    too_large: `Esta foto pesa más de ${MAX_PHOTO_BYTES / (1024 * 1024)} MB. Elige una más pequeña.`,
    not_image: 'Este archivo no es una foto. Usa una imagen JPEG, PNG o WebP.',
    heic_unsupported:
      'Aquí todavía no se pueden leer fotos HEIC. Elige "Más compatible" en la configuración de la cámara, o sube una foto JPEG.',
    unreadable: 'No se pudo leer esta foto. Puede estar dañada; intenta tomarla de nuevo.',
    empty: 'Este archivo está vacío.',
  } satisfies Record<PhotoRejection, string>,
};
