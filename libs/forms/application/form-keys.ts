import { randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { FORMS_CONFIG, type FormsConfig } from './forms-config';
import { FormKeyRejected } from './forms-failures';

/**
 * Spec §7 one-time form submission keys. A key is issued for a site, expires after the configured
 * time and is spent in the submission's own transaction: a save that fails leaves it unspent, and
 * two saves racing with one key cannot both commit.
 */
@Injectable()
export class FormKeys {
  constructor(
    @Inject(DataSource) private readonly dataSource: DataSource,
    @Inject(FORMS_CONFIG) private readonly config: FormsConfig,
  ) {}

  async issue(websiteId: string): Promise<string> {
    const key = randomBytes(24).toString('base64url');
    await this.dataSource.query(`INSERT INTO form_submission_keys (key, website_id, expires_at) VALUES ($1, $2, now() + make_interval(secs => $3))`, [key, websiteId, this.config.keyTtlSeconds]);
    // Spent and expired keys are useless; dropping old ones here keeps the table small without a timer.
    await this.dataSource.query(`DELETE FROM form_submission_keys WHERE expires_at < now() - interval '1 day'`);
    return key;
  }

  /** Refuses early (before captcha and validation work) a key that cannot be spent. */
  async checkSpendable(websiteId: string, key: string): Promise<void> {
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM form_submission_keys WHERE key = $1 AND website_id = $2 AND spent_at IS NULL AND expires_at > now()', [key, websiteId]);
    if (rows.length === 0) throw new FormKeyRejected();
  }

  /** Spends the key inside `manager`'s transaction; throwing rolls the submission back with it. */
  async spend(manager: EntityManager, websiteId: string, key: string): Promise<void> {
    const [, updated] = (await manager.query(
      'UPDATE form_submission_keys SET spent_at = now() WHERE key = $1 AND website_id = $2 AND spent_at IS NULL AND expires_at > now()',
      [key, websiteId],
    )) as [unknown, number];
    if (updated !== 1) throw new FormKeyRejected();
  }
}
