// Issue 38: which notifications also go to a person's devices as a push, and what the push says. The
// push is queued in the notification's own transaction; its words are the bell's (never an address
// before confirmation, never access instructions: the bell holds neither).
import { notificationTarget, type NotificationType } from '@core/notifications';
import { pushKindOf } from '@core/push-kinds';
import { push as text } from '@core/messages/en/push';
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
export type PushExtras = {
  answerLinks?: { confirmUrl: string; declineUrl: string };
  /** The push's own words when the bell's name a place a locked screen must not show. */
  body?: string;
  urgency?: 'normal' | 'high';
};

export async function notificationPush(q: Queryable, n: NewNotification): Promise<void> {
  const urgency = n.push?.urgency ?? PUSHED[n.type];
  if (!urgency) return;
  const data = n.data ?? {};
  const payload: PushPayload = {
    title: n.title,
    body: n.push?.body ?? n.message,
    url: notificationTarget({ type: n.type, data }) ?? '/',
    tag: data.turnover_id ? `${n.type}:${data.turnover_id}` : undefined,
  };
  const links = n.push?.answerLinks;
  if (links)
    payload.actions = [
      { action: 'confirm', title: text.actions.confirm, url: links.confirmUrl },
      { action: 'decline', title: text.actions.decline, url: links.declineUrl },
    ];
  await enqueuePush(q, { userId: n.userId, payload, urgency, kind: pushKindOf(n.type, Boolean(links)) });
}
