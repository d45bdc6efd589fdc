// Times on the support page: the reader's own zone, date and time.
const formatter = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => formatter.format(new Date(iso));
