import { INTERFACE_VALIDATION_MESSAGES } from '@mercato/spec';
import { deciderSpec } from '@mercato/testing/decider';
import { mailingListDecider } from './mailing-list.decider';
import { mailingListEvents } from './mailing-list.events';
import { FormsError } from './forms-error';

const spec = deciderSpec(mailingListDecider);

const created = mailingListEvents.created({ websiteId: 'site-1', mailingListId: 'list-1', name: 'News' });
const subscribed = mailingListEvents.subscribed({ websiteId: 'site-1', mailingListId: 'list-1', email: 'ann@example.com', formId: 'form-1', submissionId: 'sub-1' });
const subscribe = (email: string) => ({ type: 'Subscribe', email, formId: 'form-1', submissionId: 'sub-1' }) as const;

describe('mailing list decider', () => {
  it('creates a list with a trimmed name', () =>
    spec.given([]).when({ type: 'CreateMailingList', websiteId: 'site-1', mailingListId: 'list-1', name: ' News ' }).then([created]));

  it('subscribes an address, lower-cased', () => spec.given([created]).when(subscribe(' Ann@Example.com ')).then([subscribed]));

  it('subscribes an address once: the second time records nothing', () => spec.given([created, subscribed]).when(subscribe('ann@example.com')).then([]));

  it('refuses an invalid address', () =>
    spec.given([created]).when(subscribe('ann')).thenRefuses(new FormsError('invalid', INTERFACE_VALIDATION_MESSAGES.enterValidEmail, 'email')));

  it('refuses a list that does not exist', () => spec.given([]).when(subscribe('ann@example.com')).thenRefuses(new FormsError('not_found', 'Mailing list not found.')));
});
