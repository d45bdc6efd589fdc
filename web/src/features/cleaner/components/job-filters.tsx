// The filter card of /browse-jobs: city contains (typed) and state (states with active jobs).
import { Search, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { useTypedBeforeHydration } from '@web/lib/hydration';
import { useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import type { BrowseFilters } from '../api/browse-jobs';
import { stateName } from '../state-name';

type Props = { value: BrowseFilters; states: string[]; onChange: (next: BrowseFilters) => void };

export function JobFilters({ value, states, onChange }: Props) {
  const m = useMessages(cleanerMessages).cleaner.browse;
  const active = value.city.trim() !== '' || value.state !== '';
  // The page arrives rendered on the server (decision 049): what was typed or chosen before it was
  // live is kept and filters as if typed now.
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    onChange({ city: typed.city ?? value.city, state: typed.state ?? value.state }),
  );
  return (
    <Card className="p-4 sm:p-5">
      <form
        ref={form}
        role="search"
        aria-label={m.filters}
        onSubmit={(e) => e.preventDefault()}
        className="grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <div className="relative">
          <TextField
            label={m.city}
            name="city"
            type="search"
            autoComplete="off"
            placeholder={m.cityPlaceholder}
            value={value.city}
            onChange={(e) => onChange({ ...value, city: e.target.value })}
            className="pl-9"
          />
          <Search className="pointer-events-none absolute bottom-3 left-3 size-5 text-slate-400" aria-hidden="true" />
        </div>
        <SelectField
          label={m.state}
          name="state"
          value={value.state}
          onChange={(e) => onChange({ ...value, state: e.target.value })}
        >
          <option value="">{m.allStates}</option>
          {(value.state && !states.includes(value.state) ? [value.state, ...states] : states).map((code) => (
            <option key={code} value={code}>
              {stateName(code)}
            </option>
          ))}
        </SelectField>
        <Button variant="ghost" className="h-11" disabled={!active} onClick={() => onChange({ city: '', state: '' })}>
          <X className="size-4" aria-hidden="true" />
          {m.clear}
        </Button>
      </form>
    </Card>
  );
}
