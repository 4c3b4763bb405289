import { createHash } from 'node:crypto';
import type { DataSource } from 'typeorm';

/** A token bucket: `burst` requests at once, refilled at `perSecond` (0 turns the limit off). */
export interface RateLimitSettings {
  readonly burst: number;
  readonly perSecond: number;
}

/** A rate limit every process on one database shares: each call takes a token of `key`'s bucket. */
export interface SharedRateLimit {
  /** Takes a token for `key`; false when the key is over its rate (nothing is taken then). */
  take(key: string): Promise<boolean>;
}

/** Takes between prunes of buckets that have refilled completely (an absent bucket is a full one). */
const TAKES_PER_PRUNE = 1000;

/** The bucket refilled since its last take, by the database's clock (one clock for every process). */
const REFILLED = `least($3::float8, b.tokens + extract(epoch FROM statement_timestamp() - b.updated_at) * $4::float8)`;

/**
 * Token buckets kept in PostgreSQL (`rate_limit_buckets`, `rateLimitMigrations`), so every replica
 * counts one attempt once: one atomic upsert refills the key's bucket by the time since its last
 * take, takes a token if there is one, and says whether it did (the row lock orders racing takes).
 * Keys are stored as sha256 (they are emails and client addresses). `scope` separates the limits
 * that share the table.
 */
export class PostgresTokenBuckets implements SharedRateLimit {
  private takes = 0;

  constructor(
    private readonly dataSource: DataSource,
    private readonly scope: string,
    private readonly settings: RateLimitSettings,
  ) {}

  async take(key: string): Promise<boolean> {
    const { burst, perSecond } = this.settings;
    if (perSecond <= 0) return true;
    if (++this.takes % TAKES_PER_PRUNE === 0) await this.dataSource.query('DELETE FROM rate_limit_buckets WHERE full_at < statement_timestamp()');
    const rows: { admitted: boolean }[] = await this.dataSource.query(
      `INSERT INTO rate_limit_buckets AS b (scope, key, tokens, admitted, updated_at, full_at)
       VALUES ($1, $2, $3::float8 - 1, $3::float8 >= 1, statement_timestamp(), statement_timestamp() + make_interval(secs => 1 / $4::float8))
       ON CONFLICT (scope, key) DO UPDATE SET
         tokens = ${REFILLED} - CASE WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END,
         admitted = ${REFILLED} >= 1,
         updated_at = statement_timestamp(),
         full_at = statement_timestamp() + make_interval(secs => ($3::float8 - ${REFILLED} + CASE WHEN ${REFILLED} >= 1 THEN 1 ELSE 0 END) / $4::float8)
       RETURNING admitted`,
      [this.scope, createHash('sha256').update(key).digest('hex'), burst, perSecond],
    );
    return rows[0]!.admitted;
  }
}

/** Attempt limits per account and per client address (the logins'), shared by every process. */
export interface AccountAndAddressLimits {
  readonly perAccount: RateLimitSettings;
  readonly perAddress: RateLimitSettings;
}

/**
 * Counts an attempt on an account from an address against both limits (`<scope>:address` and
 * `<scope>:account` buckets): the address first, so an address over its limit takes nothing from
 * the accounts it tries.
 */
export class SharedAttemptLimits {
  private readonly perAccount: SharedRateLimit;
  private readonly perAddress: SharedRateLimit;

  constructor(dataSource: DataSource, scope: string, limits: AccountAndAddressLimits) {
    this.perAccount = new PostgresTokenBuckets(dataSource, `${scope}:account`, limits.perAccount);
    this.perAddress = new PostgresTokenBuckets(dataSource, `${scope}:address`, limits.perAddress);
  }

  /** Counts an attempt; false when the account or the address (if known) is over its limit. */
  async admit(account: string, address: string | undefined): Promise<boolean> {
    if (address !== undefined && !(await this.perAddress.take(address))) return false;
    return this.perAccount.take(account);
  }
}
