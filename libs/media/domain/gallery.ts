import { CONTENT_LIMITS, galleryOptionErrors, resolveGalleryOptions, type GalleryOptions } from '@mercato/spec';
import type { ImageAssetView } from './asset';

export const GALLERY_LIMITS = { titleLength: 200, images: CONTENT_LIMITS.photoSourceGallerySize } as const;

/** What the owner sends to define or redefine a gallery block. */
export interface GalleryDefinition {
  readonly title: string;
  readonly assetIds: readonly string[];
  /** Spec §9 options as the owner gave them; those left out take their defaults. */
  readonly options: Readonly<Record<string, unknown>>;
}

/** A gallery as kept: the images in order and every option resolved. */
export interface Gallery {
  readonly websiteId: string;
  readonly galleryId: string;
  readonly title: string;
  readonly assetIds: readonly string[];
  readonly options: GalleryOptions;
  readonly revision: number;
}

/** A gallery block as the storefront renders it: spec §9 options resolved, its images in order. */
export interface GalleryBlockView {
  readonly galleryId: string;
  readonly title: string;
  /** Spec §2 block variant of the design (slideshow 1000, carousel 1002, grid 1003, stack 1004). */
  readonly blockVariant: number;
  readonly options: GalleryOptions;
  readonly revision: number;
  readonly images: readonly ImageAssetView[];
}

/** Thrown with every refused field at once, so the console can mark each. */
export class GalleryRefused extends Error {
  constructor(readonly errors: Readonly<Record<string, string>>) {
    super(Object.values(errors)[0]);
    this.name = 'GalleryRefused';
  }
}

/**
 * Checks a definition against spec §9 (each option's range, at most 50 images) and answers the
 * options with their defaults filled in. `knownAssetIds` are the site's images among those named.
 */
export function resolveGalleryDefinition(definition: GalleryDefinition, knownAssetIds: ReadonlySet<string>): GalleryOptions {
  const errors: Record<string, string> = {};
  for (const [name, error] of Object.entries(galleryOptionErrors(definition.options))) errors[`options.${name}`] = error;
  if (definition.title.length > GALLERY_LIMITS.titleLength) errors.title = `A gallery title has at most ${GALLERY_LIMITS.titleLength} characters.`;
  if (definition.assetIds.length > GALLERY_LIMITS.images) errors.assetIds = `A gallery has at most ${GALLERY_LIMITS.images} images.`;
  else if (new Set(definition.assetIds).size !== definition.assetIds.length) errors.assetIds = 'An image appears in the gallery twice.';
  else {
    const unknown = definition.assetIds.find((assetId) => !knownAssetIds.has(assetId));
    if (unknown !== undefined) errors.assetIds = `No image ${unknown} on this site.`;
  }
  if (Object.keys(errors).length > 0) throw new GalleryRefused(errors);
  return resolveGalleryOptions(definition.options);
}
