import { BlockType, FormFieldType } from '@mercato/spec';
import { definitionOf, draftOf, emptyFormDraft, newDraftField } from './form-draft';

describe('form builder draft', () => {
  it('gives a new field an id no other field has', () => {
    expect(newDraftField(FormFieldType.EMAIL, []).id).toBe('email');
    expect(newDraftField(FormFieldType.EMAIL, [{ id: 'email' }, { id: 'email-2' }]).id).toBe('email-3');
  });

  it('sends a choice field its options one a line, blank lines dropped, and other fields none', () => {
    const select = { ...newDraftField(FormFieldType.SELECT, []), title: 'Topic', optionLines: 'Orders\n\n  Returns  \n' };
    const text = { ...newDraftField(FormFieldType.TEXT, []), title: 'Note', optionLines: 'left over' };
    const definition = definitionOf({ ...emptyFormDraft(), name: 'Contact', fields: [select, text] });
    expect(definition.fields.map((field) => [field.id, field.options])).toEqual([
      ['select', ['Orders', 'Returns']],
      ['text', []],
    ]);
    expect(definition.fields[0]).not.toHaveProperty('optionLines');
  });

  it('keeps what the builder shows no input for when a saved form is edited', () => {
    const saved = definitionOf({ ...emptyFormDraft(), blockType: BlockType.NEWSLETTER, mailingListId: 'list-1', pageIds: ['shop'], fields: [{ ...newDraftField(FormFieldType.TEXTAREA, []), maxLength: 500, placeholder: 'Say hi', optionLines: '' }] });
    expect(definitionOf(draftOf(saved))).toEqual(saved);
  });
});
