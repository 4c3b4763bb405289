import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useSyncExternalStore } from 'react';
import { type CheckoutApi } from '../checkout/checkout-api';
import { type CartApi } from './cart-api';
import { type ShoppingCart } from './cart-types';

export interface CartSetup {
  /** The browser's cart calls; absent on the server, which renders the cart-less page. */
  api?: CartApi;
  /** The browser's checkout and order calls; absent on the server (those pages are the visitor's own). */
  checkout?: CheckoutApi;
  /** Spec §4 "Cart load": read the cart at page start only for a signed-in visitor or one with a cart cookie. */
  loadAtStart: boolean;
}

const CartContext = createContext<CartSetup>({ loadAtStart: false });

export function CartProvider({ setup, children }: { setup: CartSetup; children: ReactNode }) {
  return <CartContext.Provider value={setup}>{children}</CartContext.Provider>;
}

export const cartQueryKey = ['commerce', 'shopping-cart'] as const;

function cartQuery(api: CartApi | undefined) {
  return queryOptions({
    queryKey: cartQueryKey,
    queryFn: () => {
      if (!api) throw new Error('The cart is read in the browser only');
      return api.getCart();
    },
  });
}

const noSubscription = () => () => undefined;

/**
 * False while hydrating (the server's HTML had no cart), true after: the first browser render must match
 * the server's, so what depends on the browser-only cart API waits for the second.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}

/**
 * The visitor's cart: read at page start when spec §4 says so, or when `read` asks (the cart page);
 * otherwise whatever the last add or change answered. `isFetching` is the spec's loading flag.
 */
export function useCart({ read = false }: { read?: boolean } = {}) {
  const { api, loadAtStart } = useContext(CartContext);
  const hydrated = useHydrated();
  return useQuery({ ...cartQuery(api), enabled: hydrated && api !== undefined && (read || loadAtStart) });
}

export interface CartSummary {
  totalQuantity: number;
  subtotalCents: number;
  /** Spec §4 "Cart indicator": the first sync happened (the cart was read, or there is none to read). */
  synced: boolean;
  /** Spec §4 loading flag: a cart read is running. */
  loading: boolean;
}

/** What the pill and the indicator show; an unread cart counts as empty. */
export function useCartSummary(): CartSummary {
  const { loadAtStart } = useContext(CartContext);
  const hydrated = useHydrated();
  const { data, isFetching } = useCart();
  return {
    totalQuantity: data?.totalQuantity ?? 0,
    subtotalCents: data?.subtotalCents ?? 0,
    synced: data !== undefined || (hydrated && !loadAtStart),
    loading: isFetching,
  };
}

/** The cart calls, once hydrated in the browser; undefined before (buttons stay disabled until then). */
export function useCartApi(): CartApi | undefined {
  const { api } = useContext(CartContext);
  return useHydrated() ? api : undefined;
}

/** Each cart call answers the whole cart: it replaces the cached one, so pill, indicator and page agree. */
export function useStoreCart(): (cart: ShoppingCart) => void {
  const queryClient = useQueryClient();
  return (cart) => queryClient.setQueryData(cartQueryKey, cart);
}

/** The checkout and order calls, once hydrated in the browser; undefined before. */
export function useCheckoutApi(): CheckoutApi | undefined {
  const { checkout } = useContext(CartContext);
  return useHydrated() ? checkout : undefined;
}
