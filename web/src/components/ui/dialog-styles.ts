// The form dialogs' panel and overlay (form-dialog-panel.tsx; the turnover pages' confirmations too).
export const panel =
  'fixed inset-x-3 top-1/2 z-50 mx-auto max-h-[calc(100dvh-1.5rem)] max-w-md -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-6';
export const overlay = 'fixed inset-0 z-50 bg-slate-900/50';
