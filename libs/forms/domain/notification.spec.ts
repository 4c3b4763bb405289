import { FormFieldType } from '@mercato/spec';
import { contactForm, field } from '@mercato/forms/testing';
import { submissionEvents } from './submission.events';
import { submissionNotification } from './notification';

describe('submission notification', () => {
  it('lists every answered and unanswered field for the owner', () => {
    const definition = contactForm({ name: 'Contact', notificationEmail: 'owner@shop.example', fields: [field('email', FormFieldType.EMAIL, { title: 'Email' }), field('s', FormFieldType.SECTION), field('note', FormFieldType.TEXT, { title: 'Note' })] });
    const event = submissionEvents.submitted({ formId: 'f', submittedAt: '2026-11-25T08:00:00.000Z', pagePath: '/contact', values: [{ fieldId: 'email', value: 'ann@example.com' }] });
    expect(submissionNotification(definition, event)).toEqual({
      to: 'owner@shop.example',
      subject: 'New submission: Contact',
      text: 'Contact was submitted on 2026-11-25T08:00:00.000Z.\n\nEmail: ann@example.com\nNote: N/A\nPage: /contact',
    });
  });
});
