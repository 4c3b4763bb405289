import { type ProductVariant, type ProductView } from '../api/types';

/**
 * Spec §2 point 1: the shown variant image swaps when the shopper's choice changes to a variant with
 * an image of its own (the product page puts it in the first image's place); alt text is the product's
 * title with the variant's option values.
 */
export function VariantImage({ product, variant }: { product: ProductView; variant: ProductVariant | undefined }) {
  if (!variant?.imageAssetUrl) return null;
  const options = variant.optionValues.map((option) => option.value).join(', ');
  return (
    <figure className="variant-image" data-testid="variant-image">
      <img key={variant.id} src={variant.imageAssetUrl} alt={options ? `${product.title}, ${options}` : product.title} />
    </figure>
  );
}
