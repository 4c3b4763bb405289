import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCheckoutApi } from '../cart/cart-context';
import { type CheckoutChoice } from './checkout-types';

/** The checkout totals for the choice so far; the last ones stay on screen while new ones load. */
export function useCheckoutQuote(choice: CheckoutChoice, enabled: boolean) {
  const api = useCheckoutApi();
  return useQuery({
    queryKey: ['commerce', 'checkout-quote', choice] as const,
    enabled: enabled && api !== undefined,
    placeholderData: keepPreviousData,
    queryFn: () => {
      if (!api) throw new Error('Checkout totals are read in the browser only');
      return api.quote(choice);
    },
  });
}
