// The reliability record's front door (issue 39): the turnover features count events through it in
// their own transactions (the reviews feature counts no-shows), and pages read records in batches
// (or join each person's record row to their own rows: recordRowJoin).
export {
  countReliabilityEvent,
  countReliabilityEvents,
  recordFields,
  recordRowJoin,
  recordsFromRows,
  refreshRecentReliability,
  reliabilityFor,
  reliabilityOf,
  type PackedRecord,
} from './counters';
export { recountReliability } from './recount';
export { runReliabilityRefresh } from './refresh';
