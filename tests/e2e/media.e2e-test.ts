import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { MODAL_LIGHTBOX, modalLightboxTopPx } from '@mercato/spec';
import { type Page } from 'playwright-core';
import { expectNoAxeViolations } from './support/axe';
import { freshPagePerTest, openHydrated, storefrontUrl } from './support/browser';
import { openConsole, ownerFetch } from './support/owner';

/**
 * Images and galleries in Chromium: the demo store's pages show its seeded pictures (spec §4/§5
 * image tag), each gallery design moves by keyboard, swipe and controls, and the modal lightbox
 * keeps focus, closes on Esc and gives focus and scroll back (spec §4, §9). Screenshots go to
 * test-results/media (git-ignored) for a person to look at.
 */
const fresh = freshPagePerTest();
let page: Page;
const SCREENSHOTS = join(__dirname, '..', '..', 'test-results', 'media');

beforeAll(() => mkdirSync(SCREENSHOTS, { recursive: true }));
beforeEach(() => {
  ({ page } = fresh);
});

/** The whole page, or what the window shows (an open lightbox covers only the window). */
const screenshot = (name: string, fullPage = true) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage });

/** Every shown <img> of the page has loaded a picture (none broken, none left as a failure comment); answers how many. */
async function imagesLoaded(): Promise<number> {
  // Lazy images load as they near the viewport: scroll the page through once.
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((done) => requestAnimationFrame(done));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].filter((image) => image.checkVisibility()).every((image) => image.complete), undefined, { timeout: 20_000 });
  const sizes = await page.$$eval('main img', (images) => images.filter((image) => image.checkVisibility()).map((image) => (image as HTMLImageElement).naturalWidth));
  expect(sizes.every((width) => width > 0)).toBe(true);
  expect(await page.locator('[data-image-failure]').count()).toBe(0);
  return sizes.length;
}

/** A gallery of the demo site's first `count` pictures with these options; answers its page path. */
async function galleryPage(options: Record<string, unknown>, count = 4): Promise<string> {
  const assets = (await ownerFetch('GET', '/api/owner/media/assets')).body as Array<{ id: string }>;
  const assetIds = assets.slice(0, count).map((asset) => asset.id);
  const gallery = await ownerFetch('POST', '/api/owner/media/galleries', { title: `E2E ${String(options.design)}`, assetIds, options });
  expect(gallery.status).toBe(201);
  return `/gallery/${String((gallery.body as { galleryId: string }).galleryId)}`;
}

const current = (testId: string) => page.getByTestId(testId).getAttribute('data-current');

