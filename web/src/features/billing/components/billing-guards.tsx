// Who may open the billing pages. Host billing: a visitor signs in at /auth, a cleaner has their own
// billing page, an account without a profile completes a host profile. Cleaner billing (spec §2):
// a visitor goes to /login, an account without a cleaner profile to /cleaner/signup, a host to
// the host billing page.
import type { ReactNode } from 'react';
import { RequireRole } from '../../auth/components/require-role';
import { useSession } from '../../auth/api/session';

export function HostBillingOnly({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return (
    <RequireRole role="host" whenSignedOut={{ to: '/auth' }} whenNoProfile={{ to: role === 'cleaner' ? '/cleaner/billing' : '/host/setup-profile' }}>
      {children}
    </RequireRole>
  );
}

export function CleanerBillingOnly({ children }: { children: ReactNode }) {
  const { role } = useSession();
  return (
    <RequireRole role="cleaner" whenSignedOut={{ to: '/login' }} whenNoProfile={{ to: role === 'host' ? '/host/billing' : '/cleaner/signup' }}>
      {children}
    </RequireRole>
  );
}
