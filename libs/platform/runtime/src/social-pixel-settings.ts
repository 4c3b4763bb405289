import { isSocialPixelId } from '@mercato/spec';

/**
 * The deployment's default social pixel id per site (spec §7 "Other behaviour"), from `SOCIAL_PIXEL_IDS` as
 * `websiteId=pixelId` pairs separated by commas: what a site
 * runs on until its owner sets its own (`PUT /api/storefront-integrations`); a site without either loads no pixel.
 */
export function socialPixelIdsFromEnv(env: Readonly<Record<string, string | undefined>>): ReadonlyMap<string, string> {
  const pairs = (env.SOCIAL_PIXEL_IDS ?? '').split(',').map((pair) => pair.trim()).filter(Boolean);
  return new Map(
    pairs.map((pair) => {
      const [websiteId, pixelId, ...rest] = pair.split('=').map((part) => part.trim());
      if (!websiteId || !pixelId || rest.length > 0 || !isSocialPixelId(pixelId)) {
        throw new Error(`SOCIAL_PIXEL_IDS must list websiteId=pixelId pairs (a pixel id is digits), not '${pair}'`);
      }
      return [websiteId, pixelId];
    }),
  );
}
