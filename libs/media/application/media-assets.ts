import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DomainError } from '@mercato/domain';
import { parseResponsiveFormat, RESPONSIVE_IMAGE_WIDTHS, responsiveWidthsFor } from '@mercato/spec';
import {
  CENTRED_FOCAL_POINT, colorDataOf, decodedFormatRefusal, type FocalPoint, imageAssetView, type ImageAssetView, type MediaAsset,
  receivedFileRefusal, type ReceivedFile, type Rendition, renditionKey, renditionsOf, UPLOADABLE_IMAGE_FORMATS, type UploadRefusal, urlFileName,
} from '@mercato/media/domain';
import { MEDIA_CONFIG, type MediaConfig } from './media-config';
import { IMAGE_CODEC, type ImageCodec, MEDIA_STORAGE, type MediaStorage, type StoredObject } from './media-ports';
import { assetFromRow, type AssetRow, ASSET_COLUMNS } from './asset-rows';

/** An upload the spec's rules refuse (§5 interface messages); nothing was stored. */
export class UploadRefused extends Error {
  constructor(readonly refusal: UploadRefusal) {
    super(refusal.message);
    this.name = 'UploadRefused';
  }
}

export interface UploadedFile extends ReceivedFile {
  readonly bytes: Buffer;
}

export interface AssetDetails {
  readonly title?: string;
  readonly body?: string;
  /** Null gives the §3 fallback back; an empty text marks the image decorative. */
  readonly altText?: string | null;
  readonly focalPoint?: FocalPoint;
}

/** Colour averages are read from a thumbnail: enough pixels for an average, cheap to decode. */
const COLOUR_SAMPLE_SIDE = 64;
const MAX_LISTED_ASSETS = 500;
const notFound = (assetId: string) => new DomainError('not_found', `No image ${assetId} on this site.`);

/**
 * Image assets (spec §3): an upload is checked, decoded once, stored with every rendition, then
 * recorded; the record is written last, so an asset listed is an asset whose files are all there.
 */
@Injectable()
export class MediaAssets {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(MEDIA_STORAGE) private readonly storage: MediaStorage,
    @Inject(IMAGE_CODEC) private readonly codec: ImageCodec,
    @Inject(MEDIA_CONFIG) private readonly config: MediaConfig,
  ) {}

  async upload(websiteId: string, file: UploadedFile, details: AssetDetails = {}): Promise<ImageAssetView> {
    const received = receivedFileRefusal(file, this.config.maxUploadBytes);
    if (received) throw new UploadRefused(received);
    const decoded = await this.codec.inspect(file.bytes);
    const refusal = decodedFormatRefusal(file.fileName, decoded?.format);
    if (refusal || !decoded) throw new UploadRefused(refusal!);
    const format = decoded.format as MediaAsset['format'];
    const asset: MediaAsset = {
      websiteId,
      assetId: randomUUID(),
      fileName: file.fileName,
      urlFileName: urlFileName(file.fileName, format),
      format,
      width: decoded.width,
      height: decoded.height,
      byteSize: file.bytes.length,
      focalPoint: details.focalPoint ?? CENTRED_FOCAL_POINT,
      colorData: colorDataOf(await this.codec.samplePixels(file.bytes, COLOUR_SAMPLE_SIDE)),
      variantWidths: responsiveWidthsFor(decoded.width),
      title: details.title ?? '',
      body: details.body ?? '',
      altText: details.altText ?? undefined,
    };
    for (const rendition of renditionsOf(asset.variantWidths)) {
      const bytes = rendition.width === undefined && !rendition.webp ? file.bytes : await this.codec.render(file.bytes, rendition.width, rendition.webp ? 'webp' : format);
      await this.storage.put(renditionKey(asset, rendition), bytes, rendition.webp ? 'image/webp' : UPLOADABLE_IMAGE_FORMATS[format]);
    }
    await this.dataSource.query(
      `INSERT INTO media_assets (${ASSET_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
      [asset.assetId, websiteId, asset.fileName, asset.urlFileName, format, asset.width, asset.height, asset.byteSize, asset.focalPoint.x, asset.focalPoint.y,
        JSON.stringify(asset.colorData), asset.variantWidths, asset.title, asset.body, asset.altText ?? null],
    );
    return imageAssetView(asset);
  }

  async list(websiteId: string): Promise<ImageAssetView[]> {
    const rows = await this.dataSource.query<AssetRow[]>(
      `SELECT ${ASSET_COLUMNS} FROM media_assets WHERE website_id = $1 ORDER BY created_at DESC, asset_id LIMIT ${MAX_LISTED_ASSETS}`,
      [websiteId],
    );
    return rows.map((row) => imageAssetView(assetFromRow(row)));
  }

  /** The site's assets among `assetIds`, by id. */
  async ofSite(websiteId: string, assetIds: readonly string[]): Promise<Map<string, MediaAsset>> {
    const ids = assetIds.filter(isUuid);
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.query<AssetRow[]>(`SELECT ${ASSET_COLUMNS} FROM media_assets WHERE website_id = $1 AND asset_id = ANY($2::uuid[])`, [websiteId, ids]);
    return new Map(rows.map((row) => [row.asset_id, assetFromRow(row)]));
  }

  async read(websiteId: string, assetId: string): Promise<ImageAssetView> {
    const asset = (await this.ofSite(websiteId, [assetId])).get(assetId);
    if (!asset) throw notFound(assetId);
    return imageAssetView(asset);
  }

  async describe(websiteId: string, assetId: string, details: AssetDetails): Promise<ImageAssetView> {
    const current = (await this.ofSite(websiteId, [assetId])).get(assetId);
    if (!current) throw notFound(assetId);
    const next: MediaAsset = {
      ...current,
      title: details.title ?? current.title,
      body: details.body ?? current.body,
      altText: details.altText === undefined ? current.altText : (details.altText ?? undefined),
      focalPoint: details.focalPoint ?? current.focalPoint,
    };
    await this.dataSource.query(
      'UPDATE media_assets SET title = $3, body = $4, alt_text = $5, focal_x = $6, focal_y = $7 WHERE website_id = $1 AND asset_id = $2',
      [websiteId, assetId, next.title, next.body, next.altText ?? null, next.focalPoint.x, next.focalPoint.y],
    );
    return imageAssetView(next);
  }

  /**
   * The bytes a public asset URL names: `format` picks a responsive width (`500w`; one at or above
   * the original's width gives the full size), `webp` the WebP rendition. Undefined when there is none.
   */
  async rendition(assetId: string, fileName: string, format: string | undefined, webp: boolean): Promise<StoredObject | undefined> {
    if (!isUuid(assetId)) return undefined;
    const [row] = await this.dataSource.query<AssetRow[]>(`SELECT ${ASSET_COLUMNS} FROM media_assets WHERE asset_id = $1`, [assetId]);
    const asset = row ? assetFromRow(row) : undefined;
    if (!asset || asset.urlFileName !== fileName) return undefined;
    const width = format === undefined ? undefined : parseResponsiveFormat(format);
    if (format !== undefined && width === undefined) throw new DomainError('invalid', `format must be one of ${RESPONSIVE_IMAGE_WIDTHS.map((each) => `${each}w`).join(', ')}.`, 'format');
    const rendition: Rendition = { width: width !== undefined && asset.variantWidths.includes(width) ? width : undefined, webp };
    return this.storage.get(renditionKey(asset, rendition));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID.test(value);
