// The turnovers feature's public entry: the links other pages show (job card, cleaner pages).
// Its pages are reached through the route table.
export { JobTurnoversLink, ScheduleButton } from './components/turnover-links';
export { OpenTurnoversSection } from './components/open-turnovers-section';
export { useOpenTurnovers } from './api/open-turnovers';
// For the playbook feature's turnover pages (issue 18): the same formats and the same live refresh.
export { useInvalidateOnNotification } from './api/live-turnovers';
export { formatDay, formatPay, formatWindow } from './format';
export { cleanerScheduleKey } from './api/cleaner-schedule';
