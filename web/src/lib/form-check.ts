// Checking a form with its contract's own schema before sending it, the same way on every form:
// each field's first message, the first field with one focused, nothing typed lost.
import { useCallback, useState, type FormEvent } from 'react';
import { focusField } from './focus-field';

type Issue = { path: readonly PropertyKey[]; message: string };
type Schema<T> = {
  safeParse(values: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
};

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
export function checkForm<T>(
  schema: Schema<T>,
  values: unknown,
  form: HTMLFormElement,
  setErrors: (errors: Record<string, string>) => void,
): T | null {
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

/** A refusal as a form shows it: a message and field errors (each feature's describeFailure gives one). */
export type FormFailure = { message: string; fields: Record<string, string> };

/**
 * What a form does once its values pass: send `checked` (the parsed values), and on a refusal
 * call `fail` (showFailure on this form). `form` is the submitted form, for moving focus.
 */
export type SendChecked<T> = (checked: T, fail: (failure: FormFailure) => void, form: HTMLFormElement) => void;

type SubmitEvent = { preventDefault(): void; currentTarget: HTMLFormElement };
type ShowErrors = {
  setErrors: (errors: Record<string, string>) => void;
  setFormError: (message: string | undefined) => void;
};

/**
 * One submit of a contract-checked form, without React state (useContractForm holds that): the
 * native submit stopped, the form read before awaiting the contract, the message above the
 * buttons cleared, then `send` with the parsed values, or nothing when checkForm refuses them.
 */
export async function submitChecked<T>(
  e: SubmitEvent,
  load: () => Promise<Schema<T>>,
  values: unknown,
  show: ShowErrors,
  send: SendChecked<T>,
): Promise<void> {
  e.preventDefault();
  const form = e.currentTarget;
  show.setFormError(undefined);
  const checked = checkForm(await load(), values, form, show.setErrors);
  if (checked === null) return;
  send(checked, (failure) => showFailure(form, failure, show.setErrors, show.setFormError), form);
}

/**
 * A form checked with its lazily loaded contract: the field errors and the message above the
 * buttons, and `onSubmit(values, send)` for the form's onSubmit (see submitChecked), so a form
 * keeps only what is its own: which call, the toast, what is reset and where focus goes.
 */
export function useContractForm<T>(contract: LazySchema<Schema<T>>) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string>();
  const onSubmit = (values: unknown, send: SendChecked<T>) => (e: FormEvent<HTMLFormElement>) =>
    submitChecked(e, contract.load, values, { setErrors, setFormError }, send);
  return { errors, setErrors, formError, setFormError, onSubmit, preload: contract.preload };
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
    if (!schema)
      lazy.load().then(
        (s) => setSchema(() => s),
        () => undefined,
      );
  }, [lazy, schema]);
  return { schema, preload };
}
