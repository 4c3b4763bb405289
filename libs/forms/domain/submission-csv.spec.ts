import { FormFieldType } from '@mercato/spec';
import { field } from '@mercato/forms/testing';
import { answerText, submissionsCsv } from './submission-csv';

const fields = [field('name', FormFieldType.NAME, { title: 'Name' }), field('s', FormFieldType.SECTION), field('note', FormFieldType.TEXT, { title: 'Note, please' }), field('service', FormFieldType.LIKERT, { title: 'Service' })];

describe('submissions as CSV', () => {
  it('writes one column per field, quotes what needs it and defuses formulas', () => {
    const csv = submissionsCsv(fields, [
      {
        submissionId: 's1',
        submittedAt: '2026-11-25T08:00:00.000Z',
        pagePath: '/contact',
        values: [
          { fieldId: 'name', value: '', values: ['Ann', 'Lee'], answers: {} },
          { fieldId: 'note', value: '=HYPERLINK("x")', values: [], answers: {} },
          { fieldId: 'service', value: '', values: [], answers: { Fast: '2' } },
        ],
      },
    ]);
    expect(csv).toBe('Submitted,Name,"Note, please",Service,Page\r\n2026-11-25T08:00:00.000Z,Ann Lee,"\'=HYPERLINK(""x"")",Fast: 2,/contact\r\n');
  });

  it('shows N/A for a field without an answer', () => {
    expect(answerText(undefined)).toBe('N/A');
    expect(answerText({ fieldId: 'x', value: '', values: ['', ''], answers: {} })).toBe('N/A');
  });
});
