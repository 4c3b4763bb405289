import { Controller, Get, Inject, UseGuards } from '@nestjs/common';
import { ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { RUNTIME, type Runtime } from '@mercato/runtime';

/** The storefront's social pixel id for this host's site (spec §7 "Other behaviour"); null: no pixel. */
@ApiTags('storefront')
@Controller('api/storefront/social-pixel')
export class SocialPixelController {
  constructor(@Inject(RUNTIME) private readonly runtime: Runtime) {}

  @Get()
  @UseGuards(SiteGuard)
  @ApiResponse({
    status: 200,
    description: "The site's pixel id, or null.",
    content: { 'application/json': { schema: { type: 'object', required: ['pixelId'], properties: { pixelId: { type: 'string', nullable: true } } } } },
  })
  @ApiErrors(404)
  pixel(@CurrentSite() site: ResolvedSite): { pixelId: string | null } {
    return { pixelId: this.runtime.config.socialPixelIds.get(site.websiteId) ?? null };
  }
}
