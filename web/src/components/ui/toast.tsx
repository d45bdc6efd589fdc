// Toasts always carry a title and a description: the spec writes its messages as such pairs.
// Sonner (~10 KB gzip) loads with the first toast, not with every page: the calls below return an
// id at once and run when it has loaded and <Toaster> has mounted sonner's live region, a frame
// later, so screen readers announce the first toast too (a region added with its text is not read).
import { useEffect, useState, type ComponentType } from 'react';

type Pair = { title: string; description?: string };
type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const listeners = new Set<(s: Sonner) => void>();

function load(): Promise<Sonner> {
  sonner ??= import('sonner').then((s) => {
    for (const listener of listeners) listener(s);
    return s;
  });
  return sonner;
}

let lastId = 0;
let regionMounted: () => void = () => {};
const regionReady = new Promise<void>((resolve) => (regionMounted = resolve));

function show(kind: 'success' | 'error' | 'info', { title, description }: Pair): string {
  const id = `toast-${++lastId}`;
  void Promise.all([load(), regionReady]).then(([{ toast }]) =>
    (kind === 'info' ? toast : toast[kind])(title, { id, description }),
  );
  return id;
}

export const notify = {
  success: (pair: Pair) => show('success', pair),
  error: (pair: Pair) => show('error', pair),
  info: (pair: Pair) => show('info', pair),
  /** Removes a toast (by the id the calls above return) before its time is up. */
  dismiss: (id: string | number) => void sonner?.then(({ toast }) => toast.dismiss(id)),
};

export function Toaster() {
  const [Sonner, setSonner] = useState<ComponentType<Parameters<Sonner['Toaster']>[0]> | null>(null);
  useEffect(() => {
    const listener = (s: Sonner) => setSonner(() => s.Toaster);
    listeners.add(listener);
    // Already loaded (a toast before this mounted, or a remount): show it now.
    if (sonner) void sonner.then(listener);
    return () => void listeners.delete(listener);
  }, []);
  useEffect(() => {
    if (!Sonner) return;
    const frame = requestAnimationFrame(() => regionMounted());
    return () => cancelAnimationFrame(frame);
  }, [Sonner]);
  return Sonner && <Sonner position="top-center" richColors closeButton toastOptions={{ duration: 6000 }} />;
}
