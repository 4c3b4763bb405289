import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

/** scrypt cost: N=2^15, r=8, p=1 needs 128*N*r = 32 MiB, so maxmem is raised above Node's 32 MiB default. */
const COST = { N: 2 ** 15, r: 8, p: 1 } as const;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Refuse stored parameters beyond this, so a tampered row cannot make verification exhaust memory. */
const MAX_N = 2 ** 20;

function deriveKey(password: string, salt: Buffer, keyLength: number, cost: { N: number; r: number; p: number }): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/** Hashes a password as `scrypt$N$r$p$<salt base64url>$<hash base64url>`. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await deriveKey(password, salt, KEY_BYTES, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Timing-safe check of a password against an encoded hash; false for malformed or foreign hashes. */
export async function verifyPassword(password: string, encoded: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText, ...rest] = encoded.split('$');
  if (scheme !== 'scrypt' || rest.length > 0 || !saltText || !hashText) return false;
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const validCost = [cost.N, cost.r, cost.p].every((value) => Number.isSafeInteger(value) && value > 0) && cost.N <= MAX_N;
  const expected = Buffer.from(hashText, 'base64url');
  if (!validCost || expected.length === 0) return false;
  const actual = await deriveKey(password, Buffer.from(saltText, 'base64url'), expected.length, cost);
  return timingSafeEqual(actual, expected);
}
