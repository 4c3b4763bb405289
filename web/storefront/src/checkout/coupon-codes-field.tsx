import { type KeyboardEvent, useState } from 'react';

interface CouponCodesFieldProps {
  codes: readonly string[];
  /** Codes the store does not accept for this cart (the quote's invalidCoupons). */
  invalidCodes: readonly string[];
  onChange(codes: string[]): void;
}

const sameCode = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/** Coupon codes: added one at a time, each removable; a code the store refuses is marked as such. */
export function CouponCodesField({ codes, invalidCodes, onChange }: CouponCodesFieldProps) {
  const [draft, setDraft] = useState('');
  const apply = () => {
    const code = draft.trim();
    if (code !== '' && !codes.some((known) => sameCode(known, code))) onChange([...codes, code]);
    setDraft('');
  };
  // Enter applies the code instead of placing the order (the field sits inside the checkout form).
  const applyOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };

  return (
    <fieldset className="checkout-fieldset" data-testid="coupon-codes">
      <legend>Coupon codes</legend>
      <div className="field checkout-inline">
        <label htmlFor="coupon-code">Coupon code</label>
        <input id="coupon-code" value={draft} maxLength={40} onChange={(event) => setDraft(event.target.value)} onKeyDown={applyOnEnter} />
        <button type="button" className="button-secondary" onClick={apply} data-testid="apply-coupon">
          Apply
        </button>
      </div>
      {codes.length > 0 && (
        <ul className="coupon-list">
          {codes.map((code) => {
            const invalid = invalidCodes.some((refused) => sameCode(refused, code));
            return (
              <li key={code} data-testid="coupon" data-invalid={invalid || undefined}>
                <span>{code}</span>
                {invalid && <span className="field-error"> — this code does not apply to your order</span>}
                <button type="button" className="button-link" aria-label={`Remove coupon ${code}`} onClick={() => onChange(codes.filter((kept) => kept !== code))}>
                  Remove
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
