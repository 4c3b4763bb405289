import { Controller, Get, Inject, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, OWNER_SESSION_COOKIE, parseRequestHost, readCookie, trustsProxy } from '@mercato/http';
import { CART_COOKIE, COOKIE_NAMES } from '@mercato/spec';
import { shouldLoadCartAtStart } from '@mercato/storefront/cart/cart-at-start';
import { renderStorefront } from '@mercato/storefront/server/render';

export const STOREFRONT_ASSETS = Symbol('STOREFRONT_ASSETS');

export interface StorefrontAssets {
  /** URL of the hydration bundle, e.g. /assets/entry-ABC.js */
  readonly clientScriptUrl: string;
  /** Where the server-side render reaches this gateway's API. */
  readonly apiOrigin: () => string;
  /** Proxy mode: how the render reaches the services (by the route table) instead of `apiOrigin`. */
  readonly apiFetch?: typeof fetch;
  /** `RuntimeConfig.censusDisabled`: pages load no tracking script. */
  readonly censusDisabled: boolean;
}

/** Every path the API does not own is a storefront page, rendered on the server. */
@ApiExcludeController()
@Controller()
export class StorefrontController {
  private readonly logger = new Logger(StorefrontController.name);

  constructor(@Inject(STOREFRONT_ASSETS) private readonly assets: StorefrontAssets) {}

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (/^\/(api|health|metrics|assets)(\/|$)/.test(request.path)) throw new ApiError(404, 'Not found.');
    const host = parseRequestHost(request.headers, trustsProxy()) ?? 'localhost';
    // Only the owner-session cookie goes to the render (to tell owners from shoppers for analytics), never the rest.
    const ownerSession = readCookie(request, OWNER_SESSION_COOKIE);
    const page = await renderStorefront({
      url: request.originalUrl,
      host,
      apiOrigin: this.assets.apiOrigin(),
      clientScriptUrl: this.assets.clientScriptUrl,
      ...(this.assets.apiFetch ? { fetch: this.assets.apiFetch } : {}),
      ...(ownerSession ? { ownerSessionCookie: `${OWNER_SESSION_COOKIE}=${encodeURIComponent(ownerSession)}` } : {}),
      censusDisabled: this.assets.censusDisabled,
      // Only whether to read the cart at start leaves here, not the cart or site-user cookies themselves.
      loadCartAtStart: shouldLoadCartAtStart(
        { siteUserInfoCookie: readCookie(request, COOKIE_NAMES.siteUserInfo), hasCartCookie: readCookie(request, CART_COOKIE) !== undefined },
        (message) => this.logger.warn(message),
      ),
    });
    response.status(page.status).type('html').setHeader('cache-control', 'no-store').send(page.html);
  }
}
