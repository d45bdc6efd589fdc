// The billing feature's public entry: the Highlight offer shown on the cleaner's job list.
// Everything else in billing/ is internal.
export { HighlightBanner } from './components/highlight-banner';
