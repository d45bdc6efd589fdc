// The one place that decides which turnover fields leave the server (issue 16).
import type { NextTurnover, TurnoverItem } from '@core/schemas/turnovers';
import { fullName } from '@core/names';
import { coverState } from '@core/offers';
import { accessHeld } from '@core/playbook';
import type { OfferStatus, TurnoverSource, TurnoverStatus } from '@core/turnovers';
import { maySeeAddress, type Viewer } from './policy';

export type TurnoverRow = {
  id: string;
  jobId: string;
  date: string;
  startsAt: Date;
  endsAt: Date;
  sameDay: boolean;
  payment: number;
  notes: string | null;
  source: TurnoverSource;
  status: TurnoverStatus;
  assignedCleanerUserId: string | null;
  cancelledAt: Date | null;
  unfilledAt: Date | null;
  openedAt: Date | null;
  accessHeldFor: string | null;
  startedAt: Date | null;
  completedAt: Date | null;
  missedAt: Date | null;
  missedHandledAt: Date | null;
  startOverdueAlertedAt: Date | null;
  updatedAt: Date;
  job: { hostUserId: string; propertyAddress: string | null; city: string; state: string; timeZone: string };
  assignedFirstName: string | null;
  assignedLastName: string | null;
  noShowMarkedAt: Date | null;
  noShowStatement: string | null;
  noShowWithdrawnAt: Date | null;
};

export type OfferRow = {
  turnoverId: string;
  cleanerUserId: string;
  askedTogether: boolean;
  status: OfferStatus;
  firstName: string;
  lastName: string;
  answeredAt: Date | null;
  reason: string | null;
  deadlineAt: Date | null;
  late: boolean;
};

/** Issue 37: a problem reported on a turnover, as its host's card shows it. */
export type ProblemRow = {
  id: string;
  turnoverId: string;
  kind: TurnoverItem['problems'][number]['kind'];
  description: string;
  createdAt: Date;
  acknowledgedAt: Date | null;
  resolvedAt: Date | null;
};

/**
 * `offers`: the turnover's offers, oldest first. The open one (or the latest) is the answer the
 * page shows; the host also gets the earlier answers of the chain, oldest to newest (who said no,
 * or let it lapse), and who else was asked at once close to the window (issue 37). A cleaner sees
 * only their own offers, never another cleaner's answer.
 */
export function presentTurnover(
  row: TurnoverRow,
  offers: readonly OfferRow[],
  viewer: Viewer,
  problems: readonly ProblemRow[] = [],
): TurnoverItem {
  const host = viewer.role === 'host' && viewer.userId === row.job.hostUserId;
  const mine = viewer.role === 'cleaner' ? offers.filter((o) => o.cleanerUserId === viewer.userId) : offers;
  const open = mine.filter((o) => o.status === 'offered');
  const offer = open[0] ?? mine.at(-1);
  // An earlier confirmation is of a round that ended (moved to another day, or missed and reopened): not an answer to this one.
  const earlier = host
    ? mine.filter((o) => o !== offer && o.status !== 'offered' && o.status !== 'withdrawn' && o.status !== 'confirmed')
    : [];
  const askedWith = host ? open.slice(1).map((o) => fullName(o.firstName, o.lastName)) : [];
  return {
    id: row.id,
    jobId: row.jobId,
    date: row.date,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.job.timeZone,
    sameDay: row.sameDay,
    payment: row.payment,
    notes: row.notes,
    source: row.source,
    status: row.status,
    place: {
      city: row.job.city,
      state: row.job.state,
      propertyAddress: maySeeAddress(viewer, {
        hostUserId: row.job.hostUserId,
        assignedCleanerUserId: row.assignedCleanerUserId,
      })
        ? row.job.propertyAddress
        : null,
    },
    assignedCleaner: row.assignedCleanerUserId
      ? {
          userId: row.assignedCleanerUserId,
          name: fullName(row.assignedFirstName ?? '', row.assignedLastName ?? ''),
        }
      : null,
    offer: offer
      ? {
          status: offer.status,
          cleanerName: fullName(offer.firstName, offer.lastName),
          answeredAt: offer.answeredAt?.toISOString() ?? null,
          reason: offer.reason,
          deadlineAt: offer.deadlineAt?.toISOString() ?? null,
          late: offer.late,
          ...(askedWith.length ? { askedWith } : {}),
        }
      : null,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    history: earlier.map((o) => ({
      status: o.status,
      cleanerName: fullName(o.firstName, o.lastName),
      reason: o.reason,
      late: o.late,
    })),
    cover: coverState({
      status: row.status,
      openOffer: open.length > 0,
      unfilledAt: row.unfilledAt,
      openedAt: row.openedAt,
    }),
    unfilledAt: row.unfilledAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    accessHeld: accessHeld(row),
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    problems: host
      ? problems.map((p) => ({
          id: p.id,
          kind: p.kind,
          description: p.description,
          createdAt: p.createdAt.toISOString(),
          acknowledgedAt: p.acknowledgedAt?.toISOString() ?? null,
          resolvedAt: p.resolvedAt?.toISOString() ?? null,
        }))
      : [],
    missedAt: row.missedAt?.toISOString() ?? null,
    missedHandledAt: row.missedHandledAt?.toISOString() ?? null,
    startOverdueAlertedAt: row.startOverdueAlertedAt?.toISOString() ?? null,
    noShow:
      host && row.noShowMarkedAt
        ? {
            markedAt: row.noShowMarkedAt.toISOString(),
            withdrawn: row.noShowWithdrawnAt !== null,
            statement: row.noShowStatement,
          }
        : null,
  };
}

export function presentNextTurnover(
  row: { date: string; startsAt: Date; timeZone: string; status: TurnoverStatus } | undefined,
): NextTurnover | null {
  return row
    ? { date: row.date, startsAt: row.startsAt.toISOString(), timeZone: row.timeZone, status: row.status }
    : null;
}
