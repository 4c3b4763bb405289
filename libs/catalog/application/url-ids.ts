import type { DataSource, EntityManager } from 'typeorm';
import { deriveStoreUrlId } from '@mercato/spec';

/** The scope stores share on a website; products are unique within their store. */
export const STORE_URL_SCOPE = 'store';
export const productUrlScope = (collectionId: string) => `collection:${collectionId}`;

export async function takenUrlIds(dataSource: DataSource, websiteId: string, scope: string): Promise<Set<string>> {
  const rows: { url_id: string }[] = await dataSource.query('SELECT url_id FROM catalog_url_ids WHERE website_id = $1 AND scope = $2', [websiteId, scope]);
  return new Set(rows.map((row) => row.url_id));
}

/** Spec §5 store URL id rule, against the ids taken right now. */
export async function freeUrlId(dataSource: DataSource, websiteId: string, scope: string, wanted: string, fallbackTitle: string): Promise<string> {
  return deriveStoreUrlId(wanted, await takenUrlIds(dataSource, websiteId, scope), fallbackTitle);
}

/** Claims the id inside the append's transaction; a concurrent claim makes the insert fail. */
export async function claimUrlId(manager: EntityManager, websiteId: string, scope: string, urlId: string, ownerId: string): Promise<void> {
  await manager.query('INSERT INTO catalog_url_ids (website_id, scope, url_id, owner_id) VALUES ($1, $2, $3, $4)', [websiteId, scope, urlId, ownerId]);
}

export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } }).driverError?.code ?? (error as { code?: string }).code;
  return code === '23505';
}
