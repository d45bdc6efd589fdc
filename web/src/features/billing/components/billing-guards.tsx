// Who may open the billing pages. Host billing: a visitor signs in at /auth, a cleaner has their own
// billing page, an account without a profile completes a host profile. Cleaner billing (spec §2):
// a visitor goes to /login, an account without a cleaner profile to /cleaner/signup, a host to
// the host billing page (each told the page is for the other role).
import type { ReactNode } from 'react';
import { RequireRole } from '@web/features/auth';

export function HostBillingOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRole
      role="host"
      whenSignedOut={{ to: '/auth' }}
      whenNoProfile={{ to: '/host/setup-profile' }}
      whenOtherRole="/cleaner/billing"
    >
      {children}
    </RequireRole>
  );
}

export function CleanerBillingOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRole
      role="cleaner"
      whenSignedOut={{ to: '/login' }}
      whenNoProfile={{ to: '/cleaner/signup' }}
      whenOtherRole="/host/billing"
    >
      {children}
    </RequireRole>
  );
}
