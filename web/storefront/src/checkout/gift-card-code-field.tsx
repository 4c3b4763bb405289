import { type KeyboardEvent, useState } from 'react';
import { MoneyAmount } from '../app/money';
import { type CheckoutQuote } from './checkout-types';
import { orderMoney } from './order-money';

interface GiftCardCodeFieldProps {
  code: string;
  /** The totals for the code applied: what the card covers and what is left for the card. */
  quote: CheckoutQuote | undefined;
  onChange(code: string): void;
}

/** A gift card code: applied, it pays first; the field shows how much it covers and what the card pays. */
export function GiftCardCodeField({ code, quote, onChange }: GiftCardCodeFieldProps) {
  const [draft, setDraft] = useState(code);
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    onChange(draft.trim());
  };
  const covered = code !== '' ? quote?.giftCard : undefined;
  return (
    <fieldset className="checkout-fieldset" data-testid="gift-card-code">
      <legend>Gift card</legend>
      <div className="field checkout-inline">
        <label htmlFor="gift-card-code-input">Gift card code</label>
        <input id="gift-card-code-input" value={draft} maxLength={64} autoComplete="off" onChange={(event) => setDraft(event.target.value)} onKeyDown={applyOnEnter} />
        <button type="button" className="button-secondary" onClick={() => onChange(draft.trim())} data-testid="apply-gift-card">
          Use gift card
        </button>
      </div>
      {covered && quote && (
        <p data-testid="gift-card-covers">
          Gift card ····{covered.codeLastFour} covers <MoneyAmount money={orderMoney(covered.amountCents, quote.currencyCode)} testId="gift-card-amount" />; card payment{' '}
          <MoneyAmount money={orderMoney(quote.cardChargeCents, quote.currencyCode)} testId="card-charge" />.
        </p>
      )}
    </fieldset>
  );
}
