// Asks for a password reset email. The server answers ok for any address, so it reveals no accounts.
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ForgotPasswordInput } from '../../../../../core/schemas/auth';
import { apiPost } from '../../../lib/api';

export type RequestPasswordResetInput = z.input<typeof ForgotPasswordInput>;

export const requestPasswordReset = (input: RequestPasswordResetInput) => apiPost<{ ok: true }>('/password/forgot', input);

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
