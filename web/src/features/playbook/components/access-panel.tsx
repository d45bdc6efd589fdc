// The access instructions on the cleaner's page: behind 'Show access instructions' (each read is
// recorded for the host), only inside their window; before it, when they open; after, that they
// are gone. A cleaner auto-accept gave the turnover to reads why they wait for the host (issue 35).
import { Hourglass, KeyRound } from 'lucide-react';
import type { CleanerTurnoverResponse } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useReadAccess } from '../api/cleaner-turnover';
import { describeFailure } from '../errors';
import { formatWhen } from '../format';

export function AccessPanel({
  turnoverId,
  access,
  held,
  timeZone,
}: {
  turnoverId: string;
  access: CleanerTurnoverResponse['access'];
  held: boolean;
  timeZone: string;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const read = useReadAccess(turnoverId);

  let body;
  if (!access.provided) body = <p className="text-sm text-slate-600">{m.noAccess}</p>;
  else if (held)
    body = (
      <p className="flex gap-2 text-sm text-slate-700" data-testid="access-held">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {m.accessHeld}
      </p>
    );
  else if (access.state === 'not_yet')
    body = (
      <p className="text-sm text-slate-700">{format(m.accessNotYet, { when: formatWhen(access.opensAt, timeZone) })}</p>
    );
  else if (access.state === 'closed') body = <p className="text-sm text-slate-700">{m.accessClosed}</p>;
  else if (read.data)
    body = (
      <>
        <p
          className="whitespace-pre-line break-words rounded-lg bg-amber-50 p-3 font-mono text-sm text-slate-900 ring-1 ring-amber-200"
          data-testid="access-instructions"
        >
          {read.data.accessInstructions ?? m.noAccess}
        </p>
        <p className="mt-2 text-xs text-slate-600">{m.accessRecorded}</p>
      </>
    );
  else
    body = (
      <>
        <Button
          variant="secondary"
          className="w-full sm:w-auto"
          disabled={read.isPending}
          onClick={() => read.mutate()}
        >
          {read.isPending ? (
            <BusyLabel>{m.showingAccess}</BusyLabel>
          ) : (
            <>
              <KeyRound className="size-4" aria-hidden="true" />
              {m.showAccess}
            </>
          )}
        </Button>
        <p className="mt-2 text-xs text-slate-600">{m.accessRecorded}</p>
        {read.isError && (
          <p role="alert" className="mt-2 text-sm font-medium text-red-700">
            {describeFailure(read.error, messages).message}
          </p>
        )}
      </>
    );

  return (
    <section aria-labelledby="access-heading">
      <h2 id="access-heading" className="mb-2 text-base font-semibold text-slate-900">
        {m.accessHeading}
      </h2>
      {body}
    </section>
  );
}
