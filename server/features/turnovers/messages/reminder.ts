// Issue 38: what an unanswered offer's reminder at half its answer time says: a push to the cleaner
// with the day, the window and the time left (no place: the offer is not confirmed yet), and the
// offer's own Confirm / Can't make it. No bell entry and no email: both already went with the offer.
import { format } from '@core/messages/format';
import { push as pushText } from '@core/messages/en/push';
import { words } from '@core/messages/en/turnover-words';
import { timeLeftInWords } from '@core/offers';
import { turnoverDay, turnoverWindow } from '@core/turnover-text';
import type { Tx } from '../../../db/client';
import { pushOfferReminder } from '../../notifications';
import { offerActionUrls } from '../offer-tokens';
import type { TurnoverJob, TurnoverRecord } from '../reads';
import type { TurnoverMailDeps } from './changes';

export async function remindOffer(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  offer: { id: string; cleanerUserId: string; deadlineAt: Date },
  now: Date,
  deps: Pick<TurnoverMailDeps, 'appUrl' | 'authSecret'>,
): Promise<void> {
  const left = timeLeftInWords(offer.deadlineAt.getTime() - now.getTime(), words.timeLeft);
  if (!left) return;
  await pushOfferReminder(tx, {
    userId: offer.cleanerUserId,
    turnoverId: t.id,
    title: pushText.reminder.title,
    body: format(pushText.reminder.body, { date: turnoverDay(t.date), ...turnoverWindow(t, j.timeZone), left }),
    // The same signed links as the offer's email buttons and first push (they expire at the deadline).
    answerLinks: offerActionUrls(deps.appUrl, deps.authSecret, { offerId: offer.id, deadlineAt: offer.deadlineAt }),
  });
}
