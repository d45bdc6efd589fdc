// The jobs feature's front door: what other features may use of it.
export { presentJob } from './presenter';
// pauseExtraPostings is billing's (server/billing/entitlements.ts, the one infrastructure exception).
export { createJob, pauseExtraPostings, type PauseDeps } from './service';