describe('the demo store shows its pictures (spec §4/§5 image tag)', () => {
  it('collection cards and the product page load real images, the first eagerly with high priority and a srcset', async () => {
    await openHydrated(page, `${storefrontUrl()}/shop`);
    expect(await imagesLoaded()).toBeGreaterThanOrEqual(10);
    await screenshot('collection');

    await openHydrated(page, `${storefrontUrl()}/shop/p/linen-shirt`);
    expect(await imagesLoaded()).toBe(1);
    const picture = page.locator('.product-images img').first();
    expect(await picture.getAttribute('loading')).toBe('eager');
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('srcset')).toMatch(/\?format=100w 100w, .*\?format=1000w 1000w, \S+ 1200w$/);
    expect(await picture.getAttribute('sizes')).toBeTruthy();
    // Chromium fetched a WebP variant, not the 1200 px original, for this viewport.
    const chosen = await picture.evaluate((image) => (image as HTMLImageElement).currentSrc);
    expect(chosen).toMatch(/\?format=\d+w$/);
    await screenshot('product');
  });

  it('the home page features the first products of the shop with their pictures, the first eagerly with high priority', async () => {
    await openHydrated(page, `${storefrontUrl()}/`);
    expect(await page.getByTestId('featured-product').count()).toBe(4);
    expect(await imagesLoaded()).toBe(4);
    const pictures = page.getByTestId('featured-product-image');
    expect(await pictures.first().getAttribute('fetchpriority')).toBe('high');
    expect(await pictures.first().getAttribute('loading')).toBe('eager');
    expect(await pictures.nth(1).getAttribute('loading')).toBe('lazy');
    for (const picture of await pictures.all()) {
      // Sized (no layout shift) and picked from the srcset.
      expect(Number(await picture.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(await picture.getAttribute('height'))).toBeGreaterThan(0);
      expect(await picture.evaluate((image) => (image as HTMLImageElement).currentSrc)).toMatch(/\?format=\d+w$/);
    }
    await screenshot('home');
    await expectNoAxeViolations(page);
  });

  it("the cart shows each line's product picture as a thumbnail", async () => {
    await openHydrated(page, `${storefrontUrl()}/shop/p/linen-shirt`);
    await page.getByTestId('variant-select-Size').selectOption('M');
    await page.getByTestId('variant-select-Color').selectOption('Blue');
    await page.getByTestId('add-to-cart').click();
    await page.locator('[data-testid="add-to-cart"][data-state="added"]').waitFor({ timeout: 10_000 });

    await openHydrated(page, `${storefrontUrl()}/cart`);
    const thumbnail = page.getByTestId('cart-entry').getByTestId('cart-entry-image');
    await thumbnail.waitFor({ timeout: 10_000 });
    expect(await imagesLoaded()).toBe(1);
    expect(await thumbnail.getAttribute('alt')).toBeTruthy();
    // A 64 px square from the srcset, not the original (Chromium may reuse the larger rendition the product page cached).
    const shown = await thumbnail.evaluate((image) => ({ width: image.getBoundingClientRect().width, height: image.getBoundingClientRect().height, src: (image as HTMLImageElement).currentSrc }));
    expect(shown).toMatchObject({ width: 64, height: 64 });
    expect(await thumbnail.getAttribute('sizes')).toBe('64px');
    expect(shown.src).toMatch(/\?format=\d+w$/);
    await screenshot('cart');
    await expectNoAxeViolations(page);
  });
});

