import { DISPLAY_DEFAULTS } from '@mercato/spec';
import { type ProductVariant, type ProductView } from '../api/types';
import { MoneyAmount } from './money';
import { displayStatus, priceDisplay } from './product-model';

/**
 * Current price, with the regular price struck through during a sale, or a "from" price.
 * `data-sku` names the variant the price belongs to, for tests and analytics.
 */
export function ProductPrice({ product, variant }: { product: ProductView; variant?: ProductVariant }) {
  const price = priceDisplay(product, variant);
  if (!price) return null;
  return (
    <p className="price" data-testid="product-price" data-sku={variant?.sku}>
      {price.isFromPrice && <span className="price-from">from </span>}
      <MoneyAmount money={price.current} testId="price-current" />
      {price.regular && (
        <>
          {' '}
          <s className="price-regular" data-testid="price-regular">
            <MoneyAmount money={price.regular} />
          </s>
        </>
      )}
    </p>
  );
}

/** "sold out" or "sale" badge; sold out wins (spec §4, decided by productDisplayStatus). */
export function ProductStatusLabel({ product }: { product: ProductView }) {
  const status = displayStatus(product);
  if (status === 'none') return null;
  const soldOut = status === 'sold-out';
  return (
    <span className={`status-label ${soldOut ? 'status-sold-out' : 'status-sale'}`} data-testid="product-status">
      {soldOut ? DISPLAY_DEFAULTS.soldOut : DISPLAY_DEFAULTS.sale}
    </span>
  );
}
