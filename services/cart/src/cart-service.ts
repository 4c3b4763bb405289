import { RemotePortModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { cartParts } from '@mercato/cart/cart.parts';
import { CartCheckoutInternalModule, CartHandoverInternalModule, CartModule } from '@mercato/cart/http';
import { HttpPageGate, PAGE_GATE } from '@mercato/site-users/ports';

export interface CartServiceOptions {
  /**
   * The site-users service (SITE_USERS_SERVICE_URL), which keeps lock screens: the cart's calls ask
   * it whether the site's lock screen closes them (SiteLockGuard, HttpPageGate); while it does not
   * answer they are refused (503). Absent: no site lock closes the cart.
   */
  readonly siteUsersServiceUrl?: string | undefined;
}

/**
 * Distributed mode's cart service: the visitor's cart (spec §7) on its own database, with its
 * own copies of the catalog (catalog topic) and of the sites (the sites context's published site
 * directory, `@mercato/sites/read-model`, fed from the sites topic). Serves CART_CHECKOUT to an
 * orders process over HTTP (CartCheckoutInternalModule, HttpCartCheckout), and CART_HANDOVER to the
 * site-users service, whose sign-in and sign-out carry the cart (CartHandoverInternalModule, HttpCartHandover).
 */
export function cartService({ siteUsersServiceUrl }: CartServiceOptions = {}): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato cart',
    transport: 'kafka',
    parts: combineParts(cartParts, siteDirectoryParts),
    modules: () => [
      ...siteDirectoryModules(),
      ...(siteUsersServiceUrl ? [RemotePortModule.of(PAGE_GATE, new HttpPageGate(siteUsersServiceUrl))] : []),
      CartModule,
      CartCheckoutInternalModule,
      CartHandoverInternalModule,
    ],
  };
}
