// The error codes an emailed link may land with (/auth?error=..., /host/setup-profile?error=...).
// Only these codes are read from the URL, each shown with its own catalog text; anything else gets
// one generic text. Text in the URL (error_description) is never shown: anyone can write a link.
import type { Messages } from '../../../../core/messages/en';

type VerificationTexts = Messages['auth']['verification'];

const byCode = {
  invalid_token: 'linkInvalid',
  email_taken: 'alreadyRegistered',
  signup_link_replaced: 'linkReplaced',
} as const satisfies Record<string, keyof VerificationTexts>;

/** The catalog text for the `error` query parameter of a link (null when there is none). */
export function verificationErrorMessage(code: string | null, texts: VerificationTexts): string | null {
  if (code === null) return null;
  const key = Object.hasOwn(byCode, code) ? byCode[code as keyof typeof byCode] : 'linkFailed';
  return texts[key];
}
