// The most common passwords, refused at sign-up and on a reset. common-passwords.txt holds the
// 10,000 most frequent passwords of the Xato corpus (as ranked in zxcvbn's frequency list, MIT),
// lowercase, one per line. Checked on the server only: 80 KB is too much to add to the web bundle.
import { readFileSync } from 'node:fs';
import { auth as text } from '@core/messages/en/auth';
import { AppError } from '../errors';
import { runtimeFiles } from '../runtime-files';

// Read once at boot (a missing file stops the server, not a sign-up): about 80 KB, 10,000 entries.
const common = new Set(readFileSync(runtimeFiles.commonPasswords, 'utf8').split('\n').filter(Boolean));

/** True for a password on the list, in any letter case ("Password1" is as guessable as "password1"). */
export function isCommonPassword(password: string): boolean {
  return common.has(password.toLowerCase());
}

/**
 * Refuses a common password with a 400 naming `field`: the request body's path to the password,
 * as validation errors name it, so a form marks the right input.
 */
export function rejectCommonPassword(password: string, field: string): void {
  if (isCommonPassword(password))
    throw new AppError('VALIDATION_FAILED', text.password.tooCommon, { [field]: text.password.tooCommon });
}
