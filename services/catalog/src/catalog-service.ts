import { RemoteContributorAuthModule, RemotePortModule } from '@mercato/http';
import { combineParts, type ServiceWithRuntime } from '@mercato/runtime';
import { CatalogModule, StockReservationsInternalModule, StorePagesInternalModule, catalogParts, stockReservationParts } from '@mercato/catalog/http';
import { siteDirectoryModules, siteDirectoryParts } from '@mercato/sites/read-model';
import { FORM_DEFINITIONS, HttpFormDefinitions } from '@mercato/forms/ports';
import { HttpPageGate, PAGE_GATE } from '@mercato/site-users/ports';

export interface CatalogServiceOptions {
  /** The sites service, which keeps contributor accounts: owner sessions are checked there. */
  readonly sitesServiceUrl: string;
  /**
   * The site-users service (SITE_USERS_SERVICE_URL), which keeps lock screens and memberships: the
   * catalog's page reads ask it whether the visitor may view a page. Absent: every page is open.
   */
  readonly siteUsersServiceUrl?: string | undefined;
  /**
   * The forms service (FORMS_SERVICE_URL), which keeps the form definitions: a product page carries
   * its additional-fields form from there. Absent: no product page carries one (the add says it cannot open the form).
   */
  readonly formsServiceUrl?: string | undefined;
}

/**
 * Distributed mode's catalog service: stores, products, stock and their read model. What it
 * knows of websites (hosts, currency, time zone) comes from the sites topic into its own tables.
 * Serves stock reservations to services/orders over HTTP (StockReservationsInternalModule,
 * HttpStockReservations) and settles them from the orders topic (orderStockReactor); tells
 * services/forms which page ids are store pages (StorePagesInternalModule, HttpStorePages).
 */
export function catalogService({ sitesServiceUrl, siteUsersServiceUrl, formsServiceUrl }: CatalogServiceOptions): ServiceWithRuntime {
  return {
    apiTitle: 'Mercato catalog',
    transport: 'kafka',
    parts: combineParts(catalogParts, siteDirectoryParts, stockReservationParts),
    modules: () => [
      RemoteContributorAuthModule.forOrigin(sitesServiceUrl),
      ...siteDirectoryModules(),
      ...(siteUsersServiceUrl ? [RemotePortModule.of(PAGE_GATE, new HttpPageGate(siteUsersServiceUrl))] : []),
      ...(formsServiceUrl ? [RemotePortModule.of(FORM_DEFINITIONS, new HttpFormDefinitions(formsServiceUrl))] : []),
      CatalogModule,
      StockReservationsInternalModule,
      StorePagesInternalModule,
    ],
  };
}
