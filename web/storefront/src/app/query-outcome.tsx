import { INTERFACE_STRINGS, PageType } from '@mercato/spec';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { type ReactNode, useEffect } from 'react';
import { PageView } from '../analytics/react';
import { StorefrontApiError } from '../api/client';
import { pageGateKey } from '../api/queries';
import { type PageGate } from '../api/types';
import { PageGateScreen } from '../site-users/page-gate';
import { NotFoundPage } from './not-found-page';

/** Renders a page query: loading, failure, a closed page (403 with its lock screen or member area), not found (the API answered 404 → null), or the data. */
export function QueryOutcome<T>({ query, children }: { query: UseQueryResult<T | null>; children: (data: T) => ReactNode }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const refused = query.error instanceof StorefrontApiError ? query.error.pageGate : undefined;
  const gate = refused ?? (query.isPending ? queryClient.getQueryData<PageGate>(pageGateKey(pathname)) : undefined);
  // Kept where the server puts its own, so the layout drops the site's navigation around the site's lock screen.
  useEffect(() => {
    if (refused) queryClient.setQueryData(pageGateKey(pathname), refused);
  }, [queryClient, pathname, refused]);
  if (gate) return <PageGateScreen gate={gate} />;
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
