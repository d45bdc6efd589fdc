import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@web/components/ui/toast';
import { MessagesProvider, type Locale } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query-client';

/**
 * `client`: a query client made beforehand (prerendering and hydration seed it); otherwise a new one.
 * `locale`: the language the page starts in (issue 41).
 */
export function AppProviders({
  client,
  locale,
  children,
}: {
  client?: QueryClient;
  locale?: Locale;
  children: ReactNode;
}) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <MessagesProvider locale={locale}>
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    </MessagesProvider>
  );
}
