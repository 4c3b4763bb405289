import { deciderSpec } from '@mercato/testing/decider';
import { CommercePreferencesError, commercePreferencesDecider, type CommercePreferencesCommand } from './commerce-preferences.decider';
import { commercePreferencesEvents } from './commerce-preferences.events';

const spec = deciderSpec(commercePreferencesDecider);
const save = (changes: CommercePreferencesCommand['changes'], namespace = 'checkout'): CommercePreferencesCommand => ({
  type: 'SaveCommercePreferences',
  websiteId: 'site-1',
  namespace,
  changes,
});
const saved = (values: Record<string, string>) => commercePreferencesEvents.updated('site-1', 'checkout', values);

describe('commerce preferences decider (spec §7 GET and PUT /api/v1/commerce-preferences/{namespace})', () => {
  it('records the first values of a namespace', () =>
    spec.given([]).when(save({ tipsEnabled: 'true' })).then([saved({ tipsEnabled: 'true' })]));

  it('merges a save into the values already there, and a null removes its key', () =>
    spec
      .given([saved({ tipsEnabled: 'true', note: 'Thanks' })])
      .when(save({ note: null, giftWrap: 'yes' }))
      .then([saved({ tipsEnabled: 'true', giftWrap: 'yes' })]));

  it('records nothing when the save changes nothing', () => {
    spec.given([saved({ tipsEnabled: 'true' })]).when(save({ tipsEnabled: 'true' })).then([]);
    spec.given([]).when(save({ gone: null })).then([]);
  });

  it('lets a namespace hold 100 keys and no more', () => {
    const hundred = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`key${i}`, 'v']));
    spec.given([]).when(save(hundred)).then([saved(hundred)]);
    spec.given([saved(hundred)]).when(save({ oneMore: 'v' })).thenRefuses(new CommercePreferencesError('invalid', 'A preferences namespace holds at most 100 keys.', 'values'));
  });

  it.each([
    ['the store settings’ own namespace', 'store-settings'],
    ['upper case', 'Checkout'],
    ['a trailing hyphen', 'checkout-'],
    ['a name longer than 64 characters', 'a'.repeat(65)],
  ])('refuses a namespace with %s', (_case, namespace) =>
    spec
      .given([])
      .when(save({ tipsEnabled: 'true' }, namespace))
      .thenRefuses(new CommercePreferencesError('invalid', 'A preferences namespace is lower-case letters and digits joined by hyphens, at most 64 characters.', 'namespace')));

  it.each([['1st'], ['has space'], ['k'.repeat(65)]])('refuses the key %s', (key) =>
    spec
      .given([])
      .when(save({ [key]: 'v' }))
      .thenRefuses(new CommercePreferencesError('invalid', 'A preference key starts with a letter and holds letters, digits, "_", "." or "-", at most 64 characters.', key)));

  it('refuses a value longer than 2000 characters', () =>
    spec
      .given([])
      .when(save({ note: 'x'.repeat(2001) }))
      .thenRefuses(new CommercePreferencesError('invalid', 'A preference value is text of at most 2000 characters, or null to remove the key.', 'note')));
});
