import { useEffect } from 'react';
import { installBrowserPixel } from './social-pixel-browser';
import { socialPixel } from './social-pixel';

/** Asks once per page whether the site has a pixel; turns it on, or drops the waiting calls. */
export function SocialPixelLoader() {
  useEffect(() => {
    fetch('/api/storefront/social-pixel', { headers: { Accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<{ pixelId: string | null }>) : { pixelId: null }))
      .then(({ pixelId }) => (pixelId ? socialPixel.usePixel(installBrowserPixel(pixelId)) : socialPixel.noPixel()))
      .catch(() => socialPixel.noPixel());
  }, []);
  return null;
}
