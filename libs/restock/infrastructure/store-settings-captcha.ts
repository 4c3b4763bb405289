import { CaptchaAction } from '@mercato/spec';
import type { CaptchaVerifier } from '@mercato/forms/ports';
import type { SiteDirectory } from '@mercato/sites/ports';
import type { RestockCaptcha } from '@mercato/restock/application';

/**
 * Restock's captcha from the forms context's provider: a site whose store settings carry a
 * captcha site key asks every sign-up for a token, checked as a spec §7 "product waitlist" action.
 */
export function storeSettingsCaptcha(verifier: Pick<CaptchaVerifier, 'verify'>, sites: SiteDirectory): RestockCaptcha {
  return {
    async requiredFor(websiteId) {
      const site = await sites.siteFacts(websiteId);
      return (site?.storeSettings.captchaSiteKey ?? '') !== '';
    },
    async verify(token, remoteAddress) {
      return (await verifier.verify(token, { action: CaptchaAction.PRODUCT_WAITLIST, remoteAddress })).passed;
    },
  };
}
