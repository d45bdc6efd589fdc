// Billing's date arithmetic. The time itself comes from the app clock (server/clock.ts): real time
// in production, movable elsewhere (POST /api/dev/billing-clock) so tests can pass a period end.
export type { AppClock as Clock } from '../clock';

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
