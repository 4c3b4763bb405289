import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useState } from 'react';
import { COOKIE_NAMES, cookieValue } from '@mercato/spec';
import { isSiteUserAuthenticated } from '../cart/cart-at-start';
import { useHydrated } from '../cart/cart-context';
import { type SiteUserApi } from './site-user-api';

/** The browser's site-user calls; absent on the server, which renders every visitor as signed out. */
export const SiteUserApiContext = createContext<SiteUserApi | undefined>(undefined);

export const siteUserAccountKey = ['site-users', 'account'] as const;

/** The site-user calls once hydrated in the browser. */
export function useSiteUserApi(): SiteUserApi | undefined {
  const api = useContext(SiteUserApiContext);
  return useHydrated() ? api : undefined;
}

/** Spec §6: the SiteUserInfo cookie says whether to ask the account API (an unparsable cookie is logged and means no user). */
const cookieSaysSignedIn = (): boolean => isSiteUserAuthenticated(cookieValue(document.cookie, COOKIE_NAMES.siteUserInfo), (message) => console.warn(message));

/** Who is signed in: null when nobody is (or on the server and while hydrating). */
export function useSiteUser() {
  const api = useSiteUserApi();
  return useQuery({
    queryKey: siteUserAccountKey,
    queryFn: () => (cookieSaysSignedIn() ? api!.account() : Promise.resolve(null)),
    enabled: api !== undefined,
  });
}

export interface SiteUserAction<Argument> {
  /** Runs the action (not while it runs); `onSuccess` follows a success. */
  run(argument: Argument, onSuccess?: () => void): void;
  readonly status: 'idle' | 'pending' | 'success' | 'error';
  /** The refusal's message, as the server worded it, after a failure. */
  readonly errorMessage: string | undefined;
}

/**
 * A site-user call made from a button or form, and where it stands. Smaller than react-query's
 * mutations, which nothing else on the storefront's start uses (its JavaScript budget counts).
 */
export function useSiteUserAction<Argument = void>(action: (argument: Argument) => Promise<void>): SiteUserAction<Argument> {
  const [state, setState] = useState<{ status: SiteUserAction<Argument>['status']; errorMessage?: string }>({ status: 'idle' });
  const run = (argument: Argument, onSuccess?: () => void) => {
    setState({ status: 'pending' });
    action(argument).then(
      () => {
        setState({ status: 'success' });
        onSuccess?.();
      },
      (error: Error) => setState({ status: 'error', errorMessage: error.message }),
    );
  };
  return { run, status: state.status, errorMessage: state.errorMessage };
}

/**
 * After a sign-in or sign-out the cart cookie names another cart (the merged one, a copy, or none)
 * and spec §4's cart load at page start decides anew: the next page is loaded whole.
 */
export const loadPage = (path: string): void => window.location.assign(path);

export function useSignOut(): SiteUserAction<boolean> {
  const api = useSiteUserApi();
  return useSiteUserAction(async (cloneCart: boolean) => {
    await api!.signOut(cloneCart);
    loadPage('/');
  });
}
