import { describe, expect, it } from 'vitest';
import { en } from '@core/messages/en';
import { verificationErrorMessage } from './verification-error';

const texts = en.auth.verification;

describe('verificationErrorMessage', () => {
  it('maps each code the server sends to its catalog text', () => {
    expect(verificationErrorMessage('invalid_token', texts)).toBe(texts.linkInvalid);
    expect(verificationErrorMessage('email_taken', texts)).toBe(texts.alreadyRegistered);
    expect(verificationErrorMessage('signup_link_replaced', texts)).toBe(texts.linkReplaced);
  });

  it('gives every other code one generic catalog text, never the code or anything from the URL', () => {
    for (const code of [
      'x',
      'access_denied',
      'Your account is locked. Call +1-555-0100',
      'toString',
      '__proto__',
      'constructor',
      '',
    ]) {
      expect(verificationErrorMessage(code, texts)).toBe(texts.linkFailed);
    }
  });

  it('has nothing to say without a code', () => {
    expect(verificationErrorMessage(null, texts)).toBeNull();
  });
});
