/** Moves focus to a form's named field, e.g. the first one with an error (a radio group has none to take). */
export function focusField(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name);
  if (field && 'focus' in field && typeof field.focus === 'function') field.focus();
}
