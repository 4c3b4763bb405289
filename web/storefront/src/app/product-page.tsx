import {
  ADD_TO_CART_MESSAGES,
  DISPLAY_DEFAULTS,
  isQuantityInputShown,
  isVariantInStock,
  PageType,
  QUANTITY,
  RecordType,
  ROUTES,
  variantSelectPrompt,
} from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { PageView, useProductImageRef } from '../analytics/react';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type ProductPageData, type SiteView } from '../api/types';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { QuantityField } from '../components/quantity-field';
import { MoneyFormatProvider } from './money';
import { type OptionSelection, resolveVariant, totalStock, type VariantOption, variantOptions, type VariantResolution } from './product-model';
import { ProductPrice, ProductStatusLabel } from './product-price';
import { QueryOutcome } from './query-outcome';

export function ProductPage({ site }: { site: SiteView }) {
  const { collectionUrlId = '', itemUrlId = '' } = useParams();
  const query = useQuery(storefrontQueries.product(useStorefrontApi(), collectionUrlId, itemUrlId));
  return (
    <QueryOutcome query={query}>
      {(data) => (
        <MoneyFormatProvider value={{ useCLDRMoneyFormat: data.useCLDRMoneyFormat, locale: site.locale }}>
          <title>{`${data.product.title} — ${site.title}`}</title>
          <PageView pageType={PageType.CONTENT_ITEM} collectionId={data.collection.id} itemId={data.product.id} recordType={RecordType.STORE_ITEM} />
          <ProductDetail data={data} />
        </MoneyFormatProvider>
      )}
    </QueryOutcome>
  );
}

function ProductDetail({ data: { product, storeSettings } }: { data: ProductPageData }) {
  const [selection, setSelection] = useState<OptionSelection>({});
  // Kept as typed text: the add checks it ("Quantity must be a number.") before calling the cart.
  const [quantity, setQuantity] = useState<string>(String(QUANTITY.default));
  const imageRef = useProductImageRef();
  const resolution = resolveVariant(product, selection);
  const variant = resolution.kind === 'selected' ? resolution.variant : undefined;
  const showQuantity = isQuantityInputShown({
    productType: product.productType,
    isSubscribable: product.isSubscribable,
    totalStock: totalStock(product),
    multipleQuantityAllowedForServices: storeSettings.multipleQuantityAllowedForServices,
  });
  const variantSoldOut = variant !== undefined && !isVariantInStock(variant);

  return (
    <article className="product" data-testid="product-detail">
      {product.images.length > 0 && (
        <div className="product-images">
          {product.images.map((image) => (
            <img key={image.assetUrl} ref={imageRef} src={image.assetUrl} alt={image.altText} />
          ))}
        </div>
      )}
      <div className="product-summary">
        <h1 data-testid="product-title">{product.title}</h1>
        <ProductStatusLabel product={product} />
        <ProductPrice product={product} variant={variant} />
        <VariantAvailability resolution={resolution} />
        {product.description && <p className="product-description">{product.description}</p>}
        <form className="product-form" onSubmit={(event) => event.preventDefault()}>
          {variantOptions(product).map((option) => (
            <VariantSelect
              key={option.name}
              option={option}
              value={selection[option.name] ?? ''}
              onChange={(value) => setSelection((current) => ({ ...current, [option.name]: value }))}
            />
          ))}
          {showQuantity && (
            <div className="field">
              <QuantityField name="quantity" value={quantity} onChange={setQuantity} testId="quantity-input" />
            </div>
          )}
          <AddToCartButton
            product={product}
            selection={selection}
            quantityText={showQuantity ? quantity : undefined}
            unavailable={variantSoldOut || resolution.kind === 'unavailable'}
            {...expressCheckout(storeSettings)}
          />
        </form>
      </div>
    </article>
  );
}

function VariantSelect({ option, value, onChange }: { option: VariantOption; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{option.name}</label>
      <select id={id} name={option.name} value={value} onChange={(event) => onChange(event.target.value)} data-testid={`variant-select-${option.name}`}>
        <option value="">{variantSelectPrompt(option.name)}</option>
        {option.values.map((optionValue) => (
          <option key={optionValue} value={optionValue}>
            {optionValue}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Stock state of the chosen combination: unavailable, sold out, or nothing to say. */
function VariantAvailability({ resolution }: { resolution: VariantResolution }) {
  const message =
    resolution.kind === 'unavailable'
      ? ADD_TO_CART_MESSAGES.variantUnavailable
      : resolution.kind === 'selected' && !isVariantInStock(resolution.variant)
        ? DISPLAY_DEFAULTS.soldOut
        : undefined;
  if (!message) return null;
  return (
    <p className="variant-availability" role="status" data-testid="variant-availability">
      {message}
    </p>
  );
}

/** A store that turns express checkout on sends shoppers from the add straight to checkout (spec §4). */
function expressCheckout(settings: ProductPageData['storeSettings'] & { expressCheckout?: boolean }): { expressCheckoutUrl?: string } {
  return settings.expressCheckout ? { expressCheckoutUrl: ROUTES.checkout } : {};
}
