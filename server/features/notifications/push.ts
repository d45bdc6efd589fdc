// Issue 38: which notifications also go to a person's devices as a push, and what the push says. The
// push is queued in the notification's own transaction; its words are the bell's (never an address
// before confirmation, never access instructions: the bell holds neither).
import { notificationTarget, type NotificationType } from '@core/notifications';
import { pushKindOf } from '@core/push-kinds';
import type { Locale } from '@core/locale';
import { messagesFor } from '@core/messages/catalog';
import { userLocale } from '../../i18n/locale';
import { renderRef, type TextRef } from '../../i18n/text-ref';
import { translateText } from '../../i18n/translate';
import type { PushPayload } from '@core/schemas/push';
import type { Queryable } from '../../db/client';
import { enqueuePush } from '../push';
import type { NewNotification } from './service';

/** Pushed kinds and their urgency: 'high' wakes a sleeping phone (someone is waiting on an answer). */
const PUSHED: Partial<Record<NotificationType, 'normal' | 'high'>> = {
  turnover_offered: 'high',
  turnover_unfilled: 'high',
  turnovers_changed: 'normal',
  turnover_completed: 'normal',
};

/** A new offer's two answers: the signed links its email buttons carry (server/features/turnovers/offer-tokens.ts). */
export type AnswerLinks = { confirmUrl: string; declineUrl: string };

export type PushExtras = {
  answerLinks?: AnswerLinks;
  /** The push's own words when the bell's name a place a locked screen must not show. */
  body?: string | TextRef;
  urgency?: 'normal' | 'high';
};

/** A cleaner's pushes about their turnovers: one notification per turnover on the phone (pushTag). */
const CLEANER_TURNOVER_TYPES: readonly NotificationType[] = ['turnover_offered', 'turnovers_changed'];

/**
 * The tag of a push about one turnover: a newer push with the same tag replaces the older on the
 * device. A cleaner's offer, its reminder and what became of it (confirmed, lapsed, given to
 * another, moved) share one, whichever way the offer came (on its own, or as a change list of one),
 * so an offer's Confirm never outlives the offer on the lock screen.
 */
function pushTag(type: NotificationType, turnoverId: string | undefined): string | undefined {
  if (!turnoverId) return undefined;
  return CLEANER_TURNOVER_TYPES.includes(type) ? `turnover:${turnoverId}` : `${type}:${turnoverId}`;
}

const answerActions = (links: AnswerLinks, locale: Locale): PushPayload['actions'] => [
  { action: 'confirm', title: messagesFor(locale).push.actions.confirm, url: links.confirmUrl },
  { action: 'decline', title: messagesFor(locale).push.actions.decline, url: links.declineUrl },
];

/** Issue 41: a push is read once, when it arrives: it is written in the recipient's language then. */
const wordsIn = (t: string | TextRef, locale: Locale) =>
  typeof t === 'string' ? translateText(t, locale) : renderRef(t, locale);

export async function notificationPush(q: Queryable, n: NewNotification): Promise<void> {
  const urgency = n.push?.urgency ?? PUSHED[n.type];
  if (!urgency) return;
  const data = n.data ?? {};
  const locale = await userLocale(q, n.userId);
  const payload: PushPayload = {
    title: wordsIn(n.title, locale),
    body: wordsIn(n.push?.body ?? n.message, locale),
    url: notificationTarget({ type: n.type, data }) ?? '/',
    tag: pushTag(n.type, data.turnover_id),
  };
  const links = n.push?.answerLinks;
  if (links) payload.actions = answerActions(links, locale);
  await enqueuePush(q, { userId: n.userId, payload, urgency, kind: pushKindOf(n.type, Boolean(links)) });
}

/**
 * Issue 38: the push that offers still unanswered are about to lapse. For one offer, with its own
 * Confirm / Can't make it and its tag (it replaces the offer's notification); for several made
 * together, one push that opens the schedule. Urgent, as the offer was: it goes in quiet hours too.
 * A push only, not a bell entry: the bell already lists the offer and the schedule counts its time
 * down, while a reminder left in the bell would outlive the answer.
 */
export async function pushOfferReminder(
  q: Queryable,
  input: {
    userId: string;
    title: string;
    body: string;
    offer?: { turnoverId: string; answerLinks: AnswerLinks };
  },
): Promise<void> {
  const type = 'turnover_offered';
  const locale = await userLocale(q, input.userId);
  const payload: PushPayload = {
    title: wordsIn(input.title, locale),
    body: wordsIn(input.body, locale),
    url: notificationTarget({ type, data: {} }) ?? '/',
  };
  if (input.offer) {
    payload.tag = pushTag(type, input.offer.turnoverId);
    payload.actions = answerActions(input.offer.answerLinks, locale);
  }
  await enqueuePush(q, { userId: input.userId, payload, urgency: 'high', kind: pushKindOf(type, true) });
}
