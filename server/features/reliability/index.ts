// The reliability record's front door (issue 39): the turnover features count events through it in
// their own transactions (the reviews feature counts no-shows), and pages read records in batches.
export {
  countReliabilityEvent,
  countReliabilityEvents,
  refreshRecentReliability,
  reliabilityFor,
  reliabilityOf,
} from './counters';
export { recountReliability } from './recount';
export { runReliabilityRefresh } from './refresh';
