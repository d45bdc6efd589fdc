// Prerendered public pages (web/src/entry-prerender.tsx) can be read and typed into before their
// JavaScript has run. Two things keep that safe: a submit button stays disabled until React has
// taken the page over (a form submitted natively would put its fields, a password among them, into
// the address), and a form adopts what was typed before, since React's state starts empty.
import { useEffect, useEffectEvent, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => {};

/** False while React hydrates prerendered HTML (and on the server), true from then on and for pages rendered in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

const TYPED_INPUT = new Set(['text', 'email', 'password', 'tel', 'search', 'url', 'number']);

/**
 * Once the page is live, calls `adopt` with the fields of `form` (by name) whose text differs from
 * what was rendered: what the user typed before the JavaScript ran. Does nothing when nothing was.
 */
export function useTypedBeforeHydration(
  form: RefObject<HTMLFormElement | null>,
  adopt: (typed: Record<string, string>) => void,
) {
  const adoptTyped = useEffectEvent(adopt);
  useEffect(() => {
    const typed: Record<string, string> = {};
    for (const field of Array.from(form.current?.elements ?? [])) {
      const text =
        (field instanceof HTMLInputElement && TYPED_INPUT.has(field.type)) || field instanceof HTMLTextAreaElement;
      if (text && field.name && field.value !== field.defaultValue) typed[field.name] = field.value;
      // A choice made in a list before the page was live (Browse Jobs' state, decision 049).
      if (
        field instanceof HTMLSelectElement &&
        field.name &&
        [...field.options].some((o) => o.selected !== o.defaultSelected)
      )
        typed[field.name] = field.value;
    }
    if (Object.keys(typed).length > 0) adoptTyped(typed);
  }, [form]);
}
