import { type CurrencyCode } from '@mercato/spec';
import { type FormEvent, useState } from 'react';
import { cartFailureDetail } from '../cart/cart-failures';
import { type ShoppingCart } from '../cart/cart-types';
import { CheckoutLines } from './checkout-lines';
import { type CheckoutChoice, type CheckoutQuote } from './checkout-types';
import { CouponCodesField } from './coupon-codes-field';
import { GiftCardCodeField } from './gift-card-code-field';
import { OrderTotals } from './order-totals';
import { EMPTY_ADDRESS, isAddressComplete, ShippingAddressFields } from './shipping-address-fields';
import { ShippingOptionsField } from './shipping-options-field';
import { TestCardField } from './test-card-field';
import { useCheckoutQuote } from './use-checkout-quote';
import { usePlaceOrder } from './use-place-order';

/** Email, address, shipping, coupons, the card and the totals; placing the order leads to its confirmed page. */
export function CheckoutForm({ cart, currency }: { cart: ShoppingCart; currency: CurrencyCode }) {
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  // The address the totals were asked for: taxes depend on it, so they follow it once it is complete.
  const [quotedAddress, setQuotedAddress] = useState(EMPTY_ADDRESS);
  const [shippingOptionId, setShippingOptionId] = useState<string>();
  const [couponCodes, setCouponCodes] = useState<string[]>([]);
  const [cardNumber, setCardNumber] = useState('');
  const [giftCardCode, setGiftCardCode] = useState('');
  const shipping = cart.requiresShipping;

  const choice: CheckoutChoice = {
    ...(shipping && isAddressComplete(quotedAddress) ? { shippingAddress: quotedAddress } : {}),
    ...(shippingOptionId ? { shippingOptionId } : {}),
    couponCodes,
    ...(giftCardCode ? { giftCardCode } : {}),
  };
  const quote = useCheckoutQuote(choice, true);
  const order = usePlaceOrder();
  const refusal = quote.data?.minimumSubtotalRefusal ?? null;
  // The server charges no card for a zero remainder and needs none: the field goes away, not just its requirement.
  const giftCardCoversAll = giftCardCode !== '' && quote.data?.giftCard != null && quote.data.cardChargeCents === 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    order.placeOrder({ email, cardNumber: giftCardCoversAll ? null : cardNumber, couponCodes, ...(giftCardCode ? { giftCardCode } : {}), ...(shipping ? { shippingAddress: address } : {}), ...(shippingOptionId ? { shippingOptionId } : {}) });
  };

  return (
    <form className="checkout-form" data-testid="checkout-form" onSubmit={submit} aria-busy={order.placing}>
      <CheckoutLines entries={cart.entries} currency={currency} />
      <div className="field">
        <label htmlFor="checkout-email">Email</label>
        <input id="checkout-email" type="email" name="email" autoComplete="email" required maxLength={256} value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      {shipping && <ShippingAddressFields address={address} onChange={setAddress} onDone={() => setQuotedAddress(address)} />}
      {quote.data && (
        <ShippingOptionsField options={quote.data.shippingOptions} selectedId={chosenShippingOption(quote.data, shippingOptionId)} currencyCode={quote.data.currencyCode} onSelect={setShippingOptionId} />
      )}
      <CouponCodesField codes={couponCodes} invalidCodes={quote.data?.invalidCoupons ?? []} onChange={setCouponCodes} />
      <GiftCardCodeField code={giftCardCode} quote={quote.data} onChange={setGiftCardCode} />
      {giftCardCoversAll ? (
        <p className="checkout-fieldset" data-testid="no-card-needed">
          Your gift card covers the whole order: no card payment is needed.
        </p>
      ) : (
        <TestCardField value={cardNumber} onChange={setCardNumber} />
      )}
      <section aria-labelledby="checkout-totals-heading" data-testid="checkout-totals" data-loading={quote.isFetching || undefined}>
        <h2 id="checkout-totals-heading">Order total</h2>
        {quote.isError && (
          <p role="alert" className="form-error" data-testid="checkout-totals-error">
            {cartFailureDetail(quote.error)}
          </p>
        )}
        {quote.data && (
          <OrderTotals {...quote.data} />
        )}
      </section>
      {refusal && (
        <p role="alert" className="form-error" data-testid="checkout-minimum-subtotal">
          {refusal}
        </p>
      )}
      {order.failure && (
        <p role="alert" className="form-banner" data-testid="checkout-failure">
          {cartFailureDetail(order.failure)}
        </p>
      )}
      <button type="submit" className="button-primary" data-testid="place-order" disabled={!order.ready || order.placing || refusal !== null || !quote.data}>
        {order.placing ? 'Placing order…' : 'Place order'}
      </button>
    </form>
  );
}

/** The buyer's pick shows at once (its totals follow); until they pick, or when it is no longer offered, the server's. */
function chosenShippingOption(quote: CheckoutQuote, picked: string | undefined): string | null {
  if (picked && quote.shippingOptions.some((option) => option.id === picked)) return picked;
  return quote.selectedShippingOption?.id ?? null;
}
