// The sign-up calls both wizards use (spec §7 validate-email, send-verification-email,
// check-email-verification, resend-verification).
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { StartRegistrationInput } from '../../../../../core/schemas/auth';
import { apiPost } from '../../../lib/api';

export type StartRegistrationResult = { verificationToken: string; email: string; emailSent: boolean };
export type RegistrationStatus = { status: 'pending' | 'verified'; verified: boolean; email: string };

export const checkEmailAvailable = (email: string) => apiPost<{ isUnique: boolean }>('/registrations/email-check', { email });
/** What the wizard sends: the schema's input (the server parses it, e.g. a job's dates and pay). */
export type StartRegistrationRequest = z.input<typeof StartRegistrationInput>;

export const startRegistration = (input: StartRegistrationRequest) => apiPost<StartRegistrationResult>('/registrations', input);
export const getRegistrationStatus = (token: string) => apiPost<RegistrationStatus>('/registrations/status', { token });
export const resendVerification = (token: string) => apiPost<{ emailSent: boolean }>('/registrations/resend', { token });

export const useStartRegistration = () => useMutation({ mutationFn: startRegistration });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
