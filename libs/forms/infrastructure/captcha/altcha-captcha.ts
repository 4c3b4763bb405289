import { randomBytes } from 'node:crypto';
import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify } from 'altcha-lib/frameworks/shared';
import type { DataSource } from 'typeorm';
import { CaptchaProvider, type CaptchaVerdict, type CaptchaVerifier } from '@mercato/forms/application';

export interface AltchaSettings {
  /** Signs challenges; every replica must share it (a random one serves a single process). */
  readonly hmacSecret: string;
  /** PBKDF2 iterations per attempt. */
  readonly cost: number;
  /** The solution counter is drawn from half this to this: the visitor's expected work. */
  readonly maxCounter: number;
  readonly challengeTtlSeconds: number;
}

/**
 * The challenge the widget solves, as the API answers it: altcha-lib's `Challenge`, written out so
 * the answer's schema can be derived from it (and a library change that breaks it fails to compile).
 */
export interface CaptchaChallengeView {
  readonly parameters: {
    readonly algorithm: string;
    readonly nonce: string;
    readonly salt: string;
    readonly cost: number;
    readonly keyLength: number;
    readonly keyPrefix: string;
    readonly keySignature?: string;
    readonly memoryCost?: number;
    readonly parallelism?: number;
    readonly expiresAt?: number;
    readonly data?: Readonly<Record<string, string | number | boolean | null>>;
  };
  readonly signature?: string;
  readonly codeChallenge?: { readonly image: string; readonly audio?: string; readonly length?: number };
}

/**
 * The self-hosted captcha: ALTCHA proof of work (altcha-lib). The storefront's widget fetches a
 * signed challenge, spends CPU to solve it and sends the solution as the captcha key; verifying
 * needs no third party. A solved challenge is recorded, so its solution cannot be replayed.
 */
export class AltchaCaptcha implements CaptchaVerifier {
  readonly widget = { provider: CaptchaProvider.ALTCHA, siteKey: '', scriptUrl: '' } as const;

  constructor(
    private readonly settings: AltchaSettings,
    private readonly dataSource: DataSource,
  ) {}

  challenge(): Promise<CaptchaChallengeView> {
    return createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: this.settings.cost,
      counter: randomInt(this.settings.maxCounter, Math.ceil(this.settings.maxCounter / 2)),
      deriveKey,
      hmacSignatureSecret: this.settings.hmacSecret,
      hmacKeySignatureSecret: keySecret(this.settings.hmacSecret),
      expiresAt: new Date(Date.now() + this.settings.challengeTtlSeconds * 1000),
      data: { challengeId: randomBytes(16).toString('hex') },
    });
  }

  async verify(token: string): Promise<CaptchaVerdict> {
    const result = await verify(token, deriveKey, this.settings.hmacSecret, keySecret(this.settings.hmacSecret), { get: () => false, set: () => undefined, setIfAbsent: (id: string) => this.spend(id) });
    return result.error ? { passed: false, reason: result.error } : { passed: true };
  }

  /** Records a challenge as solved; false when it already was (a replay). */
  private async spend(challengeId: string): Promise<boolean> {
    await this.dataSource.query('DELETE FROM form_captcha_spent WHERE expires_at < now()');
    const inserted: unknown[] = await this.dataSource.query(
      `INSERT INTO form_captcha_spent (challenge_id, expires_at) VALUES ($1, now() + make_interval(secs => $2)) ON CONFLICT DO NOTHING RETURNING challenge_id`,
      [challengeId, this.settings.challengeTtlSeconds],
    );
    return inserted.length === 1;
  }
}

const keySecret = (hmacSecret: string): string => `${hmacSecret}:keys`;
