import { resolveGalleryOptions } from '@mercato/spec';
import { GalleryRefused, resolveGalleryDefinition } from './gallery';

const known = new Set(['a1', 'a2', 'a3']);

function refusal(run: () => unknown): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof GalleryRefused) return { ...error.errors };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('resolveGalleryDefinition', () => {
  it('fills the defaults of spec §9 around the options given', () => {
    expect(resolveGalleryDefinition({ title: 'Summer', assetIds: ['a2', 'a1'], options: { design: 'slideshow', autoplay: true } }, known)).toEqual({
      ...resolveGalleryOptions({}),
      design: 'slideshow',
      autoplay: true,
    });
  });

  it('refuses every out-of-range option at once, by its path', () => {
    expect(refusal(() => resolveGalleryDefinition({ title: '', assetIds: [], options: { padding: 60, 'thumbnails-per-row': 0 } }, known))).toEqual({
      'options.padding': 'padding must be a whole number from 0 to 50.',
      'options.thumbnails-per-row': 'thumbnails-per-row must be a whole number from 1 to 10.',
    });
  });

  it('refuses images the site does not have, an image twice, and more than 50', () => {
    expect(refusal(() => resolveGalleryDefinition({ title: 'x', assetIds: ['a1', 'zz'], options: {} }, known))).toEqual({ assetIds: 'No image zz on this site.' });
    expect(refusal(() => resolveGalleryDefinition({ title: 'x', assetIds: ['a1', 'a1'], options: {} }, known))).toEqual({ assetIds: 'An image appears in the gallery twice.' });
    const many = Array.from({ length: 51 }, (_, index) => `a${index}`);
    expect(refusal(() => resolveGalleryDefinition({ title: 'x', assetIds: many, options: {} }, new Set(many)))).toEqual({ assetIds: 'A gallery has at most 50 images.' });
  });
});
