import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_FUZZ_SEED, fuzzParams, fuzzSeed } from './seed';

describe('fuzz seeds', () => {
  it('npm test: a fixed seed unless FUZZ_SEED says otherwise; FUZZ_RUNS overrides the runs', () => {
    expect(fuzzParams({ runs: 25 }, {})).toEqual({ seed: DEFAULT_FUZZ_SEED, numRuns: 25 });
    expect(fuzzParams({}, { FUZZ_SEED: '1689367194', FUZZ_RUNS: '500' })).toEqual({ seed: 1689367194, numRuns: 500 });
    expect(() => fuzzSeed({ FUZZ_SEED: 'soon' })).toThrow(/FUZZ_SEED/);
  });

  it('test:stress (FUZZ_SEED=random): one drawn seed per run, printed so a failure can be repeated', () => {
    const seed = fuzzSeed({ FUZZ_SEED: 'random' });
    expect(Number.isSafeInteger(seed)).toBe(true);
    expect(fuzzSeed({ FUZZ_SEED: 'random' })).toBe(seed);
  });

  it('every fc.assert in this run uses that seed (set globally by fast-check-setup.ts)', () => {
    expect(fc.readConfigureGlobal().seed).toBe(fuzzSeed());
    const draw = () => fc.sample(fc.integer(), { numRuns: 5, seed: fc.readConfigureGlobal().seed });
    expect(draw()).toEqual(draw());
  });
});
