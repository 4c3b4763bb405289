import { isVariantInStock, scarcityTextFor } from '@mercato/spec';
import { type ProductVariant, type ProductView } from '../api/types';

/** Spec §3 merchandising: the owner's scarcity text under the price, for the chosen variant. */
export function ScarcityText({ product, variant }: { product: ProductView; variant: ProductVariant | undefined }) {
  const text = scarcityTextFor(product.merchandising, variant === undefined ? 'none' : isVariantInStock(variant) ? 'in-stock' : 'sold-out');
  if (!text) return null;
  return (
    <p className="scarcity-text" data-testid="scarcity-text">
      {text}
    </p>
  );
}
