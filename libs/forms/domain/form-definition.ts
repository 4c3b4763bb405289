import { BlockType, FormFieldType, INTERFACE_STRINGS, INTERFACE_VALIDATION_MESSAGES, invalidPageUrlMessage, isValidEmail, unexpectedOptionMessage } from '@mercato/spec';
import { CHOICE_TYPES, isFormFieldType, type FormFieldDefinition } from './fields/form-field';
import { FormsError } from './forms-error';

export const CaptchaTheme = { LIGHT: 'light', DARK: 'dark' } as const;
export const CaptchaAlignment = { LEFT: 'left', CENTER: 'center', RIGHT: 'right' } as const;

/** Form blocks and newsletter blocks (spec §3 block types 9 and 51). */
export type FormBlockType = typeof BlockType.FORM | typeof BlockType.NEWSLETTER;
export const isFormBlockType = (type: number): type is FormBlockType => type === BlockType.FORM || type === BlockType.NEWSLETTER;

/** Spec §3 "Form": what the owner defines, and what every submission is checked against. */
export interface FormDefinition {
  readonly blockType: FormBlockType;
  readonly name: string;
  readonly fields: readonly FormFieldDefinition[];
  readonly submissionMessage: string;
  readonly submissionHtml: string;
  readonly successRedirect: string;
  readonly disclaimer: string;
  readonly captchaEnabled: boolean;
  readonly captchaTheme: string;
  readonly captchaAlignment: string;
  /** Newsletter blocks: the list a submitted address joins. */
  readonly mailingListId: string;
  readonly notificationEmail: string;
  /** Content pages (store collection ids) that hold this form's block, besides its own `/form/{id}` page. */
  readonly pageIds: readonly string[];
}

/** A form with nothing set yet: what the owner starts from (the console's builder, fixtures). */
export function blankDefinition(blockType: FormBlockType = BlockType.FORM): FormDefinition {
  return {
    blockType,
    name: '',
    fields: [],
    submissionMessage: '',
    submissionHtml: '',
    successRedirect: '',
    disclaimer: '',
    captchaEnabled: false,
    captchaTheme: CaptchaTheme.LIGHT,
    captchaAlignment: CaptchaAlignment.LEFT,
    mailingListId: '',
    notificationEmail: '',
    pageIds: [],
  };
}

/** The owner's refusals the DTO checks too (so the API document tells the same rule). */
export const FORM_DEFINITION_MESSAGES = {
  nameRequired: 'A form needs a name.',
  fieldIdRequired: 'Each field needs an id of its own.',
  optionsRequired: 'A choice field needs at least one option.',
  pageIdRequired: 'A page the form is placed on needs an id.',
} as const;

export const MAX_FORM_FIELDS = 100;
export const MAX_FIELD_OPTIONS = 100;
/** Pages one form's block may be placed on. */
export const MAX_FORM_PAGES = 50;

/** The owner's definition checked: refuses the first rule it breaks, naming the input field. */
export function checkDefinition(definition: FormDefinition, mailingListIds: readonly string[]): void {
  if (!isFormBlockType(definition.blockType)) throw new FormsError('invalid', `Block type ${definition.blockType} is not a form block.`, 'blockType');
  if (!definition.name.trim()) throw new FormsError('invalid', FORM_DEFINITION_MESSAGES.nameRequired, 'name');
  if (definition.fields.length > MAX_FORM_FIELDS) throw new FormsError('invalid', `A form has at most ${MAX_FORM_FIELDS} fields.`, 'fields');
  const ids = new Set<string>();
  definition.fields.forEach((field, index) => {
    if (!field.id.trim()) throw new FormsError('invalid', FORM_DEFINITION_MESSAGES.fieldIdRequired, `fields.${index}.id`);
    // A conflict, not bad input: each id alone is fine (and no schema can say ids differ).
    if (ids.has(field.id)) throw new FormsError('conflict', FORM_DEFINITION_MESSAGES.fieldIdRequired, `fields.${index}.id`);
    ids.add(field.id);
    if (!isFormFieldType(field.type)) throw new FormsError('invalid', `Unknown field type ${String(field.type)}.`, `fields.${index}.type`);
    if (CHOICE_TYPES.includes(field.type) && field.options.length === 0) throw new FormsError('invalid', FORM_DEFINITION_MESSAGES.optionsRequired, `fields.${index}.options`);
    if (field.options.length > MAX_FIELD_OPTIONS) throw new FormsError('invalid', `A field has at most ${MAX_FIELD_OPTIONS} options.`, `fields.${index}.options`);
  });
  if (!(Object.values(CaptchaTheme) as string[]).includes(definition.captchaTheme)) throw new FormsError('invalid', 'Captcha theme is light or dark.', 'captchaTheme');
  if (!(Object.values(CaptchaAlignment) as string[]).includes(definition.captchaAlignment)) throw new FormsError('invalid', 'Captcha alignment is left, center or right.', 'captchaAlignment');
  if (definition.successRedirect && !/^(https?:\/\/|\/)/.test(definition.successRedirect)) throw new FormsError('invalid', invalidPageUrlMessage(definition.successRedirect), 'successRedirect');
  if (definition.notificationEmail && !isValidEmail(definition.notificationEmail)) throw new FormsError('invalid', INTERFACE_VALIDATION_MESSAGES.enterValidEmail, 'notificationEmail');
  if (definition.pageIds.length > MAX_FORM_PAGES) throw new FormsError('invalid', `A form is placed on at most ${MAX_FORM_PAGES} pages.`, 'pageIds');
  if (definition.pageIds.some((pageId) => !pageId.trim())) throw new FormsError('invalid', FORM_DEFINITION_MESSAGES.pageIdRequired, 'pageIds');
  if (definition.blockType === BlockType.NEWSLETTER) checkNewsletter(definition, mailingListIds);
}

/**
 * A form is placed only on pages the site has: the pages are the catalog's, so the application
 * asks which of the ids are unknown and this refuses the first (spec §5's wording for a value
 * outside the expected ones), before anything is appended.
 */
export function checkPagesKnown(unknownPageIds: readonly string[]): void {
  const [unknown] = unknownPageIds;
  if (unknown !== undefined) throw new FormsError('invalid', unexpectedOptionMessage(unknown), 'pageIds');
}

/** A newsletter block's rules depend on the site's lists and on the fields together: conflicts (409), not bad input. */
function checkNewsletter(definition: FormDefinition, mailingListIds: readonly string[]): void {
  if (mailingListIds.length === 0) throw new FormsError('conflict', INTERFACE_STRINGS.noMailingLists, 'mailingListId');
  if (!mailingListIds.includes(definition.mailingListId)) throw new FormsError('conflict', INTERFACE_VALIDATION_MESSAGES.listRequired, 'mailingListId');
  if (!definition.fields.some((field) => field.type === FormFieldType.EMAIL)) throw new FormsError('conflict', 'A newsletter form needs an email field.', 'fields');
}
