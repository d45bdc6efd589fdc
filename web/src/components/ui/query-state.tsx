// What a page (or a section) shows in place of its content while its data loads or after loading
// failed, the same everywhere: the labelled spinner; then why it failed with Retry, or 'not found'
// without one when the thing is not there (or not the reader's: the server answers 404 for both).
import { ApiRequestError } from '@web/lib/api';
import { LoadError } from './load-error';
import { PageSpinner } from './spinner';

export type QueryStateTexts = { loading: string; loadFailed: string; retry: string; notFound?: string };

type Query = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * The spinner while `query` is pending, else its error: `notFound` (when given) for a 404,
 * otherwise `loadFailed` followed by `describe(error)`, with Retry. Render it only while the query
 * is pending or failed.
 */
export function QueryState({ query, texts, describe }: { query: Query; texts: QueryStateTexts; describe: (error: unknown) => string }) {
  if (query.isPending) return <PageSpinner label={texts.loading} />;
  const notFound = texts.notFound !== undefined && query.error instanceof ApiRequestError && query.error.code === 'NOT_FOUND';
  return (
    <LoadError
      message={notFound ? texts.notFound! : `${texts.loadFailed} ${describe(query.error)}`}
      retryLabel={texts.retry}
      onRetry={notFound ? undefined : () => void query.refetch()}
    />
  );
}
