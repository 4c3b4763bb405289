import { ContributorRole } from '@mercato/spec';
import { roleName } from './roles';

describe('roleName', () => {
  it("reads spec §3's role names as words", () => {
    expect(roleName(ContributorRole.ADMIN)).toBe('Admin');
    expect(roleName(ContributorRole.STORE_MANAGER)).toBe('Store manager');
    expect(roleName(ContributorRole.SCHEDULING_VIEWER)).toBe('Scheduling viewer');
  });
});
