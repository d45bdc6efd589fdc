// The reliability record's public entry (issue 39): the one component other pages put beside a
// cleaner or a host.
export { ReliabilityRecord } from './components/reliability-record';
