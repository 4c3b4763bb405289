import { DEFAULT_STORE_SETTINGS, unsavedStoreSettings } from './store-settings';

describe('store settings defaults (spec §3, §9)', () => {
  it('default to USD and allow multiple quantities for services', () => {
    expect(DEFAULT_STORE_SETTINGS.currency).toBe('USD');
    expect(DEFAULT_STORE_SETTINGS.multipleQuantityAllowedForServices).toBe(true);
  });

  it('keep the currency a site was created with until the owner saves settings, when the spec lists it', () => {
    expect(unsavedStoreSettings('EUR')).toEqual({ ...DEFAULT_STORE_SETTINGS, currency: 'EUR' });
    expect(unsavedStoreSettings('XYZ')).toEqual(DEFAULT_STORE_SETTINGS);
    expect(unsavedStoreSettings(undefined)).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
