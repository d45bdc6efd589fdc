import { describe, expect, it } from 'vitest';
import { libraryItem } from './checklist-library';
import { MAX_CHECKLIST_ITEMS } from './playbook';
import { STARTER_CHECKLIST, starterItems } from './playbook-starter';
import { AddPlaybookItemInput } from './schemas/playbook';

describe('the starter checklist', () => {
  it('is a short list by area, a few items asking for a photo, each a valid checklist item', () => {
    expect(STARTER_CHECKLIST.length).toBeGreaterThanOrEqual(12);
    expect(STARTER_CHECKLIST.length).toBeLessThanOrEqual(Math.min(16, MAX_CHECKLIST_ITEMS));
    expect(new Set(STARTER_CHECKLIST)).toHaveProperty('size', STARTER_CHECKLIST.length);
    const items = starterItems();
    expect(new Set(items.map((i) => i.area))).toEqual(
      new Set(['Kitchen', 'Bathrooms', 'Bedrooms', 'Living areas', 'Outside/Entry']),
    );
    expect(items.filter((i) => i.photoRequired).length).toBeGreaterThan(0);
    for (const { area, label, photoRequired } of items)
      expect(AddPlaybookItemInput.parse({ area, label, photoRequired })).toEqual({ area, label, photoRequired });
  });

  it('is made of library items, so it reads in Spanish too', () => {
    const es = starterItems('es');
    expect(es.map((i) => i.label)).toEqual(STARTER_CHECKLIST.map((k) => libraryItem(k).es));
    expect(new Set(es.map((i) => i.area))).toEqual(
      new Set(['Cocina', 'Baños', 'Dormitorios', 'Sala y áreas comunes', 'Exterior y entrada']),
    );
    expect(es.find((i) => i.key === 'bedrooms.make-beds')).toMatchObject({
      label: 'Haz las camas con ropa de cama limpia',
      photoRequired: true,
    });
  });
});
