import type { ColorData, ImageFormat, MediaAsset } from '@mercato/media/domain';

/** The columns of media_assets in the order the upload inserts them. */
export const ASSET_COLUMNS =
  'asset_id, website_id, file_name, url_file_name, format, width, height, byte_size, focal_x, focal_y, color_data, variant_widths, title, body, alt_text';

export interface AssetRow {
  readonly asset_id: string;
  readonly website_id: string;
  readonly file_name: string;
  readonly url_file_name: string;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  readonly byte_size: number;
  readonly focal_x: number;
  readonly focal_y: number;
  readonly color_data: ColorData;
  readonly variant_widths: number[];
  readonly title: string;
  readonly body: string;
  readonly alt_text: string | null;
}

export function assetFromRow(row: AssetRow): MediaAsset {
  return {
    websiteId: row.website_id,
    assetId: row.asset_id,
    fileName: row.file_name,
    urlFileName: row.url_file_name,
    format: row.format,
    width: row.width,
    height: row.height,
    byteSize: row.byte_size,
    focalPoint: { x: row.focal_x, y: row.focal_y },
    colorData: row.color_data,
    variantWidths: row.variant_widths,
    title: row.title,
    body: row.body,
    altText: row.alt_text ?? undefined,
  };
}
