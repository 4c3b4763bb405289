import { type ShippingAddress } from './checkout-types';

export const EMPTY_ADDRESS: ShippingAddress = { name: '', addressLine1: '', addressLine2: '', city: '', region: '', postalCode: '', country: '' };

/** The fields the orders context requires of an address (name, street, city and a two-letter country). */
export const isAddressComplete = (address: ShippingAddress): boolean =>
  address.name.trim() !== '' && address.addressLine1.trim() !== '' && address.city.trim() !== '' && /^[A-Za-z]{2}$/.test(address.country.trim());

const FIELDS: ReadonlyArray<{ key: keyof ShippingAddress; label: string; autoComplete: string; required: boolean; maxLength: number }> = [
  { key: 'name', label: 'Full name', autoComplete: 'shipping name', required: true, maxLength: 200 },
  { key: 'addressLine1', label: 'Address', autoComplete: 'shipping address-line1', required: true, maxLength: 200 },
  { key: 'addressLine2', label: 'Apartment, suite (optional)', autoComplete: 'shipping address-line2', required: false, maxLength: 200 },
  { key: 'city', label: 'City', autoComplete: 'shipping address-level2', required: true, maxLength: 100 },
  { key: 'region', label: 'State or region code (optional)', autoComplete: 'shipping address-level1', required: false, maxLength: 10 },
  { key: 'postalCode', label: 'Postal code (optional)', autoComplete: 'shipping postal-code', required: false, maxLength: 20 },
  { key: 'country', label: 'Country code (2 letters, e.g. US)', autoComplete: 'shipping country', required: true, maxLength: 2 },
];

interface ShippingAddressFieldsProps {
  address: ShippingAddress;
  onChange(address: ShippingAddress): void;
  /** Leaving the fieldset: totals depend on where the order ships, so they are asked for again then. */
  onDone(): void;
}

/** The shipping address, asked only when the cart has something to ship. */
export function ShippingAddressFields({ address, onChange, onDone }: ShippingAddressFieldsProps) {
  return (
    <fieldset className="checkout-fieldset" data-testid="shipping-address" onBlur={onDone}>
      <legend>Shipping address</legend>
      {FIELDS.map(({ key, label, autoComplete, required, maxLength }) => (
        <div className="field" key={key}>
          <label htmlFor={`shipping-${key}`}>{label}</label>
          <input
            id={`shipping-${key}`}
            name={key}
            autoComplete={autoComplete}
            required={required}
            maxLength={maxLength}
            value={address[key]}
            onChange={(event) => onChange({ ...address, [key]: event.target.value })}
          />
        </div>
      ))}
    </fieldset>
  );
}
