import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, firstHeaderValue, isHttpsRequest, OWNER_SESSION_COOKIE, parseRequestHost, readCookie, RecentAnswers, type RecentAnswersSettings, trustsProxy } from '@mercato/http';
import { CART_COOKIE, COOKIE_NAMES } from '@mercato/spec';
import { shouldLoadCartAtStart } from '@mercato/storefront/cart/cart-at-start';
import { renderStorefront, type StorefrontRenderResult } from '@mercato/storefront/server/render';
import { type StorefrontReads } from '@mercato/storefront/server/storefront-reads';
import { pageGateCookies, SITE_USER_SESSION_COOKIE } from '@mercato/site-users/ports';

export const STOREFRONT_ASSETS = Symbol('STOREFRONT_ASSETS');
/** Where the server render reads its data (StorefrontReads). */
export const STOREFRONT_READS = Symbol('STOREFRONT_READS');

export interface StorefrontAssets {
  /** URL of the hydration bundle, e.g. /assets/entry-ABC.js */
  readonly clientScriptUrl: string;
  /** `RuntimeConfig.censusDisabled`: pages load no tracking script. */
  readonly censusDisabled: boolean;
}

/**
 * Every anonymous visitor of one URL on one host gets the same page, so a rendered page is reused for
 * 250 ms: under load most visitors get a page rendered moments ago instead of a render each (the
 * render's CPU bounds the page's throughput, tests/load/RESULTS.md), and a change shows at most
 * that much later than the read models have it. Only found pages are kept, so a new product or
 * site is not hidden behind a remembered 404.
 */
const RECENT_PAGES: RecentAnswersSettings<StorefrontRenderResult> = { ttlMs: 250, maxKeys: 1000, keep: (page) => page.status === 200 };

/** Every path the API does not own is a storefront page, rendered on the server. */
@ApiExcludeController()
@Controller()
export class StorefrontController {
  private readonly logger = new Logger(StorefrontController.name);
  private readonly recentPages = new RecentAnswers<StorefrontRenderResult>(RECENT_PAGES);

  constructor(
    @Inject(STOREFRONT_ASSETS) private readonly assets: StorefrontAssets,
    @Inject(STOREFRONT_READS) private readonly reads: StorefrontReads,
  ) {}

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (/^\/(api|health|metrics|assets)(\/|$)/.test(request.path)) throw new ApiError(404, 'Not found.');
    const host = parseRequestHost(request.headers, trustsProxy()) ?? 'localhost';
    const origin = visitorOrigin(request, host);
    // Only the owner-session cookie goes to the render (to tell owners from shoppers for analytics), never the rest.
    const ownerSession = readCookie(request, OWNER_SESSION_COOKIE);
    // Only whether to read the cart at start leaves here, not the cart or site-user cookies themselves.
    const loadCartAtStart = shouldLoadCartAtStart(
      { siteUserInfoCookie: readCookie(request, COOKIE_NAMES.siteUserInfo), hasCartCookie: readCookie(request, CART_COOKIE) !== undefined },
      (message) => this.logger.warn(message),
    );
    // Lock passes and the site-user session open closed pages (spec §6): only they go to the page's reads.
    const gateCookies = pageGateCookies(request.headers.cookie);
    const render = () =>
      renderStorefront({
        url: request.originalUrl,
        host,
        origin,
        reads: this.reads,
        clientScriptUrl: this.assets.clientScriptUrl,
        ...(ownerSession ? { ownerSessionCookie: `${OWNER_SESSION_COOKIE}=${encodeURIComponent(ownerSession)}` } : {}),
        ...(gateCookies ? { pageGateCookies: gateCookies } : {}),
        siteUserSignedIn: readCookie(request, SITE_USER_SESSION_COOKIE) !== undefined,
        censusDisabled: this.assets.censusDisabled,
        loadCartAtStart,
      });
    // A signed-in owner's page carries their roles, a site user's or pass holder's may show what others do not: rendered for them alone. The cart flag is part of the page.
    const page = await (ownerSession || gateCookies ? render() : this.recentPages.answer(`${origin} ${loadCartAtStart ? 'cart' : 'no-cart'} ${request.originalUrl}`, render));
    response.status(page.status).type('html').setHeader('cache-control', 'no-store').send(page.html);
  }
}

/** The scheme, host and port the visitor used (the page's canonical and Open Graph URLs are absolute). */
function visitorOrigin(request: Request, host: string): string {
  const hostWithPort = (trustsProxy() ? firstHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host ?? host;
  const origin = `${isHttpsRequest(request, trustsProxy()) ? 'https' : 'http'}://${hostWithPort}`;
  // A Host header that is no host (a path, spaces) must not end up in the page: fall back to the parsed host.
  return URL.canParse(origin) && new URL(origin).host === hostWithPort.toLowerCase() ? origin : `http://${host}`;
}
