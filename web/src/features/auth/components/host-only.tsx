// Host pages (spec §2, §6): a visitor goes to /auth, a signed-in account without a host profile to
// /host/setup-profile, and a cleaner (one account, one role) to their own start page, /browse-jobs,
// told that the page is for hosts.
// The server refuses the same calls; this spares a useless screen.
import type { ReactNode } from 'react';
import { RequireRole } from './require-role';

export function HostOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="host" whenSignedOut={{ to: '/auth' }} whenNoProfile={{ to: '/host/setup-profile' }}>
      {children}
    </RequireRole>
  );
}
