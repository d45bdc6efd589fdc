import { describe, expect, it } from 'vitest';
import { notifications } from './messages/en/notifications';
import { firstNameLastInitial, fullName } from './names';

describe('firstNameLastInitial', () => {
  it('writes "First L." with the initial upper-cased and both names trimmed', () => {
    expect(firstNameLastInitial('Rosa', 'Diaz')).toBe('Rosa D.');
    expect(firstNameLastInitial(' rosa ', ' diaz')).toBe('rosa D.');
    expect(firstNameLastInitial('Li', ' de la Cruz')).toBe('Li D.');
  });

  it('keeps non-Latin and astral initials whole', () => {
    expect(firstNameLastInitial('élodie', 'ñúñez')).toBe('élodie Ñ.');
    expect(firstNameLastInitial('明', '李')).toBe('明 李.');
    expect(firstNameLastInitial('Ana', '𝒵eta')).toBe('Ana 𝒵.');
    expect(firstNameLastInitial('Мария', 'иванова')).toBe('Мария И.');
  });

  it('copes with missing or blank parts', () => {
    expect(firstNameLastInitial('Cher', '')).toBe('Cher');
    expect(firstNameLastInitial('Cher', ' ')).toBe('Cher');
    expect(firstNameLastInitial('', 'Diaz')).toBe('D.');
    expect(firstNameLastInitial(' ', ' ')).toBe('');
    expect(firstNameLastInitial(null, undefined)).toBe('');
  });

  it('falls back to the catalog text when there is no name at all', () => {
    const fallback = notifications.newApplication.someCleaner;
    expect(firstNameLastInitial('', '', fallback)).toBe('A cleaner');
    expect(firstNameLastInitial(null, null, fallback)).toBe('A cleaner');
    expect(firstNameLastInitial('Rosa', 'Diaz', fallback)).toBe('Rosa D.');
  });
});

describe('fullName', () => {
  it('joins the trimmed names that are present', () => {
    expect(fullName(' Dana ', 'Whitfield ')).toBe('Dana Whitfield');
    expect(fullName('Cher', ' ')).toBe('Cher');
    expect(fullName('', '')).toBe('');
    expect(fullName('élodie', '李')).toBe('élodie 李');
  });
});
