import type { CaptchaWidgetData } from '../api/types';
import { AltchaWidget } from './altcha-widget';
import { RecaptchaEnterpriseWidget, RecaptchaV2Widget } from './recaptcha-widget';

export interface CaptchaWidgetProps {
  readonly widget: CaptchaWidgetData;
  readonly theme: string;
  /** Spec §7 action a v3 token is requested for (form block, newsletter block, product waitlist). */
  readonly action: string;
  /** Whether the visitor is in the form (v3 asks for a token then). */
  readonly active: boolean;
  readonly compact: boolean;
  /** A token or solved payload, or null when it lapses or resets. */
  readonly onPayload: (payload: string | null) => void;
  /** Changes whenever the owner of the widget wants a fresh token (after a failed save). */
  readonly resetCount: number;
}

/** The widget of the deployment's captcha provider: ALTCHA, the reCAPTCHA v2 checkbox, or Enterprise v3. */
export function CaptchaWidget({ widget, theme, action, active, compact, onPayload, resetCount }: CaptchaWidgetProps) {
  const { provider, siteKey, scriptUrl } = widget;
  switch (provider) {
    case 'altcha':
      return <AltchaWidget onPayload={onPayload} resetCount={resetCount} />;
    case 'recaptcha-v2':
      return <RecaptchaV2Widget siteKey={siteKey} scriptUrl={scriptUrl} theme={theme} compact={compact} onPayload={onPayload} resetCount={resetCount} />;
    case 'recaptcha-enterprise-v3':
      return <RecaptchaEnterpriseWidget siteKey={siteKey} scriptUrl={scriptUrl} action={action} active={active} onPayload={onPayload} resetCount={resetCount} />;
  }
}
