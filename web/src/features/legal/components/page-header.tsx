// The title band at the top of the static pages (Terms, Privacy, Contact Us).
import type { ReactNode } from 'react';

export function PageHeader({ id, title, children }: { id: string; title: string; children?: ReactNode }) {
  return (
    <div className="border-b border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
        <h1
          id={id}
          tabIndex={-1}
          className="scroll-mt-24 text-3xl font-bold tracking-tight text-slate-900 outline-none sm:text-4xl"
        >
          {title}
        </h1>
        {children}
      </div>
    </div>
  );
}
