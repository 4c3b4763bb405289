import { CAPTCHA_MESSAGES, RESTOCK_MESSAGES } from '@mercato/spec';

/** The forms context's settings (libs/forms/README.md): keys, the submission rate limit and the captcha provider. */
export interface FormsSettings {
  /** How long a form submission key can be spent after it is issued (`FORMS_KEY_TTL_SECONDS`). */
  readonly keyTtlSeconds: number;
  /** Accepted submissions per form and client address per minute (`FORMS_SUBMISSIONS_PER_MINUTE`); the next one answers 429. */
  readonly submissionsPerMinute: number;
  /** The captcha provider `CAPTCHA_PROVIDER` names, with its keys. */
  readonly captcha: CaptchaSettings;
}

/** ALTCHA by default: proof of work checked here, so it works offline with no account. */
export type CaptchaSettings =
  | {
      readonly provider: 'altcha';
      /** `ALTCHA_HMAC_SECRET`; unset, the process signs its challenges with a secret of its own. */
      readonly hmacSecret?: string;
      readonly cost: number;
      readonly maxCounter: number;
    }
  | {
      readonly provider: 'recaptcha-v2';
      readonly siteKey: string;
      readonly secret: string;
      /** The siteverify endpoint; a local fake in tests. */
      readonly verifyUrl: string;
      /** The widget's script (Google's `api.js` unless set; a local fake in tests). */
      readonly scriptUrl?: string;
    }
  | {
      readonly provider: 'recaptcha-enterprise-v3';
      readonly siteKey: string;
      readonly projectId: string;
      readonly apiKey: string;
      /** The API origin; a local fake in tests. */
      readonly apiUrl: string;
      /** The widget's script (Google's `enterprise.js` unless set; a local fake in tests). */
      readonly scriptUrl?: string;
      /** Scores below this fail (0.0 bot to 1.0 human). */
      readonly minScore: number;
    };

const PROVIDERS = ['altcha', 'recaptcha-v2', 'recaptcha-enterprise-v3'] as const;

export function formsSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): FormsSettings {
  return {
    keyTtlSeconds: positiveWhole(env, 'FORMS_KEY_TTL_SECONDS', 600),
    submissionsPerMinute: positiveWhole(env, 'FORMS_SUBMISSIONS_PER_MINUTE', 5),
    captcha: captchaSettingsFromEnv(env),
  };
}

/**
 * A reCAPTCHA provider without its keys refuses to start with spec §8's messages, rather than turning
 * every captcha form into a failure later.
 */
export function captchaSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): CaptchaSettings {
  const provider = env.CAPTCHA_PROVIDER || 'altcha';
  const scriptUrl = (name: string) => (env[name] ? { scriptUrl: env[name] } : {});
  switch (provider) {
    case 'altcha':
      return {
        provider,
        ...(env.ALTCHA_HMAC_SECRET ? { hmacSecret: env.ALTCHA_HMAC_SECRET } : {}),
        cost: Number(env.ALTCHA_COST || 1_000),
        maxCounter: Number(env.ALTCHA_MAX_COUNTER || 1_000),
      };
    case 'recaptcha-v2':
      if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET) throw new Error(CAPTCHA_MESSAGES.notSetUp);
      return {
        provider,
        siteKey: env.RECAPTCHA_SITE_KEY,
        secret: env.RECAPTCHA_SECRET,
        verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
        ...scriptUrl('RECAPTCHA_SCRIPT_URL'),
      };
    case 'recaptcha-enterprise-v3':
      if (!env.RECAPTCHA_ENTERPRISE_SITE_KEY) throw new Error(RESTOCK_MESSAGES.enterpriseSiteKeyMissing);
      if (!env.RECAPTCHA_ENTERPRISE_PROJECT || !env.RECAPTCHA_ENTERPRISE_API_KEY) throw new Error(CAPTCHA_MESSAGES.notSetUp);
      return {
        provider,
        siteKey: env.RECAPTCHA_ENTERPRISE_SITE_KEY,
        projectId: env.RECAPTCHA_ENTERPRISE_PROJECT,
        apiKey: env.RECAPTCHA_ENTERPRISE_API_KEY,
        apiUrl: env.RECAPTCHA_ENTERPRISE_URL || 'https://recaptchaenterprise.googleapis.com',
        ...scriptUrl('RECAPTCHA_ENTERPRISE_SCRIPT_URL'),
        minScore: Number(env.RECAPTCHA_ENTERPRISE_MIN_SCORE || 0.5),
      };
    default:
      throw new Error(`CAPTCHA_PROVIDER must be one of ${PROVIDERS.join(', ')}, not "${provider}"`);
  }
}

function positiveWhole(env: Readonly<Record<string, string | undefined>>, name: string, fallback: number): number {
  const value = env[name];
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a positive whole number, not "${value}"`);
  return number;
}
