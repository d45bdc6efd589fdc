// One source of fast-check parameters for every property and fuzz test (core, server, web).
// `npm test` runs them with a fixed seed: a failure is reproducible and cannot block an unrelated
// change by chance. `npm run test:stress` sets FUZZ_SEED=random: each test worker draws a new seed
// and prints it, so a failure found there is repeated with FUZZ_SEED=<printed seed>. A seed or an
// input that ever found a bug is kept as a fixed case in found-cases.test.ts.
// Applied to every fc.assert through fc.configureGlobal in fast-check-setup.ts (vitest setupFiles).

/** The seed `npm test` uses unless FUZZ_SEED says otherwise. */
export const DEFAULT_FUZZ_SEED = 20_261_123;

export type FuzzParams = { seed: number; numRuns: number };

let drawn: number | undefined;

/** The seed (FUZZ_SEED: a number, `random` for a new one, unset for the fixed default). */
export function fuzzSeed(env: Record<string, string | undefined> = process.env): number {
  const raw = env.FUZZ_SEED?.trim();
  if (!raw) return DEFAULT_FUZZ_SEED;
  if (raw === 'random') {
    if (drawn === undefined) {
      drawn = (Math.random() * 2 ** 31) | 0;
      console.log(`fast-check: FUZZ_SEED=${drawn} (repeat a failure with FUZZ_SEED=${drawn})`);
    }
    return drawn;
  }
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed))
    throw new Error(`FUZZ_SEED must be an integer or "random", not ${JSON.stringify(raw)}`);
  return seed;
}

/** Seed and runs for fc.assert: FUZZ_RUNS overrides the test's own default number of runs. */
export function fuzzParams(
  options: { runs?: number } = {},
  env: Record<string, string | undefined> = process.env,
): FuzzParams {
  const runs = env.FUZZ_RUNS ? Number(env.FUZZ_RUNS) : (options.runs ?? 100);
  if (!Number.isSafeInteger(runs) || runs < 1)
    throw new Error(`FUZZ_RUNS must be a positive integer, not ${JSON.stringify(env.FUZZ_RUNS)}`);
  return { seed: fuzzSeed(env), numRuns: runs };
}
