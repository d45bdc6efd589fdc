// The guards of the cleaner pages (spec §6, §8): no session → /login, no cleaner profile →
// /cleaner/signup; /browse-jobs sends both to /cleaner/signup with 'Access Denied'. A signed-in
// host goes to the host dashboard, told the page is for cleaners (RequireRole).
import type { ReactNode } from 'react';
import { RequireRole } from '@web/features/auth';
import { useMessages } from '@web/lib/i18n';
import { cleanerMessages } from '@web/lib/messages/cleaner';

export function CleanerOnly({ children }: { children: ReactNode }) {
  return (
    <RequireRole role="cleaner" whenSignedOut={{ to: '/login' }} whenNoProfile={{ to: '/cleaner/signup' }}>
      {children}
    </RequireRole>
  );
}

export function CleanerOnlyForBrowsing({ children }: { children: ReactNode }) {
  const m = useMessages(cleanerMessages).cleaner.access;
  const denied = { to: '/cleaner/signup', toast: { title: m.deniedTitle, description: m.deniedDescription } };
  return (
    <RequireRole role="cleaner" whenSignedOut={denied} whenNoProfile={denied}>
      {children}
    </RequireRole>
  );
}
