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
      // grecaptcha picks the size when it renders and cannot render twice into one node: a size change
      // mounts a fresh checkbox (a token already given stays valid until it is spent or expires).
      return <RecaptchaV2Widget key={compact ? 'compact' : 'normal'} siteKey={siteKey} scriptUrl={scriptUrl} theme={theme} compact={compact} onPayload={onPayload} resetCount={resetCount} />;
    case 'recaptcha-enterprise-v3':
      return <RecaptchaEnterpriseWidget siteKey={siteKey} scriptUrl={scriptUrl} action={action} active={active} onPayload={onPayload} resetCount={resetCount} />;
  }
}
