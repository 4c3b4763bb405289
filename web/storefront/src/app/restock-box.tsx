import { RESTOCK_MESSAGES, restockEmailError, restockFailureMessage, restockSuccessMessage } from '@mercato/spec';
import { type FormEvent, useId, useState } from 'react';
import { useStorefrontApi } from '../api/api-context';

/** The box's call to action: kept when the success text replaces the rest (spec §4). */
const CALL_TO_ACTION = 'Email me when this is back in stock';

type BoxState = { readonly kind: 'idle'; readonly error?: string } | { readonly kind: 'submitting' } | { readonly kind: 'signed-up' };

/**
 * Spec §2 point 6 and §4 "Restock box", for a sold-out variant: a blank or invalid email shows its
 * error and makes no call; success replaces the content with "Signed up!" keeping the call to
 * action; a failure shows the server's message. No captcha is drawn until a provider is configured.
 */
export function RestockBox({ productId, variantId }: { productId: string; variantId: string }) {
  const api = useStorefrontApi();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(false);
  const [state, setState] = useState<BoxState>({ kind: 'idle' });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = restockEmailError(email);
    if (emailError) return setState({ kind: 'idle', error: emailError });
    setState({ kind: 'submitting' });
    try {
      await api.signUpForRestock({ isJoinMailingList: joinMailingList, productId, variantId, siteVisitorEmail: email.trim() });
      setState({ kind: 'signed-up' });
    } catch (error) {
      setState({ kind: 'idle', error: restockFailureMessage(error instanceof Error ? error.message : undefined) });
    }
  };

  return (
    <section className="restock-box" data-testid="restock-box" data-product-id={productId} data-variant-id={variantId}>
      <p className="restock-call-to-action">{CALL_TO_ACTION}</p>
      {state.kind === 'signed-up' ? (
        <p role="status" data-testid="restock-success">
          {restockSuccessMessage()}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)}>
          <label htmlFor={emailId}>Email</label>
          <input id={emailId} type="email" name="siteVisitorEmail" value={email} onChange={(event) => setEmail(event.target.value)} data-testid="restock-email" />
          <label>
            <input type="checkbox" name="isJoinMailingList" checked={joinMailingList} onChange={(event) => setJoinMailingList(event.target.checked)} data-testid="restock-join-mailing-list" />
            Join our mailing list
          </label>
          <button type="submit" disabled={state.kind === 'submitting'} data-testid="restock-submit">
            Notify me
          </button>
          {state.kind === 'idle' && state.error && (
            <p role="alert" className="restock-error" data-testid="restock-error" data-blank={state.error === RESTOCK_MESSAGES.emailBlank}>
              {state.error}
            </p>
          )}
        </form>
      )}
    </section>
  );
}
