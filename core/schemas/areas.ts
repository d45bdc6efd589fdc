// The ZIP code and service radius fields (issue 43), shared by the forms and the server. Whether a
// ZIP exists and lies in the chosen state is the server's check (it holds the ZIP table).
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { SERVICE_RADIUS_DEFAULT, SERVICE_RADIUS_MAX, SERVICE_RADIUS_MIN, WITHIN_CHOICES, ZIP_PATTERN } from '../areas';
import { areas as text } from '../messages/en/areas';

/** Five digits, spaces around it ignored; ZIP+4 ('05401-1234') keeps its first five. */
export const ZipCode = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().replace(/^(\d{5})-\d{4}$/, '$1') : v),
  z.string({ error: text.zip.required }).min(1, text.zip.required).regex(ZIP_PATTERN, text.zip.invalid),
);

/** Whole miles, 5–100; blank or absent is the default 25. */
export const ServiceRadius = z.preprocess(
  (v) => (v === undefined || v === null || v === '' ? SERVICE_RADIUS_DEFAULT : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: text.radius.invalid })
    .int(text.radius.invalid)
    .min(SERVICE_RADIUS_MIN, text.radius.invalid)
    .max(SERVICE_RADIUS_MAX, text.radius.invalid),
);

/** Browse's 'Within': one of the choices in miles, or 'any'. */
export const WithinQuery = z.union([
  z.literal('any'),
  z.coerce
    .number()
    .int()
    .refine((n) => (WITHIN_CHOICES as readonly number[]).includes(n), { message: errorText.schema.withinChoices }),
]);
