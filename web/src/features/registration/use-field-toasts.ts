// Error toasts about a form field (the sign-up wizards): each goes away as soon as the person edits
// one of the fields it is about, moves to another step, or tries again, instead of staying on
// screen for its full time over a form that is already fixed (at 390 px it covers the step header).
import { useMemo, useRef } from 'react';
import { notify } from '@web/components/ui/toast';

type Pair = { title: string; description?: string };

export type FieldToasts<F extends string> = {
  /** Shows an error toast about `fields`. */
  error: (fields: readonly F[], pair: Pair) => void;
  /** The person edited `field`: the toasts about it go. */
  fieldChanged: (field: F) => void;
  /** A new step or a new attempt: every field toast goes. */
  clear: () => void;
};

export function useFieldToasts<F extends string>(): FieldToasts<F> {
  const shown = useRef(new Map<string | number, readonly F[]>());
  return useMemo(
    () => ({
      error: (fields, pair) => {
        shown.current.set(notify.error(pair), fields);
      },
      fieldChanged: (field) => {
        for (const [id, fields] of shown.current) {
          if (!fields.includes(field)) continue;
          notify.dismiss(id);
          shown.current.delete(id);
        }
      },
      clear: () => {
        for (const id of shown.current.keys()) notify.dismiss(id);
        shown.current.clear();
      },
    }),
    [],
  );
}
