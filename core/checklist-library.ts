// The checklist library (issue 41): common turnover items, grouped by room, each with a stable key
// and its words in every language TurnReady speaks. A checklist item added from the library keeps
// its key, and each reader sees it in their own language: a host editing in English, a cleaner
// running the checklist in Spanish, the host's report. Items a host types stay as typed, with the
// language they were written in (`lang`), which the pages show when it is not the reader's.
//
// Keys are stored in the database (playbook_items.library_key, turnover_tasks.library_key): never
// rename or reuse one. A key no longer here reads as the words stored with it.
//
// Rooms: a checklist item's area is free text, but an area named like one of these rooms (in any
// language, any case) is stored as the room's English name and read in the reader's language, so a
// host writing "Cocina" and one writing "Kitchen" fill the same room, and a cleaner reading Spanish
// sees "Cocina" above the kitchen's items. Other areas ("Primary suite") stay as typed.
import { DEFAULT_LOCALE, type Locale, LOCALES, isLocale } from './locale';

/** One text in every language: the compiler asks for a third language's words when it is added. */
export type Texts = Record<Locale, string>;

export const ROOMS = {
  kitchen: { en: 'Kitchen', es: 'Cocina' },
  bathrooms: { en: 'Bathrooms', es: 'Baños' },
  bedrooms: { en: 'Bedrooms', es: 'Dormitorios' },
  living: { en: 'Living areas', es: 'Sala y áreas comunes' },
  laundry: { en: 'Laundry', es: 'Lavandería' },
  outside: { en: 'Outside/Entry', es: 'Exterior y entrada' },
} as const satisfies Record<string, Texts>;
export type RoomKey = keyof typeof ROOMS;
/** The rooms in the order the picker lists them (a walk through the home, out by the front door). */
export const ROOM_ORDER = Object.keys(ROOMS) as RoomKey[];

export type LibraryItem = Texts & {
  room: RoomKey;
  /** Added with 'Photo required' ticked (the host may untick it). */
  photoRequired?: boolean;
};

