import { fetchInstalmentInfoPage } from './instalment-api';

const answering = (status: number, body: string) => (() => Promise.resolve(new Response(body, { status }))) as unknown as typeof fetch;

describe('instalment information page load (spec §7, §8)', () => {
  it("answers the locale's page", async () => {
    const warnings: string[] = [];
    expect(await fetchInstalmentInfoPage('fr_CA', (message) => warnings.push(message), answering(200, '<h1>Payez</h1>'))).toBe('<h1>Payez</h1>');
    expect(warnings).toEqual([]);
  });

  it.each<[string, typeof fetch, string]>([
    ['an error status', answering(503, 'down'), 'Could not load the instalment information page (en_US): HTTP 503'],
    ['a network failure', (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch, 'Could not load the instalment information page (en_US): Failed to fetch'],
  ])('turns %s into one console warning and no page', async (_case, fetchImpl, warning) => {
    const warnings: string[] = [];
    expect(await fetchInstalmentInfoPage('en_US', (message) => warnings.push(message), fetchImpl)).toBeUndefined();
    expect(warnings).toEqual([warning]);
  });
});
