// The reviews feature's public entry (issue 39): the stars other pages put on cards (applicants, the
// team, requests, job cards) and the host's 'Mark no-show'. The pages (/reviews/...) are loaded by
// the router.
export { HostRating, ReviewSummary } from './components/review-summary';
export { MarkNoShowButton, NoShowMarkedNote } from './components/no-show-lazy';
export { ReviewLink } from './components/review-link';
