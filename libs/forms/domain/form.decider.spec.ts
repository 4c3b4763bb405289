import { BlockType, FormFieldType, INTERFACE_STRINGS, INTERFACE_VALIDATION_MESSAGES } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { contactForm, field, newsletterForm } from '@mercato/forms/testing';
import { formDecider, type FormCommand } from './form.decider';
import { formEvents } from './form.events';
import { FormsError } from './forms-error';

const spec = deciderSpec(formDecider);

const define = (definition = contactForm({ fields: [field('email', FormFieldType.EMAIL, { title: 'Email', required: true })] }), mailingListIds: string[] = []): FormCommand => ({
  type: 'DefineForm',
  websiteId: 'site-1',
  formId: 'form-1',
  definition,
  mailingListIds,
});

const emailField = { id: 'email', type: 'email', title: 'Email', description: '', placeholder: '', required: true, options: [], maxLength: 0, currencySymbol: '', showCountryCode: false, underline: false, key: '', value: '' };

const contactDefined = formEvents.defined({
  websiteId: 'site-1',
  formId: 'form-1',
  revision: 1,
  blockType: 9,
  name: 'Contact',
  fields: [emailField],
  submissionMessage: 'Thank you!',
  submissionHtml: '',
  successRedirect: '',
  disclaimer: '',
  captchaEnabled: false,
  captchaTheme: 'light',
  captchaAlignment: 'left',
  mailingListId: '',
  notificationEmail: '',
});

describe('form decider', () => {
  it('defines a form at revision 1', () => spec.given([]).when(define()).then([contactDefined]));

  it('replaces the definition at the next revision', () =>
    spec
      .given([contactDefined])
      .when(define(contactForm({ name: ' Contact us ', fields: [field('email', FormFieldType.EMAIL, { title: 'Email', required: true })], captchaEnabled: true })))
      .then([formEvents.defined({ ...contactDefined, revision: 2, name: 'Contact us', captchaEnabled: true })]));

  it('refuses a form of another site under the same id', () =>
    spec.given([contactDefined]).when({ ...define(), websiteId: 'site-2' }).thenRefuses(new FormsError('not_found', 'Form not found.')));

  it('refuses two fields with one id', () =>
    spec
      .given([])
      .when(define(contactForm({ fields: [field('a', FormFieldType.TEXT), field('a', FormFieldType.TEXT)] })))
      .thenRefuses(new FormsError('conflict', 'Each field needs an id of its own.', 'fields.1.id')));

  it('refuses a choice field without options', () =>
    spec
      .given([])
      .when(define(contactForm({ fields: [field('pick', FormFieldType.SELECT)] })))
      .thenRefuses(new FormsError('invalid', 'A choice field needs at least one option.', 'fields.0.options')));

  it('refuses a redirect that is not a page URL', () =>
    spec.given([]).when(define(contactForm({ successRedirect: 'javascript:alert(1)' }))).thenRefuses(new FormsError('invalid', 'javascript:alert(1) is not a valid page URL', 'successRedirect')));

  it('refuses a newsletter form while the site has no mailing list (spec §8 wording)', () =>
    spec.given([]).when(define(newsletterForm(''))).thenRefuses(new FormsError('conflict', INTERFACE_STRINGS.noMailingLists, 'mailingListId')));

  it('refuses a newsletter form without a list chosen', () =>
    spec.given([]).when(define(newsletterForm(''), ['list-1'])).thenRefuses(new FormsError('conflict', INTERFACE_VALIDATION_MESSAGES.listRequired, 'mailingListId')));

  it('defines a newsletter form on one of the site lists', () =>
    spec
      .given([])
      .when(define(newsletterForm('list-1'), ['list-1']))
      .then([formEvents.defined({ ...contactDefined, blockType: BlockType.NEWSLETTER, name: 'Newsletter', submissionMessage: 'Subscribed!', mailingListId: 'list-1' })]));

  it('places the form on content pages, each once', () =>
    spec
      .given([])
      .when(define(contactForm({ fields: [field('email', FormFieldType.EMAIL, { title: 'Email', required: true })], pageIds: ['page-2', 'page-1', 'page-2'] })))
      .then([formEvents.defined({ ...contactDefined, pageIds: ['page-2', 'page-1'] })]));

  it('refuses a blank page id', () =>
    spec
      .given([])
      .when(define(contactForm({ pageIds: [' '] })))
      .thenRefuses(new FormsError('invalid', 'A page the form is placed on needs an id.', 'pageIds')));
});
