import { randomBytes } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { CaptchaSettings } from '@mercato/runtime';
import type { CaptchaVerifier } from '@mercato/forms/application';
import { AltchaCaptcha } from './altcha-captcha';
import { RecaptchaEnterpriseCaptcha } from './recaptcha-enterprise';
import { RecaptchaV2Captcha } from './recaptcha-v2';

const PROVIDER_TIMEOUT_MS = 5_000;

/** The verifier of the captcha provider the process's configuration names (`RuntimeConfig.forms.captcha`). */
export function captchaVerifier(settings: CaptchaSettings, dataSource: DataSource): CaptchaVerifier {
  switch (settings.provider) {
    case 'altcha':
      return new AltchaCaptcha(
        { hmacSecret: settings.hmacSecret ?? randomBytes(32).toString('hex'), cost: settings.cost, maxCounter: settings.maxCounter, challengeTtlSeconds: 600 },
        dataSource,
      );
    case 'recaptcha-v2':
      return new RecaptchaV2Captcha({ ...settings, timeoutMs: PROVIDER_TIMEOUT_MS });
    case 'recaptcha-enterprise-v3':
      return new RecaptchaEnterpriseCaptcha({ ...settings, timeoutMs: PROVIDER_TIMEOUT_MS });
  }
}
