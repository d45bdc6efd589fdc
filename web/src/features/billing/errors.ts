// One way to report a failed billing call: the server's message (it says what went wrong: already
// subscribed, provider unavailable...), or a fallback naming what failed when there is none.
import type { Messages } from '@core/messages/en';
import { notify } from '@web/components/ui/toast';
import { ApiRequestError } from '@web/lib/api';

export function notifyBillingError(err: unknown, m: Messages['billing']['errors'], fallback: string = m.actionFailed) {
  const description = err instanceof ApiRequestError && err.message ? err.message : fallback;
  const title =
    err instanceof ApiRequestError && err.code === 'ALREADY_SUBSCRIBED' ? m.alreadySubscribedTitle : m.title;
  notify.error({ title, description });
}
