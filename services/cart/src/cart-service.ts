import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { cartParts } from '@mercato/cart/cart.parts';
import { CartCheckoutInternalModule, CartHandoverInternalModule, CartModule } from '@mercato/cart/http';

/**
 * Distributed mode's cart service: the visitor's cart (spec §7) on its own database, with its
 * own copies of the catalog (catalog topic) and of the sites (the sites context's published site
 * directory, `@mercato/sites/read-model`, fed from the sites topic). Serves CART_CHECKOUT to an
 * orders process over HTTP (CartCheckoutInternalModule, HttpCartCheckout), and CART_HANDOVER to the
 * site-users service, whose sign-in and sign-out carry the cart (CartHandoverInternalModule, HttpCartHandover).
 */
export const cartService: ServiceWithRuntime = {
  apiTitle: 'Mercato cart',
  transport: 'kafka',
  parts: combineParts(cartParts, siteDirectoryParts),
  modules: () => [...siteDirectoryModules(), CartModule, CartCheckoutInternalModule, CartHandoverInternalModule],
};
