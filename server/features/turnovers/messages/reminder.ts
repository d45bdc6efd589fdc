// Issue 38: what the reminder of offers about to lapse says: a push to the cleaner with the time
// left (no place: the offers are not confirmed yet). One offer: its day and window and its own
// Confirm / Can't make it, tagged as the offer's push so it replaces it. Several made together (an
// import): one push for them all, counted, that opens the schedule. No bell entry and no email:
// both already went with the offers.
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

export async function remindOffers(
  tx: Tx,
  j: TurnoverJob,
  cleanerUserId: string,
  offers: readonly { offer: { id: string; deadlineAt: Date }; turnover: TurnoverRecord }[],
  now: Date,
  deps: Pick<TurnoverMailDeps, 'appUrl' | 'authSecret'>,
): Promise<void> {
  const soonest = Math.min(...offers.map((o) => o.offer.deadlineAt.getTime()));
  const left = timeLeftInWords(soonest - now.getTime(), words.timeLeft);
  if (!left) return;
  const m = pushText.reminder;
  const only = offers.length === 1 ? offers[0]! : undefined;
  if (!only)
    return pushOfferReminder(tx, {
      userId: cleanerUserId,
      title: m.titleMany,
      body: format(m.bodyMany, { count: offers.length, left }),
    });
  const t = only.turnover;
  await pushOfferReminder(tx, {
    userId: cleanerUserId,
    title: m.title,
    body: format(m.body, { date: turnoverDay(t.date), ...turnoverWindow(t, j.timeZone), left }),
    offer: {
      turnoverId: t.id,
      // The same signed links as the offer's email buttons and first push (they expire at the deadline).
      answerLinks: offerActionUrls(deps.appUrl, deps.authSecret, {
        offerId: only.offer.id,
        deadlineAt: only.offer.deadlineAt,
      }),
    },
  });
}
