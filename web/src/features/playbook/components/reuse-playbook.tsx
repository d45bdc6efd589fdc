// A playbook need not start empty (issue 37, item 9): 'Use the starter checklist' while the
// checklist is empty (core/playbook-starter.ts), and 'Copy from another property' from the host's
// other jobs with a checklist or supplies. The server decides what is copied; the texts say it.
import { ClipboardList, Copy } from 'lucide-react';
import { useState } from 'react';
import { placeName } from '@core/places';
import type { PlaybookResponse } from '@core/schemas/playbook';
import { Button } from '@web/components/ui/button';
import { BusyLabel } from '@web/components/ui/busy-label';
import { Card } from '@web/components/ui/card';
import { SelectField } from '@web/components/ui/field';
import { FormError } from '@web/components/ui/form-error';
import { notify } from '@web/components/ui/toast';
import { format, useMessages } from '@web/lib/i18n';
import { playbookMessages } from '@web/lib/messages/playbook';
import { useCopyPlaybook, useStarterChecklist } from '../api/host-playbook';
import { describeFailure } from '../errors';

export function StarterChecklist({ jobId }: { jobId: string }) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const starter = useStarterChecklist(jobId);
  return (
    <Card className="space-y-3 p-4">
      <h3 className="flex items-center gap-1.5 font-semibold text-slate-900">
        <ClipboardList className="size-5 text-slate-500" aria-hidden="true" />
        {m.starterHeading}
      </h3>
      <p className="text-sm text-slate-600">{m.starterDescription}</p>
      <FormError message={starter.error ? describeFailure(starter.error, messages).message : undefined} />
      <Button
        type="button"
        variant="secondary"
        className="w-full sm:w-auto"
        disabled={starter.isPending}
        onClick={() => starter.mutate(undefined, { onSuccess: () => notify.success({ title: m.starterAdded }) })}
      >
        {starter.isPending ? <BusyLabel>{m.adding}</BusyLabel> : m.useStarter}
      </Button>
    </Card>
  );
}

export function CopyFromProperty({ jobId, sources }: { jobId: string; sources: PlaybookResponse['copySources'] }) {
  const messages = useMessages(playbookMessages);
  const m = messages.playbook.host;
  const copy = useCopyPlaybook(jobId);
  const [fromJobId, setFromJobId] = useState(sources[0]?.id ?? '');
  if (sources.length === 0) return null;
  const chosen = sources.find((s) => s.id === fromJobId) ?? sources[0]!;
  return (
    <Card className="p-4">
      <form
        className="space-y-3"
        aria-labelledby="copy-heading"
        onSubmit={(event) => {
          event.preventDefault();
          copy.mutate(
            { fromJobId: chosen.id },
            { onSuccess: () => notify.success({ title: format(m.copied, { place: placeName(chosen) }) }) },
          );
        }}
      >
        <h3 id="copy-heading" className="flex items-center gap-1.5 font-semibold text-slate-900">
          <Copy className="size-5 text-slate-500" aria-hidden="true" />
          {m.copyHeading}
        </h3>
        <p className="text-sm text-slate-600">{m.copyDescription}</p>
        <SelectField
          name="fromJobId"
          label={m.copyFrom}
          value={chosen.id}
          onChange={(e) => setFromJobId(e.target.value)}
        >
          {sources.map((s) => (
            <option key={s.id} value={s.id}>
              {format(m.copySource, { place: placeName(s), count: s.itemCount })}
            </option>
          ))}
        </SelectField>
        <FormError message={copy.error ? describeFailure(copy.error, messages).message : undefined} />
        <Button type="submit" variant="secondary" className="w-full sm:w-auto" disabled={copy.isPending}>
          {copy.isPending ? <BusyLabel>{m.copying}</BusyLabel> : m.copy}
        </Button>
      </form>
    </Card>
  );
}
