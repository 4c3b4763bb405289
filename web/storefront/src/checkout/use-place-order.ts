import { orderPagePath } from '@mercato/spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { cartQueryKey, useCheckoutApi } from '../cart/cart-context';
import { type ShoppingCart } from '../cart/cart-types';
import { endsAttempt, newAttemptKey } from './attempt-key';
import { type PlaceOrderRequest } from './checkout-api';
import { orderQueryKey } from './use-order';

/** What the pill and the cart page show once the cart is bought: the server opens a new cart on the next add. */
const NO_CART: ShoppingCart = { id: null, websiteId: null, entries: [], subtotalCents: 0, totalQuantity: 0, hasDigital: false, purelyDigital: false, requiresShipping: false };

/**
 * Places the order, then shows its confirmed page. One Idempotency-Key per attempt: a second click while
 * the first is on its way is ignored, and a retry after no answer (the request may have arrived) sends
 * the same key, so the order is placed and charged once (so does one after a server fault: the server
 * resumes the attempt). A refusal (4xx: a declined card) ends the attempt: the next try gets a new key.
 */
export function usePlaceOrder() {
  const api = useCheckoutApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const inFlight = useRef(false);

  const mutation = useMutation({
    mutationFn: (request: Omit<PlaceOrderRequest, 'idempotencyKey'>) => {
      if (!api) throw new Error('Orders are placed in the browser only');
      attemptKey.current ??= newAttemptKey();
      return api.placeOrder({ ...request, idempotencyKey: attemptKey.current });
    },
    onSuccess: (order) => {
      queryClient.setQueryData(orderQueryKey(order.orderToken), order);
      queryClient.setQueryData(cartQueryKey, NO_CART);
      void navigate(orderPagePath('confirmed', order.orderToken));
    },
    onError: (error) => {
      if (endsAttempt(error)) attemptKey.current = null;
    },
    onSettled: () => {
      inFlight.current = false;
    },
  });

  const placeOrder = (request: Omit<PlaceOrderRequest, 'idempotencyKey'>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    mutation.mutate(request);
  };
  return { placeOrder, placing: mutation.isPending, failure: mutation.error, ready: api !== undefined };
}
