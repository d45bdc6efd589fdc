// What the watch over a confirmed turnover tells people (issue 37, core/turnover-alerts.ts): the
// cleaner's two reminders, the urgent "not started" alert to the host (bell, live, email) and the
// cleaner (bell, email), and the news that it was missed, to both. Each names the property and the
// window in 12-hour times, with a link to the turnover (the cleaner's) or the Turnovers page (the host's).
import { eq } from 'drizzle-orm';
import { DEFAULT_LOCALE, type Locale } from '@core/locale';
import { turnoverAlertEmails as text } from '@core/messages/en/turnover-alert-emails';
import { placeName } from '@core/places';
import { windowIn12Hours } from '@core/turnover-alerts';
import { turnoverDay } from '@core/turnover-text';
import type { Tx } from '../../../db/client';
import { hostProfile } from '../../../db/schema';
import type { EmailKind } from '../../../email/kinds';
import { turnoverAlertEmail, type AlertEmailTexts } from '../../../email/turnover-alert-templates';
import { userLocale } from '../../../i18n/locale';
import { clock, day, ref, type TextArg } from '../../../i18n/text-ref';
import { createNotification } from '../../notifications';
import { cleanerName, type TurnoverJob, type TurnoverRecord } from '../reads';
import { cleanerContact, type TurnoverMailDeps } from './changes';

type About = { j: TurnoverJob; t: TurnoverRecord; deps: TurnoverMailDeps };

/** The words every alert fills in: the place, the day, the window (for an email, in its reader's language). */
function paramsOf({ j, t }: About, locale: Locale = DEFAULT_LOCALE) {
  return { place: placeName(j), date: turnoverDay(t.date, locale), ...windowIn12Hours(t, j.timeZone, locale) };
}

/** The same words as keys and values, for a notification each reader sees in their language (issue 41). */
function argsOf({ j, t }: About): Record<string, TextArg> {
  return {
    place: placeName(j),
    date: day(t.date),
    start: clock(t.startsAt, j.timeZone),
    end: clock(t.endsAt, j.timeZone, true),
  };
}

const cleanerTurnoverPath = (t: TurnoverRecord) => `/cleaner/turnovers/${encodeURIComponent(t.id)}`;
const hostTurnoversPath = (j: TurnoverJob) => `/host/jobs/${encodeURIComponent(j.id)}/turnovers`;

async function mailCleaner(
  tx: Tx,
  a: About,
  cleanerUserId: string,
  kind: EmailKind,
  texts: AlertEmailTexts,
  path: string,
): Promise<void> {
  const cleaner = await cleanerContact(tx, cleanerUserId);
  if (!cleaner) return;
  const content = turnoverAlertEmail({
    locale: cleaner.locale,
    appUrl: a.deps.appUrl,
    texts,
    params: { ...paramsOf(a, cleaner.locale), name: cleaner.firstName },
    path,
  });
  await a.deps.mailer.enqueue(tx, { to: cleaner.email, kind, ...content });
}

async function mailHost(tx: Tx, a: About, kind: EmailKind, texts: AlertEmailTexts, cleaner: string): Promise<void> {
  const [host] = await tx
    .select({ email: hostProfile.email, firstName: hostProfile.firstName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, a.j.hostUserId))
    .limit(1);
  if (!host) return;
  const locale = await userLocale(tx, a.j.hostUserId);
  const content = turnoverAlertEmail({
    locale,
    appUrl: a.deps.appUrl,
    texts,
    params: { ...paramsOf(a, locale), name: host.firstName, cleaner },
    path: hostTurnoversPath(a.j),
  });
  await a.deps.mailer.enqueue(tx, { to: host.email, kind, ...content });
}

/** The confirmed cleaner's reminder: the evening before, or two hours before the window. */
export async function tellReminder(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  which: 'evening' | 'soon',
  deps: TurnoverMailDeps,
): Promise<void> {
  if (!t.assignedCleanerUserId) return;
  const a = { j, t, deps };
  const m = text.reminder;
  await createNotification(tx, {
    userId: t.assignedCleanerUserId,
    type: 'turnovers_changed',
    title: ref(`turnoverAlertEmails.reminder.${which === 'evening' ? 'eveningTitle' : 'soonTitle'}`),
    message: ref('turnoverAlertEmails.reminder.message', argsOf(a)),
    data: { job_id: j.id, turnover_id: t.id },
  });
  const texts = {
    ...m,
    subject: which === 'evening' ? m.eveningSubject : m.soonSubject,
    heading: which === 'evening' ? m.eveningHeading : m.soonHeading,
  };
  await mailCleaner(tx, a, t.assignedCleanerUserId, 'turnover-reminder', texts, cleanerTurnoverPath(t));
}

/** Check-out plus 30 minutes and no start: the host and the cleaner are alerted, marked urgent. */
export async function alertStartOverdue(
  tx: Tx,
  j: TurnoverJob,
  t: TurnoverRecord,
  deps: TurnoverMailDeps,
): Promise<void> {
  await tellBoth(tx, { j, t, deps }, 'overdue', 'turnover-start-overdue-urgent', cleanerTurnoverPath(t));
}

/** The window ended without a start: the host (urgent) and the cleaner hear it was missed. */
export async function tellMissed(tx: Tx, j: TurnoverJob, t: TurnoverRecord, deps: TurnoverMailDeps): Promise<void> {
  await tellBoth(tx, { j, t, deps }, 'missed', 'turnover-missed-urgent', '/cleaner/schedule');
}

async function tellBoth(
  tx: Tx,
  a: About,
  which: 'overdue' | 'missed',
  kind: EmailKind,
  cleanerPath: string,
): Promise<void> {
  const { j, t } = a;
  const m = text[which];
  const key = (name: string) => `turnoverAlertEmails.${which}.${name}`;
  const cleaner = await cleanerName(tx, t.assignedCleanerUserId);
  const params = { ...argsOf(a), cleaner };
  const data = { job_id: j.id, turnover_id: t.id };
  // The host's urgent kind of notice: their Turnovers page refreshes on it.
  await createNotification(tx, {
    userId: j.hostUserId,
    type: 'turnover_unfilled',
    title: ref(key('hostTitle')),
    message: ref(key('hostMessage'), params),
    data,
  });
  await mailHost(tx, a, kind, m.hostEmail, cleaner);
  if (!t.assignedCleanerUserId) return;
  await createNotification(tx, {
    userId: t.assignedCleanerUserId,
    type: 'turnovers_changed',
    title: ref(key('cleanerTitle')),
    message: ref(key('cleanerMessage'), params),
    data,
  });
  await mailCleaner(tx, a, t.assignedCleanerUserId, kind, m.cleanerEmail, cleanerPath);
}
