import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@web/components/ui/toast';
import { MessagesProvider } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';

/** `client`: a query client made beforehand (prerendering and hydration seed it); otherwise a new one. */
export function AppProviders({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MessagesProvider>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MessagesProvider>
  );
}
