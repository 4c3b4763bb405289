import { type ImageMetrics, type PageSpeedData, type PerformanceRecord } from '@mercato/spec';
import { browserSnapshot, FakeTransport, jestTimers } from '../testing/analytics-fakes';
import { imageMetrics, imageTypeOf } from './image-metrics';
import { type NavigationTiming, navigationTimings, pageSpeedData, type VitalReading, vitalMeasurement } from './page-speed';
import { createPerformanceReporter } from './performance-reporter';
import { type AnalyticsIdentity } from './session';

const identity: AnalyticsIdentity = { analyticsId: 'analytics-1', sessionId: 'session-1', marketingId: 'marketing-1', firstSession: true, hasLanded: false, localStorageSupported: true };
const site = { websiteId: 'demo-site', templateId: 'mercato-basic', locale: 'en-US' };

const navigation: NavigationTiming = {
  domainLookupStart: 2,
  domainLookupEnd: 7,
  connectStart: 7,
  connectEnd: 40,
  secureConnectionStart: 15,
  domContentLoadedEventEnd: 310,
  loadEventStart: 420,
  loadEventEnd: 425,
  transferSize: 18_300,
  encodedBodySize: 18_000,
  decodedBodySize: 61_000,
};

describe('web vital ratings (spec §9 thresholds)', () => {
  it.each<[VitalReading, string]>([
    [{ name: 'FCP', value: 1800, rating: 'poor' }, 'good'],
    [{ name: 'FCP', value: 3001, rating: 'good' }, 'poor'],
    [{ name: 'LCP', value: 2600, rating: 'good' }, 'needs-improvement'],
    [{ name: 'FID', value: 301, rating: 'good' }, 'poor'],
    [{ name: 'CLS', value: 0.1, rating: 'poor' }, 'good'],
    [{ name: 'CLS', value: 0.26, rating: 'good' }, 'poor'],
  ])('%j is rated %s by the spec, whatever the library said', (reading, rating) => {
    expect(vitalMeasurement(reading)).toEqual({ value: reading.value, rating });
  });

  it('keeps the library rating for INP and TTFB, which the spec does not rate', () => {
    expect(vitalMeasurement({ name: 'INP', value: 350, rating: 'needs-improvement' }).rating).toBe('needs-improvement');
    expect(vitalMeasurement({ name: 'TTFB', value: 90, rating: 'good' }).rating).toBe('good');
  });
});

describe('page-speed data (spec §7)', () => {
  it('takes DNS, TCP and TLS durations, load events and body sizes from the navigation entry', () => {
    expect(navigationTimings(navigation)).toEqual({
      dns: 5,
      tcp: 33,
      tls: 25,
      domContentLoaded: 310,
      loadEventStart: 420,
      loadEventEnd: 425,
      transferSize: 18_300,
      encodedBodySize: 18_000,
      decodedBodySize: 61_000,
    });
  });

  it('reports no TLS time over plain HTTP and no load events before the page has loaded', () => {
    const timings = navigationTimings({ ...navigation, secureConnectionStart: 0, loadEventStart: 0, loadEventEnd: 0 });
    expect(timings.tls).toBe(0);
    expect(timings).not.toHaveProperty('loadEventEnd');
  });

  it('assembles ids, connection, sizes, location and every timing into one report', () => {
    const vitals: VitalReading[] = [
      { name: 'FCP', value: 812, rating: 'good' },
      { name: 'LCP', value: 1204, rating: 'good' },
      { name: 'CLS', value: 0.02, rating: 'good' },
      { name: 'TTFB', value: 95, rating: 'good' },
    ];
    const data = pageSpeedData({ browser: browserSnapshot(), site, identity, connection: { effectiveType: '4g', rtt: 50 }, vitals, navigation });
    expect(data).toEqual({
      analyticsId: 'analytics-1',
      marketingId: 'marketing-1',
      websiteId: 'demo-site',
      connection: { effectiveType: '4g', rtt: 50 },
      screenWidth: 1920,
      screenHeight: 1080,
      viewportWidth: 1280,
      viewportHeight: 720,
      hash: '#reviews',
      hostname: 'localhost',
      pathname: '/shop/p/linen-shirt',
      timings: {
        ...navigationTimings(navigation),
        firstContentfulPaint: { value: 812, rating: 'good' },
        largestContentfulPaint: { value: 1204, rating: 'good' },
        layoutShift: { value: 0.02, rating: 'good' },
        timeToFirstByte: { value: 95, rating: 'good' },
      },
    });
  });
});

