import { MoneyAmount } from '../app/money';
import { type ShippingRate } from './checkout-types';
import { orderMoney } from './order-money';

interface ShippingOptionsFieldProps {
  options: readonly ShippingRate[];
  selectedId: string | null;
  currencyCode: string;
  onSelect(optionId: string): void;
}

/** The shipping options the store offers this cart, one chosen (the cheapest until the buyer picks). */
export function ShippingOptionsField({ options, selectedId, currencyCode, onSelect }: ShippingOptionsFieldProps) {
  if (options.length === 0) return null;
  return (
    <fieldset className="checkout-fieldset" data-testid="shipping-options">
      <legend>Shipping</legend>
      {options.map((option) => (
        <div className="checkout-option" key={option.id}>
          <input type="radio" id={`shipping-option-${option.id}`} name="shippingOption" value={option.id} checked={option.id === selectedId} onChange={() => onSelect(option.id)} />
          <label htmlFor={`shipping-option-${option.id}`}>
            {option.name} — <MoneyAmount money={orderMoney(option.kind === 'flat' ? option.priceCents : 0, currencyCode)} />
          </label>
        </div>
      ))}
    </fieldset>
  );
}
