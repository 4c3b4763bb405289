import { QueryClientProvider, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link, Route, Routes } from 'react-router';
import type { ConsoleApi } from '../api/client';
import { consoleQueries } from '../api/queries';
import type { ContributorView } from '../api/types';
import type { PageLocation } from '../model/sites';
import { EnvironmentProvider, useApi } from './api-context';
import { LoginPage } from './login-page';
import { QueryState } from './query-state';
import { SiteConsole } from './site-console';
import { SitePicker } from './site-picker';

/** The owner console under /config: login first, then the sites the contributor holds a role on. */
export function ConsoleApp({ api, queryClient, page }: { api: ConsoleApi; queryClient: QueryClient; page: PageLocation }) {
  return (
    <QueryClientProvider client={queryClient}>
      <EnvironmentProvider api={api} page={page}>
        <SessionGate />
      </EnvironmentProvider>
    </QueryClientProvider>
  );
}

function SessionGate() {
  const api = useApi();
  const session = useQuery(consoleQueries.session(api));
  return (
    <QueryState query={session}>
      {(contributor) =>
        contributor ? (
          <LoggedIn contributor={contributor} />
        ) : (
          <LoginPage />
        )
      }
    </QueryState>
  );
}

function LoggedIn({ contributor }: { contributor: ContributorView }) {
  return (
    <div className="console">
      <header className="console-header">
        <Link to="/" className="console-brand">
          Mercato console
        </Link>
        <span className="console-user" data-testid="contributor">
          {contributor.displayName || contributor.email}
        </span>
        <LogOutButton />
      </header>
      <Routes>
        <Route index element={<SitePicker />} />
        <Route path=":websiteId/*" element={<SiteConsole />} />
      </Routes>
    </div>
  );
}

function LogOutButton() {
  const api = useApi();
  const queryClient = useQueryClient();
  const logOut = useMutation({
    mutationFn: () => api.logOut(),
    // Nothing of the last contributor's may remain in the cache; the session query stays observed.
    onSuccess: () => {
      const sessionKey = consoleQueries.session(api).queryKey;
      queryClient.setQueryData(sessionKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionKey[0] });
    },
  });
  return (
    <button type="button" className="link-button" onClick={() => logOut.mutate()} disabled={logOut.isPending}>
      Log out
    </button>
  );
}
