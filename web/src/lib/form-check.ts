// Checking a form with its contract's own schema before sending it, the same way on every form:
// each field's first message, the first field with one focused, nothing typed lost.
import { useCallback, useState } from 'react';
import { focusField } from './focus-field';

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema<T> = { safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } } };

/** Field name -> its first message, from a schema's issues. */
export function fieldErrors(issues: readonly Issue[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !out[key]) out[key] = issue.message;
  }
  return out;
}

/**
 * The parsed values when `values` pass `schema`; otherwise null, with the field errors shown
 * (`setErrors`) and the first field with one focused. Passing clears the errors.
 */
export function checkForm<T>(schema: Schema<T>, values: unknown, form: HTMLFormElement, setErrors: (errors: Record<string, string>) => void): T | null {
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    setErrors({});
    return parsed.data;
  }
  const errors = fieldErrors(parsed.error.issues);
  setErrors(errors);
  focusField(form, Object.keys(errors)[0] ?? '');
  return null;
}

/**
 * A refusal from the server on a form: its field errors on the fields (the first focused) and its
 * message above the buttons. What the user typed stays as it was.
 */
export function showFailure(
  form: HTMLFormElement,
  failure: { message: string; fields: Record<string, string> },
  setErrors: (errors: Record<string, string>) => void,
  setFormError: (message: string) => void,
) {
  setErrors(failure.fields);
  setFormError(failure.message);
  const first = Object.keys(failure.fields)[0];
  if (first) focusField(form, first);
}

/** A form's contract that loads on first use: see lazySchema. */
export type LazySchema<S> = { load: () => Promise<S>; preload: () => void; loaded: () => S | undefined };

/**
 * A form's contract loaded when the form is first focused (`preload`, on the form's onFocus) or
 * submitted (`load`), not with its page: zod stays off first visits (issue 19). Read the event's
 * form before awaiting `load()`. A failed load is tried again on the next call.
 */
export function lazySchema<S>(importSchema: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | undefined;
  let schema: S | undefined;
  const load = () =>
    (loading ??= importSchema().then(
      (s) => (schema = s),
      (err: unknown) => {
        loading = undefined;
        throw err;
      },
    ));
  return { load, preload: () => void load().catch(() => undefined), loaded: () => schema };
}

/**
 * For a form that checks as the user types: the contract once loaded (undefined until then) and
 * the `preload` to put on the form's onFocus; the component renders again when it arrives.
 */
export function useLazySchema<S>(lazy: LazySchema<S>): { schema: S | undefined; preload: () => void } {
  const [schema, setSchema] = useState<S | undefined>(lazy.loaded);
  const preload = useCallback(() => {
    if (!schema) lazy.load().then((s) => setSchema(() => s), () => undefined);
  }, [lazy, schema]);
  return { schema, preload };
}
