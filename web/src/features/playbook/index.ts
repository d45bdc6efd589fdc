// The playbook feature's public entry (issue 18): the link other pages show to a job's playbook.
// Its pages (the host's playbook, the cleaner's turnover, the host's report) are reached through the route table.
export { PlaybookLink } from './components/playbook-link';
