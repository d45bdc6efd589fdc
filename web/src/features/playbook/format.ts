// How the playbook pages write moments: always in the property's zone (a host in another zone
// reads the cleaner's times as the cleaner lived them), as the turnover pages do.
import { intlTag } from '@web/lib/i18n';

/** "Nov 27, 10:02 AM" in the property's zone (an access view, a start or finish on the same page as its date). */
export function formatMomentIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(intlTag(), {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
  });
}

/** "Thu, Nov 26, 11:00 AM EST": when something opens or started, with the zone's name. */
export function formatWhen(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleString(intlTag(), {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  });
}

/** "10:42 AM" in the property's zone: when a photo was taken, on the page of its day. */
export function formatTimeIn(iso: string, timeZone: string): string {
  return new Date(iso).toLocaleTimeString(intlTag(), { hour: 'numeric', minute: '2-digit', timeZone });
}

/** "Kitchen: Wipe counters": a checklist item named with its area, where it stands alone (a photo's name). */
export const itemName = (task: { area: string; label: string }) =>
  task.area ? `${task.area}: ${task.label}` : task.label;
