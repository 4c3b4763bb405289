import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, OWNER_SESSION_COOKIE } from '@mercato/http';
import { renderStorefront } from '@mercato/storefront/server/render';
import { type StorefrontReads } from '@mercato/storefront/server/storefront-reads';
import { NOT_A_PAGE, RecentStorefrontPages, sendPage } from './recent-pages';

export const STOREFRONT_ASSETS = Symbol('STOREFRONT_ASSETS');
/** Where the server render reads its data (StorefrontReads). */
export const STOREFRONT_READS = Symbol('STOREFRONT_READS');

export interface StorefrontAssets {
  /** URL of the hydration bundle, e.g. /assets/entry-ABC.js */
  readonly clientScriptUrl: string;
  /** `RuntimeConfig.censusDisabled`: pages load no tracking script. */
  readonly censusDisabled: boolean;
}

/** Every path the API does not own is a storefront page, rendered on the server. */
@ApiExcludeController()
@Controller()
export class StorefrontController {
  constructor(
    @Inject(STOREFRONT_ASSETS) private readonly assets: StorefrontAssets,
    @Inject(STOREFRONT_READS) private readonly reads: StorefrontReads,
    @Inject(RecentStorefrontPages) private readonly recentPages: RecentStorefrontPages,
  ) {}

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (NOT_A_PAGE.test(request.path)) throw new ApiError(404, 'Not found.');
    const pageRequest = this.recentPages.describe(request);
    const { host, origin, url, ownerSession, loadCartAtStart, gateCookies, siteUserSignedIn, choices } = pageRequest;
    const render = () =>
      renderStorefront({
        url,
        host,
        origin,
        reads: this.reads,
        clientScriptUrl: this.assets.clientScriptUrl,
        // Only the owner-session cookie goes to the render (to tell owners from shoppers for analytics), never the rest.
        ...(ownerSession ? { ownerSessionCookie: `${OWNER_SESSION_COOKIE}=${encodeURIComponent(ownerSession)}` } : {}),
        ...(gateCookies ? { pageGateCookies: gateCookies } : {}),
        siteUserSignedIn,
        censusDisabled: this.assets.censusDisabled,
        loadCartAtStart,
        ...(choices.languageChoice ? { languageChoice: choices.languageChoice } : {}),
        experimentOverrides: choices.experimentOverrides,
      });
    sendPage(response, await this.recentPages.answer(pageRequest, render), pageRequest);
  }
}
