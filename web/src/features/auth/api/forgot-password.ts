// Asks for a password reset email. The server answers ok for any address, so it reveals no accounts.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordInput } from '@core/schemas/auth';
import type { Ok } from '@core/schemas/common';
import { apiPost } from '@web/lib/api';

export type RequestPasswordResetInput = z.input<typeof ForgotPasswordInput>;

export const requestPasswordReset = (input: RequestPasswordResetInput) =>
  apiPost<z.infer<typeof Ok>>('/password/forgot', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
