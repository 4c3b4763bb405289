import type { FormFieldDefinition } from './fields/form-field';
import type { FormBlockType } from './form-definition';
import type { DefinedForm } from './form.decider';

/** What a visitor's page needs to draw and submit a form: never the owner's notification address. */
export interface StorefrontForm {
  readonly formId: string;
  readonly blockType: FormBlockType;
  readonly name: string;
  readonly fields: readonly FormFieldDefinition[];
  readonly submissionMessage: string;
  readonly submissionHtml: string;
  readonly successRedirect: string;
  readonly disclaimer: string;
  readonly captcha: { readonly enabled: boolean; readonly theme: string; readonly alignment: string };
}

export function storefrontForm(form: DefinedForm): StorefrontForm {
  const { definition } = form;
  return {
    formId: form.formId,
    blockType: definition.blockType,
    name: definition.name,
    fields: definition.fields,
    submissionMessage: definition.submissionMessage,
    submissionHtml: definition.submissionHtml,
    successRedirect: definition.successRedirect,
    disclaimer: definition.disclaimer,
    captcha: { enabled: definition.captchaEnabled, theme: definition.captchaTheme, alignment: definition.captchaAlignment },
  };
}
