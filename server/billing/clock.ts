// The time billing decisions use: when a cancelled plan's period is over, when a test subscription
// renews. Real time in production; elsewhere it can be moved forward (POST /api/dev/billing-clock)
// so tests and demos can pass a period end without waiting a month.
export type Clock = {
  now(): Date;
  /** Moves the clock forward; refused where the clock is real time. */
  advance(days: number): Date;
  readonly adjustable: boolean;
};

const DAY_MS = 86_400_000;

export function createClock(options: { adjustable: boolean }): Clock {
  let offsetMs = 0;
  return {
    adjustable: options.adjustable,
    now: () => new Date(Date.now() + offsetMs),
    advance(days) {
      if (!options.adjustable) throw new Error('The billing clock is real time here and cannot be moved.');
      offsetMs += days * DAY_MS;
      return new Date(Date.now() + offsetMs);
    },
  };
}

/** The same day of the next month, or its last day when that month is shorter: one monthly period. */
export function addMonth(date: Date): Date {
  const next = new Date(date);
  const day = date.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}

export const toUnix = (date: Date) => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number) => new Date(seconds * 1000);
