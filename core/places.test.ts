import { describe, expect, it } from 'vitest';
import { fullAddress, placeName } from './places';

describe('how a property is named', () => {
  const withAddress = { propertyAddress: '8 Palm Way', city: 'Miami', state: 'FL' };

  it('goes by its address, or its city and state when it has none (null, empty or left out)', () => {
    expect(placeName(withAddress)).toBe('8 Palm Way');
    for (const propertyAddress of [null, '', undefined])
      expect(placeName({ propertyAddress, city: 'Miami', state: 'FL' })).toBe('Miami, FL');
  });

  it('in full adds the city and state to the address, and is the city and state alone without one', () => {
    expect(fullAddress(withAddress)).toBe('8 Palm Way, Miami, FL');
    for (const propertyAddress of [null, '', undefined])
      expect(fullAddress({ propertyAddress, city: 'Miami', state: 'FL' })).toBe('Miami, FL');
  });
});
