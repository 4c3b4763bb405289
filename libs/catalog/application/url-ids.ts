import type { DataSource, EntityManager } from 'typeorm';
import { isUniqueViolation } from '@mercato/database';
import { deriveStoreUrlId } from '@mercato/spec';

/** The scope stores share on a website; products are unique within their store. */
export const STORE_URL_SCOPE = 'store';
export const productUrlScope = (collectionId: string) => `collection:${collectionId}`;

export async function takenUrlIds(dataSource: DataSource, websiteId: string, scope: string): Promise<Set<string>> {
  const rows: { url_id: string }[] = await dataSource.query('SELECT url_id FROM catalog_url_ids WHERE website_id = $1 AND scope = $2', [websiteId, scope]);
  return new Set(rows.map((row) => row.url_id));
}

/** A stale check of the taken ids loses to a concurrent claim this many times before giving up. */
const URL_ID_ATTEMPTS = 3;

/**
 * Runs `append` with a free URL id (spec §5 rule); `append` claims it in its transaction with
 * `claimUrlId`, and a concurrent claim of the same id makes it pick the next one.
 */
export async function withFreeUrlId<T>(
  dataSource: DataSource,
  target: { websiteId: string; scope: string; wanted: string; fallbackTitle: string },
  append: (urlId: string) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const urlId = await freeUrlId(dataSource, target.websiteId, target.scope, target.wanted, target.fallbackTitle);
    try {
      return await append(urlId);
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= URL_ID_ATTEMPTS) throw error;
    }
  }
}

/** Spec §5 store URL id rule, against the ids taken right now. */
async function freeUrlId(dataSource: DataSource, websiteId: string, scope: string, wanted: string, fallbackTitle: string): Promise<string> {
  return deriveStoreUrlId(wanted, await takenUrlIds(dataSource, websiteId, scope), fallbackTitle);
}

/** Claims the id inside the append's transaction; a concurrent claim makes the insert fail. */
export async function claimUrlId(manager: EntityManager, websiteId: string, scope: string, urlId: string, ownerId: string): Promise<void> {
  await manager.query('INSERT INTO catalog_url_ids (website_id, scope, url_id, owner_id) VALUES ($1, $2, $3, $4)', [websiteId, scope, urlId, ownerId]);
}
