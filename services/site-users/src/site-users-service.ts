import { RemoteContributorAuthModule, RemotePortModule } from '@mercato/http';
import { MailModule } from '@mercato/mail';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { CART_HANDOVER, HttpCartHandover } from '@mercato/cart/ports';
import { HttpProductTypes, PRODUCT_TYPES } from '@mercato/catalog/ports';
import { siteUsersParts } from '@mercato/site-users/site-users.parts';
import { PageGateInternalModule, SiteUsersModule } from '@mercato/site-users/http';

export interface SiteUsersServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions (member areas) are checked there. */
  readonly sitesServiceUrl: string;
  /**
   * The cart service (CART_SERVICE_URL): sign-in merges the visitor's cart into the user's and
   * sign-out with cloneCart leaves a copy there. Absent: the cart cookie is left alone.
   */
  readonly cartServiceUrl?: string | undefined;
  /**
   * The catalog service (CATALOG_SERVICE_URL): a member area's paywall product is checked there
   * (PRODUCT_TYPES). Absent: any product id is accepted.
   */
  readonly catalogServiceUrl?: string | undefined;
}

/**
 * Distributed mode's site-users service: visitors' accounts, sessions, mailed links (the mail
 * dispatcher delivers its outbox) and member areas, on its own database; site hosts come from the
 * sites topic through the site directory projection the other services keep too. Serves PAGE_GATE
 * to the catalog, cart, orders and restock services over HTTP (PageGateInternalModule, HttpPageGate),
 * and SITE_USER_IDENTITY to the orders service (HttpSiteUserIdentity).
 */
export function siteUsersService({ sitesServiceUrl, cartServiceUrl, catalogServiceUrl }: SiteUsersServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato site users',
    transport: 'kafka',
    parts: combineParts(siteUsersParts, siteDirectoryParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      ...(cartServiceUrl ? [RemotePortModule.of(CART_HANDOVER, new HttpCartHandover(cartServiceUrl))] : []),
      ...(catalogServiceUrl ? [RemotePortModule.of(PRODUCT_TYPES, new HttpProductTypes(catalogServiceUrl))] : []),
      MailModule,
      SiteUsersModule,
      PageGateInternalModule,
    ],
  };
}
