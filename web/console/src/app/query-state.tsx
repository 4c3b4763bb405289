import type { UseQueryResult } from '@tanstack/react-query';
import { INTERFACE_STRINGS } from '@mercato/spec';
import type { ReactNode } from 'react';
import { ConsoleApiError } from '../api/client';

/** Loading, the failure with a retry (the server's message when it sent one), or the data. */
export function QueryState<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  if (query.isPending) return <p className="loading">Loading…</p>;
  if (query.isError) {
    const message = query.error instanceof ConsoleApiError && query.error.status < 500 ? query.error.message : INTERFACE_STRINGS.unableToLoadTryAgain;
    return (
      <div className="load-error" role="alert">
        <p>{message}</p>
        <button type="button" onClick={() => void query.refetch()}>
          Retry
        </button>
      </div>
    );
  }
  return <>{children(query.data)}</>;
}
