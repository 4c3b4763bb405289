import { Body, Controller, Get, Inject, Param, Patch, Post, Put, Req, UseFilters, UseGuards } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { ContributorRole } from '@mercato/spec';
import { Galleries, MEDIA_CONFIG, MediaAssets, type MediaConfig } from '@mercato/media/application';
import type { GalleryBlockView, ImageAssetView } from '@mercato/media/domain';
import { MediaFailureFilter } from './media-failure.filter';
import { AssetDetailsDto, GalleryDefinitionDto } from './media.dto';
import { readMultipartUpload, UPLOAD_FILE_FIELD } from './multipart-upload';

/** Who uploads images and builds galleries: store managers too, for their product pictures. */
export const MEDIA_OWNER_ROLES = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER, ContributorRole.EDITOR, ContributorRole.STORE_MANAGER];

const ASSETS = 'owner/media/assets';
const GALLERIES = 'owner/media/galleries';

/** The owner's media API (console): image uploads and their details, gallery blocks and their options. */
@ApiTags('media (owner)')
@Controller('api')
@RequireRoles(...MEDIA_OWNER_ROLES)
@UseGuards(SiteGuard)
@UseFilters(MediaFailureFilter)
export class OwnerMediaController {
  constructor(
    @Inject(MediaAssets) private readonly assets: MediaAssets,
    @Inject(Galleries) private readonly galleries: Galleries,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
  ) {}

  @Post(ASSETS)
  @ApiOperation({
    summary:
      'Uploads an image (JPEG, PNG, WebP or GIF): stored with its responsive widths in WebP and its own format, answered as the spec §3 image asset (201). ' +
      '413 "The file {fileName} is too large. The maximum allowed file size is {maxSize}."; 400 "The file {fileName} does not appear to be a supported image file."',
  })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: [UPLOAD_FILE_FIELD],
      properties: { [UPLOAD_FILE_FIELD]: { type: 'string', format: 'binary' }, title: { type: 'string' }, altText: { type: 'string' }, body: { type: 'string' } },
    },
  })
  @ApiErrors(413)
  async upload(@CurrentSite() site: ResolvedSite, @Req() request: Request): Promise<ImageAssetView> {
    const { file, fields } = await readMultipartUpload(request, this.config.maxUploadBytes);
    return this.assets.upload(site.websiteId, file, {
      ...(fields.title === undefined ? {} : { title: fields.title }),
      ...(fields.body === undefined ? {} : { body: fields.body }),
      ...(fields.altText === undefined ? {} : { altText: fields.altText }),
    });
  }

  @Get(ASSETS)
  @ApiOperation({ summary: 'The site’s images, newest first (at most 500).' })
  list(@CurrentSite() site: ResolvedSite): Promise<ImageAssetView[]> {
    return this.assets.list(site.websiteId);
  }

  @Get(`${ASSETS}/:assetId`)
  read(@CurrentSite() site: ResolvedSite, @Param('assetId') assetId: string): Promise<ImageAssetView> {
    return this.assets.read(site.websiteId, assetId);
  }

  @Patch(`${ASSETS}/:assetId`)
  @ApiOperation({ summary: 'Changes an image’s title, body, alt text or focal point; the files stay as they are.' })
  describe(@CurrentSite() site: ResolvedSite, @Param('assetId') assetId: string, @Body() body: AssetDetailsDto): Promise<ImageAssetView> {
    return this.assets.describe(site.websiteId, assetId, body);
  }

  @Post(GALLERIES)
  @ApiOperation({ summary: 'Defines a gallery block (201): its images in order and its spec §9 options, defaults filled in. 400 names each refused option.' })
  define(@CurrentSite() site: ResolvedSite, @Body() body: GalleryDefinitionDto): Promise<GalleryBlockView> {
    return this.galleries.define(site.websiteId, { title: body.title, assetIds: body.assetIds, options: body.options ?? {} });
  }

  @Get(GALLERIES)
  listGalleries(@CurrentSite() site: ResolvedSite) {
    return this.galleries.list(site.websiteId);
  }

  @Get(`${GALLERIES}/:galleryId`)
  readGallery(@CurrentSite() site: ResolvedSite, @Param('galleryId') galleryId: string): Promise<GalleryBlockView> {
    return this.galleries.block(site.websiteId, galleryId);
  }

  @Put(`${GALLERIES}/:galleryId`)
  @ApiOperation({ summary: 'Replaces a gallery’s images and options; the revision moves on. 400 as for a new gallery.' })
  redefine(@CurrentSite() site: ResolvedSite, @Param('galleryId') galleryId: string, @Body() body: GalleryDefinitionDto): Promise<GalleryBlockView> {
    return this.galleries.redefine(site.websiteId, galleryId, { title: body.title, assetIds: body.assetIds, options: body.options ?? {} });
  }
}
