import { DEFAULT_STORE_SETTINGS } from '@mercato/spec';
import type { StoreSettings } from '../api/types';
import { settingsToSave } from './store-settings';

const cached: StoreSettings = { websiteId: 'demo-site', ...DEFAULT_STORE_SETTINGS };

describe('settingsToSave', () => {
  it('saves nothing when no value differs from the cached settings', () => {
    expect(settingsToSave(cached, { ...cached })).toBeNull();
  });

  it('saves the whole settings object, for the cached website, when one value differs', () => {
    expect(settingsToSave(cached, { ...cached, minimumOrderSubtotalCents: 2500 })).toEqual({ ...cached, minimumOrderSubtotalCents: 2500 });
    expect(settingsToSave(cached, { ...cached, websiteId: 'other', currency: 'EUR' })).toEqual({ ...cached, currency: 'EUR' });
  });
});
