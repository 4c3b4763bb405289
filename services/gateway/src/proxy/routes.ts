import { requiredServiceUrl, type RuntimeConfig } from '@mercato/runtime';

/** The services the gateway forwards to in proxy mode, and the variable naming each one's URL. */
export const UPSTREAM_URL_VARIABLES = {
  sites: 'SITES_SERVICE_URL',
  catalog: 'CATALOG_SERVICE_URL',
  census: 'CENSUS_SERVICE_URL',
  cart: 'CART_SERVICE_URL',
  restock: 'RESTOCK_SERVICE_URL',
  siteUsers: 'SITE_USERS_SERVICE_URL',
  forms: 'FORMS_SERVICE_URL',
  media: 'MEDIA_SERVICE_URL',
  orders: 'ORDERS_SERVICE_URL',
} as const;

/** Services whose paths are forwarded only once their URL is set: the rest answer from the gateway. */
const OPTIONAL_UPSTREAMS = ['census', 'cart', 'restock', 'siteUsers', 'forms', 'media', 'orders'] as const satisfies readonly UpstreamName[];

export type UpstreamName = keyof typeof UPSTREAM_URL_VARIABLES;

/** Origin of each configured service, e.g. { sites: 'http://sites:3000' }. */
export type Upstreams = Readonly<Partial<Record<UpstreamName, string>>>;

/**
 * The route table of proxy mode (docs/architecture.md): which service owns each /api path prefix.
 * A prefix matches itself and anything below it (`/api/widget` matches `/api/widget/UpdateNavigation`,
 * not `/api/widgets`); the longest match wins. Paths no prefix matches are the gateway's own (404).
 */
export const API_ROUTES: ReadonlyArray<{ readonly prefix: string; readonly upstream: UpstreamName }> = [
  // Contributor accounts live with the sites; other services check sessions there.
  { prefix: '/api/auth', upstream: 'sites' },
  { prefix: '/api/storefront/site', upstream: 'sites' },
  { prefix: '/api/commondata', upstream: 'sites' },
  { prefix: '/api/widget', upstream: 'sites' },
  { prefix: '/api/v1/commerce-preferences', upstream: 'sites' },
  { prefix: '/api/owner/sites', upstream: 'sites' },
  { prefix: '/api/multilingual', upstream: 'sites' },
  { prefix: '/api/site-header-footer', upstream: 'sites' },
  // Each site's instalment offer and social pixel (an owner setting of the sites context).
  { prefix: '/api/storefront-integrations', upstream: 'sites' },
  // Each site's experiments (name, variant, status), a site setting.
  { prefix: '/api/site-experiments', upstream: 'sites' },
  { prefix: '/api/content-service', upstream: 'catalog' },
  { prefix: '/api/commerce/inventory', upstream: 'catalog' },
  { prefix: '/api/storefront/collections', upstream: 'catalog' },
  { prefix: '/api/storefront/products', upstream: 'catalog' },
  // Analytics ingestion (spec §7): the census service, proxied when CENSUS_SERVICE_URL names it.
  { prefix: '/api/census', upstream: 'census' },
  { prefix: '/api/events', upstream: 'census' },
  { prefix: '/api/v1/clanker', upstream: 'census' },
  { prefix: '/api/1/performance', upstream: 'census' },
  { prefix: '/api/commerce/shopping-cart', upstream: 'cart' },
  { prefix: '/api/3/commerce/cart', upstream: 'cart' },
  // Restock sign-ups sit under the site users' prefix; the longer prefix wins.
  { prefix: '/api/site-users/account/notifications', upstream: 'restock' },
  { prefix: '/api/site-users', upstream: 'siteUsers' },
  { prefix: '/api/form', upstream: 'forms' },
  { prefix: '/api/rest/forms', upstream: 'forms' },
  { prefix: '/api/template', upstream: 'forms' },
  { prefix: '/api/media', upstream: 'media' },
  { prefix: '/api/owner/media', upstream: 'media' },
  { prefix: '/api/storefront/galleries', upstream: 'media' },
  // Checkout and orders, with the gift cards and subscriptions checkout pays through.
  { prefix: '/api/commerce/checkout', upstream: 'orders' },
  { prefix: '/api/commerce/orders', upstream: 'orders' },
  { prefix: '/api/commerce/websites', upstream: 'orders' },
  { prefix: '/api/commerce/gift-cards', upstream: 'orders' },
  { prefix: '/api/commerce/subscriptions', upstream: 'orders' },
];

const LONGEST_FIRST = [...API_ROUTES].sort((a, b) => b.prefix.length - a.prefix.length);

/** The service that answers `path`, if it is configured. Case-insensitive, as Express routes are. */
export function upstreamFor(path: string, upstreams: Upstreams): { readonly name: UpstreamName; readonly origin: string } | undefined {
  const lower = path.toLowerCase();
  const route = LONGEST_FIRST.find(({ prefix }) => lower === prefix || lower.startsWith(`${prefix}/`));
  const origin = route ? upstreams[route.upstream] : undefined;
  return route && origin ? { name: route.upstream, origin } : undefined;
}

/** Sites and catalog are required; the other services (a deployment may run without analytics) are proxied when their URL is set. */
export function upstreamsOf(config: Pick<RuntimeConfig, 'serviceUrls'>): Upstreams {
  const optional = OPTIONAL_UPSTREAMS.flatMap((name) => {
    const url = config.serviceUrls.get(UPSTREAM_URL_VARIABLES[name]);
    return url ? [[name, url] as const] : [];
  });
  return {
    sites: requiredServiceUrl(config, UPSTREAM_URL_VARIABLES.sites),
    catalog: requiredServiceUrl(config, UPSTREAM_URL_VARIABLES.catalog),
    ...Object.fromEntries(optional),
  };
}
