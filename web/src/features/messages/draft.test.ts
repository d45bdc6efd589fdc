import { describe, expect, it } from 'vitest';
import { clearDraft, editDraft, emptyDraft, readDraft, writeDraft } from './draft';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    size: () => map.size,
  };
}
let n = 0;
const newKey = () => `key-${++n}`;

describe('message drafts', () => {
  it('keep the words, photos, subject and clientKey of each conversation apart', () => {
    const s = memoryStorage();
    const draft = { text: 'Running late', photos: [], about: { jobId: 'j1', turnoverId: 't1' }, clientKey: 'k1' };
    writeDraft(s, 'c1', draft);
    writeDraft(s, 'c2', { ...draft, text: 'Other', clientKey: 'k2' });
    expect(readDraft(s, 'c1')).toEqual(draft);
    expect(readDraft(s, 'c2')?.text).toBe('Other');
    clearDraft(s, 'c1');
    expect(readDraft(s, 'c1')).toBeNull();
    expect(readDraft(s, 'c2')).not.toBeNull();
  });

  it('keep nothing for an empty composer', () => {
    const s = memoryStorage();
    writeDraft(s, 'c1', { ...emptyDraft(newKey), text: 'x' });
    writeDraft(s, 'c1', emptyDraft(newKey));
    expect(s.size()).toBe(0);
  });

  it('read an unreadable or foreign value as no draft', () => {
    const s = memoryStorage();
    s.setItem('turnready:message-draft:c1', '{not json');
    expect(readDraft(s, 'c1')).toBeNull();
    s.setItem('turnready:message-draft:c1', JSON.stringify({ text: 3 }));
    expect(readDraft(s, 'c1')).toBeNull();
    s.setItem('turnready:message-draft:c1', JSON.stringify({ text: 'hi', clientKey: 'k', photos: [{ id: 1 }] }));
    expect(readDraft(s, 'c1')).toEqual({ text: 'hi', clientKey: 'k', photos: [], about: null });
  });

  it('survive storage that refuses (private mode)', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
      removeItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readDraft(broken, 'c1')).toBeNull();
    expect(() => writeDraft(broken, 'c1', { ...emptyDraft(newKey), text: 'x' })).not.toThrow();
    expect(() => clearDraft(broken, 'c1')).not.toThrow();
  });

  it('give an edited message a new clientKey, so only a retry of the same words reuses one', () => {
    const d = { ...emptyDraft(newKey), text: 'Call me' };
    const edited = editDraft(d, { text: 'Call me at noon' }, newKey);
    expect(edited.text).toBe('Call me at noon');
    expect(edited.clientKey).not.toBe(d.clientKey);
  });
});
