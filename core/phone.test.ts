import { describe, expect, it } from 'vitest';
import { formatPhone, isValidPhone, PHONE_DIGITS, sanitizePhone } from './phone';

describe('sanitizePhone', () => {
  it('keeps the 10 digits of a pasted number, dropping a +1 country code', () => {
    expect(sanitizePhone('+1 (555) 123-4567')).toBe('5551234567');
    expect(sanitizePhone('1-555-123-4567')).toBe('5551234567');
    expect(sanitizePhone('555.123.4567')).toBe('5551234567');
  });

  it('drops letters and symbols', () => {
    expect(sanitizePhone('555-CALL-NOW')).toBe('555');
    expect(sanitizePhone('abc')).toBe('');
    expect(sanitizePhone('tel: 555 123 4567 ext')).toBe('5551234567');
  });

  it('keeps at most 10 digits', () => {
    expect(sanitizePhone('55512345678')).toBe('5551234567');
    expect(sanitizePhone('555123456789012')).toBe('5551234567');
    expect(sanitizePhone('5551234567').length).toBe(PHONE_DIGITS);
  });

  it('leaves a partly typed number alone', () => {
    expect(sanitizePhone('')).toBe('');
    expect(sanitizePhone('1')).toBe('1');
    expect(sanitizePhone('555123')).toBe('555123');
  });
});

describe('formatPhone', () => {
  it('shows a full number as (555) 123-4567', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 (555) 123-4567')).toBe('(555) 123-4567');
  });

  it('formats as much as has been typed', () => {
    expect(formatPhone('')).toBe('');
    expect(formatPhone('5')).toBe('(5');
    expect(formatPhone('555')).toBe('(555');
    expect(formatPhone('5551')).toBe('(555) 1');
    expect(formatPhone('555123')).toBe('(555) 123');
    expect(formatPhone('5551234')).toBe('(555) 123-4');
  });

  it('is stable when fed its own output (each keystroke re-formats the field)', () => {
    for (const typed of ['5', '555', '5551', '555123', '5551234', '5551234567']) {
      expect(formatPhone(formatPhone(typed))).toBe(formatPhone(typed));
    }
  });

  it('ignores letters and digits past the tenth', () => {
    expect(formatPhone('555abc1234567')).toBe('(555) 123-4567');
    expect(formatPhone('555123456789')).toBe('(555) 123-4567');
  });
});

describe('isValidPhone', () => {
  it('accepts exactly 10 digits, however they are punctuated', () => {
    expect(isValidPhone('5551234567')).toBe(true);
    expect(isValidPhone('(555) 123-4567')).toBe(true);
    expect(isValidPhone('555.123.4567')).toBe(true);
  });

  it('refuses fewer or more digits, and letters standing in for digits', () => {
    expect(isValidPhone('')).toBe(false);
    expect(isValidPhone('555123456')).toBe(false);
    expect(isValidPhone('55512345678')).toBe(false);
    expect(isValidPhone('555-CALL-NOW')).toBe(false);
  });

  it('counts a pasted +1 as a digit (spec: 10 digits after stripping non-digits); sanitizing first makes it valid', () => {
    expect(isValidPhone('+1 (555) 123-4567')).toBe(false);
    expect(isValidPhone(sanitizePhone('+1 (555) 123-4567'))).toBe(true);
  });
});
