import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkForm, fieldErrors, submitChecked } from './form-check';

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
    expect(checkForm(Schema, { label: 'Mop', area: 'Hal' }, fakeForm(), (e) => shown.push(e))).toEqual({
      label: 'Mop',
      area: 'Hal',
    });
    expect(checkForm(Schema, { label: '', area: 'Hallway' }, fakeForm(), (e) => shown.push(e))).toBeNull();
    expect(shown).toEqual([{}, { label: 'Enter a checklist item.', area: 'Too long.' }]);
  });

  describe('on submit', () => {
    // A submit as submitChecked sees it, with what it did written down in order.
    const submitting = () => {
      const log: string[] = [];
      const form = {
        elements: { namedItem: (name: string) => ({ focus: () => log.push(`focus ${name}`) }) },
      } as unknown as HTMLFormElement;
      const event = { preventDefault: () => log.push('preventDefault'), currentTarget: form };
      const show = {
        setErrors: (e: Record<string, string>) => log.push(`errors ${JSON.stringify(e)}`),
        setFormError: (m: string | undefined) => log.push(`formError ${m}`),
      };
      return { log, form, event, show };
    };
    const load = () => Promise.resolve(Schema);

    it('stop the native submit, clear the message, and send nothing while a field is wrong', async () => {
      const { log, event, show } = submitting();
      await submitChecked(event, load, { label: '', area: 'Hal' }, show, () => log.push('sent'));
      expect(log).toEqual([
        'preventDefault',
        'formError undefined',
        'errors {"label":"Enter a checklist item."}',
        'focus label',
      ]);
    });

    it('send the parsed values, with fail showing a refusal on the same form', async () => {
      const { log, form, event, show } = submitting();
      let sent: unknown;
      let sentForm: HTMLFormElement | undefined;
      await submitChecked(event, load, { label: 'Mop', area: 'Hal', extra: 1 }, show, (checked, fail, f) => {
        sent = checked;
        sentForm = f;
        fail({ message: 'Check the fields.', fields: { area: 'Too long.' } });
      });
      expect(sent).toEqual({ label: 'Mop', area: 'Hal' });
      expect(sentForm).toBe(form);
      expect(log).toEqual([
        'preventDefault',
        'formError undefined',
        'errors {}',
        'errors {"area":"Too long."}',
        'formError Check the fields.',
        'focus area',
      ]);
    });

    it('read the form before the contract arrives (React clears currentTarget after the event)', async () => {
      const { event, form, show } = submitting();
      let sentForm: HTMLFormElement | undefined;
      const done = submitChecked(event, load, { label: 'Mop', area: '' }, show, (_checked, _fail, f) => (sentForm = f));
      (event as { currentTarget: HTMLFormElement | null }).currentTarget = null;
      await done;
      expect(sentForm).toBe(form);
    });
  });
});
