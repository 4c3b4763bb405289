import { FORM_MESSAGES, FORM_VALIDATION_MESSAGES, FormFieldType, unexpectedOptionMessage } from '@mercato/spec';
import { field } from '@mercato/forms/testing';
import { checkValues, fieldError, MAX_FIELD_TEXT_LENGTH } from './field-validation';

const required = (type: FormFieldType, options: readonly string[] = []) => field('f', type, { required: true, options });

describe('field validation (spec §5)', () => {
  it.each([
    [FormFieldType.TEXT, ''],
    [FormFieldType.NAME, ['', '']],
    [FormFieldType.ADDRESS, ['', '', '', '', '']],
    [FormFieldType.PHONE, ['', '', '', '']],
    [FormFieldType.CHECKBOX, []],
    [FormFieldType.RADIO, ''],
    [FormFieldType.SELECT, ''],
    [FormFieldType.EMAIL, ' '],
    [FormFieldType.DATE, ['', '', '']],
    [FormFieldType.TIME, ['', '', '', '']],
  ] as const)('a required empty %s gives "Required"', (type, value) => {
    expect(fieldError(required(type, ['a']), value)).toBe(FORM_VALIDATION_MESSAGES.required);
  });

  it('never requires a likert answer', () => expect(fieldError(required(FormFieldType.LIKERT, ['Fast']), {})).toBeUndefined());

  it('passes an empty optional field, an invalid email included', () => {
    expect(fieldError(field('f', FormFieldType.EMAIL), '')).toBeUndefined();
    expect(fieldError(field('f', FormFieldType.TEXT), '')).toBeUndefined();
  });

  it('refuses a textarea over its max length with the character-limit message', () => {
    const textarea = field('f', FormFieldType.TEXTAREA, { maxLength: 5 });
    expect(fieldError(textarea, '123456')).toBe(FORM_VALIDATION_MESSAGES.characterLimitExceeded);
    expect(fieldError(textarea, '12345')).toBeUndefined();
  });

  it('caps any one text at the size limit', () => {
    expect(fieldError(field('f', FormFieldType.TEXT), 'x'.repeat(MAX_FIELD_TEXT_LENGTH + 1))).toBe(FORM_VALIDATION_MESSAGES.characterLimitExceeded);
  });

  it('refuses an address that is not name-at-domain', () => {
    expect(fieldError(field('f', FormFieldType.EMAIL), 'not-an-email')).toBe(FORM_VALIDATION_MESSAGES.emailInvalid);
    expect(fieldError(field('f', FormFieldType.EMAIL), 'ann@example.com')).toBeUndefined();
  });

  it('refuses a choice the owner did not offer', () => {
    expect(fieldError(field('f', FormFieldType.SELECT, { options: ['France'] }), 'Mars')).toBe(unexpectedOptionMessage('Mars'));
    expect(fieldError(field('f', FormFieldType.CHECKBOX, { options: ['A', 'B'] }), ['A', 'C'])).toBe(unexpectedOptionMessage('C'));
    expect(fieldError(field('f', FormFieldType.RADIO, { options: ['A'] }), 'A')).toBeUndefined();
    expect(fieldError(field('f', FormFieldType.LIKERT, { options: ['Fast'] }), { Fast: '3' })).toBe(unexpectedOptionMessage('3'));
    expect(fieldError(field('f', FormFieldType.LIKERT, { options: ['Fast'] }), { Slow: '1' })).toBe(unexpectedOptionMessage('Slow'));
  });

  it.each([FormFieldType.NUMBER, FormFieldType.CURRENCY, FormFieldType.WEBSITE, FormFieldType.PASSWORD, FormFieldType.TWITTER, FormFieldType.HIDDEN, FormFieldType.DEFAULT])(
    'accepts any filled %s',
    (type) => expect(fieldError(field('f', type, { required: true }), 'anything')).toBeUndefined(),
  );

  it('checks a whole submission: errors by field id, sections skipped, unknown ids left out, markup stripped first', () => {
    const fields = [
      field('name', FormFieldType.TEXT, { required: true }),
      field('section', FormFieldType.SECTION),
      field('phone', FormFieldType.PHONE),
      field('note', FormFieldType.TEXT, { required: true }),
    ];
    const checked = checkValues(fields, { name: 'Ann <b>Lee</b>', phone: 'not a list', note: '<script>alert(1)</script>', intruder: 'x' });
    expect(checked.errors).toEqual({ phone: FORM_MESSAGES.fieldsUnparsable, note: FORM_VALIDATION_MESSAGES.required });
    expect([...checked.values]).toEqual([['name', 'Ann Lee']]);
  });
});
