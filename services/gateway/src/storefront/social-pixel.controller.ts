import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { STOREFRONT_INTEGRATIONS, type StorefrontIntegrationsDirectory } from '@mercato/sites/ports';

/** The storefront's social pixel id for this host's site (spec §7 "Other behaviour"), as its owner set it (`/api/storefront-integrations`); null: no pixel. */
@ApiTags('storefront')
@Controller('api/storefront/social-pixel')
export class SocialPixelController {
  constructor(@Inject(STOREFRONT_INTEGRATIONS) private readonly integrations: StorefrontIntegrationsDirectory) {}

  @Get()
  @UseGuards(SiteGuard)
  @ApiResponse({ status: 200, description: "The site's pixel id, or null." })
  @ApiErrors(404)
  async pixel(@CurrentSite() site: ResolvedSite): Promise<{ pixelId: string | null }> {
    return { pixelId: (await this.integrations.integrationsOf(site.websiteId)).socialPixelId };
  }
}
