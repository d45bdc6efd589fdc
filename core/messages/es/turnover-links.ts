// The turnovers' links and menu entries (en.turnovers.links): a file of their own because the
// header's account menu shows one on every page, and the web's shared catalog (web/src/lib/i18n.tsx)
// takes them without the rest of the turnover texts.
import type { Widen } from '../widen';
import type { links as english } from '../en/turnover-links';
export const links: Widen<typeof english> = {
  hostMenu: 'Turnovers',
  cleanerMenu: 'Schedule',
  jobCard: 'Turnovers',
  nextTurnover: 'Next turnover: {when}',
  noNextTurnover: 'No upcoming turnover',
  cleanerSchedule: 'Schedule',
  chooseJob: 'Choose a job to see its turnovers and calendars.',
  noJobs: 'No jobs yet. Post a job, hire a cleaner, then add its calendars here.',
};
