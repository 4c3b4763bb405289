import { useQuery } from '@tanstack/react-query';
import { useCheckoutApi } from '../cart/cart-context';
import { CartCallError } from '../cart/cart-api';
import { type OrderConfirmation } from './checkout-types';

export const orderQueryKey = (orderToken: string) => ['commerce', 'order', orderToken] as const;

/**
 * The order by its token, read in the browser only (it is the buyer's own, never in the shared server
 * render). Null when there is no such order.
 */
export function useOrder(orderToken: string) {
  const api = useCheckoutApi();
  return useQuery({
    queryKey: orderQueryKey(orderToken),
    enabled: api !== undefined,
    queryFn: async (): Promise<OrderConfirmation | null> => {
      if (!api) throw new Error('Orders are read in the browser only');
      try {
        return await api.order(orderToken);
      } catch (error) {
        if (error instanceof CartCallError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
