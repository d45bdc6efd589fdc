// Contracts of the account endpoints, shared by the server (validation, OpenAPI) and the web app.
import { z } from 'zod';
import { errors as errorText } from '../messages/en/errors';
import { format } from '../messages/format';
import { LOCALES } from '../locale';
import { EXPERIENCE_OPTIONS, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, RATING_OPTIONS } from '../account-rules';

export { EXPERIENCE_OPTIONS, RATING_OPTIONS };
import { PHONE_DIGITS } from '../phone';
import { Email } from './common';
import { ZipCode, ServiceRadius } from './areas';
import { JobInput } from './jobs';
import { personName } from './person-name';

export const Password = z
  .string()
  .min(PASSWORD_MIN_LENGTH, { message: format(errorText.schema.passwordTooShort, { min: PASSWORD_MIN_LENGTH }) })
  .max(PASSWORD_MAX_LENGTH);

const Name = personName(z.string().trim().min(1).max(80));
const StateCode = z.string().regex(/^[A-Z]{2}$/, { message: errorText.schema.chooseState });
const City = z.string().trim().min(1).max(80);
const Phone = z.string().regex(new RegExp(`^[0-9]{${PHONE_DIGITS}}$`), {
  message: errorText.schema.phoneInvalid,
});

export const SessionUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  /** Issue 41: the language stored on the account; the web app shows itself in it. */
  locale: z.enum(LOCALES),
});

/** Issue 41: a signed-in user's choice of language (PUT /api/session/locale). */
export const SetLocaleInput = z.object({ locale: z.enum(LOCALES) });
export type SetLocaleInput = z.infer<typeof SetLocaleInput>;
export const SessionResponse = z.object({
  user: SessionUser.nullable(),
  role: z.enum(['host', 'cleaner']).nullable(),
  /** A cleaner's only (issue 37): hired on a team or holding a turnover to come, so their home is the schedule. */
  hasSchedule: z.boolean().optional(),
  /** Issue 39: the account is one of SUPPORT_ADMIN_EMAILS (the header links to /support). */
  supportAdmin: z.boolean().optional(),
});
export type SessionResponse = z.infer<typeof SessionResponse>;

export const SignInInput = z.object({ email: Email, password: z.string().min(1).max(PASSWORD_MAX_LENGTH) });
export type SignInInput = z.infer<typeof SignInInput>;

export const EmailCheckInput = z.object({ email: Email });
export const EmailCheckResponse = z.object({ isUnique: z.boolean() });

/** What the cleaner wizard collects (spec §3 cleaner registration data). */
export const CleanerRegistrationData = z.object({
  firstName: Name,
  lastName: Name,
  email: Email,
  password: Password,
  phone: Phone,
  state: StateCode,
  city: City,
  /** Issue 43: home ZIP code (in `state`) and how far they drive. */
  homeZip: ZipCode,
  serviceRadiusMiles: ServiceRadius,
  experienceYears: z.enum(EXPERIENCE_OPTIONS),
  rating: z.union(RATING_OPTIONS.map((r) => z.literal(r))),
  availability: z.string().trim().max(500).optional(),
  bio: z.string().trim().max(2000).optional(),
});
export type CleanerRegistrationData = z.infer<typeof CleanerRegistrationData>;

/**
 * What the host wizard collects (spec §3 host registration data): the account step and the first
 * job. The host's city and state are the job's; the job is created with the account.
 */
export const HostRegistrationData = z.object({
  firstName: Name,
  lastName: Name,
  email: Email,
  password: Password,
  phone: z.preprocess((v) => (v === '' ? undefined : v), Phone.optional()),
  job: JobInput,
});
export type HostRegistrationData = z.infer<typeof HostRegistrationData>;

/** Issue 41: the language the sign-up was made in, stored on the account (else the request's Accept-Language). */
const SignUpLocale = z.enum(LOCALES).optional();

export const StartRegistrationInput = z.discriminatedUnion('userType', [
  z.object({ userType: z.literal('cleaner'), registrationData: CleanerRegistrationData, locale: SignUpLocale }),
  z.object({ userType: z.literal('host'), registrationData: HostRegistrationData, locale: SignUpLocale }),
]);
export type StartRegistrationInput = z.infer<typeof StartRegistrationInput>;

export const StartRegistrationResponse = z.object({
  verificationToken: z.string(),
  email: z.string(),
  /** False when no mail server is configured: the message waits in the development mailbox. */
  emailSent: z.boolean(),
});

export const RegistrationToken = z.object({ token: z.string().min(20).max(200) });
export const RegistrationStatusResponse = z.object({
  status: z.enum(['pending', 'verified']),
  verified: z.boolean(),
  email: z.string(),
});

export const ResendResponse = z.object({ emailSent: z.boolean() });

export const ForgotPasswordInput = z.object({ email: Email });
export const ResetToken = z.object({ token: z.string().min(10).max(200) });
export const ResetPasswordInput = z.object({ token: z.string().min(10).max(200), password: Password });
