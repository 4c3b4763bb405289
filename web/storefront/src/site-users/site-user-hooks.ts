import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { COOKIE_NAMES, cookieValue } from '@mercato/spec';
import { isSiteUserAuthenticated } from '../cart/cart-at-start';
import { cartQueryKey, useCartApi, useHydrated, useStoreCart } from '../cart/cart-context';
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

/**
 * After a sign-in or sign-out the cart cookie names another cart (the merged one, a copy, or none):
 * the account and the cart are read again, so the pill shows the right cart at once.
 */
export function useAfterSessionChange(): () => Promise<void> {
  const queryClient = useQueryClient();
  const cartApi = useCartApi();
  const storeCart = useStoreCart();
  return async () => {
    await queryClient.invalidateQueries({ queryKey: ['site-users'] });
    if (cartApi) storeCart(await cartApi.getCart());
    else await queryClient.invalidateQueries({ queryKey: cartQueryKey });
  };
}

export function useSignOut() {
  const api = useSiteUserApi();
  const afterSessionChange = useAfterSessionChange();
  return useMutation({
    mutationFn: async (cloneCart: boolean) => {
      await api!.signOut(cloneCart);
      await afterSessionChange();
    },
  });
}
