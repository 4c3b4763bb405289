import { type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import type { ConsoleApi } from '../api/client';
import { consoleQueries, createConsoleQueryClient } from '../api/queries';
import type { OwnedSite } from '../api/types';
import { ConsoleApp } from '../app/console-app';
import type { PageLocation } from '../model/sites';

/** Specs fill the cache themselves; any call would mean a page asked for data it was not given. */
export const unreachableApi = new Proxy({} as ConsoleApi, { get: (_target, name) => () => Promise.reject(new Error(`unexpected call: ${String(name)}`)) });

export const DEMO_PAGE: PageLocation = { hostname: 'localhost', protocol: 'http:', port: '3000' };

/** Renders the console at `url` (below /config) for a logged-in contributor holding `sites`. */
export function renderConsole(url: string, sites: OwnedSite[], fill: (queryClient: QueryClient, api: ConsoleApi) => void = () => undefined, page = DEMO_PAGE): string {
  const queryClient = createConsoleQueryClient();
  queryClient.setQueryData(consoleQueries.session(unreachableApi).queryKey, { id: 'c1', email: 'owner@example.test', displayName: 'Owner', roles: [] });
  queryClient.setQueryData(consoleQueries.sites(unreachableApi).queryKey, sites);
  fill(queryClient, unreachableApi);
  try {
    return renderToString(
      <StaticRouter location={url}>
        <ConsoleApp api={unreachableApi} queryClient={queryClient} page={page} />
      </StaticRouter>,
    );
  } finally {
    queryClient.clear();
  }
}
