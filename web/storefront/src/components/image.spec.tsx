import { renderToStaticMarkup } from 'react-dom/server';
import { Image } from './image';

/** HTML attribute names are case-insensitive; React writes srcSet and fetchPriority. */
const render = (props: Parameters<typeof Image>[0]) => renderToStaticMarkup(<Image {...props} />).replace(/ (srcSet|fetchPriority|imageSrcSet|imageSizes)=/g, (_match, name: string) => ` ${name.toLowerCase()}=`);
const BASE = { src: '/api/media/a1/mug.jpg', width: 800, height: 600, alt: 'Mug', sizes: '50vw' } as const;

describe('Image (spec §4 loading, §5 props)', () => {
  it('high priority loads eagerly with high fetch priority, with the sqs srcset and sizes', () => {
    const html = render({ ...BASE, priority: 'high' });
    expect(html).toContain('loading="eager"');
    expect(html).toMatch(/<img [^>]*fetchpriority="high"/);
    expect(html).toContain('srcset="/api/media/a1/mug.jpg?format=100w 100w, /api/media/a1/mug.jpg?format=300w 300w, /api/media/a1/mug.jpg?format=500w 500w, /api/media/a1/mug.jpg?format=750w 750w, /api/media/a1/mug.jpg 800w"');
    expect(html).toContain('sizes="50vw"');
    expect(html).toContain('width="800"');
    expect(html).toContain('height="600"');
  });

  it('low priority loads lazily with low fetch priority; none lazily with no fetch priority', () => {
    expect(render({ ...BASE, priority: 'low' })).toMatch(/loading="lazy".*fetchpriority="low"/);
    const none = render(BASE);
    expect(none).toContain('loading="lazy"');
    expect(none).not.toContain('fetchpriority');
  });

  it('renders broken props as HTML comments instead of an image', () => {
    const html = render({ src: '/x.jpg', width: undefined, height: 0, alt: undefined, loader: 'sqs' });
    expect(html).not.toContain('<img');
    expect(html).toContain('<!-- Image: width is required -->');
    expect(html).toContain('<!-- Image: height must be a positive whole number -->');
    expect(html).toContain('<!-- Image: alt is required (use an empty alt for decorative images) -->');
    expect(html).toContain('<!-- Image: sizes is required with the sqs loader -->');
  });

  it('keeps an empty alt for a decorative image, and a raw srcset as given', () => {
    const html = render({ src: '/x.png', width: 10, height: 10, alt: '', loader: 'raw', srcset: '/x.png 10w' });
    expect(html).toContain('alt=""');
    expect(html).toContain('srcset="/x.png 10w"');
  });
});
