import { serviceUrlFromEnv } from '@mercato/runtime';

/** The services the gateway forwards to in proxy mode, and the variable naming each one's URL. */
export const UPSTREAM_URL_VARIABLES = {
  sites: 'SITES_SERVICE_URL',
  catalog: 'CATALOG_SERVICE_URL',
  census: 'CENSUS_SERVICE_URL',
} as const;

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
  { prefix: '/api/content-service', upstream: 'catalog' },
  { prefix: '/api/commerce', upstream: 'catalog' },
  { prefix: '/api/storefront/collections', upstream: 'catalog' },
  { prefix: '/api/storefront/products', upstream: 'catalog' },
  // Analytics ingestion (spec §7): the census service, proxied when CENSUS_SERVICE_URL names it.
  { prefix: '/api/census', upstream: 'census' },
  { prefix: '/api/events', upstream: 'census' },
  { prefix: '/api/v1/clanker', upstream: 'census' },
  { prefix: '/api/1/performance', upstream: 'census' },
];

const LONGEST_FIRST = [...API_ROUTES].sort((a, b) => b.prefix.length - a.prefix.length);

/** The service that answers `path`, if it is configured. Case-insensitive, as Express routes are. */
export function upstreamFor(path: string, upstreams: Upstreams): { readonly name: UpstreamName; readonly origin: string } | undefined {
  const lower = path.toLowerCase();
  const route = LONGEST_FIRST.find(({ prefix }) => lower === prefix || lower.startsWith(`${prefix}/`));
  const origin = route ? upstreams[route.upstream] : undefined;
  return route && origin ? { name: route.upstream, origin } : undefined;
}

/** Sites and catalog are required; census is optional: a deployment may run without analytics. */
export function upstreamsFromEnv(env: NodeJS.ProcessEnv): Upstreams {
  return {
    sites: serviceUrlFromEnv(UPSTREAM_URL_VARIABLES.sites, env),
    catalog: serviceUrlFromEnv(UPSTREAM_URL_VARIABLES.catalog, env),
    ...(env[UPSTREAM_URL_VARIABLES.census] ? { census: serviceUrlFromEnv(UPSTREAM_URL_VARIABLES.census, env) } : {}),
  };
}
