import { FORM_VALIDATION_MESSAGES } from '@mercato/spec';
import { type AdditionalField, type AdditionalFieldsForm, checkAdditionalFields, formFromAnswers, initialValues } from './additional-fields';

const field = (given: Pick<AdditionalField, 'id' | 'type' | 'title'> & Partial<AdditionalField>): AdditionalField => ({ required: false, description: '', placeholder: '', options: [], ...given });

const engraving: AdditionalFieldsForm = {
  id: 'form-engraving',
  name: 'Engraving',
  fields: [
    field({ id: 'f-text', type: 'text', title: 'Engraving', required: true }),
    field({ id: 'f-note', type: 'textarea', title: 'Note' }),
    field({ id: 'f-font', type: 'select', title: 'Font', options: ['Serif', 'Script'] }),
    field({ id: 'f-wrap', type: 'checkbox', title: 'Extras', options: ['Gift wrap', 'Card'] }),
    field({ id: 'f-email', type: 'email', title: 'Email' }),
  ],
};

describe('additional-fields form (spec §2 point 4, §5 forms)', () => {
  it('answers by field title, a checkbox field with its checked values', () => {
    const check = checkAdditionalFields(engraving, { 'f-text': 'A & B', 'f-note': '', 'f-font': 'Script', 'f-wrap': ['Card'], 'f-email': 'a@b.co' });
    expect(check).toEqual({ ok: true, answers: { Engraving: 'A & B', Note: '', Font: 'Script', Extras: ['Card'], Email: 'a@b.co' } });
  });

  it('marks an empty required field "Required" and an invalid email, with the overall message', () => {
    expect(checkAdditionalFields(engraving, { 'f-text': '  ', 'f-email': 'not-an-email' })).toEqual({
      ok: false,
      fieldErrors: { 'f-text': FORM_VALIDATION_MESSAGES.required, 'f-email': FORM_VALIDATION_MESSAGES.emailInvalid },
      message: FORM_VALIDATION_MESSAGES.someFieldsInvalid,
    });
  });

  it('lets an empty optional email pass', () => {
    expect(checkAdditionalFields(engraving, { 'f-text': 'x', 'f-email': '' }).ok).toBe(true);
  });

  it('edits a cart entry\'s answers without the form definition: one field per answer, values kept', () => {
    const answers = { Engraving: 'Hi', Extras: ['Card'] };
    const form = formFromAnswers(answers);
    expect(form.fields.map(({ type, title }) => [type, title])).toEqual([['text', 'Engraving'], ['checkbox', 'Extras']]);
    expect(initialValues(form, answers)).toEqual({ Engraving: 'Hi', Extras: ['Card'] });
    expect(checkAdditionalFields(form, { Engraving: 'Hello', Extras: [] })).toEqual({ ok: true, answers: { Engraving: 'Hello', Extras: [] } });
  });
});