describe('the demo Lookbook: grid design with the lightbox (spec §4, §9 modal lightbox)', () => {
  async function openLookbook(): Promise<void> {
    await openHydrated(page, `${storefrontUrl()}/`);
    const href = await page.getByTestId('main-navigation').getByRole('link', { name: 'Lookbook', exact: true }).getAttribute('href');
    await openHydrated(page, `${storefrontUrl()}${href!}`);
  }

  it('shows every picture of the demo store in a grid of four per row', async () => {
    await openLookbook();
    // Nine product pictures and the beanie's red variant's own (services/gateway/src/seed/demo-seed.ts).
    expect(await imagesLoaded()).toBe(11);
    const tops = await page.$$eval('[data-testid=gallery-grid] > li', (items) => items.slice(0, 5).map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops.slice(0, 4)).size).toBe(1);
    expect(tops[4]).toBeGreaterThan(tops[0]!);
    await screenshot('lookbook-grid');
    await expectNoAxeViolations(page);
  });

  it('keeps focus inside, steps by arrow keys, closes on Esc and gives focus and scroll back', async () => {
    await page.setViewportSize({ width: 1000, height: 700 });
    await openLookbook();
    const opener = page.getByTestId('gallery-open').nth(5);
    await opener.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await opener.click();

    const dialog = page.getByTestId('gallery-lightbox');
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid=gallery-lightbox-image] img')?.complete === true);
    expect(await dialog.getAttribute('aria-modal')).toBe('true');
    expect(await page.getByTestId('gallery-lightbox-image').getAttribute('data-index')).toBe('5');
    // Spec §9 placement: 50 px from the top when taller than the window, else centred.
    const { top, height, windowHeight } = await dialog.evaluate((element) => ({ top: element.getBoundingClientRect().top, height: (element as HTMLElement).offsetHeight, windowHeight: window.innerHeight }));
    expect(top).toBeCloseTo(modalLightboxTopPx(height, windowHeight), 0);
    await screenshot('lookbook-lightbox', false);
    await expectNoAxeViolations(page);

    // Tab goes round the dialog's three buttons and never leaves it.
    for (let press = 0; press < 5; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=gallery-lightbox]') !== null)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('[data-testid=gallery-lightbox]') !== null)).toBe(true);

    await page.keyboard.press('ArrowRight');
    expect(await page.getByTestId('gallery-lightbox-image').getAttribute('data-index')).toBe('6');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await page.getByTestId('gallery-lightbox-image').getAttribute('data-index')).toBe('4');

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    // Focus goes back in the close's cleanup, which the browser runtime may run a frame after the removal.
    const openerLabel = await opener.getAttribute('aria-label');
    await page.waitForFunction((label) => document.activeElement?.getAttribute('aria-label') === label, openerLabel, { timeout: 2_000 });
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  it('steps through the lightbox by swiping', async () => {
    await openLookbook();
    await page.getByTestId('gallery-open').first().click();
    const figure = page.getByTestId('gallery-lightbox-image');
    const box = (await figure.boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.8, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    expect(await figure.getAttribute('data-index')).toBe('1');
  });

  it('places itself again 100 ms after the window is resized: centred while it fits, 50 px from the top once taller', async () => {
    await page.setViewportSize({ width: 600, height: 1000 });
    await openLookbook();
    await page.getByTestId('gallery-open').first().click();
    const dialog = page.getByTestId('gallery-lightbox');
    await dialog.waitFor();
    await page.waitForFunction(() => document.querySelector<HTMLImageElement>('[data-testid=gallery-lightbox-image] img')?.complete === true);
    const placement = () =>
      dialog.evaluate((element) => ({ top: Number.parseFloat((element as HTMLElement).style.top), height: (element as HTMLElement).offsetHeight, windowHeight: window.innerHeight }));
    /** Waits until the dialog sits where spec §9 puts it for the window it is in now; answers that placement. */
    const placed = async () => {
      await page.waitForFunction(
        ({ margin }) => {
          const element = document.querySelector<HTMLElement>('[data-testid=gallery-lightbox]')!;
          const expected = element.offsetHeight > window.innerHeight ? margin : (window.innerHeight - element.offsetHeight) / 2;
          return Math.abs(Number.parseFloat(element.style.top) - expected) < 1;
        },
        { margin: MODAL_LIGHTBOX.topMarginPx },
      );
      return placement();
    };
    const opened = await placed();
    expect(opened.height).toBeLessThan(1000);
    expect(opened.top).toBeCloseTo((1000 - opened.height) / 2, 0);

    // When the resize reached the page, and each time the dialog was moved (the page's own clock).
    await dialog.evaluate((element) => {
      const watch = window as unknown as { resizedAt?: number; movedAt: number[] };
      watch.movedAt = [];
      // Capturing on the window runs before the lightbox's own resize listener.
      window.addEventListener('resize', () => (watch.resizedAt = performance.now()), { capture: true });
      new MutationObserver(() => watch.movedAt.push(performance.now())).observe(element, { attributes: true, attributeFilter: ['style'] });
    });
    const moveDelays = () =>
      page.evaluate(() => {
        const watch = window as unknown as { resizedAt: number; movedAt: number[] };
        return watch.movedAt.map((at) => at - watch.resizedAt);
      });

    // A shorter window the picture still fits: the dialog keeps its size, only the resize timer moves it.
    await page.setViewportSize({ width: 600, height: 900 });
    const shorter = await placed();
    expect(shorter.height).toBe(opened.height);
    expect(shorter.top).toBeCloseTo((900 - opened.height) / 2, 0);
    const delays = await moveDelays();
    expect(delays.length).toBeGreaterThan(0);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(MODAL_LIGHTBOX.resizeTimeoutMs);

    // A window shorter than the dialog: 50 px from the top, the rest scrolls in the overlay.
    await page.setViewportSize({ width: 600, height: 300 });
    const taller = await placed();
    expect(taller.height).toBeGreaterThan(300);
    expect(taller.top).toBe(MODAL_LIGHTBOX.topMarginPx);

    await page.setViewportSize({ width: 600, height: 1000 });
    const again = await placed();
    expect(again.top).toBeCloseTo((1000 - again.height) / 2, 0);
  });
});

