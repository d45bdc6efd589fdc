// Times on the support page: the reader's own zone, date and time.
import { dateFormat } from '@web/lib/i18n';
const formatter = () => dateFormat({ dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => formatter().format(new Date(iso));
