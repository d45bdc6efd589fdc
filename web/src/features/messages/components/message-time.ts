// When a message was sent, as a list and a thread show it: the time today, the day and time before.
import { appNow } from '@web/lib/app-clock';
import { dateFormat } from '@web/lib/i18n';

const time = () => dateFormat({ hour: 'numeric', minute: '2-digit' });
const dayTime = () =>
  dateFormat({
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });

export function formatMessageTime(iso: string, now = appNow()): string {
  const at = new Date(iso);
  return at.toDateString() === new Date(now).toDateString() ? time().format(at) : dayTime().format(at);
}
