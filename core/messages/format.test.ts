import { describe, expect, it } from 'vitest';
import { format, plural } from './format';

describe('plural', () => {
  const photos = { one: '{count} photo', other: '{count} photos' };
  it('says one and many in English', () => {
    expect([0, 1, 2, 4].map((n) => plural(photos, n))).toEqual(['0 photos', '1 photo', '2 photos', '4 photos']);
  });
  it('fills other placeholders too', () => {
    expect(plural({ one: '{count} photo of {item}', other: '{count} photos of {item}' }, 3, { item: 'Tub' })).toBe(
      '3 photos of Tub',
    );
    expect(format('{a} and {b}', { a: 1 })).toBe('1 and {b}');
  });
});
