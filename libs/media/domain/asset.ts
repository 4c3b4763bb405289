import { formatOriginalSize, imageAltText, responsiveFormat, systemDataVariants } from '@mercato/spec';
import { type ColorData, type ImageTone, imageToneOf } from './color-data';
import { FILE_EXTENSIONS, type ImageFormat } from './upload-rules';

/** Spec §3 mediaFocalPoint: where the subject is, each axis from 0 (left, top) to 1; crops keep it in view. */
export interface FocalPoint {
  readonly x: number;
  readonly y: number;
}

export const CENTRED_FOCAL_POINT: FocalPoint = { x: 0.5, y: 0.5 };

/** One uploaded image as the media context keeps it. */
export interface MediaAsset {
  readonly websiteId: string;
  readonly assetId: string;
  /** The name the owner's file had (spec §3 filename, the last alt text fallback). */
  readonly fileName: string;
  /** The name in the asset's URL (see urlFileName). */
  readonly urlFileName: string;
  readonly format: ImageFormat;
  readonly width: number;
  readonly height: number;
  readonly byteSize: number;
  readonly focalPoint: FocalPoint;
  readonly colorData: ColorData;
  /** Responsive widths made (spec §9), never wider than the original. */
  readonly variantWidths: readonly number[];
  readonly title: string;
  readonly body: string;
  /** Undefined until the owner sets one; an empty text marks a decorative image. */
  readonly altText: string | undefined;
}

/** Spec §3 "Image asset", as the owner API and the storefront read it. */
export interface ImageAssetView {
  readonly id: string;
  readonly assetUrl: string;
  readonly originalSize: string;
  readonly mediaFocalPoint: FocalPoint;
  readonly colorData: ColorData;
  readonly systemDataVariants: string;
  readonly title: string;
  readonly body: string;
  readonly filename: string;
  /** The §3 fallback applied: the owner's text, else title, body without tags, file name. */
  readonly altText: string;
  readonly tone: ImageTone;
}

/** Public and root-relative: the gateway answers it in both modes, and catalog's image URLs accept it. */
export function assetUrlOf(assetId: string, urlFileName: string): string {
  return `/api/media/${assetId}/${urlFileName}`;
}

export function imageAssetView(asset: MediaAsset): ImageAssetView {
  const size = { width: asset.width, height: asset.height };
  return {
    id: asset.assetId,
    assetUrl: assetUrlOf(asset.assetId, asset.urlFileName),
    originalSize: formatOriginalSize(size),
    mediaFocalPoint: asset.focalPoint,
    colorData: asset.colorData,
    systemDataVariants: systemDataVariants(size),
    title: asset.title,
    body: asset.body,
    filename: asset.fileName,
    altText: imageAltText({ altText: asset.altText, title: asset.title, body: asset.body, filename: asset.fileName }),
    tone: imageToneOf(asset.colorData),
  };
}

/** A stored rendition: the original as uploaded, or one width in the original format or WebP. */
export interface Rendition {
  /** Undefined for the original's full size. */
  readonly width: number | undefined;
  readonly webp: boolean;
}

/** Where a rendition's bytes are stored, under the asset's id. */
export function renditionKey(asset: Pick<MediaAsset, 'assetId' | 'urlFileName' | 'format'>, rendition: Rendition): string {
  if (rendition.width === undefined) return rendition.webp ? `${asset.assetId}/full.webp` : `${asset.assetId}/${asset.urlFileName}`;
  return `${asset.assetId}/${responsiveFormat(rendition.width)}.${rendition.webp ? 'webp' : FILE_EXTENSIONS[asset.format]}`;
}

/** Every rendition made at upload: the full size and each responsive width, in WebP and the original format. */
export function renditionsOf(variantWidths: readonly number[]): Rendition[] {
  return [undefined, ...variantWidths].flatMap((width) => [{ width, webp: false }, { width, webp: true }]);
}
