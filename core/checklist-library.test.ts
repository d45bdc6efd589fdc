import { describe, expect, it } from 'vitest';
import {
  areaFor,
  CHECKLIST_LIBRARY,
  editedText,
  isLibraryKey,
  itemTextFor,
  LIBRARY_KEYS,
  libraryByRoom,
  libraryRow,
  ROOM_ORDER,
  ROOMS,
  roomOfArea,
  storedArea,
} from './checklist-library';
import { LOCALES } from './locale';
import { ItemArea, ItemLabel } from './schemas/playbook';

describe('the checklist library', () => {
  it('gives every item a room and words in every language, each a valid checklist item', () => {
    expect(LIBRARY_KEYS.length).toBeGreaterThanOrEqual(30);
    for (const key of LIBRARY_KEYS) {
      const item = CHECKLIST_LIBRARY[key];
      expect(ROOM_ORDER, key).toContain(item.room);
      expect(key.startsWith(`${item.room}.`), key).toBe(true);
      expect(key, key).toMatch(/^[a-z]+\.[a-z0-9-]+$/);
      for (const locale of LOCALES) {
        const words = item[locale];
        expect(words.trim(), `${key} ${locale}`).toBe(words);
        expect(words.length, `${key} ${locale}`).toBeGreaterThan(3);
        expect(ItemLabel.parse(words)).toBe(words);
      }
      // Spanish words are not the English ones left untranslated.
      expect(item.es, key).not.toBe(item.en);
    }
    for (const room of ROOM_ORDER)
      for (const locale of LOCALES) expect(ItemArea.parse(ROOMS[room][locale])).toBeTruthy();
  });

  it('has no duplicates: no two items share words in one language, no two rooms a name', () => {
    for (const locale of LOCALES) {
      const words = LIBRARY_KEYS.map((k) => CHECKLIST_LIBRARY[k][locale].toLowerCase());
      expect(new Set(words).size, locale).toBe(words.length);
    }
    const names = ROOM_ORDER.flatMap((r) => LOCALES.map((l) => ROOMS[r][l].toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
    // Across languages too: a word shared by two languages could not say which one it is in.
    const all = LIBRARY_KEYS.flatMap((k) => LOCALES.map((l) => CHECKLIST_LIBRARY[k][l].toLowerCase()));
    expect(new Set(all).size).toBe(all.length);
  });

  it('lists every room in order, with every item exactly once', () => {
    const groups = libraryByRoom();
    expect(groups.map((g) => g.room)).toEqual(ROOM_ORDER);
    for (const g of groups) expect(g.keys.length, g.room).toBeGreaterThanOrEqual(3);
    expect(groups.flatMap((g) => g.keys).sort()).toEqual([...LIBRARY_KEYS].sort());
  });

  it('offers the common turnover items', () => {
    const english = LIBRARY_KEYS.map((k) => CHECKLIST_LIBRARY[k].en);
    for (const words of [
      'Strip the beds',
      'Make beds',
      'Restock toilet paper',
      'Start the dishwasher',
      'Check under beds',
      'Photograph the living room',
    ])
      expect(
        english.some((e) => e.startsWith(words)),
        words,
      ).toBe(true);
    expect(CHECKLIST_LIBRARY['living.photo'].photoRequired).toBe(true);
  });
});

describe('rooms', () => {
  it('are stored by their English name and read in the reader’s language, in any case', () => {
    expect(roomOfArea('  cocina ')).toBe('kitchen');
    expect(roomOfArea('BAÑOS')).toBe('bathrooms');
    expect(storedArea('Cocina')).toBe('Kitchen');
    expect(storedArea('kitchen')).toBe('Kitchen');
    expect(areaFor('Kitchen', 'es')).toBe('Cocina');
    expect(areaFor('Outside/Entry', 'es')).toBe('Exterior y entrada');
    expect(areaFor('Kitchen', 'en')).toBe('Kitchen');
  });

  it('leave other areas as typed', () => {
    expect(roomOfArea('Primary suite')).toBeNull();
    expect(storedArea('Primary suite')).toBe('Primary suite');
    expect(areaFor('Bathroom', 'es')).toBe('Bathroom');
    expect(areaFor('', 'es')).toBe('');
  });
});

describe('an item’s words for a reader', () => {
  const library = libraryRow('bedrooms.check-under-beds', 'en');

  it('reads a library item in the reader’s language, whoever added it', () => {
    expect(library).toEqual({
      libraryKey: 'bedrooms.check-under-beds',
      area: 'Bedrooms',
      label: 'Check under beds for left items',
      lang: 'en',
      photoRequired: false,
    });
    expect(itemTextFor(library, 'es')).toEqual({
      key: 'bedrooms.check-under-beds',
      label: 'Busca objetos olvidados debajo de las camas',
      lang: 'es',
    });
    expect(itemTextFor(libraryRow('bedrooms.check-under-beds', 'es'), 'en').label).toBe(
      'Check under beds for left items',
    );
  });

  it('keeps a typed item as typed, with its language', () => {
    const typed = { libraryKey: null, label: 'Feed the cat (bowl by the door)', lang: 'en' };
    expect(itemTextFor(typed, 'es')).toEqual({ key: null, label: typed.label, lang: 'en' });
    expect(itemTextFor({ ...typed, lang: 'es' }, 'en')).toEqual({ key: null, label: typed.label, lang: 'es' });
  });

  it('reads a key the library no longer has as the words stored with it', () => {
    expect(isLibraryKey('kitchen.gone')).toBe(false);
    expect(itemTextFor({ libraryKey: 'kitchen.gone', label: 'Polish the kettle', lang: 'en' }, 'es')).toEqual({
      key: null,
      label: 'Polish the kettle',
      lang: 'en',
    });
  });

  it('keeps the key through an edit that leaves the library’s words, in either language', () => {
    expect(editedText(library, 'Check under beds for left items', 'en')).toBe(library);
    expect(editedText(library, 'Busca objetos olvidados debajo de las camas', 'es')).toBe(library);
  });

  it('makes new words the host’s own, in the language they were written in', () => {
    expect(editedText(library, 'Check under beds and sofas', 'en')).toEqual({
      libraryKey: null,
      label: 'Check under beds and sofas',
      lang: 'en',
    });
    const typed = { libraryKey: null, label: 'Feed the cat', lang: 'en' };
    // A Spanish reader saving it unchanged (say, to move it to another room) leaves it English...
    expect(editedText(typed, 'Feed the cat', 'es')).toEqual(typed);
    // ...and rewriting it makes it Spanish.
    expect(editedText(typed, 'Dale de comer al gato', 'es')).toEqual({
      libraryKey: null,
      label: 'Dale de comer al gato',
      lang: 'es',
    });
  });
});
