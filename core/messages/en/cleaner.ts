// Cleaner journey texts (spec §2 cleaner routes, §4, §8).
export const cleaner = {} as const;
