// State and city inputs backed by core/us-states.ts (56 states and territories, 15 cities each).
import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import { citiesFor, US_STATES } from '@core/us-states';
import { SelectField, TextField } from './field';

type Common = { label: ReactNode; error?: string; required?: boolean; disabled?: boolean; name?: string; id?: string };

export function StateSelectField({
  value,
  onValueChange,
  placeholder,
  allOption,
  ...props
}: Common & { value: string; onValueChange: (code: string) => void; placeholder?: string; allOption?: string } & Omit<
    SelectHTMLAttributes<HTMLSelectElement>,
    'value' | 'onChange'
  >) {
  return (
    <SelectField value={value} onChange={(e) => onValueChange(e.target.value)} {...props}>
      {allOption !== undefined ? <option value="">{allOption}</option> : <option value="">{placeholder}</option>}
      {US_STATES.map((s) => (
        <option key={s.code} value={s.code}>
          {s.name}
        </option>
      ))}
    </SelectField>
  );
}

/**
 * A city for the chosen state: `select` offers only the state's cities (plus the current value,
 * if it is not one of them); `suggest` is free text with the state's cities as suggestions.
 */
export function CityField({
  state,
  value,
  onValueChange,
  mode,
  placeholder,
  chooseStateFirst,
  ...props
}: Common & {
  state: string;
  value: string;
  onValueChange: (city: string) => void;
  mode: 'select' | 'suggest';
  placeholder: string;
  chooseStateFirst: string;
}) {
  const listId = useId();
  const cities = state ? citiesFor(state) : [];
  if (mode === 'select') {
    const options = value && !cities.includes(value) ? [value, ...cities] : cities;
    return (
      <SelectField
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        {...props}
        disabled={props.disabled || !state}
      >
        <option value="">{state ? placeholder : chooseStateFirst}</option>
        {options.map((c) => (
          <option key={c} value={c}>
            {c}
          </option>
        ))}
      </SelectField>
    );
  }
  return (
    <>
      <TextField
        value={value}
        onChange={(e) => onValueChange(e.target.value)}
        list={cities.length ? listId : undefined}
        autoComplete="address-level2"
        placeholder={placeholder}
        {...props}
      />
      {cities.length > 0 && (
        <datalist id={listId}>
          {cities.map((c) => (
            <option key={c} value={c} />
          ))}
        </datalist>
      )}
    </>
  );
}
