// The turnovers feature's public entry: the links other pages show (job card, cleaner pages).
// Its pages are reached through the route table.
export { JobTurnoversLink, ScheduleButton } from './components/turnover-links';
export { OpenTurnoversSection } from './components/open-turnovers-section';
