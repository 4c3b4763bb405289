import {
  ADD_TO_CART_MESSAGES,
  isQuantityInputShown,
  isVariantInStock,
  QUANTITY,
  ROUTES,
  soldOutTextFor,
  variantSelectPrompt,
} from '@mercato/spec';
import { type ReactNode, useId, useLayoutEffect, useState } from 'react';
import { type ProductVariant, type ProductView, type StoreSettings } from '../api/types';
import { AddToCartButton } from '../cart/add-to-cart-button';
import { QuantityField } from '../components/quantity-field';
import { InstalmentBadge } from '../instalments/instalment-badge';
import { ScarcityText } from '../merchandising/scarcity-text';
import { type OptionSelection, resolveVariant, totalStock, type VariantOption, variantOptions, type VariantResolution } from './product-model';
import { ProductPrice, ProductStatusLabel } from './product-price';
import { RestockBox } from './restock-box';

/**
 * What a shopper needs to buy a product, on its page and in quick view: status, the price of the chosen
 * variant, its availability, the option selects, the quantity and the add button. `children` come
 * between the availability and the form (the product page's description).
 */
export function ProductPurchase({
  product,
  storeSettings,
  onVariantChange,
  children,
}: {
  product: ProductView;
  storeSettings: StoreSettings;
  /** Told the chosen variant (undefined while the choice is incomplete), e.g. to swap the shown image. */
  onVariantChange?: (variant: ProductVariant | undefined) => void;
  children?: ReactNode;
}) {
  const [selection, setSelection] = useState<OptionSelection>({});
  // Kept as typed text: the add checks it ("Quantity must be a number.") before calling the cart.
  const [quantity, setQuantity] = useState<string>(String(QUANTITY.default));
  const resolution = resolveVariant(product, selection);
  const variant = resolution.kind === 'selected' ? resolution.variant : undefined;
  const showQuantity = isQuantityInputShown({
    productType: product.productType,
    isSubscribable: product.isSubscribable,
    totalStock: totalStock(product),
    multipleQuantityAllowedForServices: storeSettings.multipleQuantityAllowedForServices,
  });
  const variantSoldOut = variant !== undefined && !isVariantInStock(variant);
  // Before the browser paints, so the shown image never lags the choice by a frame (Preact, the
  // browser's runtime, runs plain effects after the paint).
  useLayoutEffect(() => onVariantChange?.(variant), [onVariantChange, variant]);

  return (
    <>
      <ProductStatusLabel product={product} />
      <ProductPrice product={product} variant={variant} />
      <InstalmentBadge product={product} variant={variant} />
      <VariantAvailability resolution={resolution} soldOutText={soldOutTextFor(product.merchandising)} />
      <ScarcityText product={product} variant={variant} />
      {children}
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
      {variant && variantSoldOut && <RestockBox key={variant.id} productId={product.id} variantId={variant.id} mailingList={product.merchandising} successText={product.merchandising.restockSuccessText} />}
    </>
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
function VariantAvailability({ resolution, soldOutText }: { resolution: VariantResolution; soldOutText: string }) {
  const message =
    resolution.kind === 'unavailable'
      ? ADD_TO_CART_MESSAGES.variantUnavailable
      : resolution.kind === 'selected' && !isVariantInStock(resolution.variant)
        ? soldOutText
        : undefined;
  if (!message) return null;
  return (
    <p className="variant-availability" role="status" data-testid="variant-availability">
      {message}
    </p>
  );
}

/** A store that turns express checkout on sends shoppers from the add straight to checkout (spec §4). */
function expressCheckout(settings: StoreSettings): { expressCheckoutUrl?: string } {
  return settings.expressCheckout ? { expressCheckoutUrl: ROUTES.checkout } : {};
}
