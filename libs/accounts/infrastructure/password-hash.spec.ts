import { hashPassword, verifyPassword } from './password-hash';

describe('password hashing (scrypt)', () => {
  it('encodes scheme, cost, salt and hash, salted per call', async () => {
    const first = await hashPassword('correct horse battery staple');
    const [scheme, n, r, p, salt, hash] = first.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '32768', '8', '1']);
    expect(Buffer.from(salt!, 'base64url')).toHaveLength(16);
    expect(Buffer.from(hash!, 'base64url')).toHaveLength(32);
    expect(await hashPassword('correct horse battery staple')).not.toBe(first);
  });

  it('verifies the right password and rejects others', async () => {
    const encoded = await hashPassword('s3cret-Password');
    await expect(verifyPassword('s3cret-Password', encoded)).resolves.toBe(true);
    await expect(verifyPassword('s3cret-password', encoded)).resolves.toBe(false);
    await expect(verifyPassword('', encoded)).resolves.toBe(false);
  });

  it('rejects malformed, foreign or tampered hashes without throwing', async () => {
    const encoded = await hashPassword('pw');
    const parts = encoded.split('$');
    await expect(verifyPassword('pw', `bcrypt$${parts.slice(1).join('$')}`)).resolves.toBe(false);
    await expect(verifyPassword('pw', parts.slice(0, 5).join('$'))).resolves.toBe(false);
    await expect(verifyPassword('pw', ['scrypt', 2 ** 24, ...parts.slice(2)].join('$'))).resolves.toBe(false);
    await expect(verifyPassword('pw', [...parts.slice(0, 4), Buffer.alloc(16).toString('base64url'), parts[5]].join('$'))).resolves.toBe(false);
  });
});
