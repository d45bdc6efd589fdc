// Issue 17, on /browse-jobs: urgent one-off turnovers hosts opened in the cleaner's state (their
// city first), each with its date, window, pay, city and size, and 'Request'. Nothing shows while
// there are none: the job list stays as the spec has it.
import { Siren } from 'lucide-react';
import type { OpenTurnoverItem } from '@core/schemas/turnovers';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { DistanceAway } from '@web/components/ui/distance-away';
import { notify } from '@web/components/ui/toast';
import { ReliabilityRecord } from '@web/features/reliability';
import { format, useMessages } from '@web/lib/i18n';
import { turnoversMessages } from '@web/lib/messages/turnovers';
import { openTurnoversMessages } from '@web/lib/messages/open-turnovers';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useOpenTurnovers, useRequestTurnover } from '../api/open-turnovers';
import { describeFailure } from '../errors';
import { formatDay, formatPay, formatWindow } from '../format';
import { SameDayBadge } from './turnover-badges';

export function OpenTurnoversSection() {
  const m = useMessages(openTurnoversMessages).openTurnovers.cleaner;
  const open = useOpenTurnovers();
  const list = open.data?.turnovers ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="open-turnovers-heading"
      className="rounded-2xl border border-red-200 bg-red-50/50 p-4 sm:p-5"
      data-testid="open-turnovers"
    >
      <h2 id="open-turnovers-heading" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <Siren className="size-5 text-red-700" aria-hidden="true" />
        {m.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{m.description}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {list.map((t) => (
          <li key={t.id}>
            <OpenTurnoverCard turnover={t} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OpenTurnoverCard({ turnover: t }: { turnover: OpenTurnoverItem }) {
  const messages = useMessages(openTurnoversMessages, turnoversMessages, playbookMessages);
  const m = messages.openTurnovers.cleaner;
  const request = useRequestTurnover();
  const day = formatDay(t.date);
  return (
    <Card className="flex h-full flex-col p-4" data-testid="open-turnover" data-date={t.date}>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold text-slate-900">{day}</h3>
          <p className="text-sm text-slate-700">{format(m.window, formatWindow(t.startsAt, t.endsAt, t.timeZone))}</p>
        </div>
        <p className="shrink-0 text-lg font-bold text-slate-900">{formatPay(t.payment)}</p>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {t.city}, {t.state} · {format(m.size, { bedrooms: t.bedrooms, bathrooms: t.bathrooms })}
        <DistanceAway miles={t.distanceMiles} className="ml-1 font-medium before:content-['·_']" />
      </p>
      <ReliabilityRecord record={t.hostRecord} of="host" />
      {t.sameDay && (
        <div className="mt-2">
          <SameDayBadge />
        </div>
      )}
      <div className="mt-auto pt-3">
        <Button
          className="w-full"
          variant={t.requested ? 'secondary' : 'primary'}
          disabled={t.requested || request.isPending}
          aria-label={t.requested ? undefined : format(m.requestLabel, { date: day, city: t.city })}
          onClick={() =>
            request.mutate(t.id, {
              // Only auto-accept assigns on a request, and its cleaner waits for the host's 'Approve access'.
              onSuccess: (result) =>
                notify.success(
                  result.status === 'assigned'
                    ? { title: m.assignedToast, description: messages.playbook.cleaner.accessHeld }
                    : { title: m.requestedToast },
                ),
              onError: (err) => notify.error({ title: describeFailure(err, messages).message }),
            })
          }
        >
          {request.isPending ? <BusyLabel>{m.requesting}</BusyLabel> : t.requested ? m.requested : m.request}
        </Button>
      </div>
    </Card>
  );
}
