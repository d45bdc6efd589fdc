import { describe, expect, it } from 'vitest';
import { findUnstorableText } from './input-guard';

describe('findUnstorableText', () => {
  it('names the first field holding a NUL character or an unpaired surrogate', () => {
    expect(findUnstorableText({ a: 'ok', b: { c: 'x\u0000y' } }, '')).toBe('b.c');
    expect(findUnstorableText({ name: 'Ann\ud800' }, '')).toBe('name');
    expect(findUnstorableText({ name: '\udfffAnn' }, '')).toBe('name');
    expect(findUnstorableText({ list: ['fine', '\u0000'] }, '')).toBe('list.1');
    expect(findUnstorableText({ city: '\u0000' }, 'query')).toBe('query.city');
    expect(findUnstorableText({ ['k\u0000']: 1 }, '')).toBe('');
  });

  it('lets every other text through: emoji (whole surrogate pairs), markup, control characters PostgreSQL stores', () => {
    expect(findUnstorableText({ a: '🧹🏠', b: '<script>alert(1)</script>', c: 'tab\tand\nnewline\u0001', d: null, e: 3, f: [true] }, '')).toBeNull();
    expect(findUnstorableText(undefined, '')).toBeNull();
  });

  it('does not look inside raw bodies (a signed webhook payload is checked by its own handler)', () => {
    expect(findUnstorableText(Buffer.from('a\u0000b'), '')).toBeNull();
  });

  it('walks very deep values without exhausting the stack', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 100_000; i++) deep = { a: deep };
    expect(findUnstorableText(deep, '')).toMatch(/^a(\.a)+$/);
  });
});
