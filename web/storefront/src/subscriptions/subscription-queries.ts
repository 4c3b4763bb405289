import { useQuery } from '@tanstack/react-query';
import { CartCallError } from '../cart/cart-api';
import { browserSubscriptionApi, subscriptionConfirmationKey, type SubscriptionCartAnswer, type SubscriptionConfirmedPage } from './subscription-api';

/** Null when the API answered 404 (QueryOutcome shows the not-found page). */
async function orNotFound<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof CartCallError && error.status === 404) return null;
    throw error;
  }
}

/** The subscription cart by its token: the visitor's own, read in the browser. */
export const useSubscriptionCart = (cartToken: string) =>
  useQuery({ queryKey: ['commerce', 'subscription-cart', cartToken], queryFn: (): Promise<SubscriptionCartAnswer | null> => orNotFound(browserSubscriptionApi().cart(cartToken)) });

/** The subscription confirmed page's data by the token checkout gave. */
export const useSubscriptionConfirmation = (confirmationToken: string) =>
  useQuery({ queryKey: subscriptionConfirmationKey(confirmationToken), queryFn: (): Promise<SubscriptionConfirmedPage | null> => orNotFound(browserSubscriptionApi().confirmation(confirmationToken)) });
