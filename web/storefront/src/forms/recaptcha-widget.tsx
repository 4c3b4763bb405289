import { useEffect, useRef, useState } from 'react';
import { CAPTCHA_MESSAGES, RESTOCK_MESSAGES } from '@mercato/spec';

/** The part of Google's `grecaptcha` global these widgets use (v2 explicit render, Enterprise v3 execute). */
interface Grecaptcha {
  ready(callback: () => void): void;
  render(container: HTMLElement, parameters: { sitekey: string; theme: string; size: string; callback: (token: string) => void; 'expired-callback': () => void }): number;
  reset(widgetId?: number): void;
  enterprise?: { ready(callback: () => void): void; execute(siteKey: string, options: { action: string }): Promise<string> };
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const loadedScripts = new Map<string, Promise<Grecaptcha>>();

/** Loads a provider's script once per page and answers its `grecaptcha` global. */
function loadRecaptcha(src: string): Promise<Grecaptcha> {
  let loading = loadedScripts.get(src);
  if (!loading) {
    loading = new Promise<Grecaptcha>((resolve, reject) => {
      const script = document.createElement('script');
      script.src = src;
      script.async = true;
      script.onload = () => (window.grecaptcha ? resolve(window.grecaptcha) : reject(new Error(`${src} defined no grecaptcha`)));
      script.onerror = () => reject(new Error(`${src} did not load`));
      document.head.appendChild(script);
    });
    loadedScripts.set(src, loading);
  }
  return loading;
}

const withQuery = (url: string, query: Record<string, string>) => `${url}${url.includes('?') ? '&' : '?'}${new URLSearchParams(query).toString()}`;

interface RecaptchaProps {
  readonly siteKey: string;
  /** The provider's script, from the server's captcha settings (a local fake in tests). */
  readonly scriptUrl: string;
  /** Called with a token, or null when it expires or the widget resets. */
  readonly onPayload: (payload: string | null) => void;
  /** Changes whenever the block wants a fresh token (after a failed save). */
  readonly resetCount: number;
}

/** Spec §8: "ReCaptcha has not been set up!" in place of a widget that cannot be drawn, and the reason logged. */
function useLoadFailure(): [boolean, (error: unknown) => void] {
  const [failed, setFailed] = useState(false);
  return [
    failed,
    (error) => {
      console.error(error);
      setFailed(true);
    },
  ];
}

/** reCAPTCHA classic (v2): the checkbox widget, rendered explicitly into this block's node. */
export function RecaptchaV2Widget({ siteKey, scriptUrl, theme, compact, onPayload, resetCount }: RecaptchaProps & { readonly theme: string; readonly compact: boolean }) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<{ grecaptcha: Grecaptcha; id: number } | null>(null);
  const [failed, fail] = useLoadFailure();

  useEffect(() => {
    let cancelled = false;
    loadRecaptcha(withQuery(scriptUrl, { render: 'explicit' })).then(
      (grecaptcha) =>
        grecaptcha.ready(() => {
          const node = container.current;
          if (cancelled || !node || widget.current) return;
          const id = grecaptcha.render(node, { sitekey: siteKey, theme: theme === 'dark' ? 'dark' : 'light', size: compact ? 'compact' : 'normal', callback: onPayload, 'expired-callback': () => onPayload(null) });
          widget.current = { grecaptcha, id };
        }),
      fail,
    );
    return () => {
      cancelled = true;
    };
    // Rendered once per block: grecaptcha cannot render twice into one node.
  }, []);

  useEffect(() => {
    if (resetCount > 0 && widget.current) widget.current.grecaptcha.reset(widget.current.id);
  }, [resetCount]);

  return failed ? <p>{CAPTCHA_MESSAGES.notSetUp}</p> : <div ref={container} className="recaptcha-widget" data-testid="recaptcha-widget" />;
}

/**
 * reCAPTCHA Enterprise v3: no checkbox; a token for the block's spec §7 action is requested each
 * time the form gets focus (tokens expire after two minutes) and again after a failed save.
 */
export function RecaptchaEnterpriseWidget({ siteKey, scriptUrl, action, active, onPayload, resetCount }: RecaptchaProps & { readonly action: string; readonly active: boolean }) {
  const [failed, fail] = useLoadFailure();
  const enterprise = useRef<Promise<NonNullable<Grecaptcha['enterprise']>> | null>(null);

  useEffect(() => {
    if (!siteKey) return;
    enterprise.current = loadRecaptcha(withQuery(scriptUrl, { render: siteKey })).then((grecaptcha) => {
      if (!grecaptcha.enterprise) throw new Error(`${scriptUrl} has no grecaptcha.enterprise`);
      return grecaptcha.enterprise;
    });
    enterprise.current.catch(fail);
  }, [siteKey, scriptUrl]);

  useEffect(() => {
    if (!active && resetCount === 0) return;
    onPayload(null);
    void enterprise.current?.then((api) => api.ready(() => void api.execute(siteKey, { action }).then(onPayload, fail)), () => undefined);
  }, [active, resetCount]);

  if (!siteKey) return <p>{RESTOCK_MESSAGES.enterpriseSiteKeyMissing}</p>;
  return failed ? <p>{CAPTCHA_MESSAGES.notSetUp}</p> : <div className="recaptcha-enterprise" data-testid="recaptcha-enterprise" />;
}
