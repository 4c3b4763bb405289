import type { ContributorService } from '@mercato/accounts/application';
import { ContributorRole } from '@mercato/spec';
import { uploadForm } from '@mercato/media/testing/images';

export const MEDIA_OWNER = { email: 'media-owner@it.test', password: 'media owner password' };

/** MEDIA_OWNER edits the site `websiteId` (an editor may upload images and build galleries). */
export async function createMediaOwner(contributors: ContributorService, websiteId: string): Promise<void> {
  await contributors.create({ ...MEDIA_OWNER, displayName: 'Media owner', roles: [{ websiteId, role: ContributorRole.EDITOR }] });
}

/** Uploads as the owner's browser does: a multipart body to POST /api/owner/media/assets. */
export async function uploadImage(
  baseUrl: string,
  host: string,
  cookie: string,
  file: { bytes: Buffer; fileName: string; type: string },
  fields: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}/api/owner/media/assets`, { method: 'POST', headers: { 'x-forwarded-host': host, cookie }, body: uploadForm(file, fields) });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** GETs an image file, as a browser that takes WebP (`webp`) or not. */
export async function fetchImage(baseUrl: string, path: string, webp = false): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const response = await fetch(`${baseUrl}${path}`, { headers: { accept: webp ? 'image/avif,image/webp,*/*' : 'image/png,image/*;q=0.8' } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}
