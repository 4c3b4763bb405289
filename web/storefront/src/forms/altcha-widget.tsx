import { createElement, useEffect, useRef } from 'react';

/** The events of the `altcha` widget this block listens to. */
interface AltchaWidgetElement extends HTMLElement {
  reset?: () => void;
}

interface AltchaWidgetProps {
  /** Called with the solved payload (the captcha key), or null when it expires or resets. */
  readonly onPayload: (payload: string | null) => void;
  /** Changes whenever the block wants a fresh challenge (after a failed save). */
  readonly resetCount: number;
}

export const ALTCHA_CHALLENGE_PATH = '/api/form/captcha/challenge';

/**
 * The self-hosted captcha: the `altcha` widget fetches a challenge from the forms service and
 * solves it in the browser as soon as a field of the form has focus (auto="onfocus"), so the
 * visitor clicks nothing. The custom element is registered on the client only.
 */
export function AltchaWidget({ onPayload, resetCount }: AltchaWidgetProps) {
  const ref = useRef<AltchaWidgetElement>(null);

  useEffect(() => {
    void import('altcha');
  }, []);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return;
    const verified = (event: Event) => onPayload((event as CustomEvent<{ payload?: string }>).detail?.payload ?? null);
    const lost = () => onPayload(null);
    widget.addEventListener('verified', verified);
    widget.addEventListener('expired', lost);
    return () => {
      widget.removeEventListener('verified', verified);
      widget.removeEventListener('expired', lost);
    };
  }, [onPayload]);

  useEffect(() => {
    if (resetCount > 0) ref.current?.reset?.();
  }, [resetCount]);

  return createElement('altcha-widget', { ref, challenge: ALTCHA_CHALLENGE_PATH, auto: 'onfocus', name: 'altcha', 'data-testid': 'altcha-widget' });
}
