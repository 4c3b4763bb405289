import { SiteResolutionModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { SiteDirectoryReadModelModule, siteDirectoryParts } from '@mercato/catalog/http';
import { SiteDirectoryReadModel } from '@mercato/catalog/infrastructure';
import { cartParts } from '@mercato/cart/cart.parts';
import { CartCheckoutInternalModule, CartHandoverInternalModule, CartModule } from '@mercato/cart/http';

/**
 * Distributed mode's cart service: the visitor's cart (spec §7) on its own database, with its
 * own copies of the catalog (catalog topic) and of the site hosts (sites topic, through the
 * site directory projection the catalog and census services keep too). Serves CART_CHECKOUT to an
 * orders process over HTTP (CartCheckoutInternalModule, HttpCartCheckout), and CART_HANDOVER to the
 * site-users service, whose sign-in and sign-out carry the cart (CartHandoverInternalModule, HttpCartHandover).
 */
export const cartService: ServiceWithRuntime = {
  apiTitle: 'Mercato cart',
  transport: 'kafka',
  parts: combineParts(cartParts, siteDirectoryParts),
  modules: () => [SiteDirectoryReadModelModule, SiteResolutionModule.forRoot({ useExisting: SiteDirectoryReadModel }, [SiteDirectoryReadModelModule]), CartModule, CartCheckoutInternalModule, CartHandoverInternalModule],
};
