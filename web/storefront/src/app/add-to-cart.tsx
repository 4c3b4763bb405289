import { createContext, useContext } from 'react';

/** What the cart will receive; mirrors the body of POST /api/commerce/shopping-cart/entries (spec §7). */
export interface AddToCartRequest {
  itemId: string;
  /** The chosen variant's SKU; null when no variant is chosen yet. */
  sku: string | null;
  quantity: number;
}

export type AddToCartHandler = (request: AddToCartRequest) => void;

/**
 * Seam for the cart feature, which does not exist yet: the storefront renders the button and hands the
 * request to whatever handler the app is given. Without a handler the button stays disabled.
 */
const AddToCartContext = createContext<AddToCartHandler | undefined>(undefined);

export const AddToCartProvider = AddToCartContext.Provider;

export function useAddToCart(): AddToCartHandler | undefined {
  return useContext(AddToCartContext);
}
