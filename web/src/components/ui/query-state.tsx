// What a page (or a section) shows in place of its content while its data loads or after loading
// failed, the same everywhere: the labelled spinner; then why it failed with Retry, or 'not found'
// without one when the thing is not there (or not the reader's: the server answers 404 for both),
// or the server's reason without one when it is gone for good (410 JOB_DELETED: its job was deleted).
import { ApiRequestError } from '@web/lib/api';
import { LoadError } from './load-error';
import { PageSpinner } from './spinner';

export type QueryStateTexts = { loading: string; loadFailed: string; retry: string; notFound?: string };

type Query = { isPending: boolean; error: unknown; refetch: () => unknown };

/**
 * The spinner while `query` is pending, else its error: `notFound` (when given) for a 404, the
 * server's words (core/messages/en/errors.ts) for a deleted job, otherwise `loadFailed`
 * followed by `describe(error)`, with Retry. Render it only while the query is pending or failed.
 */
export function QueryState({
  query,
  texts,
  describe,
}: {
  query: Query;
  texts: QueryStateTexts;
  describe: (error: unknown) => string;
}) {
  if (query.isPending) return <PageSpinner label={texts.loading} />;
  const error = query.error instanceof ApiRequestError ? query.error : null;
  const notFound = texts.notFound !== undefined && error?.code === 'NOT_FOUND';
  const gone = error?.code === 'JOB_DELETED' && error.message !== '';
  const noRetry = notFound || gone;
  return (
    <LoadError
      message={notFound ? texts.notFound! : gone ? error.message : `${texts.loadFailed} ${describe(query.error)}`}
      retryLabel={texts.retry}
      onRetry={noRetry ? undefined : () => void query.refetch()}
    />
  );
}
