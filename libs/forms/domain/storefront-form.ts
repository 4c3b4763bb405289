import type { FormDefinition } from './form-definition';
import type { DefinedForm } from './form.decider';

/** What a visitor's page needs to draw and submit a form: never the owner's notification address or list. */
export type StorefrontForm = Pick<FormDefinition, 'blockType' | 'name' | 'fields' | 'submissionMessage' | 'submissionHtml' | 'successRedirect' | 'disclaimer'> & {
  readonly formId: string;
  readonly captcha: { readonly enabled: boolean; readonly theme: string; readonly alignment: string };
};

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
