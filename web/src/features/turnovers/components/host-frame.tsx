// The guard and frame of the host's Turnovers page. The host feature links here (job cards), so
// this feature cannot import it back: the same guard as host pages (visitor -> /auth, no host
// profile -> /host/setup-profile) through the shared RequireRole.
import type { ReactNode } from 'react';
import { RequireRole } from '@web/features/auth';

export function HostOnlyPage({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="host" whenSignedOut={{ to: '/auth' }} whenNoProfile={{ to: '/host/setup-profile' }}>
      {children}
    </RequireRole>
  );
}

export function HostFrame({ title, subtitle, actions, children }: { title: ReactNode; subtitle?: ReactNode; actions?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
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
