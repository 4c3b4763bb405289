import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '@mercato/domain';
import { GALLERY_DESIGN_BLOCK_VARIANTS, type GalleryOptions } from '@mercato/spec';
import { type Gallery, type GalleryBlockView, type GalleryDefinition, imageAssetView, resolveGalleryDefinition } from '@mercato/media/domain';
import { isUuid, MediaAssets } from './media-assets';

interface GalleryRow {
  readonly gallery_id: string;
  readonly website_id: string;
  readonly title: string;
  readonly asset_ids: string[];
  readonly options: GalleryOptions;
  readonly revision: number;
}

const notFound = (galleryId: string) => new DomainError('not_found', `No gallery ${galleryId} on this site.`);

/** Gallery blocks (spec §2 point 11, §9 options): the owner defines them, the storefront reads them with their images. */
@Injectable()
export class Galleries {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MediaAssets) private readonly assets: MediaAssets,
  ) {}

  async define(websiteId: string, definition: GalleryDefinition): Promise<GalleryBlockView> {
    const options = resolveGalleryDefinition(definition, new Set((await this.assets.ofSite(websiteId, definition.assetIds)).keys()));
    const galleryId = randomUUID();
    await this.dataSource.query(
      'INSERT INTO media_galleries (gallery_id, website_id, title, asset_ids, options, revision) VALUES ($1, $2, $3, $4, $5, 1)',
      [galleryId, websiteId, definition.title, definition.assetIds, JSON.stringify(options)],
    );
    return this.block(websiteId, galleryId);
  }

  /** Replaces the gallery's images and options; the revision moves on, so a page showing the old one re-renders. */
  async redefine(websiteId: string, galleryId: string, definition: GalleryDefinition): Promise<GalleryBlockView> {
    await this.gallery(websiteId, galleryId);
    const options = resolveGalleryDefinition(definition, new Set((await this.assets.ofSite(websiteId, definition.assetIds)).keys()));
    await this.dataSource.query(
      'UPDATE media_galleries SET title = $3, asset_ids = $4, options = $5, revision = revision + 1, updated_at = now() WHERE website_id = $1 AND gallery_id = $2',
      [websiteId, galleryId, definition.title, definition.assetIds, JSON.stringify(options)],
    );
    return this.block(websiteId, galleryId);
  }

  async list(websiteId: string): Promise<Array<Omit<Gallery, 'websiteId'>>> {
    const rows = await this.dataSource.query<GalleryRow[]>('SELECT * FROM media_galleries WHERE website_id = $1 ORDER BY updated_at DESC LIMIT 500', [websiteId]);
    return rows.map((row) => ({ galleryId: row.gallery_id, title: row.title, assetIds: row.asset_ids, options: row.options, revision: row.revision }));
  }

  async block(websiteId: string, galleryId: string): Promise<GalleryBlockView> {
    const gallery = await this.gallery(websiteId, galleryId);
    const assets = await this.assets.ofSite(websiteId, gallery.assetIds);
    return {
      galleryId,
      title: gallery.title,
      blockVariant: GALLERY_DESIGN_BLOCK_VARIANTS[gallery.options.design],
      options: gallery.options,
      revision: gallery.revision,
      images: gallery.assetIds.flatMap((assetId) => {
        const asset = assets.get(assetId);
        return asset ? [imageAssetView(asset)] : [];
      }),
    };
  }

  private async gallery(websiteId: string, galleryId: string): Promise<Gallery> {
    if (!isUuid(galleryId)) throw notFound(galleryId);
    const [row] = await this.dataSource.query<GalleryRow[]>('SELECT * FROM media_galleries WHERE website_id = $1 AND gallery_id = $2', [websiteId, galleryId]);
    if (!row) throw notFound(galleryId);
    return { websiteId, galleryId, title: row.title, assetIds: row.asset_ids, options: row.options, revision: row.revision };
  }
}
