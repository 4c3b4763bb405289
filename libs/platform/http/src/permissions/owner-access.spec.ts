import { ContributorRole } from '@mercato/spec';
import { ownerAccessOf } from './owner-access';

describe('ownerAccessOf', () => {
  it('lets an admin change the catalog and the store settings', () => {
    expect(ownerAccessOf([ContributorRole.ADMIN])).toEqual({ catalog: 'edit', storeSettings: 'edit' });
  });

  it('lets a store manager change the catalog but not the store settings', () => {
    expect(ownerAccessOf([ContributorRole.STORE_MANAGER])).toEqual({ catalog: 'edit', storeSettings: 'none' });
  });

  it('shows the catalog read-only to a role that may not write it, and nothing to NONE', () => {
    expect(ownerAccessOf([ContributorRole.VIEWER])).toEqual({ catalog: 'view', storeSettings: 'none' });
    expect(ownerAccessOf([ContributorRole.NONE])).toEqual({ catalog: 'none', storeSettings: 'none' });
  });

  it('grants the most any of several roles on the website allows', () => {
    expect(ownerAccessOf([ContributorRole.VIEWER, ContributorRole.WEBSITE_MANAGER])).toEqual({ catalog: 'edit', storeSettings: 'edit' });
  });
});
