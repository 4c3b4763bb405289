import { DISPLAY_DEFAULTS, recordQuickViewPath } from '@mercato/spec';
import { useState } from 'react';
import { Link } from 'react-router';
import { useStorefrontEvents } from '../analytics/react';
import { type ProductView, type StoreSettings } from '../api/types';
import { useHydrated } from '../cart/cart-context';
import { Image, sizeOf } from '../components/image';
import { Lightbox } from '../components/lightbox';
import { ProductPurchase } from './product-purchase';

/**
 * Spec §2 point 1 "quick view": a collection's product bought without leaving the collection, in the
 * modal lightbox; opening it sends the census RecordQuickView call (spec §7).
 */
export function QuickView({ product, storeSettings }: { product: ProductView; storeSettings: StoreSettings }) {
  const [open, setOpen] = useState(false);
  const events = useStorefrontEvents();
  const hydrated = useHydrated();
  const image = product.images[0];
  return (
    <>
      <button
        type="button"
        className="button-link quick-view"
        disabled={!hydrated}
        onClick={() => {
          setOpen(true);
          events.widgetEvent(recordQuickViewPath(product.id), {});
        }}
        data-testid="quick-view"
      >
        {DISPLAY_DEFAULTS.quickView}
      </button>
      {open && (
        <Lightbox title={product.title} onClose={() => setOpen(false)} testId="quick-view-dialog">
          {image && <Image className="quick-view-image" src={image.assetUrl} {...sizeOf(image.originalSize)} alt={image.altText} sizes="(max-width: 432px) 100vw, 512px" />}
          <ProductPurchase product={product} storeSettings={storeSettings} />
          <p>
            <Link to={product.url} data-testid="quick-view-details">
              {product.title}
            </Link>
          </p>
        </Lightbox>
      )}
    </>
  );
}
