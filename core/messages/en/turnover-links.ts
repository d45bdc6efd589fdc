// The turnovers' links and menu entries (en.turnovers.links): a file of their own because the
// header's account menu shows one on every page, and the web's shared catalog (web/src/lib/i18n.tsx)
// takes them without the rest of the turnover texts.
export const links = {
  hostMenu: 'Turnovers',
  cleanerMenu: 'Schedule',
  jobCard: 'Turnovers',
  nextTurnover: 'Next turnover: {when}',
  noNextTurnover: 'No upcoming turnover',
  cleanerSchedule: 'Schedule',
  chooseJob: 'Choose a job to see its turnovers and calendars.',
  noJobs: 'No jobs yet. Post a job, hire a cleaner, then add its calendars here.',
};
