// A slider with its number shown and editable: drag or use the arrow keys on the slider, or type
// any whole number in range into the box (the slider snaps to its step, the box does not).
import { Slider } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';

type Props = {
  /** The input's id: the form moves focus to a field by it. */
  id: string;
  label: string;
  hint?: ReactNode;
  text: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** What a screen reader says for a value: "1,200 sq ft", "$40 per hour". */
  valueText: (value: number) => string;
  prefix?: string;
  suffix: string;
  error?: string;
  onText: (text: string) => void;
  onValue: (value: number) => void;
  onBlur: () => void;
};

export function SliderField({
  id,
  label,
  hint,
  text,
  value,
  min,
  max,
  step,
  valueText,
  prefix,
  suffix,
  error,
  onText,
  onValue,
  onBlur,
}: Props) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className="py-3">
      <div className="flex items-center justify-between gap-3">
        <label id={`${id}-label`} htmlFor={id} className="font-medium text-slate-900">
          {label}
        </label>
        <div
          className={cn(
            'flex h-11 items-center rounded-lg border bg-white px-3 shadow-sm focus-within:ring-2',
            error
              ? 'border-red-500 focus-within:ring-red-200'
              : 'border-slate-300 focus-within:border-brand-600 focus-within:ring-brand-100',
          )}
        >
          {prefix && (
            <span className="text-slate-600" aria-hidden="true">
              {prefix}
            </span>
          )}
          <input
            id={id}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text}
            onChange={(e) => onText(e.target.value)}
            onBlur={onBlur}
            className="w-14 scroll-my-24 bg-transparent text-right text-lg font-semibold tabular-nums text-slate-900 focus:outline-none"
          />
          <span className="ml-1.5 text-sm text-slate-600">{suffix}</span>
        </div>
      </div>
      <Slider.Root
        className="relative mt-2 flex h-11 w-full touch-none items-center select-none"
        value={[Math.min(max, Math.max(min, value))]}
        min={min}
        max={max}
        step={step}
        onValueChange={([v]) => v !== undefined && onValue(v)}
      >
        <Slider.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
          <Slider.Range className="absolute h-full rounded-full bg-brand-600" />
        </Slider.Track>
        <Slider.Thumb
          aria-labelledby={`${id}-label`}
          aria-valuetext={valueText(value)}
          aria-describedby={describedBy}
          // The visible knob is 28px; the ::before ring makes a 48px touch target.
          className="relative block size-7 scroll-my-24 cursor-grab rounded-full border-2 border-brand-700 bg-white shadow-md transition-shadow before:absolute before:-inset-2.5 before:rounded-full before:content-[''] hover:shadow-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 active:cursor-grabbing"
        />
      </Slider.Root>
      <div className="flex justify-between text-xs text-slate-500" aria-hidden="true">
        <span>{valueText(min)}</span>
        <span>{valueText(max)}</span>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-2 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
