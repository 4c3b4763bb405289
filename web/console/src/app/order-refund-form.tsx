import { useState, type FormEvent } from 'react';
import type { OwnerOrder } from '../api/types';
import { formErrorOf } from '../model/field-errors';
import { moneyInputOf, parseMoneyInput } from '../model/money-input';
import { orderMoneyText, refundableCents as refundableOf } from '../model/order-summary';
import { FormError, Saved, TextField } from './form-fields';
import { useOrderChange } from './use-order-change';

/** Refunds part or all of what is left of a paid order, through its payment provider. */
export function OrderRefundForm({ order, refundableCents }: { order: OwnerOrder; refundableCents: number }) {
  const currency = order.grandTotal.currencyCode;
  const [amount, setAmount] = useState(moneyInputOf(refundableCents, currency));
  const [typedError, setTypedError] = useState<string>();
  const refund = useOrderChange(order.id, (api, websiteId, amountCents: number) => api.refundOrder(websiteId, order.id, amountCents));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseMoneyInput(amount, currency);
    const error = 'error' in parsed ? parsed.error : parsed.cents === 0 || parsed.cents > refundableCents ? `Enter an amount from more than 0 up to ${orderMoneyText({ value: refundableCents, currencyCode: currency })}.` : undefined;
    setTypedError(error);
    if (error || 'error' in parsed) return;
    refund.mutate(parsed.cents, { onSuccess: (answer) => setAmount(moneyInputOf(refundableOf(answer), currency)) });
  };
  return (
    <form className="form" onSubmit={submit} noValidate aria-busy={refund.isPending} aria-label="Refund" data-testid="refund-form">
      <FormError message={formErrorOf(refund.error, ['amountCents'])} />
      <TextField path="amountCents" label={`Refund amount (${currency})`} inputMode="decimal" value={amount} onChange={setAmount} error={typedError} hint={`Up to ${orderMoneyText({ value: refundableCents, currencyCode: currency })}`} />
      <button type="submit" disabled={refund.isPending} data-testid="refund-button">
        {refund.isPending ? 'Refunding…' : 'Refund'}
      </button>
      <Saved message={refund.isSuccess && !refund.isPending ? 'Refunded.' : undefined} />
    </form>
  );
}
