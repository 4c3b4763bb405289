import { ProductType } from '@mercato/spec';
import type { NewProduct, NewVariant } from '../api/types';
import { parseMoneyInput } from './money-input';
import { usableOptions, variantCombinations, type OptionDraft } from './variant-matrix';
import { parseWholeNumberInput } from './whole-number-input';

/** One variant row as typed; `sku` undefined keeps the suggested SKU. */
export interface VariantDraft {
  readonly sku?: string;
  readonly price: string;
  readonly salePrice: string;
  readonly onSale: boolean;
  readonly stock: string;
  readonly unlimited: boolean;
}

export const EMPTY_VARIANT_DRAFT: VariantDraft = { price: '', salePrice: '', onSale: false, stock: '0', unlimited: false };

export interface PriceDraft {
  readonly price: string;
  readonly salePrice: string;
  readonly onSale: boolean;
}

export interface ProductDraft {
  readonly title: string;
  readonly description: string;
  readonly productType: ProductType;
  readonly options: readonly OptionDraft[];
  /** By combination key (`variantCombinations`): rows keep what was typed while options change. */
  readonly variants: Readonly<Record<string, VariantDraft>>;
  /** Digital items have one price and no variants. */
  readonly digital: PriceDraft;
}

export type ProductRequest = { readonly product: NewProduct } | { readonly errors: Readonly<Record<string, string>> };

/**
 * The create-product request for a draft, or the typed values it cannot send, by the server's field
 * path (`variants.1.priceCents`) so each message sits where the server's own would.
 */
export function productRequestOf(draft: ProductDraft, currency: string): ProductRequest {
  const errors: Record<string, string> = {};
  const price = (path: string, draftPrice: PriceDraft) => {
    const regular = parseMoneyInput(draftPrice.price, currency);
    if ('error' in regular) errors[`${path}priceCents`] = regular.error;
    // A sale price matters only while on sale; left empty otherwise, it is 0.
    const sale = draftPrice.onSale || draftPrice.salePrice.trim() !== '' ? parseMoneyInput(draftPrice.salePrice, currency) : { cents: 0 };
    if ('error' in sale) errors[`${path}salePriceCents`] = sale.error;
    return { priceCents: 'cents' in regular ? regular.cents : 0, salePriceCents: 'cents' in sale ? sale.cents : 0, onSale: draftPrice.onSale };
  };
  const base = { title: draft.title.trim(), description: draft.description, productType: draft.productType };

  if (draft.productType === ProductType.DIGITAL) {
    const digital = price('digital.', draft.digital);
    return Object.keys(errors).length > 0 ? { errors } : { product: { ...base, variantOptionOrdering: [], digital } };
  }
  const variants = variantCombinations(draft.title, draft.options).map((combination, index): NewVariant => {
    const row = draft.variants[combination.key] ?? EMPTY_VARIANT_DRAFT;
    const stock = row.unlimited ? { value: 0 } : parseWholeNumberInput(row.stock);
    if ('error' in stock) errors[`variants.${index}.qtyInStock`] = stock.error;
    return {
      sku: (row.sku ?? combination.suggestedSku).trim(),
      ...price(`variants.${index}.`, row),
      unlimited: row.unlimited,
      qtyInStock: 'value' in stock ? stock.value : 0,
      optionValues: combination.optionValues,
    };
  });
  if (Object.keys(errors).length > 0) return { errors };
  return { product: { ...base, variantOptionOrdering: usableOptions(draft.options).map((option) => option.name), variants } };
}
