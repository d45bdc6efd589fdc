// The Team section of a job's Turnovers page (issue 17): the hired cleaners in order, the first the
// primary, with 'Move up' / 'Move down', 'Remove from team' (confirmed first) and 'Add back'. After
// a move the keyboard focus follows the moved cleaner, so a member can be walked up the list by
// pressing Enter again. Issue 37: after a change the offers wait, and a notice says until when and
// to whom, with 'Send offers now'; each card shows the member's record at this property.
import { ArrowDown, ArrowUp, Send, UserMinus, UserPlus } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { RemovedTeamMember, TeamMember } from '@core/schemas/team';
import { canMove, OFFER_GRACE_MINUTES, type TeamDirection } from '@core/team';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { cn } from '@web/components/ui/cn';
import { notify } from '@web/components/ui/toast';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { teamMessages } from '@web/lib/messages/team';
import { MessageButton } from '@web/features/messages';
import { OwedBalance } from '@web/features/pay';
import { ReviewLink, ReviewSummary } from '@web/features/reviews';
import { ReliabilityRecord } from '@web/features/reliability';
import { useInvalidateHostTurnovers, useHostTurnovers } from '../api/host-turnovers';
import { useChangeTeam, useSendTeamOffers, useTeam } from '../api/team';
import { describeFailure } from '../errors';
import { formatTimeOfDay } from '../format';
import { ConfirmDialog } from './dialogs';

const hiredDay = (iso: string) =>
  new Date(iso).toLocaleDateString(intlTag(), { month: 'short', day: 'numeric', year: 'numeric' });

