// cn() runs tailwind-merge's engine with a small config of the class groups the app writes
// (cn.ts). This checks it against the full twMerge on every pair of Tailwind classes that appears
// anywhere in web/src, in both orders: same classes kept, same ones overridden.
import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const SRC = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    // cn.ts itself is left out: its group names are not classes.
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && e.name !== 'cn.ts' ? [p] : [];
  });
}

/** Every word inside a string literal of web/src that the full twMerge knows as a Tailwind class. */
function appClasses(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
      for (const word of (m[1] ?? m[2] ?? m[3] ?? '').split(/[\s${}]+/)) if (word) words.add(word);
    }
  }
  // twMerge drops a repeated class only if it knows it.
  return [...words].filter((w) => twMerge(`${w} ${w}`) === w).sort();
}

describe('cn', () => {
  const classes = appClasses();

  it('finds the classes of the app', () => {
    expect(classes.length).toBeGreaterThan(500);
    expect(classes).toEqual(
      expect.arrayContaining(['px-3', 'text-slate-700', 'hover:bg-slate-100', 'size-11', 'ring-0', 'border-brand-600']),
    );
  });

  it('merges every pair of them as the full tailwind-merge does', () => {
    // One example for each class that some pair merges differently.
    const differ = new Map<string, string>();
    for (const a of classes) {
      for (const b of classes) {
        const pair = `${a} ${b}`;
        const [ours, full] = [cn(pair), twMerge(pair)];
        if (ours !== full && !differ.has(a)) differ.set(a, `"${pair}": cn gives "${ours}", twMerge "${full}"`);
      }
    }
    expect([...differ.values()]).toEqual([]);
  });

  it('lets a later class override an earlier one of the same kind, and keeps the rest', () => {
    expect(cn('h-9 px-3 text-sm text-slate-700 hover:bg-slate-100', 'size-11 px-0 text-red-700 hover:bg-red-50')).toBe(
      'text-sm size-11 px-0 text-red-700 hover:bg-red-50',
    );
    expect(cn('border border-slate-200 bg-white', undefined, 'border-dashed bg-slate-50')).toBe(
      'border border-slate-200 border-dashed bg-slate-50',
    );
  });
});
