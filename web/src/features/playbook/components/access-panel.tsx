// The access instructions on the cleaner's page: behind 'Show access instructions' (each read is
// recorded for the host), only inside their window; before it, when they open; after, that they
// are gone. A cleaner auto-accept gave the turnover to reads why they wait for the host (issue 35).
// Without signal (issue 38, decision 043) they show from the phone's copy, kept only until the
// window ends: the panel counts the window on the app's clock, and says when they are not there.
import { Hourglass, KeyRound } from 'lucide-react';
import type { CleanerTurnoverResponse } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { ApiRequestError } from '@web/lib/api';
import { appNow } from '@web/lib/app-clock';
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
  offline,
}: {
  turnoverId: string;
  access: CleanerTurnoverResponse['access'];
  held: boolean;
  timeZone: string;
  /** The page is the phone's saved copy: its `state` may be out of date, and a read may find nothing saved. */
  offline: boolean;
}) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.cleaner;
  const read = useReadAccess(turnoverId);
  // A saved copy's state is the state when it was saved: past the window's end it is closed.
  const ended = Date.parse(access.closesAt) <= appNow();
  const state = ended ? 'closed' : access.state;

  let body;
  if (!access.provided) body = <p className="text-sm text-slate-600">{m.noAccess}</p>;
  else if (held)
    body = (
      <p className="flex gap-2 text-sm text-slate-700" data-testid="access-held">
        <Hourglass className="mt-0.5 size-4 shrink-0 text-amber-700" aria-hidden="true" />
        {m.accessHeld}
      </p>
    );
  else if (state === 'not_yet')
    body = (
      <p className="text-sm text-slate-700">{format(m.accessNotYet, { when: formatWhen(access.opensAt, timeZone) })}</p>
    );
  else if (state === 'closed')
    body = (
      <p className="text-sm text-slate-700" data-testid="access-closed">
        {offline ? m.accessOfflineClosed : m.accessClosed}
      </p>
    );
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
            {offline && read.error instanceof ApiRequestError && read.error.code === 'NETWORK'
              ? m.accessNotSaved
              : describeFailure(read.error, messages).message}
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
