import { dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { currentLanguageOf, experimentVariants, type ContributorRole, type ExperimentOverrides } from '@mercato/spec';
import { type AnalyticsPageContext } from '../analytics/page';
import { type StorefrontApi, StorefrontApiError } from '../api/client';
import { createStorefrontQueryClient, pageGateKey, storefrontQueries } from '../api/queries';
import { type ContributorSessionView, type PageGate } from '../api/types';
import { ANALYTICS_CONTEXT_ELEMENT_ID, CART_CONTEXT_ELEMENT_ID, DEHYDRATED_STATE_ELEMENT_ID, ROOT_ELEMENT_ID } from '../app/document-ids';
import { StorefrontBoundary } from '../app/lazy-page';
import { matchStorefrontRoute, preloadRoutePage, type StorefrontRouteMatch } from '../app/routes';
import { StorefrontApp } from '../app/storefront-app';
import { STOREFRONT_CSS } from '../app/styles';
import { escapeHtml, scriptSafeJson } from './html';
import { languageSwitcherHtml } from './language-switcher';
import { type PageFacts, pageMetadataHtml } from './page-metadata';
import { type StorefrontReads, storefrontApiFor } from './storefront-reads';

export interface StorefrontRenderRequest {
  /** Path and query of the visitor's request, e.g. "/shop?view=list". */
  url: string;
  /** The visitor's Host header: it names the site. */
  host: string;
  /** Scheme, host and port the visitor used, for the page's absolute links (canonical, Open Graph); default http://{host}. */
  origin?: string;
  /** Where the page's data comes from: in process in the embedded gateway, over HTTP in the proxy one. */
  reads: StorefrontReads;
  clientScriptUrl: string;
  /**
   * The visitor's owner-session cookie (`name=value`) when they sent one: the render asks who is
   * signed in, for the analytics skip rules (spec §6).
   */
  ownerSessionCookie?: string;
  /**
   * The visitor's lock-pass and site-user session cookies (a Cookie header of only those): pages a
   * lock screen or member area closes are rendered as the lock screen or access-denied page without them.
   */
  pageGateCookies?: string;
  /** The visitor holds a site-user session: signed in, so (spec §6, issue 14) no page view unless a viewer-only contributor too. */
  siteUserSignedIn?: boolean;
  /** The census-disabling flag (spec §6): the page records no analytics. */
  censusDisabled?: boolean;
  /** Spec §4 "Cart load": the browser reads the cart at page start (see cart/cart-at-start.ts). */
  loadCartAtStart?: boolean;
  /** The language the visitor picked (server/visitor-choices.ts); used when the site has it. */
  languageChoice?: string;
  /** Experiment variants pinned on an internal or staging host (spec §6; server/visitor-choices.ts). */
  experimentOverrides?: ExperimentOverrides;
}

export interface StorefrontRenderResult {
  status: number;
  html: string;
}

const FALLBACK_TITLE = 'Store';

/** Server-renders one storefront page with its data in place, ready for the client to hydrate. */
export async function renderStorefront(request: StorefrontRenderRequest): Promise<StorefrontRenderResult> {
  const queryClient = createStorefrontQueryClient({ retryFailedLoads: false });
  const api = storefrontApiFor(request.reads, request.host, request.pageGateCookies);
  const { pathname } = new URL(request.url, 'http://storefront.invalid');
  const match = matchStorefrontRoute(pathname);
  const [status, roleGrants] = await Promise.all([
    prefetchPage(match, queryClient, api, pathname),
    signedInRoleGrants(api, request.ownerSessionCookie),
    preloadRoutePage(match),
  ]);

  const appHtml = renderToString(
    <StaticRouter location={request.url}>
      <StorefrontBoundary>
        <StorefrontApp api={api} queryClient={queryClient} />
      </StorefrontBoundary>
    </StaticRouter>,
  );
  const { head, body } = liftHoistables(appHtml);
  const site = queryClient.getQueryData(storefrontQueries.site(api).queryKey);
  const metadata = status === 200 && site ? pageMetadataHtml({ origin: request.origin ?? `http://${request.host}`, pathname, site, ...pageData(match, queryClient, api) }) : '';
  const lang = site ? currentLanguageOf(site.languages, site.locale, request.languageChoice) : 'en';
  const gate = queryClient.getQueryData<PageGate>(pageGateKey(pathname));
  const siteLocked = gate?.kind === 'locked' && gate.lockPageId === null;
  // Absent when no experiment counts: most pages carry none.
  const experiments = site ? experimentVariants(site.experiments, request.experimentOverrides ?? {}) : {};
  const analytics: AnalyticsPageContext = {
    ...analyticsPageContext(request.censusDisabled ?? false, roleGrants, site?.websiteId, request.siteUserSignedIn ?? false),
    ...(Object.keys(experiments).length > 0 ? { experiments } : {}),
  };
  const html = documentHtml({
    lang,
    head: head + metadata,
    // The lock screen shows nothing of the site (see SiteLayout), its languages included.
    languageSwitcher: site && !siteLocked ? languageSwitcherHtml(site.languages, lang) : '',
    body,
    dehydratedJson: scriptSafeJson(dehydrate(queryClient)),
    analyticsJson: scriptSafeJson(analytics),
    cartJson: scriptSafeJson({ loadAtStart: request.loadCartAtStart ?? false }),
    clientScriptUrl: request.clientScriptUrl,
  });
  queryClient.clear();
  return { status, html };
}

/**
 * Fills the cache with the site and the matched route's data, and decides the HTTP status: 404 for an
 * unknown route, site, collection or product; 403 for a page a lock screen or member area closes. A failed load keeps its status (502 when the reads
 * failed without one, e.g. a service that is down); such queries are not
 * dehydrated, so the browser renders the same loading state and retries them.
 */
async function prefetchPage(match: StorefrontRouteMatch | undefined, queryClient: QueryClient, api: StorefrontApi, pathname: string): Promise<number> {
  try {
    const [site, pageData] = await Promise.all([
      queryClient.fetchQuery(storefrontQueries.site(api)),
      match ? match.route.prefetch(queryClient, api, match.params) : Promise.resolve([]),
    ]);
    const found = match !== undefined && site !== null && pageData.every((data) => data !== null);
    return found ? 200 : 404;
  } catch (error) {
    // A closed page renders its lock screen or access-denied page (the gate is dehydrated as data).
    if (error instanceof StorefrontApiError && error.pageGate) {
      queryClient.setQueryData(pageGateKey(pathname), error.pageGate);
      if (error.pageGate.kind === 'locked' && error.pageGate.lockPageId === null) await withoutNavigation(queryClient, api);
    }
    return error instanceof StorefrontApiError ? error.status : 502;
  }
}

/**
 * The site's lock screen tells nothing of the site: the page's HTML and dehydrated data carry no
 * navigation (its pages' titles). The site read may still be running beside the refused one.
 */
async function withoutNavigation(queryClient: QueryClient, api: StorefrontApi): Promise<void> {
  const siteQuery = storefrontQueries.site(api);
  const site = await queryClient.fetchQuery(siteQuery).catch(() => null);
  if (site) queryClient.setQueryData(siteQuery.queryKey, { ...site, navigation: [] });
}

type RoleGrants = ContributorSessionView['contributor']['roles'];

/**
 * The signed-in contributor's roles on every site; undefined for an anonymous visitor. When the
 * lookup fails the visitor counts as signed in without roles: better to miss an owner's page view
 * than to count it.
 */
async function signedInRoleGrants(api: StorefrontApi, ownerSessionCookie: string | undefined): Promise<RoleGrants | undefined> {
  if (!ownerSessionCookie) return undefined;
  try {
    return (await api.getContributorSession(ownerSessionCookie))?.contributor.roles;
  } catch {
    return [];
  }
}

/** A signed-in site user has no website roles of their own: signed in with none, unless a contributor session says more. */
function analyticsPageContext(censusDisabled: boolean, grants: RoleGrants | undefined, websiteId: string | undefined, siteUserSignedIn: boolean): AnalyticsPageContext {
  if (!grants) return siteUserSignedIn ? { censusDisabled, signedInRoles: [] } : { censusDisabled };
  const signedInRoles: ContributorRole[] = grants.filter((grant) => grant.websiteId === websiteId).map((grant) => grant.role);
  return { censusDisabled, signedInRoles };
}

/** The product or collection a found page shows, from the cache the render filled. */
function pageData(match: StorefrontRouteMatch | undefined, queryClient: QueryClient, api: StorefrontApi): Pick<PageFacts, 'productPage' | 'collectionPage'> {
  const { collectionUrlId, itemUrlId } = match?.params ?? {};
  if (collectionUrlId && itemUrlId) return { productPage: queryClient.getQueryData(storefrontQueries.product(api, collectionUrlId, itemUrlId).queryKey) ?? undefined };
  if (collectionUrlId) return { collectionPage: queryClient.getQueryData(storefrontQueries.collection(api, collectionUrlId).queryKey) ?? undefined };
  return {};
}

/**
 * React 19 emits hoistable elements (<title>, <meta>, resource <link>s such as image preloads) ahead of
 * the markup; they belong in <head>. A page without a <title> gets the fallback one.
 */
function liftHoistables(appHtml: string): { head: string; body: string } {
  const preamble = /^(?:<title>.*?<\/title>|<meta [^>]*>|<link [^>]*>)*/s.exec(appHtml)?.[0] ?? '';
  const title = preamble.includes('<title>') ? '' : `<title>${escapeHtml(FALLBACK_TITLE)}</title>`;
  return { head: title + preamble, body: appHtml.slice(preamble.length) };
}

/**
 * Until sites have an icon of their own, the storefront's: inline, because a browser asks for
 * /favicon.ico on every site without one and logs the 404 as a console error.
 */
const SITE_ICON = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16"><path d="M3 5h10l-1 10H4z" fill="#222"/><path d="M6 5a2 2 0 0 1 4 0" stroke="#222" fill="none"/></svg>')}`;

function documentHtml(parts: { lang: string; head: string; languageSwitcher: string; body: string; dehydratedJson: string; analyticsJson: string; cartJson: string; clientScriptUrl: string }): string {
  return `<!DOCTYPE html>
<html lang="${escapeHtml(parts.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="icon" href="${SITE_ICON}">
${parts.head}
<style>${STOREFRONT_CSS}</style>
<script type="module" src="${escapeHtml(parts.clientScriptUrl)}"></script>
</head>
<body>
${parts.languageSwitcher}<div id="${ROOT_ELEMENT_ID}">${parts.body}</div>
<script type="application/json" id="${DEHYDRATED_STATE_ELEMENT_ID}">${parts.dehydratedJson}</script>
<script type="application/json" id="${ANALYTICS_CONTEXT_ELEMENT_ID}">${parts.analyticsJson}</script>
<script type="application/json" id="${CART_CONTEXT_ELEMENT_ID}">${parts.cartJson}</script>
</body>
</html>
`;
}
