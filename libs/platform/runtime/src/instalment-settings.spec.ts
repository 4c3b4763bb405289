import { instalmentSettingsFromEnv } from './instalment-settings';

describe('instalment settings from the environment', () => {
  it('are off, $35 to $2,000, in the US by default', () => {
    expect(instalmentSettingsFromEnv({})).toEqual({ afterPayAvailable: false, afterPayMin: 3500, afterPayMax: 200_000, stripeAccountCountry: 'US' });
  });

  it('read the switch, the range and the account country', () => {
    expect(instalmentSettingsFromEnv({ INSTALMENTS_AVAILABLE: 'true', INSTALMENT_MIN_CENTS: '100', INSTALMENT_MAX_CENTS: '5000', PAYMENT_ACCOUNT_COUNTRY: 'gb' })).toEqual({
      afterPayAvailable: true,
      afterPayMin: 100,
      afterPayMax: 5000,
      stripeAccountCountry: 'GB',
    });
  });

  it.each([
    [{ INSTALMENT_MIN_CENTS: '-1' }, "INSTALMENT_MIN_CENTS must be a whole number of minor units, not '-1'"],
    [{ INSTALMENT_MAX_CENTS: '12.5' }, "INSTALMENT_MAX_CENTS must be a whole number of minor units, not '12.5'"],
    [{ INSTALMENT_MIN_CENTS: '5000', INSTALMENT_MAX_CENTS: '5000' }, 'INSTALMENT_MAX_CENTS must be above INSTALMENT_MIN_CENTS'],
    [{ PAYMENT_ACCOUNT_COUNTRY: 'USA' }, "PAYMENT_ACCOUNT_COUNTRY must be a two-letter country code, not 'USA'"],
  ])('refuse %j at boot', (env, message) => {
    expect(() => instalmentSettingsFromEnv(env)).toThrow(message);
  });
});
