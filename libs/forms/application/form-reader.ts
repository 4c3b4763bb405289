import { Inject, Injectable } from '@nestjs/common';
import { PostgresEventStore, loadState } from '@mercato/event-store';
import { storefrontForm, type DefinedForm, type StorefrontForm } from '@mercato/forms/domain';
import { CAPTCHA_VERIFIER, type CaptchaVerifier, type CaptchaWidgetSettings } from './captcha.port';
import { formStream, formStreamId } from './forms.streams';
import { formNotConfigured } from './forms-failures';

/** A site's form as its stream stands now (read-your-writes for the owner's latest definition). */
@Injectable()
export class FormReader {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
  ) {}

  /** The defined form, or spec §8's 404 "This form has not been configured yet." (another site's form included). */
  async definedForm(websiteId: string, formId: string): Promise<DefinedForm> {
    const { state } = await loadState(this.store, formStream, formStreamId(formId));
    if (state.status !== 'defined' || state.websiteId !== websiteId) throw formNotConfigured();
    return state;
  }

  /** What a form block draws: the visitor's view of the form and the captcha widget to show with it. */
  async formBlock(websiteId: string, formId: string): Promise<StorefrontForm & { captchaWidget: CaptchaWidgetSettings }> {
    return { ...storefrontForm(await this.definedForm(websiteId, formId)), captchaWidget: this.captcha.widget };
  }
}
