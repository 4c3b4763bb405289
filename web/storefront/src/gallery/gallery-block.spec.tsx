import { resolveGalleryOptions } from '@mercato/spec';
import { renderToStaticMarkup } from 'react-dom/server';
import { type GalleryBlockData, type ImageAssetData } from '../api/types';
import { GalleryBlock } from './gallery-block';
import { sliderSlideSizes } from './gallery-slides';

const image = (id: string, title = ''): ImageAssetData => ({
  id,
  assetUrl: `/api/media/${id}/${id}.jpg`,
  originalSize: '1200x800',
  mediaFocalPoint: { x: 0.25, y: 0.75 },
  colorData: { topLeftAverage: '000000', topRightAverage: '000000', bottomLeftAverage: '000000', bottomRightAverage: '000000', centerAverage: '000000' },
  systemDataVariants: '1200x800,100w,300w,500w,750w,1000w',
  title,
  body: '',
  filename: `${id}.jpg`,
  altText: `Picture ${id}`,
  tone: { light: false, dark: true },
});

const gallery = (options: Record<string, unknown>): GalleryBlockData => ({
  galleryId: 'g1',
  title: 'Lookbook',
  blockVariant: 1003,
  revision: 1,
  options: resolveGalleryOptions(options),
  images: [image('a', 'First'), image('b'), image('c')],
});

/** HTML attribute names are case-insensitive; React writes srcSet and fetchPriority. */
const render = (options: Record<string, unknown>) => renderToStaticMarkup(<GalleryBlock gallery={gallery(options)} />).toLowerCase();

describe('GalleryBlock (spec §9 gallery options)', () => {
  it('lays the grid out in thumbnails-per-row columns, padding apart, cropped to the aspect ratio around the focal point', () => {
    const html = render({ design: 'grid', 'thumbnails-per-row': 3, padding: 8, 'aspect-ratio': '16:9' });
    expect(html).toContain('data-design="grid"');
    expect(html).toContain('grid-template-columns:repeat(3, minmax(0, 1fr));gap:8px');
    expect(html).toContain('aspect-ratio:1.7777777777777777;object-fit:cover;object-position:25% 75%');
    // The first row is what a visitor sees first: fetched eagerly.
    expect(html.match(/loading="eager"/g)).toHaveLength(3);
  });

  it('keeps each image’s own shape without auto-crop, and a transparent background when asked', () => {
    const html = render({ design: 'grid', 'auto-crop': false, transparentBackground: true });
    expect(html).not.toContain('object-fit:cover');
    expect(html).toContain('gallery-transparent');
  });

  it('shows one slide of the slideshow, with controls and a thumbnail strip of the given height and margin', () => {
    const html = render({ design: 'slideshow', controls: true, thumbnails: true, 'thumbnail-strip-height': 60, 'thumbnail-strip-margin': 10 });
    expect(html.match(/class="gallery-slide"/g)).toHaveLength(3);
    expect(html.match(/hidden=""/g)).toHaveLength(2);
    expect(html).toContain('aria-label="next image"');
    expect(html).toContain('style="height:60px;margin-top:10px"');
    // Square thumbs at 60 px tall pick the 300w bucket (120 device pixels on a 2x screen).
    expect(html).toContain('/api/media/a/a.jpg?format=300w');
  });

  it('sizes non-square thumbnails by their shape, up to max-width', () => {
    const html = render({ design: 'slideshow', thumbnails: true, 'square-thumbs': false, 'thumbnail-strip-height': 200, 'max-width': 250 });
    expect(html).toContain('width="250" height="200"');
  });

  it('places the meta where meta-position says, shown only on hover when asked', () => {
    const html = render({ design: 'stacked', 'meta-position': 'top-left', 'show-meta-on-hover': true });
    expect(html).toContain('data-design="stacked"');
    expect(html).toContain('class="gallery-meta gallery-meta-top-left gallery-meta-on-hover"');
  });

  it('opens images in the lightbox when it is on, else in a new window when that is on, else not at all', () => {
    expect(render({ lightbox: true })).toContain('aria-label="open picture a"');
    const newWindow = render({ newWindow: true });
    expect(newWindow).toContain('target="_blank"');
    expect(newWindow).not.toContain('gallery-open');
    const plain = render({});
    expect(plain).not.toContain('<a ');
    expect(plain).not.toContain('<button');
  });

  it('leaves the alt empty when the caption already says it (axe: redundant alt), and keeps it otherwise', () => {
    const data = { ...gallery({}), images: [{ ...image('a', 'Picture a') }, image('b', 'A title')] };
    const html = renderToStaticMarkup(<GalleryBlock gallery={data} />);
    expect(html).toMatch(/<img [^>]*alt=""[^>]*>.*Picture a/);
    expect(html).toContain('alt="Picture b"');
  });

  it('lays the slider out as a row at the default slider aspect ratio', () => {
    const html = render({ design: 'slider', padding: 4 });
    expect(html).toContain('data-design="slider"');
    expect(html).toContain('aspect-ratio:100 / 50;gap:4px');
  });

  const pictures = (html: string) => html.match(/<img [^>]*class="gallery-picture"[^>]*>/g) ?? [];

  it.each(['slider', 'stacked'])('crops every %s image to the aspect ratio around its focal point with auto-crop, as the grid does', (design) => {
    for (const [ratio, css] of [['3:4', 'aspect-ratio:0.75;'], ['2.40', 'aspect-ratio:2.4;'], ['square', 'aspect-ratio:1;']] as const) {
      const shown = pictures(render({ design, 'aspect-ratio': ratio }));
      expect(shown).toHaveLength(3);
      for (const picture of shown) expect(picture).toContain(`style="${css}object-fit:cover;object-position:25% 75%"`);
    }
  });

  it.each(['slider', 'stacked'])('keeps each %s image its own shape without auto-crop, whatever the aspect ratio', (design) => {
    const shown = pictures(render({ design, 'auto-crop': false, 'aspect-ratio': '16:9' }));
    expect(shown).toHaveLength(3);
    for (const picture of shown) expect(picture).not.toContain('style=');
  });

  it('sizes cropped slider slides by the aspect ratio: the track is half as tall as wide', () => {
    expect(sliderSlideSizes(resolveGalleryOptions({ design: 'slider', 'aspect-ratio': '16:9' }))).toBe('89vw');
    expect(sliderSlideSizes(resolveGalleryOptions({ design: 'slider', 'aspect-ratio': '2:3' }))).toBe('34vw');
    expect(sliderSlideSizes(resolveGalleryOptions({ design: 'slider', 'auto-crop': false }))).toBe('(max-width: 432px) 100vw, 50vw');
    expect(render({ design: 'slider', 'aspect-ratio': '16:9' })).toContain('sizes="89vw"');
  });
});
