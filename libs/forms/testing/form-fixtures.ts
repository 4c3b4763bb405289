import { BlockType, FormFieldType } from '@mercato/spec';
import { blankDefinition, blankField, type FormDefinition, type FormFieldDefinition } from '@mercato/forms/domain';

/** A field of `type` with the given properties; the rest blank. */
export const field = (id: string, type: FormFieldType, properties: Partial<FormFieldDefinition> = {}): FormFieldDefinition => ({ ...blankField(id, type, properties.title ?? id), ...properties });

/** A contact form with one field of every type (spec §3), as the owner defines it. */
export const CONTACT_FIELDS: readonly FormFieldDefinition[] = [
  field('name', FormFieldType.NAME, { title: 'Name', required: true }),
  field('email', FormFieldType.EMAIL, { title: 'Email', required: true }),
  field('about', FormFieldType.SECTION, { title: 'About you', underline: true }),
  field('message', FormFieldType.TEXTAREA, { title: 'Message', required: true, maxLength: 200 }),
  field('phone', FormFieldType.PHONE, { title: 'Phone' }),
  field('address', FormFieldType.ADDRESS, { title: 'Address' }),
  field('date', FormFieldType.DATE, { title: 'Date' }),
  field('time', FormFieldType.TIME, { title: 'Time' }),
  field('topics', FormFieldType.CHECKBOX, { title: 'Topics', options: ['Orders', 'Returns'] }),
  field('contact', FormFieldType.RADIO, { title: 'Contact by', options: ['Email', 'Phone'], required: true }),
  field('country', FormFieldType.SELECT, { title: 'Country', options: ['France', 'Japan'] }),
  field('service', FormFieldType.LIKERT, { title: 'Service', options: ['Fast', 'Friendly'] }),
  field('website', FormFieldType.WEBSITE, { title: 'Website' }),
  field('number', FormFieldType.NUMBER, { title: 'Order number' }),
  field('budget', FormFieldType.CURRENCY, { title: 'Budget', currencySymbol: '$' }),
  field('secret', FormFieldType.PASSWORD, { title: 'Secret' }),
  field('twitter', FormFieldType.TWITTER, { title: 'Twitter' }),
  field('subject', FormFieldType.TEXT, { title: 'Subject' }),
  field('source', FormFieldType.HIDDEN, { title: 'source', key: 'utm_source', value: 'site' }),
];

/** Valid values of CONTACT_FIELDS' single-input text fields, by field id: what a visitor types and what is stored. */
export const CONTACT_TEXT_VALUES = {
  website: 'https://ann.example',
  number: '42',
  budget: '10.50',
  secret: 'hunter2',
  twitter: '@ann',
  subject: 'Order',
} as const;

export const contactForm = (overrides: Partial<FormDefinition> = {}): FormDefinition => ({
  ...blankDefinition(),
  name: 'Contact',
  fields: CONTACT_FIELDS,
  submissionMessage: 'Thank you!',
  ...overrides,
});

export const newsletterForm = (mailingListId: string, overrides: Partial<FormDefinition> = {}): FormDefinition =>
  contactForm({ blockType: BlockType.NEWSLETTER, name: 'Newsletter', fields: [field('email', FormFieldType.EMAIL, { title: 'Email', required: true })], mailingListId, submissionMessage: 'Subscribed!', ...overrides });