export const CHECKLIST_LIBRARY = {
  // Kitchen
  'kitchen.empty-dishwasher-wipe-counters': {
    room: 'kitchen',
    en: 'Empty dishwasher and wipe counters',
    es: 'Vacía el lavaplatos y limpia las superficies',
    photoRequired: true,
  },
  'kitchen.start-dishwasher': { room: 'kitchen', en: 'Start the dishwasher', es: 'Pon a funcionar el lavaplatos' },
  'kitchen.wash-put-away-dishes': {
    room: 'kitchen',
    en: 'Wash and put away all dishes',
    es: 'Lava y guarda todos los platos',
  },
  'kitchen.stove-microwave-sink': {
    room: 'kitchen',
    en: 'Clean stove top, microwave and sink',
    es: 'Limpia la estufa, el microondas y el fregadero',
  },
  'kitchen.empty-fridge': {
    room: 'kitchen',
    en: 'Empty the fridge of guest food',
    es: 'Saca del refrigerador la comida de los huéspedes',
  },
  'kitchen.restock-coffee': {
    room: 'kitchen',
    en: 'Restock coffee, tea and sugar',
    es: 'Repón el café, el té y el azúcar',
  },
  'kitchen.restock-dish-soap': {
    room: 'kitchen',
    en: 'Restock dish soap and sponges',
    es: 'Repón el jabón para platos y las esponjas',
  },
  'kitchen.mop-floor': {
    room: 'kitchen',
    en: 'Sweep and mop the kitchen floor',
    es: 'Barre y trapea el piso de la cocina',
  },
  'kitchen.photo': {
    room: 'kitchen',
    en: 'Photograph the kitchen',
    es: 'Toma una foto de la cocina',
    photoRequired: true,
  },
  // Bathrooms
  'bathrooms.clean-toilet-shower-sink': {
    room: 'bathrooms',
    en: 'Clean toilet, shower and sink',
    es: 'Limpia el inodoro, la ducha y el lavabo',
    photoRequired: true,
  },
  'bathrooms.restock-toilet-paper-towels': {
    room: 'bathrooms',
    en: 'Restock toilet paper and towels',
    es: 'Repón el papel higiénico y las toallas',
  },
  'bathrooms.restock-toilet-paper': {
    room: 'bathrooms',
    en: 'Restock toilet paper',
    es: 'Repón el papel higiénico',
  },
  'bathrooms.fresh-towels': { room: 'bathrooms', en: 'Hang fresh towels', es: 'Cuelga toallas limpias' },
  'bathrooms.restock-toiletries': {
    room: 'bathrooms',
    en: 'Restock soap, shampoo and conditioner',
    es: 'Repón el jabón, el champú y el acondicionador',
  },
  'bathrooms.clean-mirrors': {
    room: 'bathrooms',
    en: 'Clean mirrors and glass',
    es: 'Limpia los espejos y los vidrios',
  },
  'bathrooms.empty-bins': {
    room: 'bathrooms',
    en: 'Empty the bathroom bins',
    es: 'Vacía los cestos de basura del baño',
  },
  'bathrooms.mop-floor': { room: 'bathrooms', en: 'Mop the floor', es: 'Trapea el piso' },
  'bathrooms.photo': {
    room: 'bathrooms',
    en: 'Photograph each bathroom',
    es: 'Toma una foto de cada baño',
    photoRequired: true,
  },
  // Bedrooms
  'bedrooms.strip-beds': {
    room: 'bedrooms',
    en: 'Strip the beds and take the linens to wash',
    es: 'Quita la ropa de cama usada y llévala a lavar',
  },
  'bedrooms.make-beds': {
    room: 'bedrooms',
    en: 'Make beds with fresh linens',
    es: 'Haz las camas con ropa de cama limpia',
    photoRequired: true,
  },
  'bedrooms.check-under-beds': {
    room: 'bedrooms',
    en: 'Check under beds for left items',
    es: 'Busca objetos olvidados debajo de las camas',
  },
  'bedrooms.check-closets-drawers': {
    room: 'bedrooms',
    en: 'Check closets and drawers for left items',
    es: 'Busca objetos olvidados en los clósets y cajones',
  },
  'bedrooms.dust-empty-bins': {
    room: 'bedrooms',
    en: 'Dust surfaces and empty bins',
    es: 'Quita el polvo de las superficies y vacía los cestos de basura',
  },
  'bedrooms.extra-blankets': {
    room: 'bedrooms',
    en: 'Fold extra blankets and pillows into the closet',
    es: 'Dobla las mantas y almohadas extra y guárdalas en el clóset',
  },
  'bedrooms.vacuum': {
    room: 'bedrooms',
    en: 'Vacuum the bedroom floors',
    es: 'Pasa la aspiradora por el piso de los dormitorios',
  },
  'bedrooms.photo': {
    room: 'bedrooms',
    en: 'Photograph each made bed',
    es: 'Toma una foto de cada cama hecha',
    photoRequired: true,
  },
  // Living areas
  'living.vacuum-cushions': {
    room: 'living',
    en: 'Vacuum floors and under cushions',
    es: 'Pasa la aspiradora por el piso y debajo de los cojines',
  },
  'living.straighten-furniture': {
    room: 'living',
    en: 'Straighten furniture and pillows',
    es: 'Acomoda los muebles y los cojines',
    photoRequired: true,
  },
  'living.dust': {
    room: 'living',
    en: 'Dust shelves, tables and the TV',
    es: 'Quita el polvo de los estantes, las mesas y el televisor',
  },
  'living.remotes': {
    room: 'living',
    en: 'Put the remotes back in their place',
    es: 'Deja los controles remotos en su lugar',
  },
  'living.windows': {
    room: 'living',
    en: 'Wipe windows and glass doors',
    es: 'Limpia las ventanas y las puertas de vidrio',
  },
  'living.photo': {
    room: 'living',
    en: 'Photograph the living room',
    es: 'Toma una foto de la sala',
    photoRequired: true,
  },
  // Laundry
  'laundry.start-wash': {
    room: 'laundry',
    en: 'Start a load of linens and towels',
    es: 'Pon a lavar la ropa de cama y las toallas',
  },
  'laundry.dry-fold': {
    room: 'laundry',
    en: 'Dry and fold the clean linens',
    es: 'Seca y dobla la ropa de cama limpia',
  },
  'laundry.lint-filter': {
    room: 'laundry',
    en: 'Clean the dryer’s lint filter',
    es: 'Limpia el filtro de pelusa de la secadora',
  },
  'laundry.restock-detergent': {
    room: 'laundry',
    en: 'Restock laundry detergent',
    es: 'Repón el detergente para ropa',
  },
  // Outside/Entry
  'outside.trash-recycling': {
    room: 'outside',
    en: 'Take out trash and recycling',
    es: 'Saca la basura y el reciclaje',
  },
  'outside.sweep-entry-lock': {
    room: 'outside',
    en: 'Sweep the entry and check the lock',
    es: 'Barre la entrada y revisa la cerradura',
  },
  'outside.patio': {
    room: 'outside',
    en: 'Wipe the patio table and chairs',
    es: 'Limpia la mesa y las sillas del patio',
  },
  'outside.grill': { room: 'outside', en: 'Clean the grill', es: 'Limpia la parrilla' },
  'outside.close-windows-doors': {
    room: 'outside',
    en: 'Close and lock every window and door',
    es: 'Cierra y asegura todas las ventanas y puertas',
  },
  'outside.lights-thermostat': {
    room: 'outside',
    en: 'Turn off lights and set the thermostat',
    es: 'Apaga las luces y ajusta el termostato',
  },
  'outside.photo': {
    room: 'outside',
    en: 'Photograph the entry',
    es: 'Toma una foto de la entrada',
    photoRequired: true,
  },
} as const satisfies Record<string, LibraryItem>;

