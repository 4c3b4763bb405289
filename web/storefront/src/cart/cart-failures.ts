import { CART_MESSAGES } from '@mercato/spec';
import { CartCallError } from './cart-api';

/**
 * The line under a cart page failure's title (spec §8): no answer at all points at the connection; a
 * refusal is shown as the server worded it; a server fault only says to try again.
 */
export function cartFailureDetail(error: unknown): string {
  if (error instanceof CartCallError) {
    if (error.kind === 'network') return CART_MESSAGES.checkInternetConnection;
    if (error.status !== undefined && error.status < 500) return error.message;
  }
  return CART_MESSAGES.pleaseTryAgain;
}
