import { hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: the package's const enum cannot be imported under isolatedModules. */
const ARGON2ID = 2;
import type { PasswordHasher } from '@mercato/site-users/application';

/**
 * argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id);
 * the parameters are stored in the encoded hash, so raising them later still verifies old ones.
 */
export class Argon2PasswordHasher implements PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password.normalize('NFKC'), { algorithm: ARGON2ID });
  }

  async verify(password: string, encoded: string): Promise<boolean> {
    try {
      return await verify(encoded, password.normalize('NFKC'));
    } catch {
      return false;
    }
  }
}