describe('each gallery design (spec §9)', () => {
  it('slideshow: one slide at a time, moved by the keyboard, a swipe, the controls, the thumbnails and autoplay', async () => {
    const path = await galleryPage({ design: 'slideshow', controls: true, thumbnails: true, 'thumbnail-strip-height': 60, autoplay: true, 'autoplay-duration': 1 });
    await openHydrated(page, `${storefrontUrl()}${path}`);
    expect(await imagesLoaded()).toBe(1 + 4);
    // Autoplay moves on by itself while the pointer and focus are elsewhere.
    await page.waitForFunction(() => document.querySelector('[data-testid=gallery-slideshow]')?.getAttribute('data-current') !== '0', undefined, { timeout: 5_000 });
    await screenshot('gallery-slideshow');
    await expectNoAxeViolations(page);

    // Focus pauses autoplay, so the keys' effect is all that moves it.
    await page.getByTestId('gallery-slideshow').focus();
    await page.keyboard.press('Home');
    expect(await current('gallery-slideshow')).toBe('0');
    await page.keyboard.press('ArrowRight');
    expect(await current('gallery-slideshow')).toBe('1');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    expect(await current('gallery-slideshow')).toBe('3');

    await page.getByTestId('gallery-next').click();
    expect(await current('gallery-slideshow')).toBe('0');
    await page.getByTestId('gallery-thumbnails').getByRole('button', { name: 'Show image 3' }).click();
    expect(await current('gallery-slideshow')).toBe('2');
    expect(await page.getByTestId('gallery-thumbnails').evaluate((strip) => (strip as HTMLElement).offsetHeight)).toBe(60);

    await page.locator('.gallery-stage').scrollIntoViewIfNeeded();
    const stage = (await page.locator('.gallery-stage').boundingBox())!;
    const y = Math.max(stage.y, 0) + 100;
    await page.mouse.move(stage.x + stage.width * 0.3, y);
    await page.mouse.down();
    await page.mouse.move(stage.x + stage.width * 0.8, y, { steps: 5 });
    await page.mouse.up();
    expect(await current('gallery-slideshow')).toBe('1');
  });

  /** Width over height of each shown gallery picture. */
  const pictureRatios = () => page.$$eval('.gallery-picture', (pictures) => pictures.map((picture) => picture.getBoundingClientRect()).filter(({ height }) => height > 0).map(({ width, height }) => width / height));

  it('slider: a row of images cropped to the aspect ratio; the active one is scrolled to the centre', async () => {
    await page.setViewportSize({ width: 800, height: 700 });
    const path = await galleryPage({ design: 'carousel', controls: true, 'active-alignment': 'center', 'aspect-ratio': '16:9' }, 6);
    await openHydrated(page, `${storefrontUrl()}${path}`);
    const tops = await page.$$eval('.gallery-track .gallery-slide', (slides) => slides.map((slide) => Math.round(slide.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    const ratios = await pictureRatios();
    expect(ratios).toHaveLength(6);
    for (const ratio of ratios) expect(ratio).toBeCloseTo(16 / 9, 1);
    await page.getByTestId('gallery-slider').locator('.gallery-track').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await current('gallery-slider')).toBe('2');
    await page.waitForFunction(() => {
      const track = document.querySelector('.gallery-track')!;
      const active = document.querySelector('.gallery-slide-active')!.getBoundingClientRect();
      const box = track.getBoundingClientRect();
      return Math.abs(active.left + active.width / 2 - (box.left + box.width / 2)) < 4;
    });
    await screenshot('gallery-slider');
    await expectNoAxeViolations(page);
  });

  it('stacked: one image under the other, padding apart, cropped to the aspect ratio, with the meta on top', async () => {
    const path = await galleryPage({ design: 'stacked', padding: 30, 'meta-position': 'top', 'aspect-ratio': '4:3' }, 3);
    await openHydrated(page, `${storefrontUrl()}${path}`);
    expect(await imagesLoaded()).toBe(3);
    for (const ratio of await pictureRatios()) expect(ratio).toBeCloseTo(4 / 3, 1);
    const boxes = await page.$$eval('[data-testid=gallery-stacked] > li', (items) => items.map((item) => item.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })));
    expect(boxes[1]!.top - boxes[0]!.bottom).toBeCloseTo(30, 0);
    await screenshot('gallery-stacked');
    await expectNoAxeViolations(page);
  });

  it('a light lightbox on a grid of two per row', async () => {
    const path = await galleryPage({ design: 'grid', 'thumbnails-per-row': 2, lightbox: true, lightboxTheme: 'light' });
    await openHydrated(page, `${storefrontUrl()}${path}`);
    await page.getByTestId('gallery-open').first().click();
    const background = await page.getByTestId('gallery-lightbox').evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(background).toBe('rgb(255, 255, 255)');
    await screenshot('gallery-light-lightbox', false);
    await page.getByTestId('gallery-lightbox-close').click();
    await page.getByTestId('gallery-lightbox').waitFor({ state: 'detached' });
  });
});

