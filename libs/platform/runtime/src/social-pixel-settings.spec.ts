import { socialPixelIdsFromEnv } from './social-pixel-settings';

describe('social pixel ids from the environment', () => {
  it('are none by default', () => {
    expect([...socialPixelIdsFromEnv({})]).toEqual([]);
  });

  it('map each website to its pixel id', () => {
    expect([...socialPixelIdsFromEnv({ SOCIAL_PIXEL_IDS: 'demo-site=1234567890, jp-site = 42' })]).toEqual([
      ['demo-site', '1234567890'],
      ['jp-site', '42'],
    ]);
  });

  it.each(['demo-site', 'demo-site=abc', '=123', 'a=1=2'])('refuse %j at boot', (value) => {
    expect(() => socialPixelIdsFromEnv({ SOCIAL_PIXEL_IDS: value })).toThrow(`SOCIAL_PIXEL_IDS must list websiteId=pixelId pairs (a pixel id is digits), not '${value}'`);
  });
});
