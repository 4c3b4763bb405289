import { useQuery } from '@tanstack/react-query';
import { CaptchaAction, type MerchandisingContext, RESTOCK_MESSAGES, restockEmailError, restockFailureMessage, restockSignUpLanguage, restockSuccessMessage } from '@mercato/spec';
import { type FormEvent, useCallback, useId, useState } from 'react';
import { useStorefrontApi } from '../api/api-context';
import type { CaptchaWidgetData, RestockSignUp } from '../api/types';
import { CaptchaWidget } from '../forms/captcha-widget';
import { useSite } from './use-site';

/** The box's call to action: kept when the success text replaces the rest (spec §4). */
const CALL_TO_ACTION = 'Email me when this is back in stock';

type BoxState = { readonly kind: 'idle'; readonly error?: string } | { readonly kind: 'submitting' } | { readonly kind: 'signed-up' };

/**
 * Spec §2 point 6 and §4 "Restock box", for a sold-out variant: a blank or invalid email shows its
 * error and makes no call; success replaces the content with "Signed up!" (or the product's
 * merchandising `restockSuccessText`, the site's own text) keeping the call to
 * action; a failure shows the server's message and resets the captcha. A site whose store settings
 * carry a captcha site key gets the deployment's captcha widget (product-waitlist action); without
 * a passed captcha the box makes no call and says "Complete CAPTCHA before submitting.". The
 * "join mailing list" checkbox shows only where the product's merchandising enables the sign-up,
 * checked at first when it opts in by default (spec §3 merchandising context). On a site with more
 * than one language the sign-up carries the page's language (restockSignUpLanguage).
 */
export function RestockBox({
  productId,
  variantId,
  mailingList,
  successText,
}: {
  productId: string;
  variantId: string;
  mailingList: Pick<MerchandisingContext, 'mailingListSignUpEnabled' | 'mailingListOptInByDefault'>;
  /** The product's merchandising text for a sign-up (spec §8); empty for "Signed up!". */
  successText: string;
}) {
  const api = useStorefrontApi();
  const emailId = useId();
  const [email, setEmail] = useState('');
  const [joinMailingList, setJoinMailingList] = useState(mailingList.mailingListSignUpEnabled && mailingList.mailingListOptInByDefault);
  const [state, setState] = useState<BoxState>({ kind: 'idle' });
  const [focused, setFocused] = useState(false);
  const [captchaToken, setCaptchaToken] = useState<string | null>(null);
  const [captchaResets, setCaptchaResets] = useState(0);
  const site = useSite().data;
  const captchaRequired = (site?.captchaSettings.siteKey ?? '') !== '';
  const widget = useQuery({ queryKey: ['captcha-widget'], queryFn: () => api.getCaptchaWidget(), enabled: captchaRequired, staleTime: Infinity });
  const onPayload = useCallback((payload: string | null) => setCaptchaToken(payload), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const emailError = restockEmailError(email);
    if (emailError) return setState({ kind: 'idle', error: emailError });
    if (captchaRequired && !captchaToken) return setState({ kind: 'idle', error: RESTOCK_MESSAGES.captchaIncomplete });
    setState({ kind: 'submitting' });
    try {
      // The page's current language (its lang) on a multilingual site: the notice is then mailed in it.
      const language = restockSignUpLanguage(site?.languages ?? [], document.documentElement.lang);
      await api.signUpForRestock({ isJoinMailingList: joinMailingList, productId, variantId, siteVisitorEmail: email.trim(), ...captchaField(widget.data, captchaToken), ...(language ? { language } : {}) });
      setState({ kind: 'signed-up' });
    } catch (error) {
      setState({ kind: 'idle', error: restockFailureMessage(error instanceof Error ? error.message : undefined) });
      if (captchaRequired) {
        setCaptchaToken(null);
        setCaptchaResets((count) => count + 1);
      }
    }
  };

  return (
    <section className="restock-box" data-testid="restock-box" data-product-id={productId} data-variant-id={variantId}>
      <p className="restock-call-to-action">{CALL_TO_ACTION}</p>
      {state.kind === 'signed-up' ? (
        <p role="status" data-testid="restock-success">
          {restockSuccessMessage(successText)}
        </p>
      ) : (
        <form noValidate onSubmit={(event) => void submit(event)} onFocus={() => setFocused(true)}>
          <label htmlFor={emailId}>Email</label>
          <input id={emailId} type="email" name="siteVisitorEmail" value={email} onChange={(event) => setEmail(event.target.value)} data-testid="restock-email" />
          {mailingList.mailingListSignUpEnabled && (
            <label>
              <input type="checkbox" name="isJoinMailingList" checked={joinMailingList} onChange={(event) => setJoinMailingList(event.target.checked)} data-testid="restock-join-mailing-list" />
              Join our mailing list
            </label>
          )}
          {captchaRequired && widget.data && (
            <div className="restock-captcha" data-testid="restock-captcha" data-captcha={captchaToken ? 'passed' : 'pending'}>
              <CaptchaWidget widget={widget.data} theme="light" action={CaptchaAction.PRODUCT_WAITLIST} active={focused} compact={false} onPayload={onPayload} resetCount={captchaResets} />
            </div>
          )}
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

/** Spec §3: the token goes in `recaptchaEnterpriseV3Token` for Enterprise v3, in `captchaToken` otherwise. */
function captchaField(widget: CaptchaWidgetData | undefined | null, token: string | null): Pick<RestockSignUp, 'captchaToken' | 'recaptchaEnterpriseV3Token'> {
  if (!widget || !token) return {};
  return widget.provider === 'recaptcha-enterprise-v3' ? { recaptchaEnterpriseV3Token: token } : { captchaToken: token };
}
