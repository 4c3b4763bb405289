import { DEFAULT_STORE_SETTINGS, savedStoreSettings, unsavedStoreSettings } from './store-settings';

describe('store settings defaults (spec §3, §9)', () => {
  it('default to USD, allow multiple quantities for services, and leave express checkout off', () => {
    expect(DEFAULT_STORE_SETTINGS.currency).toBe('USD');
    expect(DEFAULT_STORE_SETTINGS.multipleQuantityAllowedForServices).toBe(true);
    expect(DEFAULT_STORE_SETTINGS.expressCheckout).toBe(false);
  });

  it('read settings saved before express checkout existed with it off, and keep what was saved', () => {
    const { expressCheckout: _absent, ...savedEarlier } = { ...DEFAULT_STORE_SETTINGS, currency: 'EUR' as const, useLightCart: true };
    expect(savedStoreSettings(savedEarlier, 'USD')).toEqual({ ...DEFAULT_STORE_SETTINGS, currency: 'EUR', useLightCart: true, expressCheckout: false });
    expect(savedStoreSettings({ ...savedEarlier, expressCheckout: true }, 'USD').expressCheckout).toBe(true);
  });

  it('keep the currency a site was created with until the owner saves settings, when the spec lists it', () => {
    expect(unsavedStoreSettings('EUR')).toEqual({ ...DEFAULT_STORE_SETTINGS, currency: 'EUR' });
    expect(unsavedStoreSettings('XYZ')).toEqual(DEFAULT_STORE_SETTINGS);
    expect(unsavedStoreSettings(undefined)).toEqual(DEFAULT_STORE_SETTINGS);
  });
});
