import { describe, expect, it } from 'vitest';
import { MAX_CHECKLIST_ITEMS } from './playbook';
import { STARTER_CHECKLIST } from './playbook-starter';
import { AddPlaybookItemInput } from './schemas/playbook';

describe('the starter checklist', () => {
  it('is a short list by area, a few items asking for a photo, each a valid checklist item', () => {
    expect(STARTER_CHECKLIST.length).toBeGreaterThanOrEqual(12);
    expect(STARTER_CHECKLIST.length).toBeLessThanOrEqual(Math.min(16, MAX_CHECKLIST_ITEMS));
    expect(new Set(STARTER_CHECKLIST.map((i) => i.area))).toEqual(
      new Set(['Kitchen', 'Bathrooms', 'Bedrooms', 'Living areas', 'Outside/Entry']),
    );
    expect(STARTER_CHECKLIST.filter((i) => i.photoRequired).length).toBeGreaterThan(0);
    for (const item of STARTER_CHECKLIST) expect(AddPlaybookItemInput.parse(item)).toEqual(item);
  });
});