export function TeamSection({ jobId }: { jobId: string }) {
  const messages = useMessages(teamMessages, turnoversMessages);
  const m = messages.team;
  const team = useTeam(jobId);
  const change = useChangeTeam(jobId);
  const send = useSendTeamOffers(jobId);
  const invalidateTurnovers = useInvalidateHostTurnovers(jobId);
  // The page has loaded the job already: its zone is the one every time on the page is read in.
  const timeZone = useHostTurnovers(jobId).data?.job.timeZone;
  const [removing, setRemoving] = useState<TeamMember | null>(null);
  const [removeError, setRemoveError] = useState<string>();
  /** The button to focus once the list shows a move: the moved cleaner's, same way if still possible. */
  const focusAfter = useRef<{ cleanerId: string; direction: TeamDirection } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const members = useMemo(() => team.data?.members ?? [], [team.data]);
  const order = useMemo(() => members.map((x) => x.cleanerUserId), [members]);
  const busy = change.isPending || send.isPending;
  const heldUntil = team.data?.offersHeldUntil ?? null;
  // The grace ran out on the server (the team is read again while held): the offers went out.
  const wasHeld = useRef(heldUntil);
  useEffect(() => {
    if (wasHeld.current && !heldUntil) void invalidateTurnovers();
    wasHeld.current = heldUntil;
  }, [heldUntil, invalidateTurnovers]);
  useEffect(() => {
    // The buttons are disabled while a change runs: focus once it is done and the new order shows.
    if (!focusAfter.current || busy) return;
    const { cleanerId, direction } = focusAfter.current;
    focusAfter.current = null;
    if (!order.includes(cleanerId)) return;
    const way = canMove(order, cleanerId, direction) ? direction : direction === 'up' ? 'down' : 'up';
    list.current?.querySelector<HTMLButtonElement>(`[data-move="${cleanerId}:${way}"]`)?.focus();
  }, [busy, order]);

  const roleName = (member: TeamMember) =>
    member.role.kind === 'primary' ? m.primary : format(m.backup, { number: member.role.number });
  const fail = (err: unknown) => notify.error({ title: describeFailure(err, messages).message });

  const move = (member: TeamMember, direction: TeamDirection) =>
    change.mutate(
      { action: 'move', cleanerId: member.cleanerUserId, direction },
      {
        onSuccess: (next) => {
          focusAfter.current = { cleanerId: member.cleanerUserId, direction };
          const moved = next.members.find((x) => x.cleanerUserId === member.cleanerUserId);
          if (moved) notify.success({ title: format(m.moved, { name: member.name, role: roleName(moved) }) });
        },
        onError: fail,
      },
    );

  const confirmRemove = () => {
    if (!removing) return;
    setRemoveError(undefined);
    change.mutate(
      { action: 'remove', cleanerId: removing.cleanerUserId },
      {
        onSuccess: () => {
          notify.success({ title: format(m.removed, { name: removing.name }) });
          setRemoving(null);
        },
        onError: (err) => setRemoveError(describeFailure(err, messages).message),
      },
    );
  };

  const sendOffers = () =>
    send.mutate(undefined, { onSuccess: () => notify.success({ title: m.offersHeld.sent }), onError: fail });

  const addBack = (member: RemovedTeamMember) =>
    change.mutate(
      { action: 'add-back', cleanerId: member.cleanerUserId },
      { onSuccess: () => notify.success({ title: format(m.addedBack, { name: member.name }) }), onError: fail },
    );

  return (
    <Card className="p-4 sm:p-5">
      <section aria-labelledby="team-heading">
        <h2 id="team-heading" className="text-base font-semibold text-slate-900">
          {m.heading}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{m.explainer}</p>
        {heldUntil && members[0] && timeZone && (
          <div className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-3" data-testid="offers-held">
            <p className="font-semibold text-amber-950">{m.offersHeld.title}</p>
            <p className="mt-1 text-sm text-amber-950">
              {format(m.offersHeld.body, {
                name: members[0].name,
                time: formatTimeOfDay(heldUntil, timeZone),
                minutes: OFFER_GRACE_MINUTES,
              })}
            </p>
            <Button className="mt-3" disabled={busy} onClick={sendOffers}>
              {send.isPending ? (
                <BusyLabel>{m.offersHeld.sending}</BusyLabel>
              ) : (
                <>
                  <Send className="size-4" aria-hidden="true" />
                  {m.offersHeld.send}
                </>
              )}
            </Button>
          </div>
        )}
        <div className="mt-4">
          {team.isPending ? (
            <p className="text-sm text-slate-600">{m.loading}</p>
          ) : team.isError ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {m.loadFailed} {describeFailure(team.error, messages).message}
            </p>
          ) : members.length === 0 ? (
            <p className="text-sm text-slate-600">{m.empty}</p>
          ) : (
            <ol ref={list} className="space-y-3" aria-label={m.heading}>
              {members.map((member) => (
                <li
                  key={member.cleanerUserId}
                  className="rounded-xl border border-slate-200 p-3"
                  data-testid="team-member"
                >
                  <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className="font-semibold text-slate-900">{member.name}</span>
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-semibold',
                        member.role.kind === 'primary' ? 'bg-brand-50 text-brand-900' : 'bg-slate-100 text-slate-700',
                      )}
                    >
                      {roleName(member)}
                    </span>
                  </div>
                  <p className="mt-0.5 text-sm text-slate-600">
                    {format(m.hiredOn, { date: hiredDay(member.hiredAt) })}
                  </p>
                  <ReviewSummary userId={member.cleanerUserId} className="mt-1" />
                  <OwedBalance cleanerUserId={member.cleanerUserId} />
                  <Reliability record={member.reliability} />
                  <ReliabilityRecord record={member.record} of="cleaner" />
                  <div className="mt-3 flex flex-wrap gap-2">
                    <MessageButton target={{ jobId, cleanerId: member.cleanerUserId }} name={member.name} size="md" />
                    <ReviewLink userId={member.cleanerUserId} name={member.name} />
                    {(['up', 'down'] as const).map((direction) => {
                      const Icon = direction === 'up' ? ArrowUp : ArrowDown;
                      return (
                        <Button
                          key={direction}
                          data-move={`${member.cleanerUserId}:${direction}`}
                          variant="secondary"
                          aria-label={format(direction === 'up' ? m.moveUpLabel : m.moveDownLabel, {
                            name: member.name,
                          })}
                          disabled={busy || !canMove(order, member.cleanerUserId, direction)}
                          onClick={() => move(member, direction)}
                        >
                          <Icon className="size-4" aria-hidden="true" />
                          {direction === 'up' ? m.moveUp : m.moveDown}
                        </Button>
                      );
                    })}
                    <Button
                      variant="ghost"
                      className="text-red-700 hover:bg-red-50"
                      aria-label={format(m.removeLabel, { name: member.name })}
                      disabled={busy}
                      onClick={() => {
                        setRemoveError(undefined);
                        setRemoving(member);
                      }}
                    >
                      <UserMinus className="size-4" aria-hidden="true" />
                      {m.remove}
                    </Button>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {team.data && team.data.removed.length > 0 && (
            <div className="mt-5 border-t border-slate-100 pt-4">
              <h3 className="text-sm font-semibold text-slate-900">{m.removedHeading}</h3>
              <ul className="mt-2 space-y-2">
                {team.data.removed.map((member) => (
                  <li key={member.cleanerUserId} className="flex flex-wrap items-center justify-between gap-2">
                    <span className="text-sm text-slate-800">
                      <span className="font-medium">{member.name}</span> ·{' '}
                      {format(m.hiredOn, { date: hiredDay(member.hiredAt) })}
                    </span>
                    <Button
                      variant="secondary"
                      aria-label={format(m.addBackLabel, { name: member.name })}
                      disabled={busy}
                      onClick={() => addBack(member)}
                    >
                      <UserPlus className="size-4" aria-hidden="true" />
                      {m.addBack}
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </section>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => (open ? undefined : setRemoving(null))}
        title={format(m.removeTitle, { name: removing?.name ?? '' })}
        description={m.removeDescription}
        error={removeError}
        cancelLabel={m.removeCancel}
        confirmLabel={m.removeConfirm}
        busyLabel={m.removing}
        busy={busy}
        onConfirm={confirmRemove}
      />
    </Card>
  );
}

/** The member's record at this property, counted by the server from this job's offers and turnovers. */
function Reliability({ record }: { record: TeamMember['reliability'] }) {
  const m = useMessages(teamMessages).team.reliability;
  const none = Object.values(record).every((n) => n === 0);
  const parts = none
    ? [m.noOffers]
    : [
        format(m.offered, { count: record.offered }),
        format(m.answered, { count: record.answered }),
        format(m.pending, { count: record.pending }),
        format(m.confirmed, { count: record.confirmed }),
        format(m.declined, { count: record.declined }),
        format(m.lateCancellations, { count: record.lateCancellations }),
        format(m.completed, { count: record.completed }),
        format(m.missed, { count: record.missed }),
      ];
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid="team-reliability">
      <span className="font-medium text-slate-700">{m.scope}</span> {parts.join(' · ')}
    </p>
  );
}
