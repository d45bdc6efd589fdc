import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';

/** Every API error has this shape. `fields` names the inputs at fault, for marking them in forms. */
export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

export const Email = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: errorText.schema.emailInvalid }).max(254));

export const Ok = z.object({ ok: z.literal(true) });
