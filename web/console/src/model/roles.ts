import { ContributorRole } from '@mercato/spec';

/** "Store manager" for STORE_MANAGER (8): spec §3's role names as people read them. */
export function roleName(role: ContributorRole): string {
  const name = Object.entries(ContributorRole).find(([, value]) => value === role)?.[0];
  if (!name) return `Role ${role}`;
  const words = name.toLowerCase().split('_').join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}
