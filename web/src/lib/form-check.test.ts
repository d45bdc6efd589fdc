import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldErrors } from './form-check';

// A form as checkForm sees it: named fields it may focus (node has no DOM here).
const fakeForm = () => ({ elements: { namedItem: () => null } }) as unknown as HTMLFormElement;
const Schema = z.object({ label: z.string().min(1, 'Enter a checklist item.'), area: z.string().max(3, 'Too long.') });

describe('form checks', () => {
  it('keep the first message of each field, and only named fields', () => {
    expect(
      fieldErrors([
        { path: ['label'], message: 'first' },
        { path: ['label'], message: 'second' },
        { path: ['area', 0], message: 'nested' },
        { path: [], message: 'whole form' },
      ]),
    ).toEqual({ label: 'first', area: 'nested' });
  });

  it('return the parsed values and clear the errors, or null with the errors shown', () => {
    const shown: Record<string, string>[] = [];
    expect(checkForm(Schema, { label: 'Mop', area: 'Hal' }, fakeForm(), (e) => shown.push(e))).toEqual({ label: 'Mop', area: 'Hal' });
    expect(checkForm(Schema, { label: '', area: 'Hallway' }, fakeForm(), (e) => shown.push(e))).toBeNull();
    expect(shown).toEqual([{}, { label: 'Enter a checklist item.', area: 'Too long.' }]);
  });
});
