import { describe, expect, it } from 'vitest';
import { playbook } from '../messages/en/playbook';
import { RUN_NOTES_MAX } from '../playbook';
import { RunNotesInput } from './playbook';

describe('run notes', () => {
  // The cleaner's page reads this rule without zod (web run-notes.tsx): trimmed length within RUN_NOTES_MAX.
  it('take at most RUN_NOTES_MAX characters after trimming, blank clearing them', () => {
    for (const notes of [
      '',
      '   ',
      'Towels low',
      'x'.repeat(RUN_NOTES_MAX),
      ` ${'x'.repeat(RUN_NOTES_MAX)}\n`,
      'x'.repeat(RUN_NOTES_MAX + 1),
      ` ${'y'.repeat(RUN_NOTES_MAX + 5)} `,
    ]) {
      const parsed = RunNotesInput.safeParse({ notes });
      expect(parsed.success, `${notes.length} characters`).toBe(notes.trim().length <= RUN_NOTES_MAX);
      if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe(playbook.validation.notesTooLong);
    }
  });
});