export type LibraryKey = keyof typeof CHECKLIST_LIBRARY;
export const LIBRARY_KEYS = Object.keys(CHECKLIST_LIBRARY) as LibraryKey[];

export const isLibraryKey = (key: unknown): key is LibraryKey =>
  typeof key === 'string' && Object.hasOwn(CHECKLIST_LIBRARY, key);

export const libraryItem = (key: LibraryKey): LibraryItem => CHECKLIST_LIBRARY[key];

/** The library by room, in ROOM_ORDER, each room's items in the library's order (the picker). */
export function libraryByRoom(): { room: RoomKey; keys: LibraryKey[] }[] {
  return ROOM_ORDER.map((room) => ({ room, keys: LIBRARY_KEYS.filter((k) => CHECKLIST_LIBRARY[k].room === room) }));
}

const normalize = (s: string) => s.trim().toLocaleLowerCase();
const roomByName = new Map<string, RoomKey>(
  ROOM_ORDER.flatMap((room) => LOCALES.map((l) => [normalize(ROOMS[room][l]), room] as const)),
);

/** The room an area names, in any language and any case ("cocina", "Kitchen"), or null. */
export const roomOfArea = (area: string): RoomKey | null => roomByName.get(normalize(area)) ?? null;

/** An area as stored: a room's English name when it names one, else as typed. */
export function storedArea(area: string): string {
  const room = roomOfArea(area);
  return room ? ROOMS[room][DEFAULT_LOCALE] : area;
}

/** A stored area as `reader` reads it: a room in their language, anything else as typed. */
export function areaFor(area: string, reader: Locale): string {
  const room = roomOfArea(area);
  return room ? ROOMS[room][reader] : area;
}

/** A checklist item as stored: its library key (or null), the words stored with it and their language. */
export type StoredText = { libraryKey: string | null; label: string; lang: string };

/**
 * What `reader` reads for a checklist item: a library item's words in their language (its `lang`
 * is then theirs); a typed item's words as typed, with the language they were written in. A key
 * the library no longer has reads as the words stored with it.
 */
export function itemTextFor(item: StoredText, reader: Locale): { key: LibraryKey | null; label: string; lang: Locale } {
  if (isLibraryKey(item.libraryKey))
    return { key: item.libraryKey, label: libraryItem(item.libraryKey)[reader], lang: reader };
  return { key: null, label: item.label, lang: isLocale(item.lang) ? item.lang : DEFAULT_LOCALE };
}

/**
 * After the host edits an item's words to `label` in `editor`'s language: a library item whose
 * words are still the library's (in any language: the edit form shows them in the editor's) keeps
 * its key; otherwise the words are the host's own, in the editor's language, unless they are the
 * words already stored, which keep theirs.
 */
export function editedText(item: StoredText, label: string, editor: Locale): StoredText {
  if (isLibraryKey(item.libraryKey) && LOCALES.some((l) => libraryItem(item.libraryKey as LibraryKey)[l] === label))
    return item;
  if (!isLibraryKey(item.libraryKey) && item.label === label) return { ...item, libraryKey: null };
  return { libraryKey: null, label, lang: editor };
}

/** A library item as a new checklist row written by someone reading `author`. */
export function libraryRow(key: LibraryKey, author: Locale) {
  const item = libraryItem(key);
  return {
    libraryKey: key,
    area: ROOMS[item.room][DEFAULT_LOCALE],
    label: item[author],
    lang: author,
    photoRequired: item.photoRequired ?? false,
  };
}
