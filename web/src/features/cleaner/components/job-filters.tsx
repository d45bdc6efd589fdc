// The filter card of /browse-jobs: city contains (typed), state (states with active jobs) and, for a
// cleaner with a home ZIP code, 'Within' a distance (issue 43; their own radius until they choose).
import { Search, X } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { WITHIN_CHOICES } from '@core/areas';
import { useTypedBeforeHydration } from '@web/lib/hydration';
import { format, useMessages } from '@web/lib/i18n';
import { areasMessages } from '@web/lib/messages/areas';
import { cleanerMessages } from '@web/lib/messages/cleaner';
import type { BrowseFilters } from '../api/browse-jobs';
import { stateName } from '../state-name';

type Props = {
  value: BrowseFilters;
  states: string[];
  onChange: (next: BrowseFilters) => void;
  /** The cleaner's home ZIP and radius; null without a home ZIP (no 'Within' then). */
  area?: { homeZip: string; radiusMiles: number } | null;
};

export function JobFilters({ value, states, onChange, area }: Props) {
  const m = useMessages(cleanerMessages).cleaner.browse;
  const a = useMessages(areasMessages).areas.browse;
  const radius = area?.radiusMiles;
  const within = value.within || (radius !== undefined ? String(radius) : '');
  const choices = [...new Set([...WITHIN_CHOICES, ...(radius !== undefined ? [radius] : [])].sort((x, y) => x - y))];
  const active = value.city.trim() !== '' || value.state !== '' || (value.within !== undefined && value.within !== '');
  // The page arrives rendered on the server (decision 049): what was typed or chosen before it was
  // live is kept and filters as if typed now.
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, (typed) =>
    onChange({
      ...value,
      city: typed.city ?? value.city,
      state: typed.state ?? value.state,
      ...(typed.within !== undefined && { within: typed.within }),
    }),
  );
  return (
    <Card className="p-4 sm:p-5">
      <form
        ref={form}
        role="search"
        aria-label={m.filters}
        onSubmit={(e) => e.preventDefault()}
        className={
          area
            ? 'grid gap-4 sm:grid-cols-[1fr_1fr_1fr_auto] sm:items-end'
            : 'grid gap-4 sm:grid-cols-[1fr_1fr_auto] sm:items-end'
        }
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
        {area && (
          <SelectField
            label={a.within}
            name="within"
            value={within}
            // The cleaner's own radius is the default ('' asks for it): it may be none of the choices.
            onChange={(e) => onChange({ ...value, within: e.target.value === String(radius) ? '' : e.target.value })}
          >
            {choices.map((miles) => (
              <option key={miles} value={String(miles)}>
                {format(a.miles, { miles })}
              </option>
            ))}
            <option value="any">{a.any}</option>
          </SelectField>
        )}
        <Button
          variant="ghost"
          className="h-11"
          disabled={!active}
          onClick={() => onChange({ city: '', state: '', within: '' })}
        >
          <X className="size-4" aria-hidden="true" />
          {m.clear}
        </Button>
      </form>
    </Card>
  );
}
