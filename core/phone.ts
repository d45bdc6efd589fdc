// US phone numbers (spec §5): digits only, at most 10, shown as (555) 123-4567.
export const PHONE_DIGITS = 10;

/** Keeps digits only and at most 10 of them (typing and pasting both go through this). */
export function sanitizePhone(input: string): string {
  let digits = input.replace(/\D/g, '');
  // A pasted +1 country code is not part of the 10 digits.
  if (digits.length === PHONE_DIGITS + 1 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

export function isValidPhone(input: string): boolean {
  return input.replace(/\D/g, '').length === PHONE_DIGITS;
}

/** (555) 123-4567, formatting as much as has been typed. */
export function formatPhone(input: string): string {
  const d = sanitizePhone(input);
  if (d.length === 0) return '';
  if (d.length < 4) return `(${d}`;
  if (d.length < 7) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
