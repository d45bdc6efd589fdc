// Labelled inputs with their error message. An error marks the field red and is announced.
import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

const control =
  'block w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:outline-none focus:ring-2 disabled:bg-slate-100 disabled:text-slate-500';
const controlState = (invalid: boolean) =>
  invalid
    ? 'border-red-500 focus:border-red-500 focus:ring-red-200'
    : 'border-slate-300 focus:border-brand-600 focus:ring-brand-100';

type FieldProps = { label: ReactNode; error?: string; hint?: ReactNode; required?: boolean };

function FieldShell({ id, label, error, hint, required, children }: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required && (
          <span className="ml-0.5 text-red-600" aria-hidden="true">
            *
          </span>
        )}
      </label>
      {children}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-sm text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-600" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes every control shares: its id, required, and the ARIA links to its error or hint. */
function controlProps({
  id,
  error,
  hint,
  required,
}: {
  id: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
}) {
  return {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : hint ? `${id}-hint` : undefined,
  } as const;
}

function useFieldId(givenId?: string) {
  const autoId = useId();
  return givenId ?? autoId;
}

export function TextField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ...props
}: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  const id = useFieldId(givenId);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <input
        {...controlProps({ id, error, hint, required })}
        className={cn(control, 'h-11', controlState(!!error), className)}
        {...props}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  ...props
}: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useFieldId(givenId);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <textarea
        {...controlProps({ id, error, hint, required })}
        className={cn(control, 'min-h-24 py-2', controlState(!!error), className)}
        {...props}
      />
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  required,
  className,
  id: givenId,
  children,
  ...props
}: FieldProps & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useFieldId(givenId);
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} required={required}>
      <select
        {...controlProps({ id, error, hint, required })}
        className={cn(control, 'h-11', controlState(!!error), className)}
        {...props}
      >
        {children}
      </select>
    </FieldShell>
  );
}

/** An email input with the attributes phones need (email keyboard, no capitalisation or spell check). */
export function EmailField(props: FieldProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  return (
    <TextField
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}
