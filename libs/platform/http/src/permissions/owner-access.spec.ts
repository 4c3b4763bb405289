import { ContributorRole } from '@mercato/spec';
import { CATALOG_WRITER_ROLES } from '../auth/contributor';
import { CATALOG_READER_ROLES, areaAccessOf } from './owner-access';

const catalog = { edit: CATALOG_WRITER_ROLES, view: CATALOG_READER_ROLES };

describe('areaAccessOf', () => {
  it('lets the catalog writers change the catalog', () => {
    expect(areaAccessOf([ContributorRole.ADMIN], catalog)).toBe('edit');
    expect(areaAccessOf([ContributorRole.STORE_MANAGER], catalog)).toBe('edit');
  });

  it('shows the catalog read-only to a role that may not write it, and nothing to NONE', () => {
    expect(areaAccessOf([ContributorRole.VIEWER], catalog)).toBe('view');
    expect(areaAccessOf([ContributorRole.NONE], catalog)).toBe('none');
    expect(areaAccessOf([], catalog)).toBe('none');
  });

  it('grants the most any of several roles on the website allows', () => {
    expect(areaAccessOf([ContributorRole.VIEWER, ContributorRole.WEBSITE_MANAGER], catalog)).toBe('edit');
  });

  it('has no view for an area whose reads are not open to more roles', () => {
    expect(areaAccessOf([ContributorRole.VIEWER], { edit: [ContributorRole.ADMIN] })).toBe('none');
  });
});