describe('a gallery changed while a visitor looks at it (spec §9 re-render attributes)', () => {
  it('keeps the slide on a change of another option, and draws the gallery afresh on a re-render attribute', async () => {
    const assets = (await ownerFetch('GET', '/api/owner/media/assets')).body as Array<{ id: string }>;
    const definition = { title: 'E2E re-render', assetIds: assets.slice(0, 4).map((asset) => asset.id) };
    const options = { design: 'slideshow', controls: true, padding: 20 };
    const created = await ownerFetch('POST', '/api/owner/media/galleries', { ...definition, options });
    const galleryId = (created.body as { galleryId: string }).galleryId;
    const change = async (changed: Record<string, unknown>) => expect((await ownerFetch('PUT', `/api/owner/media/galleries/${galleryId}`, { ...definition, options: changed })).status).toBe(200);
    /** The page's data goes stale after a minute; the visitor coming back to the tab reads it again. */
    const visitorReturns = async () => {
      await page.clock.fastForward('01:01');
      await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    };

    await page.clock.install();
    await openHydrated(page, `${storefrontUrl()}/gallery/${galleryId}`);
    await page.getByTestId('gallery-slideshow').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await current('gallery-slideshow')).toBe('2');

    // `controls` is no re-render attribute: the controls go, the visitor stays on the third image.
    await change({ ...options, controls: false });
    await visitorReturns();
    await page.getByTestId('gallery-next').waitFor({ state: 'detached' });
    expect(await current('gallery-slideshow')).toBe('2');

    // `padding` is one: the gallery is drawn afresh, from its first image.
    await change({ ...options, controls: false, padding: 40 });
    await visitorReturns();
    await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-testid=gallery]')?.style.padding === '40px');
    expect(await current('gallery-slideshow')).toBe('0');
  });
});

describe('the console’s Images page (owner upload)', () => {
  async function openImagesPage(): Promise<void> {
    await openConsole(page, '/demo-site/images');
    await page.getByTestId('image-list').waitFor();
  }

  it('uploads an image and lists it first; refuses a file that is no image with the spec’s message', async () => {
    await openImagesPage();
    const picture = Buffer.from(await (await fetch(`${storefrontUrl()}${String((await page.locator('.image-list code').first().textContent())!)}?format=300w`)).arrayBuffer());
    await page.getByTestId('image-file').setInputFiles({ name: 'console-upload.jpg', mimeType: 'image/jpeg', buffer: picture });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.locator('.image-list li').first().getByText('console-upload.jpg', { exact: true }).waitFor();
    expect(await page.locator('.image-list li').first().textContent()).toContain('300x300');

    await page.getByTestId('image-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByRole('button', { name: 'Upload' }).click();
    await page.getByText('The file notes.txt does not appear to be a supported image file.').waitFor();
    await screenshot('console-images');
    await expectNoAxeViolations(page);
  });
});
