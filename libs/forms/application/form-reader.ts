import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostgresEventStore, loadState } from '@mercato/event-store';
import { storefrontForm, type DefinedForm, type FormDefinition, type StorefrontForm } from '@mercato/forms/domain';
import { CAPTCHA_VERIFIER, type CaptchaVerifier, type CaptchaWidgetSettings } from './captcha.port';
import { formStream, formStreamId } from './forms.streams';
import { formNotConfigured } from './forms-failures';

/** A form block: the visitor's view of the form and the captcha widget to show with it. */
export type FormBlockView = StorefrontForm & { readonly captchaWidget: CaptchaWidgetSettings };

/** A site's form as its stream stands now (read-your-writes for the owner's latest definition). */
@Injectable()
export class FormReader {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
    @Inject(DataSource) private readonly dataSource: DataSource,
  ) {}

  /** The defined form, or spec §8's 404 "This form has not been configured yet." (another site's form included). */
  async definedForm(websiteId: string, formId: string): Promise<DefinedForm> {
    const { state } = await loadState(this.store, formStream, formStreamId(formId));
    if (state.status !== 'defined' || state.websiteId !== websiteId) throw formNotConfigured();
    return state;
  }

  /** What a form block draws: the visitor's view of the form and the captcha widget to show with it. */
  async formBlock(websiteId: string, formId: string): Promise<FormBlockView> {
    return { ...storefrontForm(await this.definedForm(websiteId, formId)), captchaWidget: this.captcha.widget };
  }

  /**
   * The form blocks a content page holds (forms whose definition names the page), by name: from the
   * owner's view of the definitions, written in each definition's transaction. None is an empty list.
   */
  async pageBlocks(websiteId: string, pageId: string): Promise<FormBlockView[]> {
    const rows: { form_id: string; revision: number; definition: FormDefinition }[] = await this.dataSource.query(
      `SELECT form_id, revision, definition FROM form_definitions WHERE website_id = $1 AND definition->'pageIds' ? $2 ORDER BY name, form_id`,
      [websiteId, pageId],
    );
    return rows.map((row) => ({ ...storefrontForm({ status: 'defined', websiteId, formId: row.form_id, revision: row.revision, definition: row.definition }), captchaWidget: this.captcha.widget }));
  }
}
