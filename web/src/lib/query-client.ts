import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api';

/** GET /api/session's key (web/src/features/auth/api/session.ts uses the same). */
const sessionKey = ['session'] as const;

export function createQueryClient() {
  // Issue 39: a 401 means the session ended elsewhere (signed out in another tab, a password reset,
  // the account suspended): the session is read again, so the page shows the visitor's header.
  const signedOutElsewhere = (err: unknown) => {
    if (err instanceof ApiRequestError && err.status === 401) void client.invalidateQueries({ queryKey: sessionKey });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: signedOutElsewhere }),
    mutationCache: new MutationCache({ onError: signedOutElsewhere }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx answer will not change on retry; network blips and 5xx may.
        retry: (count, err) => !(err instanceof ApiRequestError && err.status >= 400 && err.status < 500) && count < 2,
        refetchOnWindowFocus: false,
      },
    },
  });
  return client;
}
