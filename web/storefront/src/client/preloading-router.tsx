import { type ReactNode, useLayoutEffect, useState } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { matchStorefrontRoute, preloadRoutePage } from '../app/routes';

/**
 * The browser's router: like react-router's BrowserRouter, but a navigation to a lazy page fetches the
 * page's chunk first and only then shows it, so the previous page stays meanwhile. BrowserRouter
 * counts on a React transition for that; under Preact (build.ts) a transition runs at once, and the
 * page would suspend to nothing (`StorefrontBoundary`'s fallback) until its chunk came. The latest
 * navigation wins when several overlap.
 */
export function PreloadingBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ window, v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      void preloadRoutePage(matchStorefrontRoute(location.pathname)).finally(() => {
        if (navigation === latest) setShown({ action, location });
      });
    });
  }, [history]);
  return (
    <Router navigator={history} location={shown.location} navigationType={shown.action}>
      {children}
    </Router>
  );
}
