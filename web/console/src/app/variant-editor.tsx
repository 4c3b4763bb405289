import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent, type ReactNode } from 'react';
import type { StockChange } from '../api/types';
import { consoleQueries, refetchUntil } from '../api/queries';
import type { Product, Variant } from '../api/types';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { moneyInputOf, parseMoneyInput } from '../model/money-input';
import { moneyText } from '../model/product-summary';
import { parseWholeNumberInput } from '../model/whole-number-input';
import { useApi } from './api-context';
import { CheckboxField, FormError, Saved, TextField } from './form-fields';
import { PriceFields } from './product-create-page';
import { useCurrentSite } from './site-context';

type Errors = Readonly<Record<string, string>>;

/**
 * A save that waits until the product list shows it: `send` answers the typed values' errors (and
 * sends nothing) or the check that tells the read model has caught up.
 */
function useVariantSave(product: Product, send: () => Promise<Errors | ((variant: Variant) => boolean)>, variantId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { site } = useCurrentSite();
  const [typedErrors, setTypedErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: async () => {
      const outcome = await send();
      if (typeof outcome !== 'function') {
        setTypedErrors(outcome);
        return false;
      }
      setTypedErrors({});
      await refetchUntil(queryClient, consoleQueries.products(api, site.websiteId, product.collectionId), (products) => {
        const variant = products.find((candidate) => candidate.id === product.id)?.variants.find((candidate) => candidate.id === variantId);
        return variant !== undefined && outcome(variant);
      });
      return true;
    },
  });
  return { save, errors: { ...fieldErrorsOf(save.error), ...typedErrors }, saved: save.data === true };
}

export function VariantEditor({ product, variant, canEdit }: { product: Product; variant: Variant; canEdit: boolean }) {
  const options = Object.entries(variant.attributes).map(([name, value]) => `${name} ${value}`).join(', ');
  return (
    <section className="variant" data-testid="variant" data-sku={variant.sku} aria-label={`Variant ${variant.sku}`}>
      <h2>
        {variant.sku} {options ? <span className="variant-options">({options})</span> : null}
      </h2>
      <p data-testid="variant-summary">
        {moneyText(variant.priceMoney)}
        {variant.onSale ? `, on sale for ${moneyText(variant.salePriceMoney)}` : ''} · stock{' '}
        <span data-testid="variant-stock">{variant.unlimited ? 'unlimited' : variant.qtyInStock}</span>
      </p>
      {canEdit ? (
        <div className="variant-forms">
          <PriceForm product={product} variant={variant} />
          <SetStockForm product={product} variant={variant} />
          <AdjustStockForm product={product} variant={variant} />
        </div>
      ) : null}
    </section>
  );
}

function PriceForm({ product, variant }: { product: Product; variant: Variant }) {
  const api = useApi();
  const { site } = useCurrentSite();
  const currency = variant.priceMoney.currency;
  const [value, setValue] = useState({ price: moneyInputOf(variant.priceMoney.value, currency), salePrice: moneyInputOf(variant.salePriceMoney.value, currency), onSale: variant.onSale });
  const { save, errors, saved } = useVariantSave(
    product,
    async () => {
      const price = parseMoneyInput(value.price, currency);
      const sale = value.onSale || value.salePrice.trim() !== '' ? parseMoneyInput(value.salePrice, currency) : { cents: 0 };
      if ('error' in price || 'error' in sale) return { ...('error' in price ? { priceCents: price.error } : {}), ...('error' in sale ? { salePriceCents: sale.error } : {}) };
      const change = { priceCents: price.cents, salePriceCents: sale.cents, onSale: value.onSale };
      await api.changePrice(site.websiteId, product.id, variant.id, change);
      return (current) => current.priceMoney.value === change.priceCents && current.salePriceMoney.value === change.salePriceCents && current.onSale === change.onSale;
    },
    variant.id,
  );
  return (
    <VariantForm title="Price and sale" sku={variant.sku} onSubmit={() => save.mutate()} pending={save.isPending} error={formErrorOf(save.error, ['priceCents', 'salePriceCents'])} saved={saved ? 'Price saved.' : undefined} submitLabel="Save price">
      <PriceFields pathPrefix={`${variant.id}.`} value={value} onChange={setValue} errors={prefixed(errors, `${variant.id}.`)} />
    </VariantForm>
  );
}

