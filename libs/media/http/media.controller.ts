import { Controller, Get, Header, Inject, NotFoundException, Param, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { ApiErrors, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { Galleries, MediaAssets } from '@mercato/media/application';
import { type GalleryBlockView, UPLOADABLE_IMAGE_FORMATS } from '@mercato/media/domain';

/** A rendition's bytes never change under its URL (a new upload is a new asset id): cache for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** What visitors' browsers fetch: image files and the gallery blocks of a page. */
@ApiTags('media')
@Controller('api')
export class MediaController {
  constructor(
    @Inject(MediaAssets) private readonly assets: MediaAssets,
    @Inject(Galleries) private readonly galleries: Galleries,
  ) {}

  @Get('media/:assetId/:fileName')
  @ApiOperation({
    summary:
      'An image file: the original, or `?format=500w` one of the spec §9 widths (a width at or above the original’s gives the full size). ' +
      'WebP when the Accept header takes image/webp, else the uploaded format; cached for a year as immutable.',
  })
  @ApiQuery({ name: 'format', required: false, description: 'One of 100w, 300w, 500w, 750w, 1000w, 1500w, 2500w.' })
  @ApiResponse({ status: 200, description: 'The image.', content: Object.fromEntries(Object.values(UPLOADABLE_IMAGE_FORMATS).map((type) => [type, { schema: { type: 'string', format: 'binary' } }])) })
  @ApiErrors(404)
  async file(@Param('assetId') assetId: string, @Param('fileName') fileName: string, @Query('format') format: unknown, @Req() request: Request, @Res() response: Response): Promise<void> {
    const webp = request.accepts(['image/webp']) === 'image/webp' && /image\/webp/i.test(request.headers.accept ?? '');
    const stored = await this.assets.rendition(assetId, fileName, typeof format === 'string' ? format : undefined, webp);
    if (!stored) throw new NotFoundException('No such image.');
    response
      .status(200)
      .set({ 'Content-Type': stored.contentType, 'Cache-Control': IMMUTABLE_CACHE, Vary: 'Accept', 'Content-Length': String(stored.body.length) })
      .end(stored.body);
  }

  @Get('storefront/galleries/:galleryId')
  @UseGuards(SiteGuard)
  @Header('Cache-Control', 'no-cache')
  @ApiOperation({ summary: 'A gallery block of the site: its spec §9 options resolved, its images (spec §3 image assets) in order.' })
  @ApiErrors(404)
  gallery(@CurrentSite() site: ResolvedSite, @Param('galleryId') galleryId: string): Promise<GalleryBlockView> {
    return this.galleries.block(site.websiteId, galleryId);
  }
}
