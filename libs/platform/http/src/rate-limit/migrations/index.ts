import type { MigrationClass } from '@mercato/database';
import { RateLimitBuckets1796100410000 } from './1796100410000-rate-limit-buckets';

/** The shared rate limits' table: every process whose limits are shared (the logins) mounts it. */
export const rateLimitMigrations: readonly MigrationClass[] = [RateLimitBuckets1796100410000];
