// What a support case is about is pluggable (issue 39): each kind is a subject handler a feature
// exports and server/app.ts (the composition root) hands to the support feature, as billing gets
// its `planChanged` (decision 038). The queue itself knows no feature: it files cases, shows what
// the handler describes, requires and logs a reason, and lets the handler carry out the decision.
import type { Queryable } from '../../db/client';

export type { Queryable };

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

/** The subject handlers by case kind ('conversation', 'review', 'no_show_contest', ...). */
export type SupportSubjects = Readonly<Record<string, SupportSubject>>;
