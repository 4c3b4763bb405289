import { FORM_VALIDATION_MESSAGES, FormFieldType } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { contactForm, field } from '@mercato/forms/testing';
import type { DefinedForm } from './form.decider';
import { FormsError, FormValidationError } from './forms-error';
import { decideSubmission, submissionDecider, type SubmissionCommand } from './submission.decider';
import { submissionEvents } from './submission.events';

const spec = deciderSpec(submissionDecider);

const form: DefinedForm = {
  status: 'defined',
  websiteId: 'site-1',
  formId: 'form-1',
  revision: 3,
  definition: contactForm({
    fields: [
      field('name', FormFieldType.NAME, { title: 'Name', required: true }),
      field('intro', FormFieldType.SECTION, { title: 'More' }),
      field('email', FormFieldType.EMAIL, { title: 'Email', required: true }),
      field('phone', FormFieldType.PHONE, { title: 'Phone' }),
      field('service', FormFieldType.LIKERT, { title: 'Service', options: ['Fast'] }),
    ],
  }),
};

const page = { pageTitle: 'Contact', pageId: 'page-1', contentSource: 'c', pagePath: '/contact', pagePermissionTypeValue: '1' };

const submit = (values: Record<string, unknown>): SubmissionCommand => ({ type: 'SubmitForm', submissionId: 'sub-1', form, values, page, submittedAt: '2026-11-25T08:00:00.000Z' });

const submitted = submissionEvents.submitted({
  websiteId: 'site-1',
  formId: 'form-1',
  submissionId: 'sub-1',
  formRevision: 3,
  blockType: 9,
  values: [
    { fieldId: 'name', type: 'name', rawTitle: 'Name', values: ['Ann', 'Lee'] },
    { fieldId: 'email', type: 'email', rawTitle: 'Email', value: 'ann@example.com' },
    { fieldId: 'phone', type: 'phone', rawTitle: 'Phone', values: ['', '555', '123', '4567'] },
    { fieldId: 'service', type: 'likert', rawTitle: 'Service', answers: { Fast: '2' } },
  ],
  pageTitle: 'Contact',
  pageId: 'page-1',
  contentSource: 'c',
  pagePath: '/contact',
  pagePermissionTypeValue: '1',
  submittedAt: '2026-11-25T08:00:00.000Z',
});

describe('submission decider', () => {
  it('records the values in their shapes, sections left out, markup stripped', () =>
    spec
      .given([])
      .when(submit({ name: ['Ann', '<b>Lee</b>'], email: 'ann@example.com', phone: ['555', '123', '4567'], service: { Fast: 2 }, intro: 'ignored' }))
      .then([submitted]));

  it('refuses failed fields with the overall message', () =>
    spec.given([]).when(submit({ email: 'nope' })).thenRefuses(new FormValidationError({})));

  it('names each failed field with its spec §5 message', () => {
    expect(() => decideSubmission(submit({ name: ['', ''], email: 'nope' }), { status: 'absent' })).toThrow(
      expect.objectContaining({ errors: { name: FORM_VALIDATION_MESSAGES.required, email: FORM_VALIDATION_MESSAGES.emailInvalid } }),
    );
  });

  it('refuses the same submission twice', () =>
    spec.given([submitted]).when(submit({ name: ['Ann', 'Lee'], email: 'ann@example.com' })).thenRefuses(new FormsError('already_exists', 'This submission was already received.')));
});
