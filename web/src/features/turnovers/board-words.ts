// The board's words: a risk's reason ("Waiting for Ana, 25 min left"), the time left, and the short
// times of the week grid ("11 AM"). Pure, so the rules of wording are unit tested.
import type { Messages } from '@core/messages/en';
import { format } from '@core/messages/format';
import type { BoardRisk, BoardTurnover } from '@core/schemas/board';
import { formatTimeLeft } from './format';
import { dateFormat, intlTag } from '@web/lib/i18n';

type BoardTexts = Messages['board'];

/** "11 AM" or "11:30 AM" in the property's zone: the week grid's cells are narrow. */
export function shortTime(iso: string, timeZone: string): string {
  const parts = dateFormat({ hour: 'numeric', minute: '2-digit', timeZone }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const minute = part('minute');
  return `${part('hour')}${minute === '00' ? '' : `:${minute}`} ${part('dayPeriod')}`;
}

const checkoutTime = (t: BoardTurnover) =>
  new Date(t.startsAt).toLocaleTimeString(intlTag(), { hour: 'numeric', minute: '2-digit', timeZone: t.timeZone });

/** One reason in words, at `now` (the server's clock, moved on by the time since the answer came). */
export function riskWords(risk: BoardRisk, t: BoardTurnover, now: Date, m: BoardTexts): string {
  const r = m.risks;
  switch (risk.kind) {
    case 'missed':
      return r.missed;
    case 'not_started':
      return risk.cleanerName
        ? format(r.notStarted, { name: risk.cleanerName, time: checkoutTime(t) })
        : format(r.notStartedNobody, { time: checkoutTime(t) });
    case 'unfilled':
      return risk.openToNearby ? r.unfilledOpen : r.unfilled;
    case 'problem':
      return risk.count === 1 ? r.problem : format(r.problems, { count: risk.count });
    case 'waiting': {
      if (!risk.deadlineAt) return format(r.waitingNoDeadline, { name: risk.cleanerName });
      // Said as every countdown is (core/offers.ts timeLeftUnits): never more time than is left.
      const left = formatTimeLeft(risk.deadlineAt, now.getTime(), m.timeLeft);
      return left === null
        ? format(r.waitingDue, { name: risk.cleanerName })
        : format(r.waiting, { name: risk.cleanerName, left });
    }
  }
}
