// The starter checklist for a short-term rental (issue 37, item 9): offered on a playbook whose
// checklist is empty, so a host's first property does not start from a blank page. Defined once
// here; the server adds it (POST /api/host/jobs/{id}/playbook/starter), the page offers it. Issue 41:
// its items are the checklist library's (core/checklist-library.ts), so each reader reads them in
// their own language.
import { libraryItem, ROOMS, type LibraryKey } from './checklist-library';
import { DEFAULT_LOCALE, type Locale } from './locale';

export const STARTER_CHECKLIST = [
  'kitchen.empty-dishwasher-wipe-counters',
  'kitchen.stove-microwave-sink',
  'kitchen.empty-fridge',
  'bathrooms.clean-toilet-shower-sink',
  'bathrooms.restock-toilet-paper-towels',
  'bathrooms.mop-floor',
  'bedrooms.make-beds',
  'bedrooms.check-under-beds',
  'bedrooms.dust-empty-bins',
  'living.vacuum-cushions',
  'living.straighten-furniture',
  'outside.trash-recycling',
  'outside.sweep-entry-lock',
  'outside.lights-thermostat',
] as const satisfies readonly LibraryKey[];

/** The starter's items as a reader of `locale` reads them once added: room, words, photo required. */
export const starterItems = (locale: Locale = DEFAULT_LOCALE) =>
  STARTER_CHECKLIST.map((key) => {
    const item = libraryItem(key);
    return { key, area: ROOMS[item.room][locale], label: item[locale], photoRequired: item.photoRequired ?? false };
  });
