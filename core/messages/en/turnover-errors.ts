// What a failed turnover, calendar, team or open-turnover call says (en.turnovers.errors): a file of
// its own because many pages' actions report with it, and the web's shared catalog
// (web/src/lib/i18n.tsx) takes it without the rest of the turnover texts.
export const errors = {
  notFound: 'This turnover or calendar no longer exists. The page is up to date again.',
  changed: 'It changed in the meantime. The page is up to date again.',
  forbidden: 'You can’t change this.',
  rateLimited: 'Too many requests. Wait a minute and try again.',
  generic: 'That did not work. Please try again.',
  fixFields: 'Check the highlighted fields.',
};