describe('image metrics (spec §7)', () => {
  it.each([
    ['https://images.example/demo/linen-shirt.JPG?format=750w', 'jpg'],
    ['/assets/hero.webp#x', 'webp'],
    ['https://images.example/demo/linen-shirt', ''],
  ])('%s is a %j image', (src, type) => expect(imageTypeOf(src)).toBe(type));

  it('records visibility on load, sizes, type and loader of one image', () => {
    expect(
      imageMetrics({
        src: 'https://images.example/linen-shirt.jpg',
        firstEntry: { isIntersecting: true, intersectionRatio: 0.75, time: 431.6 },
        naturalWidth: 1500,
        naturalHeight: 1000,
        renderedWidth: 600,
        renderedHeight: 400,
        transferSize: undefined,
      }),
    ).toEqual({
      src: 'https://images.example/linen-shirt.jpg',
      visibleOnLoad: true,
      observationTime: 432,
      intersectionRatio: 0.75,
      size: 0,
      imageType: 'jpg',
      loaderType: 'raw',
      naturalWidth: 1500,
      naturalHeight: 1000,
      renderedWidth: 600,
      renderedHeight: 400,
    });
  });
});

describe('performance reporter (spec §4 "Page-speed report", §9 "Performance")', () => {
  const report: PageSpeedData = pageSpeedData({ browser: browserSnapshot(), site, identity, connection: {}, vitals: [], navigation });
  const image: ImageMetrics = imageMetrics({
    src: '/a.png',
    firstEntry: { isIntersecting: false, intersectionRatio: 0, time: 10 },
    naturalWidth: 1,
    naturalHeight: 1,
    renderedWidth: 1,
    renderedHeight: 1,
    transferSize: 68,
  });

  beforeEach(() => jest.useFakeTimers({ now: 1_760_000_000_000 }));
  afterEach(() => jest.useRealTimers());

  function reporter(pageSpeed: () => PageSpeedData | undefined = () => report) {
    const transport = new FakeTransport();
    const performanceReporter = createPerformanceReporter({ transport, timers: jestTimers, now: Date.now, pageLoadId: 'load-1', pageSpeed });
    const sent = () => transport.beacons.map((beacon) => JSON.parse(beacon.body) as PerformanceRecord[]);
    return { performanceReporter, transport, sent };
  }

  it('sends one page-speed report when the page is hidden, as a plain-text beacon of records', () => {
    const { performanceReporter, transport, sent } = reporter();
    performanceReporter.loaded();
    jest.advanceTimersByTime(5_000);
    performanceReporter.pageHidden();
    expect(transport.beacons.map(({ url }) => url)).toEqual(['/api/1/performance/records']);
    expect(sent()).toEqual([[{ raw: true, app: 'storefront', data: report, event: 'page_speed', pageLoadId: 'load-1', ts: 1_760_000_005_000 }]]);

    performanceReporter.pageHidden();
    jest.advanceTimersByTime(60_000);
    expect(sent()).toHaveLength(1);
  });

  it('sends the report 60 s after load when the page stays visible, and not again on hide', () => {
    const { performanceReporter, sent } = reporter();
    performanceReporter.loaded();
    jest.advanceTimersByTime(59_999);
    expect(sent()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(sent().map((records) => records.map((record) => record.event))).toEqual([['page_speed']]);
    performanceReporter.pageHidden();
    expect(sent()).toHaveLength(1);
  });

  it('flushes image metrics 30 s after load, and later ones with the report', () => {
    const { performanceReporter, sent } = reporter();
    performanceReporter.loaded();
    performanceReporter.addImage(image);
    jest.advanceTimersByTime(30_000);
    expect(sent()).toEqual([[expect.objectContaining({ event: 'image', data: image, pageLoadId: 'load-1' })]]);
    performanceReporter.addImage(image);
    performanceReporter.pageHidden();
    expect(sent()[1]?.map((record) => record.event)).toEqual(['image', 'page_speed']);
  });

  it('sends no page-speed record for a page load analytics does not record', () => {
    const { performanceReporter, transport } = reporter(() => undefined);
    performanceReporter.loaded();
    performanceReporter.pageHidden();
    jest.advanceTimersByTime(60_000);
    expect(transport.beacons).toEqual([]);
    expect(transport.posts).toEqual([]);
  });

  it('posts the same plain text when the browser refuses the beacon', () => {
    const { performanceReporter, transport } = reporter();
    transport.beaconAccepted = false;
    performanceReporter.pageHidden();
    expect(transport.posts).toEqual([
      expect.objectContaining({ url: '/api/1/performance/records', contentType: 'text/plain;charset=UTF-8', options: expect.objectContaining({ keepalive: true }) }),
    ]);
  });
});
