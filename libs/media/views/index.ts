// @mercato/media/views: the media API's answers, as types (built in the domain: imageAssetView,
// galleryBlockView). The storefront and the owner console read them from here.
// Types only: the browser bundles import it.
export type { GalleryBlockView, ImageAssetView } from '@mercato/media/domain';
