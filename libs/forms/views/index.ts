// @mercato/forms/views: the forms API's answers and request bodies, as types. The service builds
// its answers with them and the storefront and owner console read them, so they cannot drift apart.
// Types only: the browser bundles import it.
import type { FormBlockType, StoredSubmission, StorefrontForm } from '@mercato/forms/domain';

/** GET, POST and PUT /api/rest/forms/{formId}: the owner's whole definition, at its revision. */
export type { DefinedForm } from '@mercato/forms/domain';
/** POST /api/rest/forms and PUT /api/rest/forms/{formId}: the body, spec §3 "Form". */
export type { FormDefinition } from '@mercato/forms/domain';

/** GET /api/rest/forms: a form with its submission count. */
export interface FormSummary {
  readonly formId: string;
  readonly name: string;
  readonly blockType: FormBlockType;
  readonly revision: number;
  readonly submissions: number;
}

/** GET /api/rest/forms/{formId}/submissions: one submission, values already stripped of markup. */
export interface SubmissionView extends StoredSubmission {
  readonly page: Readonly<Record<string, string>>;
}

/** POST /api/rest/forms/newsletter/mailing-lists: the list made. */
export interface MailingListView {
  readonly mailingListId: string;
  readonly name: string;
}

/** GET /api/rest/forms/newsletter/mailing-lists: a list a newsletter form can fill, with its subscribers. */
export interface MailingListSummary extends MailingListView {
  readonly subscribers: number;
}

/** POST /api/rest/forms/newsletter/mailing-lists's body. */
export interface NewMailingList {
  readonly name: string;
}

/**
 * What the storefront needs to draw the captcha widget: the provider, its public site key and the
 * script it loads the widget from (none for ALTCHA, whose widget is bundled).
 * GET /api/form/captcha/widget.
 */
export interface CaptchaWidgetView {
  readonly provider: 'altcha' | 'recaptcha-v2' | 'recaptcha-enterprise-v3';
  readonly siteKey: string;
  readonly scriptUrl: string;
}

/** GET /api/form/definitions/{formId}: the form a block draws and the captcha widget it uses. */
export type FormBlockView = StorefrontForm & { readonly captchaWidget: CaptchaWidgetView };

/** GET /api/form/page-blocks/{pageId}: the form blocks a content page holds. */
export interface PageFormsView {
  readonly forms: readonly FormBlockView[];
}
