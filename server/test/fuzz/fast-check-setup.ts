// vitest setupFiles for the unit and API projects: every fc.assert (core, server, web) runs with
// the seed and runs of fuzzParams(), so none can pick a seed of its own by forgetting to.
import fc from 'fast-check';
import { fuzzParams } from './seed';

fc.configureGlobal(fuzzParams());
