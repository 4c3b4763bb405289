import { type ValueOf } from './value-of';

/** Spec §3 "Form field types"; DEFAULT is the single-value type the spec leaves unnamed. */
export const FormFieldType = {
  DATE: 'date',
  NAME: 'name',
  TIME: 'time',
  ADDRESS: 'address',
  CHECKBOX: 'checkbox',
  LIKERT: 'likert',
  RADIO: 'radio',
  SELECT: 'select',
  PHONE: 'phone',
  DEFAULT: 'default',
  SECTION: 'section',
  HIDDEN: 'hidden',
  TEXT: 'text',
  TEXTAREA: 'textarea',
  EMAIL: 'email',
  NUMBER: 'number',
  WEBSITE: 'website',
  CURRENCY: 'currency',
  PASSWORD: 'password',
  TWITTER: 'twitter',
} as const;
export type FormFieldType = ValueOf<typeof FormFieldType>;

export type FormFieldProperty =
  | 'description' | 'placeholder' | 'required' | 'currencySymbol' | 'showCountryCode'
  | 'underline' | 'options' | 'key' | 'value' | 'maxLength';

const TEXT_LIKE = ['description', 'placeholder', 'required'] as const;
const DESCRIBED_REQUIRED = ['description', 'required'] as const;
const WITH_OPTIONS = ['description', 'options', 'required'] as const;

/**
 * Spec §3 "Editable properties" per field type. The default type has none listed.
 * Textarea's maxLength applies only with the vanilla form handler flag (see editableFormFieldProperties).
 */
export const FORM_FIELD_EDITABLE_PROPERTIES: Readonly<Record<FormFieldType, readonly FormFieldProperty[]>> = {
  text: TEXT_LIKE,
  textarea: TEXT_LIKE,
  email: TEXT_LIKE,
  number: TEXT_LIKE,
  website: TEXT_LIKE,
  currency: ['description', 'currencySymbol', 'required'],
  password: DESCRIBED_REQUIRED,
  twitter: DESCRIBED_REQUIRED,
  date: DESCRIBED_REQUIRED,
  time: DESCRIBED_REQUIRED,
  name: DESCRIBED_REQUIRED,
  address: DESCRIBED_REQUIRED,
  phone: ['description', 'showCountryCode', 'required'],
  section: ['description', 'underline'],
  radio: WITH_OPTIONS,
  checkbox: WITH_OPTIONS,
  select: WITH_OPTIONS,
  likert: WITH_OPTIONS,
  hidden: ['key', 'value'],
  default: [],
};

export function editableFormFieldProperties(type: FormFieldType, vanillaFormHandler: boolean): readonly FormFieldProperty[] {
  const properties = FORM_FIELD_EDITABLE_PROPERTIES[type];
  return type === FormFieldType.TEXTAREA && vanillaFormHandler ? [...properties, 'maxLength'] : properties;
}

/** Spec §3 "Form model fieldsets". */
export const FormModelFieldset = { BUILD: 1, STORAGE: 2, ADVANCED: 3, CAPTCHA: 4, DISCLAIMER: 5 } as const;
export type FormModelFieldset = ValueOf<typeof FormModelFieldset>;

/** Spec §3 "Likert scale -2 to 2". */
export const LikertScale = {
  STRONGLY_DISAGREE: -2,
  DISAGREE: -1,
  NEUTRAL: 0,
  AGREE: 1,
  STRONGLY_AGREE: 2,
} as const;
export type LikertScale = ValueOf<typeof LikertScale>;

export const LIKERT_LABELS: Readonly<Record<LikertScale, string>> = {
  [-2]: 'Strongly Disagree',
  [-1]: 'Disagree',
  0: 'Neutral',
  1: 'Agree',
  2: 'Strongly Agree',
};

/** Spec §7: the action a captcha token is requested with, and checked against by reCAPTCHA Enterprise v3. */
export const CaptchaAction = {
  FORM_BLOCK: 'form_block',
  NEWSLETTER_BLOCK: 'newsletter_block',
  PRODUCT_WAITLIST: 'product_waitlist',
  PROMO_POPUP_SUBMISSION: 'promo_popup_submission',
} as const;
export type CaptchaAction = ValueOf<typeof CaptchaAction>;

/** Spec §3 submission body `contentSource`: the page is an item or a collection. */
export const FormContentSource = { ITEM: 'i', COLLECTION: 'c' } as const;
export type FormContentSource = ValueOf<typeof FormContentSource>;
