import { create, StorefrontIntegrationsSetSchema } from '@mercato/contracts';
import { deciderSpec } from '@mercato/testing/decider';
import { StorefrontIntegrationsError, storefrontIntegrationsDecider, type StorefrontIntegrationsCommand } from './storefront-integrations.decider';

const spec = deciderSpec(storefrontIntegrationsDecider);
const set = (instalmentsAvailable: boolean, socialPixelId: string | null): StorefrontIntegrationsCommand => ({
  type: 'SetStorefrontIntegrations',
  websiteId: 'site-1',
  integrations: { instalmentsAvailable, socialPixelId },
});

describe('storefront integrations decider (issue 12: instalments and the social pixel per site)', () => {
  it('records the first setting, both values in one event', () =>
    spec
      .given([])
      .when(set(true, '1234567890'))
      .then([create(StorefrontIntegrationsSetSchema, { websiteId: 'site-1', instalmentsAvailable: true, socialPixelId: '1234567890' })]));

  it('records no pixel as an empty id, trims the id, and records nothing when the same values are set again', () => {
    spec.given([]).when(set(false, null)).then([create(StorefrontIntegrationsSetSchema, { websiteId: 'site-1', instalmentsAvailable: false, socialPixelId: '' })]);
    spec
      .given([create(StorefrontIntegrationsSetSchema, { websiteId: 'site-1', instalmentsAvailable: true, socialPixelId: '42' })])
      .when(set(true, ' 42 '))
      .then([]);
    spec
      .given([create(StorefrontIntegrationsSetSchema, { websiteId: 'site-1', instalmentsAvailable: true, socialPixelId: '42' })])
      .when(set(true, ''))
      .then([create(StorefrontIntegrationsSetSchema, { websiteId: 'site-1', instalmentsAvailable: true, socialPixelId: '' })]);
  });

  it.each([['letters', 'px-123'], ['more than 20 digits', '123456789012345678901']])('refuses a pixel id of %s', (_case, pixelId) =>
    spec.given([]).when(set(true, pixelId)).thenRefuses(new StorefrontIntegrationsError('invalid', 'A social pixel id is 1 to 20 digits, or null for no pixel.', 'socialPixelId')));
});
