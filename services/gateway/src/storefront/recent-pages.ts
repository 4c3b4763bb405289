import { Injectable, Logger } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { firstHeaderValue, giveCrumbCookie, isHttpsRequest, OWNER_SESSION_COOKIE, parseRequestHost, readCookie, RecentAnswers, trustsProxy } from '@mercato/http';
import { pageGateCookies, SITE_USER_SESSION_COOKIE } from '@mercato/site-users/ports';
import { CART_COOKIE, COOKIE_NAMES } from '@mercato/spec';
import { shouldLoadCartAtStart } from '@mercato/storefront/cart/cart-at-start';
import { type StorefrontRenderResult } from '@mercato/storefront/server/render';
import { visitorChoices, type VisitorChoices } from '@mercato/storefront/server/visitor-choices';

/** Paths the API, probes and assets own: never a storefront page. */
export const NOT_A_PAGE = /^\/(api|health|metrics|assets)(\/|$)/;

/** What of a page request the render reads: nothing else of the request may change the page. */
export interface PageRequest {
  readonly host: string;
  /** Scheme, host and port the visitor used (the page's canonical and Open Graph URLs are absolute). */
  readonly origin: string;
  readonly url: string;
  /** The owner-session cookie's value: the page carries the owner's roles, so it is rendered for them alone. */
  readonly ownerSession: string | undefined;
  /** Only whether to read the cart at start leaves here, not the cart or site-user cookies themselves. */
  readonly loadCartAtStart: boolean;
  /** Lock passes and the site-user session open closed pages (spec §6): only they go to the page's reads. */
  readonly gateCookies: string | undefined;
  readonly siteUserSignedIn: boolean;
  /** The visitor's language choice and pinned experiment variants, and the cookies that keep them. */
  readonly choices: VisitorChoices;
}

/** How long an anonymous visitor's rendered page is reused. */
export const PAGE_REUSE_MS = 250;

/**
 * Every anonymous visitor of one URL on one host gets the same page, so a rendered page is reused for
 * PAGE_REUSE_MS: under load most visitors get a page rendered moments ago instead of a render each, and a
 * catalog or site change shows at most that much later than the read models have it. Only found
 * pages are kept, so a new product or site is not hidden behind a remembered 404.
 */
@Injectable()
export class RecentStorefrontPages {
  private readonly logger = new Logger(RecentStorefrontPages.name);
  private readonly pages = new RecentAnswers<StorefrontRenderResult>({ ttlMs: PAGE_REUSE_MS, maxKeys: 1000, keep: (page) => page.status === 200 });

  /** Requests the middleware described already: on a miss the controller reads the same description. */
  private readonly described = new WeakMap<Request, PageRequest>();

  describe(request: Request): PageRequest {
    let page = this.described.get(request);
    if (!page) {
      page = this.describeAnew(request);
      this.described.set(request, page);
    }
    return page;
  }

  private describeAnew(request: Request): PageRequest {
    const host = parseRequestHost(request.headers, trustsProxy()) ?? 'localhost';
    const loadCartAtStart = shouldLoadCartAtStart(
      { siteUserInfoCookie: readCookie(request, COOKIE_NAMES.siteUserInfo), hasCartCookie: readCookie(request, CART_COOKIE) !== undefined },
      (message) => this.logger.warn(message),
    );
    return {
      host,
      origin: visitorOrigin(request, host),
      url: request.originalUrl,
      ownerSession: readCookie(request, OWNER_SESSION_COOKIE),
      loadCartAtStart,
      gateCookies: pageGateCookies(request.headers.cookie),
      siteUserSignedIn: readCookie(request, SITE_USER_SESSION_COOKIE) !== undefined,
      choices: visitorChoices(
        { url: request.originalUrl, hostname: host, secure: isHttpsRequest(request, trustsProxy()), cookie: (name) => readCookie(request, name) },
        (message) => this.logger.warn(message),
      ),
    };
  }

  /**
   * The page for `page`: an anonymous visitor's is reused (or shared with a render under way); an
   * owner's carries their roles, a site user's or lock-pass holder's may show what others may not see:
   * rendered for them alone.
   */
  answer(page: PageRequest, render: () => Promise<StorefrontRenderResult>): Promise<StorefrontRenderResult> {
    return isPersonal(page) ? render() : this.pages.answer(reuseKey(page), render);
  }

  /** An anonymous visitor's page rendered moments ago, if there is one; never waits. */
  fresh(page: PageRequest): StorefrontRenderResult | undefined {
    return isPersonal(page) ? undefined : this.pages.fresh(reuseKey(page));
  }
}

const isPersonal = (page: PageRequest): boolean => page.ownerSession !== undefined || page.gateCookies !== undefined || page.siteUserSignedIn;

/** Every part of an anonymous request the page depends on, and nothing else. */
function reuseKey(page: PageRequest): string {
  const { languageChoice, experimentOverrides } = page.choices;
  return `${page.origin} ${page.loadCartAtStart ? 'cart' : 'no-cart'} ${languageChoice ?? ''} ${JSON.stringify(experimentOverrides)} ${page.url}`;
}

/** The page, with the cookies that keep the visitor's choices (the same for a reused page). */
export function sendPage(response: Response, page: StorefrontRenderResult, request: PageRequest): void {
  if (request.choices.setCookies.length > 0) response.append('set-cookie', [...request.choices.setCookies]);
  response.status(page.status).type('html').setHeader('cache-control', 'no-store').send(page.html);
}

/**
 * Answers a GET for a page rendered moments ago ahead of the body parsers and the Nest router, which
 * cost a reused page more than the page itself does (tests/load/RESULTS.md); everything else goes on
 * to the storefront controller, which renders and remembers. It runs after telemetry (the request is
 * traced and logged as any other) and gives the crumb cookie the later middleware would have given.
 */
export function recentPagesMiddleware(pages: RecentStorefrontPages): (request: Request, response: Response, next: NextFunction) => void {
  return (request, response, next) => {
    if (request.method !== 'GET' || NOT_A_PAGE.test(request.path)) return next();
    const described = pages.describe(request);
    const page = pages.fresh(described);
    if (!page) return next();
    giveCrumbCookie(request, response);
    sendPage(response, page, described);
  };
}

function visitorOrigin(request: Request, host: string): string {
  const hostWithPort = (trustsProxy() ? firstHeaderValue(request.headers['x-forwarded-host']) : undefined) ?? request.headers.host ?? host;
  const origin = `${isHttpsRequest(request, trustsProxy()) ? 'https' : 'http'}://${hostWithPort}`;
  // A Host header that is no host (a path, spaces) must not end up in the page: fall back to the parsed host.
  return URL.canParse(origin) && new URL(origin).host === hostWithPort.toLowerCase() ? origin : `http://${host}`;
}
