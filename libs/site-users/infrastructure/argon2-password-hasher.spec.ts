import { Argon2PasswordHasher } from './argon2-password-hasher';

describe('Argon2PasswordHasher', () => {
  const hasher = new Argon2PasswordHasher();

  it('hashes with argon2id and a fresh salt, and verifies only the same password', async () => {
    const first = await hasher.hash('correct horse battery');
    const second = await hasher.hash('correct horse battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(second).not.toEqual(first);
    expect(await hasher.verify('correct horse battery', first)).toBe(true);
    expect(await hasher.verify('correct horse batterY', first)).toBe(false);
  });

  it('verifies a password typed in another Unicode normal form', async () => {
    expect(await hasher.verify('cafe\u0301 au lait', await hasher.hash('café au lait'))).toBe(true);
  });

  it('answers false, not an error, for a hash it cannot read', async () => {
    expect(await hasher.verify('anything', 'scrypt$32768$8$1$c2FsdA$aGFzaA')).toBe(false);
    expect(await hasher.verify('anything', '')).toBe(false);
  });
});
