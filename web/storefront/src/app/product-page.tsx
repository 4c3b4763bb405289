import {
  ADD_TO_CART_MESSAGES,
  addToCartButtonText,
  DISPLAY_DEFAULTS,
  isQuantityInputShown,
  isVariantInStock,
  PageType,
  QUANTITY,
  RecordType,
  variantSelectPrompt,
} from '@mercato/spec';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { PageView, useProductImageRef } from '../analytics/react';
import { useStorefrontApi } from '../api/api-context';
import { storefrontQueries } from '../api/queries';
import { type ProductPageData, type SiteView } from '../api/types';
import { useAddToCart } from './add-to-cart';
import { MoneyFormatProvider } from './money';
import { type OptionSelection, resolveVariant, totalStock, type VariantOption, variantOptions, type VariantResolution } from './product-model';
import { ProductPrice, ProductStatusLabel } from './product-price';
import { QueryOutcome } from './query-outcome';
import { RestockBox } from './restock-box';

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
  // Kept as typed text: the cart validates it ("Quantity must be a number.") when it receives it.
  const [quantity, setQuantity] = useState<string>(String(QUANTITY.default));
  const onAddToCart = useAddToCart();
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
  const buttonText = addToCartButtonText(product);

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
          {showQuantity && <QuantityInput value={quantity} onChange={setQuantity} />}
          <button
            type="button"
            className="add-to-cart"
            data-testid="add-to-cart"
            disabled={!onAddToCart || variantSoldOut || resolution.kind === 'unavailable'}
            onClick={() => onAddToCart?.({ itemId: product.id, sku: variant?.sku ?? null, quantity: showQuantity ? Number(quantity) : QUANTITY.default })}
          >
            {buttonText}
          </button>
        </form>
        {variant && variantSoldOut && <RestockBox key={variant.id} productId={product.id} variantId={variant.id} />}
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

function QuantityInput({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{DISPLAY_DEFAULTS.quantityLabel}</label>
      <input
        id={id}
        name="quantity"
        type="number"
        inputMode="numeric"
        min={QUANTITY.min}
        max={QUANTITY.max}
        step={QUANTITY.step}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid="quantity-input"
      />
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
