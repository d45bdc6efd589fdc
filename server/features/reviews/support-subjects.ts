// What the support queue sees and does for a reported review and for a contested no-show (issue
// 39). The queue (another feature) files cases, requires and logs a reason for each decision, and
// calls `act`; this file only describes the subject and carries the decision out.
import { eq } from 'drizzle-orm';
import { reviewEmails as mailText } from '@core/messages/en/review-emails';
import { fullName } from '@core/names';
import { turnoverDay } from '@core/turnover-text';
import type { Queryable } from '../../db/client';
import { cleanerProfile, hostProfile, noShow, review } from '../../db/schema';
import { format } from '@core/messages/format';
import { countReliabilityEvents } from '../reliability';
import { noShowEvents } from './service';

export interface SupportSubject {
  /** What support sees for one case; null when the subject is gone. */
  describe(
    q: Queryable,
    subjectId: string,
  ): Promise<{ title: string; body: string; people: { id: string; name: string; role: 'host' | 'cleaner' }[] } | null>;
  /** The decisions support can take, e.g. [{ id: 'hide', label: 'Hide the review' }, { id: 'keep', label: 'Keep it' }]. */
  actions: readonly { id: string; label: string }[];
  /** Carries out one decision (reason already required and logged by the queue). */
  act(q: Queryable, subjectId: string, actionId: string, actorId: string, reason: string): Promise<void>;
}

async function personOf(q: Queryable, userId: string) {
  const [h] = await q
    .select({ firstName: hostProfile.firstName, lastName: hostProfile.lastName })
    .from(hostProfile)
    .where(eq(hostProfile.userId, userId))
    .limit(1);
  if (h) return { id: userId, name: fullName(h.firstName, h.lastName), role: 'host' as const };
  const [c] = await q
    .select({ firstName: cleanerProfile.firstName, lastName: cleanerProfile.lastName })
    .from(cleanerProfile)
    .where(eq(cleanerProfile.userId, userId))
    .limit(1);
  return { id: userId, name: c ? fullName(c.firstName, c.lastName) : '', role: 'cleaner' as const };
}

const m = mailText.support;

/** A reported review (subject: the review's id): hide it from every public place, or keep it. */
export const reviewSubject: SupportSubject = {
  async describe(q, subjectId) {
    const [r] = await q.select().from(review).where(eq(review.id, subjectId)).limit(1);
    if (!r) return null;
    const author = await personOf(q, r.authorUserId);
    const subject = await personOf(q, r.subjectUserId);
    const ratings =
      r.direction === 'host_to_cleaner'
        ? `Quality ${r.quality}, punctuality ${r.punctuality}, communication ${r.communication}`
        : `Overall ${r.overall}; matched listing ${r.matchedListing ? 'yes' : 'no'}, access worked ${r.accessWorked ? 'yes' : 'no'}, checkout on time ${r.checkoutOnTime ? 'yes' : 'no'}, paid as agreed ${r.paidAsAgreed ? 'yes' : 'no'}`;
    return {
      title: format(m.reviewTitle, { author: author.name, subject: subject.name }),
      body: [ratings, r.words, r.hiddenAt ? '(hidden)' : ''].filter(Boolean).join('\n\n'),
      people: [author, subject],
    };
  },
  actions: [
    { id: 'hide', label: m.hide },
    { id: 'keep', label: m.keep },
  ],
  async act(q, subjectId, actionId) {
    if (actionId === 'hide') await q.update(review).set({ hiddenAt: new Date() }).where(eq(review.id, subjectId));
    else if (actionId === 'keep') await q.update(review).set({ hiddenAt: null }).where(eq(review.id, subjectId));
    else throw new Error(`unknown review action ${actionId}`);
  },
};

/** A contested no-show (subject: the turnover's id): keep it on the record, or withdraw it. */
export const noShowContestSubject: SupportSubject = {
  async describe(q, subjectId) {
    const [n] = await q.select().from(noShow).where(eq(noShow.turnoverId, subjectId)).limit(1);
    if (!n) return null;
    const host = await personOf(q, n.hostUserId);
    const cleaner = await personOf(q, n.cleanerUserId);
    return {
      title: format(m.contestTitle, {
        host: host.name,
        cleaner: cleaner.name,
        date: turnoverDay(n.markedAt.toISOString().slice(0, 10)),
      }),
      body: [n.statement ?? '', n.withdrawnAt ? '(withdrawn)' : ''].filter(Boolean).join('\n\n'),
      people: [host, cleaner],
    };
  },
  actions: [
    { id: 'keep', label: m.upheld },
    { id: 'withdraw', label: m.withdraw },
  ],
  async act(q, subjectId, actionId) {
    if (actionId !== 'withdraw' && actionId !== 'keep') throw new Error(`unknown no-show action ${actionId}`);
    const [n] = await q.select().from(noShow).where(eq(noShow.turnoverId, subjectId)).limit(1).for('update');
    if (!n) return;
    const withdraw = actionId === 'withdraw';
    // Nothing changes when the decision is what it already was.
    if (withdraw === (n.withdrawnAt !== null)) return;
    await q
      .update(noShow)
      .set({ withdrawnAt: withdraw ? new Date() : null })
      .where(eq(noShow.turnoverId, subjectId));
    // A withdrawn no-show leaves both records (and comes back if support keeps it after all).
    const by = withdraw ? -1 : 1;
    await countReliabilityEvents(q, [
      ...noShowEvents(n, 'marked', by),
      ...(n.contestedAt ? noShowEvents(n, 'contested', by) : []),
    ]);
  },
};

/** The two kinds of case the reviews feature gives the support queue. */
export const reviewSupportSubjects = { review: reviewSubject, no_show_contest: noShowContestSubject } as const;
