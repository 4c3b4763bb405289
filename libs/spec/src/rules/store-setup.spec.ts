import { mainNavigationWithStore, STORE_ROOT_CATEGORY } from './store-setup';

describe('store setup (spec §3, §4)', () => {
  it('creates the root category as a list view at index 1', () => {
    expect(STORE_ROOT_CATEGORY).toEqual({ type: 'ROOT', pageRendering: 'LIST_VIEW', displayIndex: 1 });
  });

  it.each([
    [[], [{ collectionId: 'store' }]],
    [[{ collectionId: 'about' }, { externalLink: 'https://x.test' }], [{ collectionId: 'store' }, { collectionId: 'about' }, { externalLink: 'https://x.test' }]],
    [[{ collectionId: 'about' }, { collectionId: 'store' }], [{ collectionId: 'store' }, { collectionId: 'about' }]],
  ])('navigation %j becomes %j', (existing, expected) => expect(mainNavigationWithStore(existing, 'store')).toEqual(expected));
});
