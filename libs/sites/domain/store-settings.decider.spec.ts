import { deciderSpec } from '@mercato/testing/decider';
import { DEFAULT_STORE_SETTINGS, type StoreSettings } from '@mercato/spec';
import { StoreSettingsError, storeSettingsDecider, type StoreSettingsCommand } from './store-settings.decider';
import { storeSettingsEvents } from './store-settings.events';

const spec = deciderSpec(storeSettingsDecider);
const euroStore: StoreSettings = { ...DEFAULT_STORE_SETTINGS, currency: 'EUR', useLightCart: true, captchaSiteKey: 'site-key-1', minimumOrderSubtotalCents: 1500 };
const save = (settings: Partial<StoreSettingsCommand['settings']>): StoreSettingsCommand => ({ type: 'SaveStoreSettings', websiteId: 'site-1', settings: { ...euroStore, ...settings } });

describe('store settings decider (spec §3 store settings, §7 commerce preferences)', () => {
  it('records the first save, all settings in one event', () =>
    spec.given([]).when(save({})).then([storeSettingsEvents.updated('site-1', euroStore)]));

  it('records a change, and nothing when the same settings are saved again', () => {
    spec.given([storeSettingsEvents.updated('site-1', euroStore)]).when(save({ nativeReviewsEnabled: true })).then([storeSettingsEvents.updated('site-1', { ...euroStore, nativeReviewsEnabled: true })]);
    spec.given([storeSettingsEvents.updated('site-1', euroStore)]).when(save({})).then([]);
  });

  it('records express checkout turned on, and reads it back from the event', () => {
    spec.given([storeSettingsEvents.updated('site-1', euroStore)]).when(save({ expressCheckout: true })).then([storeSettingsEvents.updated('site-1', { ...euroStore, expressCheckout: true })]);
    spec.given([storeSettingsEvents.updated('site-1', { ...euroStore, expressCheckout: true })]).when(save({ expressCheckout: true })).then([]);
  });

  it('trims the captcha site key', () =>
    spec.given([]).when(save({ captchaSiteKey: '  key-2 ' })).then([storeSettingsEvents.updated('site-1', { ...euroStore, captchaSiteKey: 'key-2' })]));

  it.each([
    ['a currency outside the spec’s list', { currency: 'XYZ' }, 'currency', 'Unsupported currency XYZ.'],
    ['a negative minimum subtotal', { minimumOrderSubtotalCents: -1 }, 'minimumOrderSubtotalCents', 'The minimum order subtotal is a whole number of cents from 0 to 4294967295.'],
    ['a fractional minimum subtotal', { minimumOrderSubtotalCents: 10.5 }, 'minimumOrderSubtotalCents', 'The minimum order subtotal is a whole number of cents from 0 to 4294967295.'],
    ['a minimum subtotal the event cannot hold', { minimumOrderSubtotalCents: 4_294_967_296 }, 'minimumOrderSubtotalCents', 'The minimum order subtotal is a whole number of cents from 0 to 4294967295.'],
  ])('refuses %s', (_case, settings, field, message) =>
    spec.given([]).when(save(settings)).thenRefuses(new StoreSettingsError('invalid', message, field)));
});
