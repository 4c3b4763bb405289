import { CART_MESSAGES, ClankerSchemaName, type CurrencyCode } from '@mercato/spec';
import { type FormEvent, useState } from 'react';
import { useStorefrontEvents } from '../analytics/react';
import { MoneyAmount } from '../app/money';
import { Image, sizeOf } from '../components/image';
import { QuantityField } from '../components/quantity-field';
import { parseQuantity } from './add-to-cart-validation';
import { formFromAnswers } from './additional-fields';
import { AdditionalFieldsDialog } from './additional-fields-form';
import { useCartApi, useStoreCart } from './cart-context';
import { cartFailureDetail } from './cart-failures';
import { type CartEntry } from './cart-types';

interface CartEntryRowProps {
  entry: CartEntry;
  currency: CurrencyCode;
  /** Spec §4 recalculating flag: on while an additional-fields update runs. */
  onRecalculating(recalculating: boolean): void;
}

/** Thumbnails are a small square: the 100w or 300w rendition, whatever the screen's density. */
const THUMBNAIL_SIZES = '64px';

/** One cart entry: thumbnail, title, chosen variant, answers, quantity change, removal and editing the answers. */
export function CartEntryRow({ entry, currency, onRecalculating }: CartEntryRowProps) {
  const api = useCartApi();
  const storeCart = useStoreCart();
  const events = useStorefrontEvents();
  const [quantityText, setQuantityText] = useState(String(entry.quantity));
  const [failure, setFailure] = useState<{ title: string; detail: string }>();
  const [busy, setBusy] = useState(false);
  const [editing, setEditing] = useState(false);
  const variantText = Object.entries(entry.chosenVariant?.attributes ?? {}).map(([name, value]) => `${name}: ${value}`).join(', ');
  const answers = entry.additionalFields ?? {};

  const run = (title: string, change: () => Promise<void>) => {
    setBusy(true);
    setFailure(undefined);
    change().then(
      () => setBusy(false),
      (error: unknown) => {
        setBusy(false);
        setQuantityText(String(entry.quantity));
        setFailure({ title, detail: cartFailureDetail(error) });
      },
    );
  };

  const changeQuantity = (event?: FormEvent) => {
    event?.preventDefault();
    const quantity = parseQuantity(quantityText);
    if (typeof quantity === 'string') {
      setQuantityText(String(entry.quantity));
      setFailure({ title: CART_MESSAGES.unableToUpdateQuantity, detail: quantity });
      return;
    }
    if (!api || quantity === entry.quantity) return;
    run(CART_MESSAGES.unableToUpdateQuantity, () => api.changeQuantity(entry.id, quantity).then(storeCart));
  };

  return (
    <li className="cart-entry" data-testid="cart-entry" data-entry-id={entry.id}>
      <div className="cart-entry-item">
        {/* Small, never the page's largest paint: lazy (spec §4 priority none) like every image after a page's first. */}
        {entry.image && <Image className="cart-entry-image" src={entry.image.assetUrl} {...sizeOf(entry.image.originalSize)} alt={entry.image.altText} sizes={THUMBNAIL_SIZES} testId="cart-entry-image" />}
        <div className="cart-entry-details">
          <span className="cart-entry-title" data-testid="cart-entry-title">
            {entry.title}
          </span>
          {variantText && <span data-testid="cart-entry-variant">{variantText}</span>}
          {Object.keys(answers).length > 0 && (
            <dl className="cart-entry-fields" data-testid="cart-entry-fields">
              {Object.entries(answers).map(([title, value]) => (
                <div key={title}>
                  <dt>{title}</dt>
                  <dd>{Array.isArray(value) ? value.join(', ') : String(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      <form className="cart-entry-quantity" onSubmit={changeQuantity} noValidate>
        <QuantityField
          value={quantityText}
          disabled={!api || busy}
          onChange={setQuantityText}
          onBlur={() => changeQuantity()}
          testId="cart-entry-quantity"
        />
      </form>
      <MoneyAmount money={{ value: entry.subTotal, currency }} testId="cart-entry-subtotal" />
      {Object.keys(answers).length > 0 && (
        <button type="button" className="button-link" disabled={!api || busy} onClick={() => setEditing(true)} data-testid="cart-entry-edit">
          Edit
        </button>
      )}
      <button
        type="button"
        className="button-link"
        disabled={!api || busy}
        aria-label={`Remove ${entry.title}`}
        onClick={() =>
          api &&
          run(CART_MESSAGES.unableToRemoveItem, () =>
            api.removeEntry(entry.id).then((cart) => {
              storeCart(cart);
              events.clientEvent(ClankerSchemaName.REMOVE_FROM_CART, entry.itemId);
            }),
          )
        }
        data-testid="cart-entry-remove"
      >
        Remove
      </button>
      {failure && (
        <p role="alert" className="cart-entry-failure" data-testid="cart-entry-failure">
          <strong>{failure.title}</strong> {failure.detail}
        </p>
      )}
      {editing && api && (
        <AdditionalFieldsDialog
          title={entry.title}
          form={formFromAnswers(answers)}
          answers={answers}
          submitLabel="Update"
          failureTitle={CART_MESSAGES.unableToUpdateForm}
          onClose={() => setEditing(false)}
          onSubmit={async (updated) => {
            onRecalculating(true);
            try {
              const answer = await api.updateAdditionalFields(entry.id, { itemId: entry.itemId, sku: entry.chosenVariant?.sku ?? null, additionalFields: updated });
              storeCart(answer.shoppingCart);
              setEditing(false);
            } finally {
              onRecalculating(false);
            }
          }}
        />
      )}
    </li>
  );
}
