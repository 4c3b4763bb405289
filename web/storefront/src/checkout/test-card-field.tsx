import { TEST_CARDS } from '@mercato/payments/test-cards';

/** Groups of four, as the card shows the number. */
const cardText = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

const DOCUMENTED_CARDS: ReadonlyArray<[number: string, outcome: string]> = [
  [TEST_CARDS.succeeds, 'pays'],
  [TEST_CARDS.declined, 'is declined'],
  [TEST_CARDS.insufficientFunds, 'has insufficient funds'],
  [TEST_CARDS.processingError, 'fails with a processing error'],
];

/** The card number for the built-in test provider, with its documented test cards. */
export function TestCardField({ value, onChange }: { value: string; onChange(value: string): void }) {
  return (
    <fieldset className="checkout-fieldset" data-testid="payment">
      <legend>Payment</legend>
      <div className="field">
        <label htmlFor="card-number">Card number</label>
        <input
          id="card-number"
          name="cardNumber"
          inputMode="numeric"
          autoComplete="cc-number"
          required
          maxLength={200}
          aria-describedby="test-cards"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      <div id="test-cards" className="test-cards">
        <p>Test mode: no money is taken. Use a test card:</p>
        <ul>
          {DOCUMENTED_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <code>{cardText(number)}</code> {outcome}
            </li>
          ))}
        </ul>
      </div>
    </fieldset>
  );
}
