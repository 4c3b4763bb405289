import { Controller, Get, Inject, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiError, OWNER_SESSION_COOKIE, parseRequestHost, readCookie, trustsProxy } from '@mercato/http';
import { renderStorefront } from '@mercato/storefront/server/render';
import { type StorefrontReads } from '@mercato/storefront/server/storefront-reads';

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
  ) {}

  @Get('{*path}')
  async page(@Req() request: Request, @Res() response: Response): Promise<void> {
    if (/^\/(api|health|metrics|assets)(\/|$)/.test(request.path)) throw new ApiError(404, 'Not found.');
    const host = parseRequestHost(request.headers, trustsProxy()) ?? 'localhost';
    // Only the owner-session cookie goes to the render (to tell owners from shoppers for analytics), never the rest.
    const ownerSession = readCookie(request, OWNER_SESSION_COOKIE);
    const page = await renderStorefront({
      url: request.originalUrl,
      host,
      reads: this.reads,
      clientScriptUrl: this.assets.clientScriptUrl,
      ...(ownerSession ? { ownerSessionCookie: `${OWNER_SESSION_COOKIE}=${encodeURIComponent(ownerSession)}` } : {}),
      censusDisabled: this.assets.censusDisabled,
    });
    response.status(page.status).type('html').setHeader('cache-control', 'no-store').send(page.html);
  }
}
