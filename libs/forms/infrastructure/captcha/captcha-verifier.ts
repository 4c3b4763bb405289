import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { CAPTCHA_MESSAGES, RESTOCK_MESSAGES } from '@mercato/spec';
import { CaptchaProvider, type CaptchaVerifier } from '@mercato/forms/application';
import { AltchaCaptcha } from './altcha-captcha';
import { RecaptchaEnterpriseCaptcha } from './recaptcha-enterprise';
import { RecaptchaV2Captcha } from './recaptcha-v2';

const PROVIDER_TIMEOUT_MS = 5_000;

/**
 * The captcha provider CAPTCHA_PROVIDER names (ALTCHA by default: works offline with no account).
 * A reCAPTCHA provider without its keys refuses to start with spec §8's messages, rather than
 * turning every captcha form into a failure later.
 */
export function captchaFromEnv(env: NodeJS.ProcessEnv, dataSource: DataSource): CaptchaVerifier {
  const provider = env.CAPTCHA_PROVIDER || CaptchaProvider.ALTCHA;
  switch (provider) {
    case CaptchaProvider.ALTCHA:
      return new AltchaCaptcha(
        {
          hmacSecret: env.ALTCHA_HMAC_SECRET || randomBytes(32).toString('hex'),
          cost: Number(env.ALTCHA_COST || 1_000),
          maxCounter: Number(env.ALTCHA_MAX_COUNTER || 1_000),
          challengeTtlSeconds: 600,
        },
        dataSource,
      );
    case CaptchaProvider.RECAPTCHA_V2:
      if (!env.RECAPTCHA_SITE_KEY || !env.RECAPTCHA_SECRET) throw new Error(CAPTCHA_MESSAGES.notSetUp);
      return new RecaptchaV2Captcha({
        siteKey: env.RECAPTCHA_SITE_KEY,
        secret: env.RECAPTCHA_SECRET,
        verifyUrl: env.RECAPTCHA_VERIFY_URL || 'https://www.google.com/recaptcha/api/siteverify',
        scriptUrl: env.RECAPTCHA_SCRIPT_URL || undefined,
        timeoutMs: PROVIDER_TIMEOUT_MS,
      });
    case CaptchaProvider.RECAPTCHA_ENTERPRISE_V3:
      if (!env.RECAPTCHA_ENTERPRISE_SITE_KEY) throw new Error(RESTOCK_MESSAGES.enterpriseSiteKeyMissing);
      if (!env.RECAPTCHA_ENTERPRISE_PROJECT || !env.RECAPTCHA_ENTERPRISE_API_KEY) throw new Error(CAPTCHA_MESSAGES.notSetUp);
      return new RecaptchaEnterpriseCaptcha({
        siteKey: env.RECAPTCHA_ENTERPRISE_SITE_KEY,
        projectId: env.RECAPTCHA_ENTERPRISE_PROJECT,
        apiKey: env.RECAPTCHA_ENTERPRISE_API_KEY,
        apiUrl: env.RECAPTCHA_ENTERPRISE_URL || 'https://recaptchaenterprise.googleapis.com',
        scriptUrl: env.RECAPTCHA_ENTERPRISE_SCRIPT_URL || undefined,
        minScore: Number(env.RECAPTCHA_ENTERPRISE_MIN_SCORE || 0.5),
        timeoutMs: PROVIDER_TIMEOUT_MS,
      });
    default:
      throw new Error(`CAPTCHA_PROVIDER must be one of ${Object.values(CaptchaProvider).join(', ')}, not "${provider}"`);
  }
}
