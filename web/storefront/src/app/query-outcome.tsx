import { INTERFACE_STRINGS, PageType } from '@mercato/spec';
import { type UseQueryResult } from '@tanstack/react-query';
import { type ReactNode } from 'react';
import { PageView } from '../analytics/react';
import { NotFoundPage } from './not-found-page';

/** Renders a page query: loading, failure, not found (the API answered 404 → null), or the data. */
export function QueryOutcome<T>({ query, children }: { query: UseQueryResult<T | null>; children: (data: T) => ReactNode }) {
  if (query.isPending) {
    return (
      <p role="status" data-testid="loading">
        Loading…
      </p>
    );
  }
  if (query.isError) {
    return (
      <p role="alert" data-testid="load-error">
        {INTERFACE_STRINGS.unableToLoadTryAgain}
        <PageView pageType={PageType.ERROR} />
      </p>
    );
  }
  if (query.data === null) return <NotFoundPage />;
  return children(query.data);
}
