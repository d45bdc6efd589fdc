// The one rule for file names in storage, checked by both back ends before anything else: a key is
// a relative path of plain segments, so it can never leave DATA_DIR/files nor surprise an S3 store.

export const MAX_FILE_KEY_LENGTH = 300;

/** A segment starts with a letter, digit, '_' or '-': no '.', '..' or hidden names (the local store's temp files are hidden). */
const SEGMENT = /^[a-z0-9_-][a-z0-9_.-]*$/;

export class InvalidFileKey extends Error {
  constructor(key: string) {
    super(
      `Invalid file key ${JSON.stringify(key.slice(0, 80))}: lower-case letters, digits, '/', '_', '.' and '-' only, in segments that do not start with '.', at most ${MAX_FILE_KEY_LENGTH} characters.`,
    );
    this.name = 'InvalidFileKey';
  }
}

export function isValidFileKey(key: string): boolean {
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_FILE_KEY_LENGTH) return false;
  if (key.includes('..')) return false;
  // A leading or trailing '/' or a '//' leaves an empty segment, which the pattern refuses.
  return key.split('/').every((segment) => SEGMENT.test(segment));
}

/** Throws InvalidFileKey unless `key` is a valid key. */
export function assertFileKey(key: string): void {
  if (!isValidFileKey(key)) throw new InvalidFileKey(key);
}
