// The home page's cleaning-fee calculator (spec §1, §2 Home): property details on one side, the
// live estimate and the emailed quote on the other.
import { Calculator as CalculatorIcon, Info } from 'lucide-react';
import { Switch } from 'radix-ui';
import { useId, type ReactNode } from 'react';
import {
  AREA_FIELDS,
  COUNT_FIELDS,
  formatDuration,
  formatNumber,
  formatPrice,
  formatRate,
  type CountField,
} from '@core/calculator';
import { format, useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';
import { boundsOf, useCalculator, type NumberField } from '../use-calculator';
import { CALCULATOR_ANCHOR } from '../anchor';
import { CountStepper } from './count-stepper';
import { fieldId, QuotePanel } from './quote-panel';
import { SliderField } from './slider-field';

export function CalculatorSection() {
  const m = useMessages(calculatorMessages).calculator;
  const calc = useCalculator();
  const { texts, inputs, errors } = calc;
  const hints: Partial<Record<CountField, string>> = {
    exteriorFeatures: m.hints.exteriorFeatures,
    extraSpaces: m.hints.extraSpaces,
  };

  const numberProps = (field: NumberField) => {
    const { min, max } = boundsOf(field);
    return {
      id: fieldId(field),
      label: m.fields[field],
      text: texts[field],
      value: inputs[field],
      min,
      max,
      error: errors[field],
      onText: (text: string) => calc.setText(field, text),
      onValue: (value: number) => calc.setValue(field, value),
      onBlur: () => calc.tidy(field),
    };
  };

  return (
    <section
      id={CALCULATOR_ANCHOR}
      aria-labelledby="calculator-title"
      className="scroll-mt-16 border-y border-slate-200 bg-slate-100/70 py-16 sm:py-24"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-inset ring-brand-200">
            <CalculatorIcon className="size-4" aria-hidden="true" />
            {m.section.eyebrow}
          </p>
          <h2 id="calculator-title" className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {m.section.title}
          </h2>
          <p className="mt-3 text-lg text-slate-600">{m.section.lead}</p>
        </div>

        <div className="mt-10 grid items-start gap-6 lg:mt-12 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_24rem] lg:gap-8">
          <div className="space-y-6">
            <Group title={m.section.roomsLegend}>
              <div className="grid gap-x-6 divide-y divide-slate-100 md:grid-cols-2 md:divide-y-0 lg:grid-cols-1 lg:divide-y xl:grid-cols-2 xl:divide-y-0">
                {COUNT_FIELDS.map((field) => (
                  <CountStepper key={field} {...numberProps(field)} hint={hints[field]} />
                ))}
              </div>
              <div className="mt-3 flex min-h-11 items-center justify-between gap-4 border-t border-slate-100 pt-4 pb-1">
                <div>
                  <label htmlFor={fieldId('petAllowance')} className="block cursor-pointer font-medium text-slate-900">
                    {m.fields.petAllowance}
                  </label>
                  <p id={`${fieldId('petAllowance')}-hint`} className="text-sm text-slate-600">
                    {m.hints.petAllowance}
                  </p>
                </div>
                <Switch.Root
                  id={fieldId('petAllowance')}
                  checked={inputs.petAllowance}
                  onCheckedChange={calc.setPets}
                  aria-describedby={`${fieldId('petAllowance')}-hint`}
                  // 32px tall; the ::before ring extends the touch target to 48px.
                  className="relative h-8 w-14 shrink-0 cursor-pointer rounded-full bg-slate-400 transition-colors before:absolute before:-inset-2 before:content-[''] data-[state=checked]:bg-brand-700"
                >
                  <Switch.Thumb className="block size-6 translate-x-1 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-7" />
                </Switch.Root>
              </div>
            </Group>

            <Group title={m.section.floorsLegend}>
              <div className="grid gap-x-6 md:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
                {AREA_FIELDS.map((field) => (
                  <SliderField
                    key={field}
                    {...numberProps(field)}
                    step={boundsOf(field).step}
                    suffix={m.units.sqFt}
                    valueText={(v) => format(m.units.sqFtValue, { value: formatNumber(v) })}
                  />
                ))}
              </div>
            </Group>

            <Group title={m.section.rateLegend}>
              <SliderField
                {...numberProps('hourlyRate')}
                step={boundsOf('hourlyRate').step}
                prefix="$"
                suffix={m.units.perHour}
                valueText={(v) => format(m.units.rateValue, { value: formatRate(v) })}
                hint={
                  <span className="flex items-start gap-2">
                    <Info className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                    {m.rateGuidance}
                  </span>
                }
              />
            </Group>

            {/* On a phone the estimate sits below the form; this bar keeps its totals in sight while the visitor
                adjusts the inputs (the controls' scroll margins keep a focused one clear of it). The panel below
                says the same to screen readers, so this copy is hidden from them. */}
            <div
              aria-hidden="true"
              className="sticky bottom-3 z-10 flex items-center justify-between rounded-full bg-brand-900/95 px-5 py-3 text-white shadow-lg backdrop-blur lg:hidden"
            >
              <span className="text-sm text-brand-100">{m.estimate.title}</span>
              <span className="font-semibold tabular-nums">
                {formatDuration(calc.quote.totalMinutes, m)} ·{' '}
                <span className="text-accent-400">{formatPrice(calc.quote.totalPrice)}</span>
              </span>
            </div>
          </div>

          <div className="lg:sticky lg:top-24">
            <QuotePanel calc={calc} />
          </div>
        </div>
      </div>
    </section>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <div
      role="group"
      aria-labelledby={id}
      className="rounded-[var(--radius-card)] border border-slate-200 bg-white px-5 pt-5 pb-3 shadow-sm sm:px-6"
    >
      <h3 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h3>
      {children}
    </div>
  );
}
