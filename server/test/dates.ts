// Calendar dates relative to today, for tests of what is booked ahead.

/** One day in milliseconds. */
export const DAY = 24 * 60 * 60 * 1000;

/** The UTC date `days` from now, as YYYY-MM-DD. */
export const dateIn = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
