import { stateName as knownStateName } from '@core/us-state-names';

/** The state's name for its two-letter code (the code itself if unknown). */
export const stateName = (code: string) => knownStateName(code) ?? code;
