import { Controller, Get, Header, Inject, Param, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { RUNTIME, type Runtime } from '@mercato/runtime';
import { STOREFRONT_INTEGRATIONS, type StorefrontIntegrationsDirectory } from '@mercato/sites/ports';
import type { InstalmentOfferView } from '@mercato/views';
import { instalmentInfoPage } from './instalment-pages';

/** What the product page's instalment badge and dialog read (spec §3 instalment context, §7 modal page). */
@ApiTags('storefront')
@Controller('api/storefront/instalments')
export class InstalmentsController {
  constructor(
    @Inject(RUNTIME) private readonly runtime: Runtime,
    @Inject(STOREFRONT_INTEGRATIONS) private readonly integrations: StorefrontIntegrationsDirectory,
  ) {}

  /** The payment account's offer, available where this host's site offers instalments; the page adds the product, its price and the shopper's language. */
  @Get()
  @UseGuards(SiteGuard)
  @ApiResponse({ status: 200, description: 'The offer; amounts in minor units.' })
  @ApiErrors(404)
  async offer(@CurrentSite() site: ResolvedSite): Promise<InstalmentOfferView> {
    const { instalmentsAvailable } = await this.integrations.integrationsOf(site.websiteId);
    return { ...this.runtime.config.instalments, afterPayAvailable: instalmentsAvailable };
  }

  /** The information page for a locale such as "en_US" (the storefront falls back to en_US itself). */
  @Get('info/:locale')
  @Header('Cache-Control', 'public, max-age=3600')
  @ApiResponse({ status: 200, description: 'The information page.', content: { 'text/html': { schema: { type: 'string' } } } })
  @ApiErrors(404)
  page(@Param('locale') locale: string, @Res({ passthrough: true }) response: Response): string {
    const page = instalmentInfoPage(locale);
    if (!page) throw new ApiError(404, 'Not found.');
    // HTML only for a page found: the 404 stays the API's JSON error.
    response.type('html');
    return page;
  }
}
