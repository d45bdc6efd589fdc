// The calculator form's state: what each number field holds as typed, and the inputs the estimate
// uses. A field holding something that is not a valid number keeps its text (so nothing typed is
// lost) and shows its message, while the estimate keeps that field's last valid value.
import { useMemo, useState } from 'react';
import {
  AREA_FIELDS,
  calculateQuote,
  COUNT_FIELDS,
  COUNT_MAX,
  defaultCalculatorInputs,
  RATE_SLIDER,
  AREA_SLIDER,
  type CalculatorInputs,
} from '@core/calculator';
import { readCalculatorField } from '@core/calculator-fields';
import { useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';

export const NUMBER_FIELDS = [...COUNT_FIELDS, ...AREA_FIELDS, 'hourlyRate'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];

export const boundsOf = (field: NumberField) =>
  field === 'hourlyRate'
    ? RATE_SLIDER
    : (AREA_FIELDS as readonly string[]).includes(field)
      ? AREA_SLIDER
      : { min: 0, max: COUNT_MAX, step: 1 };

type Texts = Record<NumberField, string>;
const initialTexts = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, String(defaultCalculatorInputs[f])])) as Texts;

/** Parses what a field holds: its number, or the message saying what is wrong. An empty rate is wrong (there is no 0 rate). */
export function parseField(
  field: NumberField,
  text: string,
): { value: number; error?: undefined } | { value?: undefined; error: string } {
  // The contract's own reading (core/schemas/calculator.ts) without zod: see core/calculator-fields.ts.
  return readCalculatorField(field, text);
}

export function useCalculator() {
  const m = useMessages(calculatorMessages).calculator;
  const [texts, setTexts] = useState<Texts>(initialTexts);
  const [inputs, setInputs] = useState<CalculatorInputs>(defaultCalculatorInputs);

  const errors = useMemo(() => {
    const out: Partial<Record<NumberField, string>> = {};
    for (const f of NUMBER_FIELDS) {
      const parsed = parseField(f, texts[f]);
      if (parsed.error !== undefined) out[f] = parsed.error;
    }
    return out;
  }, [texts]);

  const quote = useMemo(() => calculateQuote(inputs, m), [inputs, m]);

  const setText = (field: NumberField, text: string) => {
    setTexts((t) => ({ ...t, [field]: text }));
    const parsed = parseField(field, text);
    if (parsed.value !== undefined) setInputs((i) => ({ ...i, [field]: parsed.value }));
  };

  /** Sets a number within the field's bounds (steppers, arrow keys, sliders). */
  const setValue = (field: NumberField, value: number) => {
    const { min, max } = boundsOf(field);
    setText(field, String(Math.min(max, Math.max(min, value))));
  };

  /** On leaving a field, a valid entry is shown as its number ("" becomes "0", "007" becomes "7"). */
  const tidy = (field: NumberField) => {
    const parsed = parseField(field, texts[field]);
    if (parsed.value !== undefined && texts[field] !== String(parsed.value))
      setTexts((t) => ({ ...t, [field]: String(parsed.value) }));
  };

  const setPets = (petAllowance: boolean) => setInputs((i) => ({ ...i, petAllowance }));

  return { texts, inputs, errors, quote, setText, setValue, tidy, setPets };
}

export type Calculator = ReturnType<typeof useCalculator>;
