// How a person is named to someone who may not see their full name (spec §6): "Rosa D.", first
// name and last initial. The one definition, used for locked applicants, unpaid hosts and the
// host's new-application notification.

const clean = (s: string | null | undefined) => (s ?? '').trim();

/** 'Dana Whitfield': both names trimmed, whichever are present, or '' when neither is. */
export function fullName(firstName: string | null | undefined, lastName: string | null | undefined): string {
  return [clean(firstName), clean(lastName)].filter(Boolean).join(' ');
}

/**
 * 'Rosa D.': the first name and the upper-cased initial of the last name. Array.from keeps a
 * surrogate-pair initial (an emoji, a rare letter) whole. Without a last name, the first name
 * alone; without a first name, the initial alone; with neither, `fallback` (a catalog text).
 */
export function firstNameLastInitial(
  firstName: string | null | undefined,
  lastName: string | null | undefined,
  fallback = '',
): string {
  const first = clean(firstName);
  const initial = Array.from(clean(lastName))[0];
  const short = initial ? `${first} ${initial.toUpperCase()}.`.trim() : first;
  return short || fallback;
}
