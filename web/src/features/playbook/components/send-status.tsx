// What of the cleaner's work is still only on the phone (issue 38): 'Waiting to send (n)' while
// ticks, notes or photos wait for a signal or their turn, then 'All changes sent' once the server
// has them all. Nothing shows before the first change.
import { CircleCheck, CloudUpload } from 'lucide-react';
import { useState } from 'react';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import type { SendQueueHandle } from '../use-send-queue';

export function SendStatus({ sending }: { sending: SendQueueHandle }) {
  const s = useMessages(playbookMessages).playbook.sending;
  const waiting = sending.unsent;
  // 'All changes sent' only after something waited (set while rendering: nothing to synchronize).
  const [hadWaiting, setHadWaiting] = useState(false);
  if (waiting > 0 && !hadWaiting) setHadWaiting(true);

  return (
    <div role="status" aria-live="polite" data-testid="send-status" data-waiting={waiting}>
      {waiting > 0 ? (
        <div className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-950">
          <CloudUpload className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
          <div>
            <p className="font-semibold">{format(s.waiting, { count: String(waiting) })}</p>
            {sending.held && <p className="text-sm">{s.waitingHint}</p>}
          </div>
        </div>
      ) : hadWaiting ? (
        <p className="flex items-center gap-2 text-sm font-medium text-green-800">
          <CircleCheck className="size-4 shrink-0" aria-hidden="true" />
          {s.allSent}
        </p>
      ) : null}
    </div>
  );
}
