// The frame of a signed-in page: a heading, an optional lead and actions, then the content.
import type { ReactNode } from 'react';

export function PageFrame({
  title,
  subtitle,
  actions,
  children,
  narrow,
}: {
  title: ReactNode;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
  narrow?: boolean;
}) {
  return (
    <div className={`mx-auto w-full px-4 py-8 sm:px-6 sm:py-10 ${narrow ? 'max-w-2xl' : 'max-w-6xl'}`}>
      <div className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
          {subtitle && <div className="mt-1.5 text-slate-600">{subtitle}</div>}
        </div>
        {actions && <div className="flex flex-col gap-2 sm:flex-row sm:items-center">{actions}</div>}
      </div>
      {children}
    </div>
  );
}
