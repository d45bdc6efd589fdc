// The sign-up calls both wizards use (spec §7 validate-email, send-verification-email,
// check-email-verification, resend-verification).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  EmailCheckResponse,
  RegistrationStatusResponse,
  ResendResponse,
  StartRegistrationInput,
  StartRegistrationResponse,
} from '@core/schemas/auth';
import { apiPost } from '@web/lib/api';
import { currentLocale } from '@web/lib/i18n';

// The answers are the contract's (core/schemas/auth), never typed here by hand.
export type StartRegistrationResult = z.infer<typeof StartRegistrationResponse>;
export type RegistrationStatus = z.infer<typeof RegistrationStatusResponse>;

export const checkEmailAvailable = (email: string) =>
  apiPost<z.infer<typeof EmailCheckResponse>>('/registrations/email-check', { email });
/** What the wizard sends: the schema's input (the server parses it, e.g. a job's dates and pay). */
export type StartRegistrationRequest = z.input<typeof StartRegistrationInput>;

/** Issue 41: the account starts in the language the person is using (changeable on the profile). */
export const startRegistration = (input: StartRegistrationRequest) =>
  apiPost<StartRegistrationResult>('/registrations', { ...input, locale: currentLocale() });
export const getRegistrationStatus = (token: string) => apiPost<RegistrationStatus>('/registrations/status', { token });
export const resendVerification = (token: string) =>
  apiPost<z.infer<typeof ResendResponse>>('/registrations/resend', { token });

export const useStartRegistration = () => useMutation({ mutationFn: startRegistration });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
