// A whole-number field with − and + buttons: big touch targets, arrow keys, and the text kept as
// typed (a "-" or "2.5" shows its message instead of vanishing).
import { Minus, Plus } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from '@web/components/ui/cn';
import { format, intlTag, useMessages } from '@web/lib/i18n';
import { calculatorMessages } from '@web/lib/messages/calculator';

type Props = {
  /** The input's id: the form moves focus to a field by it. */
  id: string;
  label: string;
  hint?: string;
  text: string;
  value: number;
  min: number;
  max: number;
  error?: string;
  onText: (text: string) => void;
  onValue: (value: number) => void;
  onBlur: () => void;
};

export function CountStepper({ id, label, hint, text, value, min, max, error, onText, onValue, onBlur }: Props) {
  const m = useMessages(calculatorMessages).calculator.stepper;
  const name = label.toLocaleLowerCase(intlTag());
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    // Spin-button keys (WAI-ARIA): arrows step by one, Page keys by five.
    const step = { ArrowUp: 1, ArrowDown: -1, PageUp: 5, PageDown: -5 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    onValue(value + step);
  };

  return (
    <div className="py-3">
      <div className="flex items-center justify-between gap-3">
        <label htmlFor={id} className="min-w-0 font-medium text-slate-900">
          {label}
        </label>
        <div className="flex shrink-0 items-center gap-1.5">
          <StepButton
            label={format(m.decrease, { field: name })}
            disabled={value <= min}
            onClick={() => onValue(value - 1)}
          >
            <Minus className="size-5" aria-hidden="true" />
          </StepButton>
          <input
            id={id}
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={max}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            value={text}
            placeholder="0"
            onChange={(e) => onText(e.target.value)}
            onKeyDown={onKeyDown}
            onBlur={onBlur}
            className={cn(
              'h-11 w-14 scroll-my-24 rounded-lg border bg-white text-center text-lg font-semibold tabular-nums text-slate-900 shadow-sm focus:outline-none focus:ring-2',
              error
                ? 'border-red-500 focus:ring-red-200'
                : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100',
            )}
          />
          <StepButton
            label={format(m.increase, { field: name })}
            disabled={value >= max}
            onClick={() => onValue(value + 1)}
          >
            <Plus className="size-5" aria-hidden="true" />
          </StepButton>
        </div>
      </div>
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

function StepButton({
  label,
  disabled,
  onClick,
  children,
}: {
  label: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
      className="grid size-11 scroll-my-24 place-items-center rounded-full bg-white text-brand-800 ring-1 ring-inset ring-slate-300 transition-colors hover:bg-brand-50 hover:ring-brand-300 active:bg-brand-100 disabled:cursor-not-allowed disabled:text-slate-400 disabled:hover:bg-white disabled:hover:ring-slate-300"
    >
      {children}
    </button>
  );
}
