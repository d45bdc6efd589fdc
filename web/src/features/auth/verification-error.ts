// The error codes an emailed link may land with (/auth?error=..., /host/setup-profile?error=...).
// The codes are core/errors.ts ErrorCodes in lower case (the verify route writes err.code.toLowerCase()).
// Only these codes are read from the URL, each shown with its own catalog text; anything else gets
// one generic text. Text in the URL (error_description) is never shown: anyone can write a link.
import type { ErrorCode } from '@core/errors';
import type { Messages } from '@core/messages/en';

type VerificationTexts = Messages['auth']['verification'];

const byCode = {
  invalid_token: 'linkInvalid',
  email_taken: 'alreadyRegistered',
  signup_link_replaced: 'linkReplaced',
} as const satisfies Partial<Record<Lowercase<ErrorCode>, keyof VerificationTexts>>;

/** The catalog text for the `error` query parameter of a link (null when there is none). */
export function verificationErrorMessage(code: string | null, texts: VerificationTexts): string | null {
  if (code === null) return null;
  const key = Object.hasOwn(byCode, code) ? byCode[code as keyof typeof byCode] : 'linkFailed';
  return texts[key];
}
