import { isGalleryRerenderAttribute, resolveGalleryOptions, type GalleryOptions } from './gallery';

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
    ['design', 'carousel', 'grid'],
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
