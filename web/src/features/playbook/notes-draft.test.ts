import { describe, expect, it } from 'vitest';
import { clearDraft, notesOnLoad, readDraft, writeDraft } from './notes-draft';

/** Storage as the browser's: strings by key. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

describe('notes draft', () => {
  it('is kept per turnover and cleared once saved', () => {
    const storage = memoryStorage();
    writeDraft(storage, 't1', { text: 'Stain on rug', at: '2026-11-27T15:00:00.000Z' });
    expect(readDraft(storage, 't1')).toEqual({ text: 'Stain on rug', at: '2026-11-27T15:00:00.000Z' });
    expect(readDraft(storage, 't2')).toBeNull();
    clearDraft(storage, 't1');
    expect(readDraft(storage, 't1')).toBeNull();
  });

  it('reads an unreadable draft as none', () => {
    const storage = memoryStorage();
    storage.setItem('turnready:notes-draft:t1', '{not json');
    expect(readDraft(storage, 't1')).toBeNull();
    storage.setItem('turnready:notes-draft:t1', JSON.stringify({ text: 5 }));
    expect(readDraft(storage, 't1')).toBeNull();
  });

  it('shows the draft when the server does not have it yet', () => {
    const draft = { text: 'Towels low, dryer loud', at: '2026-11-27T15:00:00.000Z' };
    expect(notesOnLoad({ notes: 'Towels low' }, draft)).toEqual({ text: 'Towels low, dryer loud', fromDraft: true });
    expect(notesOnLoad({ notes: null }, draft)).toEqual({ text: 'Towels low, dryer loud', fromDraft: true });
    // Saved before the draft was typed: the draft is newer.
    expect(notesOnLoad({ notes: 'Towels low', savedAt: '2026-11-27T14:59:00.000Z' }, draft).fromDraft).toBe(true);
  });

  it("shows the server's notes when there is no draft, when they equal it, or when they were saved after it", () => {
    expect(notesOnLoad({ notes: 'All good' }, null)).toEqual({ text: 'All good', fromDraft: false });
    expect(notesOnLoad({ notes: null }, null)).toEqual({ text: '', fromDraft: false });
    const draft = { text: 'All good', at: '2026-11-27T15:00:00.000Z' };
    expect(notesOnLoad({ notes: 'All good' }, draft)).toEqual({ text: 'All good', fromDraft: false });
    expect(notesOnLoad({ notes: 'From the tablet', savedAt: '2026-11-27T15:05:00.000Z' }, draft)).toEqual({
      text: 'From the tablet',
      fromDraft: false,
    });
  });
});
