import { CART_RULE_MESSAGES, DISPLAY_DEFAULTS, formatMoney, PageType, STORE_MESSAGES, subscriptionConfirmedPath, subscriptionPriceText, type CurrencyCode, type SubscriptionPlan } from '@mercato/spec';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { PageView } from '../analytics/react';
import { type SiteView } from '../api/types';
import { QueryOutcome } from '../app/query-outcome';
import { cartFailureDetail } from '../cart/cart-failures';
import { endsAttempt, newAttemptKey } from '../checkout/attempt-key';
import { EMPTY_ADDRESS, ShippingAddressFields } from '../checkout/shipping-address-fields';
import { TestCardField } from '../checkout/test-card-field';
import { browserSubscriptionApi, subscriptionConfirmationKey, type SubscribeRequest, type SubscriptionCartAnswer } from './subscription-api';
import { useSubscriptionCart } from './subscription-queries';

/** Spec §4 subscription price text on the cart's price; "Unavailable" when the item has no plan the text can say. */
export function subscriptionCartPriceText(cents: number, currency: CurrencyCode, plan: SubscriptionPlan | null): string {
  return plan ? subscriptionPriceText(formatMoney(cents, currency, { useCLDRMoneyFormat: true }), plan) : STORE_MESSAGES.subscriptionPriceUnavailable;
}

/** The subscription page (spec §2): the subscription cart named by its token, checked out; read in the browser. */
export function SubscriptionPage({ site }: { site: SiteView }) {
  const { cartToken = '' } = useParams();
  const cart = useSubscriptionCart(cartToken);
  return (
    <section className="checkout-page" data-testid="subscription-page">
      <title>{`Subscribe — ${site.title}`}</title>
      <h1>Subscribe</h1>
      <QueryOutcome query={cart}>{(data) => <SubscriptionForm cartToken={cartToken} cart={data} currency={site.currency} />}</QueryOutcome>
    </section>
  );
}

function SubscriptionForm({ cartToken, cart, currency }: { cartToken: string; cart: SubscriptionCartAnswer; currency: CurrencyCode }) {
  const [email, setEmail] = useState('');
  const [address, setAddress] = useState(EMPTY_ADDRESS);
  const [cardNumber, setCardNumber] = useState('');
  const subscribe = useSubscribe();
  const { shoppingCart, subscriptionPlan } = cart;
  const [entry] = shoppingCart.entries;
  if (shoppingCart.isPurchased || !entry) return <p data-testid="subscription-purchased">{CART_RULE_MESSAGES.cartPurchased}</p>;
  const shipping = shoppingCart.requiresShipping;
  const priceText = subscriptionCartPriceText(shoppingCart.subtotalCents, currency, subscriptionPlan);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    subscribe.start({ cartToken, email, cardNumber, ...(shipping ? { shippingAddress: address } : {}) });
  };

  return (
    <form className="checkout-form" data-testid="subscription-form" onSubmit={submit} aria-busy={subscribe.pending}>
      <PageView pageType={PageType.CHECKOUT} />
      <p data-testid="subscription-item">
        <strong>{entry.title}</strong> × {entry.quantity}
      </p>
      <p data-testid="subscription-price">{priceText}</p>
      <div className="field">
        <label htmlFor="subscription-email">Email</label>
        <input id="subscription-email" type="email" name="email" autoComplete="email" required maxLength={256} value={email} onChange={(event) => setEmail(event.target.value)} />
      </div>
      {shipping && <ShippingAddressFields address={address} onChange={setAddress} onDone={() => undefined} />}
      <TestCardField value={cardNumber} onChange={setCardNumber} />
      {subscribe.failure && (
        <p role="alert" className="form-banner" data-testid="subscription-failure">
          {cartFailureDetail(subscribe.failure)}
        </p>
      )}
      <button type="submit" className="button-primary" data-testid="subscribe" disabled={subscribe.pending || subscriptionPlan === null}>
        {subscribe.pending ? 'Subscribing…' : DISPLAY_DEFAULTS.subscribe}
      </button>
    </form>
  );
}

/** One Idempotency-Key per attempt, as the checkout's: a retry after no answer charges and starts once. */
function useSubscribe() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  const mutation = useMutation({
    mutationFn: (request: Omit<SubscribeRequest, 'idempotencyKey'>) => {
      attemptKey.current ??= newAttemptKey();
      return browserSubscriptionApi().subscribe({ ...request, idempotencyKey: attemptKey.current });
    },
    onSuccess: ({ subscription }) => {
      queryClient.removeQueries({ queryKey: subscriptionConfirmationKey(subscription.confirmationToken) });
      void navigate(subscriptionConfirmedPath(subscription.confirmationToken));
    },
    onError: (error) => {
      if (endsAttempt(error)) attemptKey.current = null;
    },
  });
  return { start: (request: Omit<SubscribeRequest, 'idempotencyKey'>) => !mutation.isPending && mutation.mutate(request), pending: mutation.isPending, failure: mutation.error };
}
