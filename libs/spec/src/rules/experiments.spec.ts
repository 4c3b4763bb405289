import { ExperimentMessages, experimentsProblem, experimentVariant, experimentVariants, isInternalOrStagingHost, MAX_SITE_EXPERIMENTS, overridesAfterQuery } from './experiments';

const checkout = { name: 'checkout-button', variant: 'green', status: 'ACTIVE' };
const paused = { name: 'hero-image', variant: 'large', status: 'PAUSED' };

describe('experiments (spec §4 "Experiment", §6 overrides)', () => {
  it.each([
    ['localhost', true],
    ['shop.localhost', true],
    ['127.0.0.1', true],
    ['shop.internal', true],
    ['staging.shop.example', true],
    ['shop-staging.example.com', true],
    ['shop.example.com', false],
    ['stagingshop.example.com', false],
    ['www.staging-notes.com', false],
  ])('%s is internal or staging: %s', (host, expected) => expect(isInternalOrStagingHost(host)).toBe(expected));

  it('counts only an ACTIVE experiment', () => {
    expect(experimentVariant([checkout, paused], 'checkout-button', {})).toBe('green');
    expect(experimentVariant([checkout, paused], 'hero-image', {})).toBeUndefined();
    expect(experimentVariant([checkout], 'unknown', {})).toBeUndefined();
  });

  it('lets a pinned variant win, even over a paused experiment', () => {
    expect(experimentVariant([checkout, paused], 'checkout-button', { 'checkout-button': 'blue' })).toBe('blue');
    expect(experimentVariant([checkout, paused], 'hero-image', { 'hero-image': 'small' })).toBe('small');
  });

  it('pins variants from the query on a staging host, keeping earlier pins', () =>
    expect(overridesAfterQuery({ 'hero-image': 'small' }, new URLSearchParams('experiment.checkout-button=blue&utm_source=x'), 'staging.shop.example')).toEqual({
      'hero-image': 'small',
      'checkout-button': 'blue',
    }));

  it('forgets one pin on "reset", and all of them on experiments=reset', () => {
    const stored = { 'hero-image': 'small', 'checkout-button': 'blue' };
    expect(overridesAfterQuery(stored, new URLSearchParams('experiment.hero-image=reset'), 'localhost')).toEqual({ 'checkout-button': 'blue' });
    expect(overridesAfterQuery(stored, new URLSearchParams('experiments=reset&experiment.x=y'), 'localhost')).toEqual({});
  });

  it('ignores a name or variant no owner could set, and pins no more than a site has experiments', () => {
    expect(overridesAfterQuery({}, new URLSearchParams('experiment.Hero=b&experiment.=b&experiment.hero=%3Cb%3E&experiment.nav=on'), 'localhost')).toEqual({ nav: 'on' });
    const full = Object.fromEntries(Array.from({ length: MAX_SITE_EXPERIMENTS }, (_, index) => [`e${index}`, 'a']));
    expect(Object.keys(overridesAfterQuery(full, new URLSearchParams('experiment.one-more=a&experiment.e0=b'), 'localhost'))).toHaveLength(MAX_SITE_EXPERIMENTS);
    expect(overridesAfterQuery(full, new URLSearchParams('experiment.e0=b'), 'localhost').e0).toBe('b');
  });

  it('ignores the query, and every stored pin, on a public host', () =>
    expect(overridesAfterQuery({ 'hero-image': 'small' }, new URLSearchParams('experiment.checkout-button=blue'), 'shop.example.com')).toEqual({}));

  it('answers every counted variant by name: the ACTIVE ones and the pinned ones', () => {
    expect(experimentVariants([checkout, paused], {})).toEqual({ 'checkout-button': 'green' });
    expect(experimentVariants([checkout, paused], { 'hero-image': 'small', 'new-nav': 'on' })).toEqual({ 'checkout-button': 'green', 'hero-image': 'small', 'new-nav': 'on' });
  });

  it('accepts a valid list and names the first broken rule of a bad one', () => {
    expect(experimentsProblem([checkout, paused, { name: 'old_banner', variant: 'B-2', status: 'ENDED' }])).toBeNull();
    expect(experimentsProblem([])).toBeNull();
    expect(experimentsProblem([{ ...checkout, name: 'Checkout' }])).toBe(ExperimentMessages.NAME);
    expect(experimentsProblem([{ ...checkout, name: '' }])).toBe(ExperimentMessages.NAME);
    expect(experimentsProblem([checkout, { ...checkout, variant: 'blue' }])).toBe(ExperimentMessages.DUPLICATE_NAME);
    expect(experimentsProblem([{ ...checkout, variant: 'reset' }])).toBe(ExperimentMessages.VARIANT);
    expect(experimentsProblem([{ ...checkout, variant: 'a b' }])).toBe(ExperimentMessages.VARIANT);
    expect(experimentsProblem([{ ...checkout, status: 'active' }])).toBe(ExperimentMessages.STATUS);
    const many = Array.from({ length: MAX_SITE_EXPERIMENTS + 1 }, (_, index) => ({ name: `e${index}`, variant: 'a', status: 'ACTIVE' }));
    expect(experimentsProblem(many)).toBe(ExperimentMessages.COUNT);
  });
});
