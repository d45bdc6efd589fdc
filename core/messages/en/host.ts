// Host journey texts (spec §2 host routes, §4, §8).
export const host = {} as const;