function SetStockForm({ product, variant }: { product: Product; variant: Variant }) {
  const api = useApi();
  const { site } = useCurrentSite();
  const [quantity, setQuantity] = useState(String(variant.qtyInStock));
  const [unlimited, setUnlimited] = useState(variant.unlimited);
  const { save, errors, saved } = useVariantSave(
    product,
    async () => {
      const parsed = unlimited ? { value: 0 } : parseWholeNumberInput(quantity);
      if ('error' in parsed) return { qtyInStock: parsed.error };
      const change: StockChange = { qtyInStock: parsed.value, unlimited };
      await api.changeStock(site.websiteId, product.id, variant.id, change);
      return (current) => current.unlimited === unlimited && (unlimited || current.qtyInStock === parsed.value);
    },
    variant.id,
  );
  return (
    <VariantForm title="Set stock" sku={variant.sku} onSubmit={() => save.mutate()} pending={save.isPending} error={formErrorOf(save.error, ['qtyInStock', 'unlimited'])} saved={saved ? 'Stock set.' : undefined} submitLabel="Set stock">
      <TextField path={`${variant.id}.qtyInStock`} label="In stock" inputMode="numeric" value={quantity} onChange={setQuantity} error={errors.qtyInStock} />
      <CheckboxField path={`${variant.id}.unlimited`} label="Unlimited" checked={unlimited} onChange={setUnlimited} error={errors.unlimited} />
    </VariantForm>
  );
}

function AdjustStockForm({ product, variant }: { product: Product; variant: Variant }) {
  const api = useApi();
  const { site } = useCurrentSite();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  const { save, errors, saved } = useVariantSave(
    product,
    async () => {
      const parsed = parseWholeNumberInput(delta, { signed: true });
      if ('error' in parsed) return { delta: parsed.error };
      const expected = variant.qtyInStock + parsed.value;
      await api.changeStock(site.websiteId, product.id, variant.id, { delta: parsed.value, reason: reason.trim() });
      setDelta('');
      setReason('');
      return (current) => current.unlimited || current.qtyInStock === expected;
    },
    variant.id,
  );
  return (
    <VariantForm title="Adjust stock" sku={variant.sku} onSubmit={() => save.mutate()} pending={save.isPending} error={formErrorOf(save.error, ['delta', 'reason'])} saved={saved ? 'Stock adjusted.' : undefined} submitLabel="Adjust stock">
      <TextField path={`${variant.id}.delta`} label="Change by" hint="e.g. 5 received, -2 damaged" inputMode="numeric" value={delta} onChange={setDelta} error={errors.delta} />
      <TextField path={`${variant.id}.reason`} label="Reason" value={reason} onChange={setReason} error={errors.reason} />
    </VariantForm>
  );
}

function VariantForm({ title, sku, onSubmit, pending, error, saved, submitLabel, children }: {
  title: string;
  /** Every variant has these forms: the SKU tells their landmarks apart. */
  sku: string;
  onSubmit: () => void;
  pending: boolean;
  error: string | undefined;
  saved: string | undefined;
  submitLabel: string;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="variant-form" aria-label={`${title}, ${sku}`}>
      <h3>{title}</h3>
      <FormError message={error} />
      {children}
      <button type="submit" disabled={pending}>
        {pending ? 'Saving…' : submitLabel}
      </button>
      <Saved message={pending ? undefined : saved} />
    </form>
  );
}

/** Field errors keyed as the price fields look them up (`{variantId}.priceCents`). */
function prefixed(errors: Errors, prefix: string): Errors {
  return Object.fromEntries(Object.entries(errors).map(([path, message]) => [`${prefix}${path}`, message]));
}
