// What ending turnovers tells people (issue 35, decision 033): a deleted job's cleaners, and a
// removed member's turnovers passing down the team.
import { format } from '@core/messages/format';
import { turnoverEmails as text } from '@core/messages/en/turnover-emails';
import { placeName } from '@core/places';
import { turnoverDay } from '@core/turnover-text';
import type { Tx } from '../../../db/client';
import { jobDeletedEmail } from '../../../email/templates';
import { createNotification } from '../../notifications';
import { day, join, ref } from '../../../i18n/text-ref';
import { cleanerName, type CoverOutcome, type TurnoverJob, type TurnoverRecord } from '../reads';
import { tellCoverChanges } from './chain';
import { cleanerContact, type TurnoverMailDeps } from './changes';

/** A deleted job: each cleaner who had turnovers still to come hears once, listing them. */
export async function tellJobDeleted(
  tx: Tx,
  j: TurnoverJob,
  byCleaner: Map<string, TurnoverRecord[]>,
  deps: TurnoverMailDeps,
): Promise<void> {
  const place = placeName(j);
  for (const [cleanerUserId, list] of byCleaner) {
    const cleaner = await cleanerContact(tx, cleanerUserId);
    if (!cleaner) continue;
    await createNotification(tx, {
      userId: cleanerUserId,
      type: 'turnovers_changed',
      // Issue 41: kept as keys and values, so each reader sees it in their language.
      title: ref('turnoverEmails.ended.jobDeletedTitle'),
      message: ref('turnoverEmails.ended.jobDeletedMessage', { place, dates: join(list.map((r) => day(r.date))) }),
      data: { job_id: j.id },
    });
    const content = jobDeletedEmail({
      locale: cleaner.locale,
      appUrl: deps.appUrl,
      name: cleaner.firstName,
      place,
      timeZone: j.timeZone,
      turnovers: list,
    });
    await deps.mailer.enqueue(tx, { to: cleaner.email, kind: 'turnovers-job-deleted', ...content });
  }
}

/** 'Remove from team': the cleaners hear of their turnovers' new hands, the host once in the bell. */
export async function tellMemberRemoved(
  tx: Tx,
  j: TurnoverJob,
  cleanerUserId: string,
  outcomes: readonly CoverOutcome[],
  deps: TurnoverMailDeps,
): Promise<void> {
  await tellCoverChanges(tx, j, outcomes, deps);
  const m = text.ended;
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_answered',
    title: m.memberRemovedTitle,
    message: format(m.memberRemovedMessage, {
      cleaner: await cleanerName(tx, cleanerUserId),
      place: placeName(j),
      dates: outcomes.map((o) => turnoverDay(o.turnover.date)).join(', '),
    }),
    data: { job_id: j.id, ...(outcomes.length === 1 ? { turnover_id: outcomes[0]!.turnover.id } : {}) },
  });
}
