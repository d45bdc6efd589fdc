// The pay records feature's public entry (issue 42): the report's pay panel and the team's balances.
// Its pages (/host/payments, /cleaner/earnings and their statements) are reached through the route table.
export { OwedBalance } from './components/owed-balance';
export { TurnoverPayPanel } from './components/pay-lazy';
