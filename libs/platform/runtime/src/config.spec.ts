import { CAPTCHA_MESSAGES, RESTOCK_MESSAGES } from '@mercato/spec';
import { requiredServiceUrl, runtimeConfigFromEnv } from './config';

describe('runtimeConfigFromEnv: every setting read in one place', () => {
  it('defaults: proxies trusted, spans not exported, census on, embedded gateway, census limits of the README', () => {
    const config = runtimeConfigFromEnv('test', {}, '/repo');
    expect(config).toMatchObject({ trustedProxyHops: 1, tracesExporter: 'none', censusDisabled: false, gatewayMode: 'embedded', transport: 'postgres', seed: 'demo', logLevel: 'info' });
    expect(config.serviceUrls.size).toBe(0);
    expect(config.census).toMatchObject({ rateLimitPerAddress: 200, rateLimitPerSite: 20000, delivery: { maxQueuedBytes: 64 * 1024 * 1024, deliveryTimeoutMs: 5000 } });
  });

  it('reads the switches and every *_SERVICE_URL, origin only', () => {
    const config = runtimeConfigFromEnv('test', {
      TRUST_PROXY: 'false',
      OTEL_TRACES_EXPORTER: 'console',
      MERCATO_CENSUS_DISABLED: 'true',
      MERCATO_GATEWAY_MODE: 'proxy',
      SITES_SERVICE_URL: 'http://sites:3000/',
      FORMS_SERVICE_URL: 'https://forms.internal',
      CENSUS_RATE_LIMIT_PER_ADDRESS: '5',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({ logLevel: 'debug', trustedProxyHops: 0, tracesExporter: 'console', censusDisabled: true, gatewayMode: 'proxy' });
    expect([...config.serviceUrls]).toEqual([
      ['SITES_SERVICE_URL', 'http://sites:3000'],
      ['FORMS_SERVICE_URL', 'https://forms.internal'],
    ]);
    expect(requiredServiceUrl(config, 'SITES_SERVICE_URL')).toBe('http://sites:3000');
    expect(() => requiredServiceUrl(config, 'CATALOG_SERVICE_URL')).toThrow('CATALOG_SERVICE_URL is not set');
    expect(config.census.rateLimitPerAddress).toBe(5);
  });

  it('keeps at most 20 connections to PostgreSQL unless DATABASE_POOL_SIZE says otherwise', () => {
    expect(runtimeConfigFromEnv('test', {}).databasePoolSize).toBe(20);
    expect(runtimeConfigFromEnv('test', { DATABASE_POOL_SIZE: '8' }).databasePoolSize).toBe(8);
    expect(() => runtimeConfigFromEnv('test', { DATABASE_POOL_SIZE: '0' })).toThrow("DATABASE_POOL_SIZE must be a whole number of connections of at least 1, not '0'");
  });

  it('refuses a malformed setting at boot, naming it', () => {
    expect(() => runtimeConfigFromEnv('test', { MERCATO_GATEWAY_MODE: 'mesh' })).toThrow('MERCATO_GATEWAY_MODE must be embedded or proxy, not mesh');
    expect(() => runtimeConfigFromEnv('test', { CART_SERVICE_URL: 'cart:3000' })).toThrow('CART_SERVICE_URL must be an http(s) URL');
    expect(() => runtimeConfigFromEnv('test', { LOG_LEVEL: 'loud' })).toThrow('LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent, not loud');
    expect(() => runtimeConfigFromEnv('test', { CENSUS_LINGER_MS: '-1' })).toThrow('CENSUS_LINGER_MS must be an integer of at least 0');
    expect(() => runtimeConfigFromEnv('test', { GIFT_CARD_BALANCE_CHECK_BURST: '0' })).toThrow('GIFT_CARD_BALANCE_CHECK_BURST must be an integer of at least 1');
  });

  it('reads TRUST_PROXY as a hop count, keeping true and false', () => {
    const hops = (value: string | undefined): number => runtimeConfigFromEnv('test', value === undefined ? {} : { TRUST_PROXY: value }).trustedProxyHops;
    expect([hops(undefined), hops(''), hops('true'), hops('TRUE'), hops('false'), hops('0'), hops('1'), hops('2')]).toEqual([1, 1, 1, 1, 0, 0, 1, 2]);
    expect(() => hops('yes')).toThrow('TRUST_PROXY must be false, true or a number of proxy hops, not yes');
    expect(() => hops('-1')).toThrow('TRUST_PROXY must be false, true or a number of proxy hops, not -1');
  });

  it('reads the forms settings: key lifetime, submissions a minute, ALTCHA by default', () => {
    expect(runtimeConfigFromEnv('test', {}).forms).toEqual({ keyTtlSeconds: 600, submissionsPerMinute: 5, captcha: { provider: 'altcha', cost: 1000, maxCounter: 1000 } });
    const forms = runtimeConfigFromEnv('test', { FORMS_SUBMISSIONS_PER_MINUTE: '3', CAPTCHA_PROVIDER: 'recaptcha-v2', RECAPTCHA_SITE_KEY: 'site', RECAPTCHA_SECRET: 'secret' }).forms;
    expect(forms.submissionsPerMinute).toBe(3);
    expect(forms.captcha).toEqual({ provider: 'recaptcha-v2', siteKey: 'site', secret: 'secret', verifyUrl: 'https://www.google.com/recaptcha/api/siteverify' });
    expect(() => runtimeConfigFromEnv('test', { FORMS_KEY_TTL_SECONDS: '0' })).toThrow('FORMS_KEY_TTL_SECONDS must be a positive whole number, not "0"');
    expect(() => runtimeConfigFromEnv('test', { CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow('CAPTCHA_PROVIDER must be one of altcha, recaptcha-v2, recaptcha-enterprise-v3, not "hcaptcha"');
  });

  it('refuses to start reCAPTCHA without its keys, with the spec §8 messages', () => {
    expect(() => runtimeConfigFromEnv('test', { CAPTCHA_PROVIDER: 'recaptcha-v2' })).toThrow(CAPTCHA_MESSAGES.notSetUp);
    expect(() => runtimeConfigFromEnv('test', { CAPTCHA_PROVIDER: 'recaptcha-enterprise-v3', RECAPTCHA_ENTERPRISE_PROJECT: 'p', RECAPTCHA_ENTERPRISE_API_KEY: 'k' })).toThrow(RESTOCK_MESSAGES.enterpriseSiteKeyMissing);
    expect(() => runtimeConfigFromEnv('test', { CAPTCHA_PROVIDER: 'recaptcha-enterprise-v3', RECAPTCHA_ENTERPRISE_SITE_KEY: 's' })).toThrow(CAPTCHA_MESSAGES.notSetUp);
  });

  it('limits gift card balance checks to 10 a minute unless told otherwise (0: no limit)', () => {
    expect(runtimeConfigFromEnv('test', {}).giftCards).toEqual({ balanceChecksPerMinute: 10, balanceCheckBurst: 10 });
    expect(runtimeConfigFromEnv('test', { GIFT_CARD_BALANCE_CHECKS_PER_MINUTE: '0' }).giftCards.balanceChecksPerMinute).toBe(0);
  });

  it('keeps images under <data dir>/media, 20 MB at most, unless MEDIA_* say otherwise', () => {
    expect(runtimeConfigFromEnv('test', {}, '/repo').media).toEqual({ maxUploadBytes: 20 * 1024 * 1024, storage: { kind: 'filesystem', dir: '/repo/.data/media' } });
    expect(runtimeConfigFromEnv('test', { MEDIA_DIR: '/srv/media', MEDIA_MAX_UPLOAD_BYTES: '1000' }).media).toEqual({ maxUploadBytes: 1000, storage: { kind: 'filesystem', dir: '/srv/media' } });
    const s3 = { MEDIA_STORAGE: 's3', MEDIA_S3_ENDPOINT: 'http://objects:8333', MEDIA_S3_BUCKET: 'media', MEDIA_S3_ACCESS_KEY_ID: 'key', MEDIA_S3_SECRET_ACCESS_KEY: 'secret' };
    expect(runtimeConfigFromEnv('test', s3).media.storage).toEqual({ kind: 's3', endpoint: 'http://objects:8333', region: 'us-east-1', bucket: 'media', accessKeyId: 'key', secretAccessKey: 'secret' });
  });

  it('refuses a media setting it cannot use at boot, naming it', () => {
    expect(() => runtimeConfigFromEnv('test', { MEDIA_STORAGE: 'ftp' })).toThrow('MEDIA_STORAGE must be filesystem or s3, not ftp');
    expect(() => runtimeConfigFromEnv('test', { MEDIA_STORAGE: 's3', MEDIA_S3_BUCKET: 'media' })).toThrow('MEDIA_S3_ACCESS_KEY_ID is not set: MEDIA_STORAGE=s3 needs it');
    expect(() => runtimeConfigFromEnv('test', { MEDIA_MAX_UPLOAD_BYTES: '2.5' })).toThrow('MEDIA_MAX_UPLOAD_BYTES must be a positive whole number, not "2.5"');
  });

  it('reads how long the offer and lock-screen caches reuse a read: 1 s by default, 0 turns them off, anything else stops the start', () => {
    expect(runtimeConfigFromEnv('test', {})).toMatchObject({ cart: { offerCacheTtlMs: 1000 }, siteUsers: { lockScreenCacheTtlMs: 1000 } });
    expect(runtimeConfigFromEnv('test', { CART_OFFER_CACHE_TTL_MS: '0', LOCK_SCREEN_CACHE_TTL_MS: '250' })).toMatchObject({ cart: { offerCacheTtlMs: 0 }, siteUsers: { lockScreenCacheTtlMs: 250 } });
    expect(() => runtimeConfigFromEnv('test', { CART_OFFER_CACHE_TTL_MS: '-1' })).toThrow("CART_OFFER_CACHE_TTL_MS must be an integer of at least 0, not '-1'");
    expect(() => runtimeConfigFromEnv('test', { LOCK_SCREEN_CACHE_TTL_MS: '1s' })).toThrow("LOCK_SCREEN_CACHE_TTL_MS must be a whole number of milliseconds of at least 0, not '1s'");
  });
});
