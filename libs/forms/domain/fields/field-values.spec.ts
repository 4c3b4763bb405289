import { FormFieldType } from '@mercato/spec';
import { field } from '@mercato/forms/testing';
import { hiddenFieldValue, isEmptyValue, phoneParts, radioValue, readFieldValue } from './field-values';

describe('field value shapes (spec §3)', () => {
  it.each([FormFieldType.ADDRESS, FormFieldType.DATE, FormFieldType.NAME, FormFieldType.TIME])('%s gives the list of its inputs', (type) => {
    expect(readFieldValue(field('f', type), ['a', 'b'])).toEqual(['a', 'b']);
    expect(readFieldValue(field('f', type), 'one')).toEqual(['one']);
  });

  it('the default type gives a list or a single value', () => {
    expect(readFieldValue(field('f', FormFieldType.DEFAULT), 'x')).toBe('x');
    expect(readFieldValue(field('f', FormFieldType.DEFAULT), ['x', 'y'])).toEqual(['x', 'y']);
  });

  it('phone gives 4 parts: 3 get the blank area prefix in front', () => {
    expect(phoneParts(['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(readFieldValue(field('f', FormFieldType.PHONE), ['+33', '555', '123', '4567'])).toEqual(['+33', '555', '123', '4567']);
    expect(readFieldValue(field('f', FormFieldType.PHONE), ['555', '123', '4567'])).toEqual(['', '555', '123', '4567']);
    expect(readFieldValue(field('f', FormFieldType.PHONE), ['1', '2'])).toBeUndefined();
  });

  it('checkbox gives the list of checked values', () => {
    expect(readFieldValue(field('f', FormFieldType.CHECKBOX), ['Orders', 'Returns'])).toEqual(['Orders', 'Returns']);
  });

  it('radio gives the first checked value', () => {
    expect(radioValue(['Email', 'Phone'])).toBe('Email');
    expect(radioValue([])).toBe('');
    expect(readFieldValue(field('f', FormFieldType.RADIO), ['Phone'])).toBe('Phone');
  });

  it('select gives its value', () => expect(readFieldValue(field('f', FormFieldType.SELECT), 'Japan')).toBe('Japan'));

  it('likert gives a map of question to checked value', () => {
    expect(readFieldValue(field('f', FormFieldType.LIKERT), { Fast: '2', Friendly: -1 })).toEqual({ Fast: '2', Friendly: '-1' });
    expect(readFieldValue(field('f', FormFieldType.LIKERT), ['2'])).toBeUndefined();
  });

  it('hidden takes the query string value by its key, else its own value', () => {
    const hidden = field('f', FormFieldType.HIDDEN, { key: 'utm_source', value: 'site' });
    expect(hiddenFieldValue(hidden, new URLSearchParams('utm_source=mail'))).toBe('mail');
    expect(hiddenFieldValue(hidden, new URLSearchParams(''))).toBe('site');
  });

  it.each([FormFieldType.TEXT, FormFieldType.TEXTAREA, FormFieldType.EMAIL, FormFieldType.WEBSITE, FormFieldType.PASSWORD, FormFieldType.TWITTER, FormFieldType.HIDDEN])('%s gives one text', (type) => {
    expect(readFieldValue(field('f', type), 'hello')).toBe('hello');
    expect(readFieldValue(field('f', type), { nested: 'object' })).toBeUndefined();
  });

  it.each([FormFieldType.NUMBER, FormFieldType.CURRENCY])('%s takes a number as its text', (type) => expect(readFieldValue(field('f', type), 12.5)).toBe('12.5'));

  it('reads an absent value as empty in the shape of its type', () => {
    expect(readFieldValue(field('f', FormFieldType.CHECKBOX), undefined)).toEqual([]);
    expect(readFieldValue(field('f', FormFieldType.LIKERT), null)).toEqual({});
    expect(readFieldValue(field('f', FormFieldType.TEXT), undefined)).toBe('');
  });

  it('counts a value empty when every part is blank', () => {
    expect(isEmptyValue(['', ' ', ''])).toBe(true);
    expect(isEmptyValue(['', '555'])).toBe(false);
    expect(isEmptyValue('  ')).toBe(true);
    expect(isEmptyValue({})).toBe(true);
  });
});
