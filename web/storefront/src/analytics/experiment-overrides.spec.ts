import { FakeStorage } from '../testing/analytics-fakes';
import { EXPERIMENT_OVERRIDES_KEY, sessionExperimentOverrides } from './experiment-overrides';

const staging = (search: string) => ({ search, hostname: 'staging.shop.example' });

describe('experiment overrides kept in session data (spec §6)', () => {
  const warnings: string[] = [];
  const warn = (message: string) => warnings.push(message);
  beforeEach(() => (warnings.length = 0));

  it('keeps a pinned variant for the next pages of the session', () => {
    const storage = new FakeStorage();
    expect(sessionExperimentOverrides(storage, staging('?experiment.checkout-button=blue'), warn)).toEqual({ 'checkout-button': 'blue' });
    expect(sessionExperimentOverrides(storage, staging(''), warn)).toEqual({ 'checkout-button': 'blue' });
  });

  it('honours reset: the pin is forgotten and the stored data removed', () => {
    const storage = new FakeStorage();
    sessionExperimentOverrides(storage, staging('?experiment.checkout-button=blue'), warn);
    expect(sessionExperimentOverrides(storage, staging('?experiment.checkout-button=reset'), warn)).toEqual({});
    expect(storage.values.has(EXPERIMENT_OVERRIDES_KEY)).toBe(false);
  });

  it('pins nothing on a public host', () => {
    const storage = new FakeStorage();
    expect(sessionExperimentOverrides(storage, { search: '?experiment.checkout-button=blue', hostname: 'shop.example.com' }, warn)).toEqual({});
    expect(storage.values.size).toBe(0);
  });

  it('warns about unreadable stored data and starts again from the query', () => {
    const storage = new FakeStorage();
    storage.values.set(EXPERIMENT_OVERRIDES_KEY, '{not json');
    expect(sessionExperimentOverrides(storage, staging('?experiment.hero=small'), warn)).toEqual({ hero: 'small' });
    expect(warnings).toEqual(['Ignoring unreadable experiment overrides in session data: {not json']);
  });

  it('still applies the page’s query when storage is switched off', () => {
    const storage = new FakeStorage();
    storage.broken = true;
    expect(sessionExperimentOverrides(storage, staging('?experiment.hero=small'), warn)).toEqual({ hero: 'small' });
    expect(warnings).toHaveLength(1);
  });
});
