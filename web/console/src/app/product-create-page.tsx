import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ProductType } from '@mercato/spec';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { consoleQueries, refetchUntil } from '../api/queries';
import { fieldErrorsOf, formErrorOf } from '../model/field-errors';
import { EMPTY_VARIANT_DRAFT, productRequestOf, type ProductDraft, type VariantDraft } from '../model/product-draft';
import { variantCombinations, type OptionDraft } from '../model/variant-matrix';
import { useApi } from './api-context';
import { CheckboxField, FormError, SelectField, TextField } from './form-fields';
import { PRODUCT_TYPE_OPTIONS } from './product-types';
import { useCurrentSite } from './site-context';

/** A new product with its options and variants (price, sale, stock), in the site's currency. */
export function ProductCreatePage() {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { collectionId = '' } = useParams();
  const { site, basePath } = useCurrentSite();
  const [draft, setDraft] = useState<ProductDraft>({
    title: '',
    description: '',
    productType: ProductType.PHYSICAL,
    options: [],
    variants: {},
    digital: { price: '', salePrice: '', onSale: false },
  });
  const [typedErrors, setTypedErrors] = useState<Readonly<Record<string, string>>>({});
  const create = useMutation({
    mutationFn: async () => {
      const request = productRequestOf(draft, site.currency);
      if ('errors' in request) {
        setTypedErrors(request.errors);
        return undefined;
      }
      setTypedErrors({});
      const created = await api.createProduct(site.websiteId, collectionId, request.product);
      await refetchUntil(queryClient, consoleQueries.products(api, site.websiteId, collectionId), (products) => products.some((product) => product.id === created.id));
      return created;
    },
    onSuccess: (created) => {
      if (created) void navigate(`${basePath}/stores/${collectionId}/products/${created.id}`);
    },
  });
  const errors = { ...fieldErrorsOf(create.error), ...typedErrors };
  const combinations = draft.productType === ProductType.DIGITAL ? [] : variantCombinations(draft.title, draft.options);
  const shownFields = ['title', 'description', 'productType', 'variantOptionOrdering', 'digital.priceCents', 'digital.salePriceCents', ...combinations.flatMap((_, index) => ['sku', 'priceCents', 'salePriceCents', 'qtyInStock'].map((field) => `variants.${index}.${field}`))];
  const setOption = (index: number, option: OptionDraft) => setDraft({ ...draft, options: draft.options.map((current, at) => (at === index ? option : current)) });
  const setVariant = (key: string, row: VariantDraft) => setDraft({ ...draft, variants: { ...draft.variants, [key]: row } });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate();
  };
  const hasTypedErrors = Object.keys(typedErrors).length > 0;
  return (
    <>
      <h1>Add a product</h1>
      <form onSubmit={submit} noValidate aria-busy={create.isPending} className="form">
        <FormError message={hasTypedErrors ? 'Some values need a fix: see the fields marked below.' : formErrorOf(create.error, shownFields)} />
        <TextField path="title" label="Title" required value={draft.title} onChange={(title) => setDraft({ ...draft, title })} error={errors.title} />
        <TextField path="description" label="Description" value={draft.description} onChange={(description) => setDraft({ ...draft, description })} error={errors.description} />
        <SelectField
          path="productType"
          label="Product type"
          value={String(draft.productType)}
          onChange={(value) => setDraft({ ...draft, productType: Number(value) as ProductType })}
          options={PRODUCT_TYPE_OPTIONS.map((option) => ({ value: String(option.value), label: option.label }))}
          error={errors.productType}
        />
        {draft.productType === ProductType.DIGITAL ? (
          <fieldset>
            <legend>Price ({site.currency})</legend>
            <PriceFields pathPrefix="digital." value={draft.digital} onChange={(digital) => setDraft({ ...draft, digital: { ...draft.digital, ...digital } })} errors={errors} />
          </fieldset>
        ) : (
          <>
            <fieldset>
              <legend>Options</legend>
              <p className="field-hint">Each option with its values, e.g. Size: S, M, L. Every combination becomes a variant.</p>
              {draft.options.map((option, index) => (
                <div className="option-row" key={index}>
                  <TextField path={`options.${index}.name`} label={`Option ${index + 1} name`} value={option.name} onChange={(name) => setOption(index, { ...option, name })} />
                  <TextField path={`options.${index}.values`} label={`Option ${index + 1} values`} hint="Separated by commas" value={option.values} onChange={(values) => setOption(index, { ...option, values })} />
                </div>
              ))}
              <FieldMessage message={errors.variantOptionOrdering} />
              <button type="button" className="secondary" onClick={() => setDraft({ ...draft, options: [...draft.options, { name: '', values: '' }] })}>
                Add an option
              </button>
            </fieldset>
            {combinations.map((combination, index) => {
              const row = draft.variants[combination.key] ?? EMPTY_VARIANT_DRAFT;
              const path = `variants.${index}.`;
              const name = combination.optionValues.map((option) => option.value).join(' / ') || 'The product';
              return (
                <fieldset key={combination.key} className="variant" data-testid="variant-fields">
                  <legend>{name}</legend>
                  <TextField path={`${path}sku`} label="SKU" value={row.sku ?? combination.suggestedSku} onChange={(sku) => setVariant(combination.key, { ...row, sku })} error={errors[`${path}sku`]} />
                  <PriceFields pathPrefix={path} value={row} onChange={(price) => setVariant(combination.key, { ...row, ...price })} errors={errors} />
                  <TextField path={`${path}qtyInStock`} label="Stock" inputMode="numeric" value={row.stock} onChange={(stock) => setVariant(combination.key, { ...row, stock })} error={errors[`${path}qtyInStock`]} />
                  <CheckboxField path={`${path}unlimited`} label="Unlimited stock" checked={row.unlimited} onChange={(unlimited) => setVariant(combination.key, { ...row, unlimited })} />
                </fieldset>
              );
            })}
          </>
        )}
        <button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Saving…' : 'Create product'}
        </button>
      </form>
    </>
  );
}

/** Price, sale price and the on-sale switch, with their errors under the server's paths. */
export function PriceFields({ pathPrefix, value, onChange, errors }: {
  pathPrefix: string;
  value: { price: string; salePrice: string; onSale: boolean };
  onChange: (price: { price: string; salePrice: string; onSale: boolean }) => void;
  errors: Readonly<Record<string, string>>;
}) {
  return (
    <>
      <TextField path={`${pathPrefix}priceCents`} label="Price" inputMode="decimal" value={value.price} onChange={(price) => onChange({ ...value, price })} error={errors[`${pathPrefix}priceCents`]} />
      <TextField path={`${pathPrefix}salePriceCents`} label="Sale price" inputMode="decimal" value={value.salePrice} onChange={(salePrice) => onChange({ ...value, salePrice })} error={errors[`${pathPrefix}salePriceCents`]} />
      <CheckboxField path={`${pathPrefix}onSale`} label="On sale" checked={value.onSale} onChange={(onSale) => onChange({ ...value, onSale })} />
    </>
  );
}

function FieldMessage({ message }: { message: string | undefined }) {
  return message ? <p className="field-error">{message}</p> : null;
}
