import { describe, expect, it } from 'vitest';
import { citiesFor, isStateCode, stateName, US_STATES } from './us-states';

describe('US_STATES', () => {
  it('lists the 50 states, DC and the 5 inhabited territories', () => {
    expect(US_STATES).toHaveLength(56);
    for (const code of ['DC', 'PR', 'VI', 'AS', 'GU', 'MP']) expect(isStateCode(code)).toBe(true);
  });

  it('has unique 2-letter codes and unique names', () => {
    const codes = US_STATES.map((s) => s.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}$/);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(US_STATES.length);
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('gives every entry 15 distinct, non-empty city suggestions', () => {
    for (const state of US_STATES) {
      expect(state.cities, state.name).toHaveLength(15);
      expect(new Set(state.cities).size, state.name).toBe(15);
      for (const city of state.cities) expect(city.trim(), state.name).toBe(city);
      for (const city of state.cities) expect(city.length, state.name).toBeGreaterThan(0);
    }
  });
});

describe('helpers', () => {
  it('look up names and cities by code', () => {
    expect(stateName('TX')).toBe('Texas');
    expect(stateName('PR')).toBe('Puerto Rico');
    expect(citiesFor('CA')).toContain('Los Angeles');
    expect(citiesFor('GU')).toHaveLength(15);
  });

  it('reject unknown codes', () => {
    expect(isStateCode('XX')).toBe(false);
    expect(isStateCode('tx')).toBe(false);
    expect(stateName('XX')).toBeUndefined();
    expect(citiesFor('XX')).toEqual([]);
  });
});
