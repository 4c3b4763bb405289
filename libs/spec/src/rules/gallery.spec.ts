import { galleryAspectRatio, galleryOptionErrors, galleryRerenderKey, isGalleryRerenderAttribute, resolveGalleryOptions, type GalleryOptions } from './gallery';

describe('resolveGalleryOptions (spec §9)', () => {
  const defaults = resolveGalleryOptions({});

  it('fills every default of the spec', () => {
    expect(defaults).toEqual<GalleryOptions>({
      design: 'grid', autoplay: false, 'autoplay-duration': 5, controls: false, 'auto-crop': true, 'aspect-ratio': 'square',
      'square-thumbs': true, thumbnails: false, 'thumbnail-strip-height': 80, 'thumbnail-strip-margin': 20,
      'meta-position': 'bottom', 'show-meta-on-hover': false, 'active-alignment': 'center', 'thumbnails-per-row': 4,
      padding: 20, lightbox: false, lightboxTheme: 'dark', 'max-width': 300, newWindow: false, transparentBackground: false,
    });
  });

  it.each<[string, unknown, unknown]>([
    ['autoplay-duration', 0, 1],
    ['autoplay-duration', 11, 10],
    ['autoplay-duration', '7', 7],
    ['autoplay-duration', 'fast', 5],
    ['thumbnail-strip-height', 250, 200],
    ['thumbnail-strip-margin', -5, 0],
    ['thumbnails-per-row', 0, 1],
    ['padding', 51, 50],
    ['max-width', 50, 100],
    ['design', 'slider', 'slider'],
    ['design', 'carousel', 'slider'],
    ['design', 'mosaic', 'grid'],
    ['aspect-ratio', '16:9', '16:9'],
    ['meta-position', 'top-left', 'top-left'],
    ['lightboxTheme', 'light', 'light'],
    ['lightboxTheme', 'blue', 'dark'],
    ['autoplay', 'true', true],
    ['auto-crop', false, false],
    ['controls', 'yes', false],
  ])('%s given %j resolves to %j', (name, raw, expected) => {
    expect(resolveGalleryOptions({ [name]: raw })[name as keyof GalleryOptions]).toBe(expected);
  });

  it.each([
    ['aspectRatio', true], ['vSize', true], ['thumbnail-strip-margin', true], ['design', false], ['controls', false],
  ])('changing %s re-renders: %s', (attribute, rerenders) => expect(isGalleryRerenderAttribute(attribute)).toBe(rerenders));
});

describe('galleryOptionErrors (spec §9 ranges, at the owner API)', () => {
  it('takes every option at the ends of its range and every listed choice', () => {
    expect(galleryOptionErrors({
      design: 'carousel', autoplay: true, 'autoplay-duration': 10, 'thumbnail-strip-height': 0, 'thumbnail-strip-margin': 60,
      'thumbnails-per-row': 1, padding: 50, 'max-width': 100, 'aspect-ratio': '2.40', 'meta-position': 'bottom-right', lightboxTheme: 'light',
    })).toEqual({});
  });

  it('names each refused option with the reason', () => {
    expect(galleryOptionErrors({ 'autoplay-duration': 11, padding: 2.5, design: 'mosaic', controls: 'yes', 'max-width': '200', sparkle: true })).toEqual({
      'autoplay-duration': 'autoplay-duration must be a whole number from 1 to 10.',
      padding: 'padding must be a whole number from 0 to 50.',
      design: 'mosaic is not one of the expected options',
      controls: 'controls must be true or false.',
      'max-width': 'max-width must be a whole number from 100 to 300.',
      sparkle: 'Unknown gallery option sparkle.',
    });
  });
});

describe('galleryAspectRatio (spec §9)', () => {
  it.each<[GalleryOptions['aspect-ratio'], number]>([['square', 1], ['3:2', 1.5], ['2:3', 2 / 3], ['16:9', 16 / 9], ['2.40', 2.4]])(
    '%s is %d wide per unit of height',
    (ratio, value) => expect(galleryAspectRatio(ratio)).toBeCloseTo(value),
  );
});

describe('galleryRerenderKey (spec §9 re-render attributes)', () => {
  const base = resolveGalleryOptions({});

  it('changes with a re-render attribute', () => {
    for (const change of [{ 'aspect-ratio': '16:9' }, { autoplay: true }, { 'autoplay-duration': 3 }, { lightbox: true }, { lightboxTheme: 'light' }, { padding: 0 }, { 'thumbnail-strip-height': 100 }, { 'thumbnail-strip-margin': 0 }] as const) {
      expect(galleryRerenderKey({ ...base, ...change })).not.toBe(galleryRerenderKey(base));
    }
  });

  it('stays the same when another option changes', () => {
    for (const change of [{ controls: true }, { 'meta-position': 'top' }, { 'thumbnails-per-row': 6 }, { newWindow: true }] as const) {
      expect(galleryRerenderKey({ ...base, ...change })).toBe(galleryRerenderKey(base));
    }
  });
});
