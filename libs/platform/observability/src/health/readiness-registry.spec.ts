import { ReadinessRegistry } from './readiness-registry';

describe('ReadinessRegistry', () => {
  it('is ready when every check passes', async () => {
    const readiness = new ReadinessRegistry();
    readiness.register('database', async () => ({ ok: true }));
    readiness.register('event log', async () => ({ ok: true, detail: 'lag 0' }));
    await expect(readiness.evaluate()).resolves.toEqual({ ok: true, checks: { database: { ok: true }, 'event log': { ok: true, detail: 'lag 0' } } });
  });

  it('counts a check that throws as failed, with its message', async () => {
    const readiness = new ReadinessRegistry();
    readiness.register('database', async () => ({ ok: true }));
    readiness.register('broker', () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:9092')));
    await expect(readiness.evaluate()).resolves.toEqual({
      ok: false,
      checks: { database: { ok: true }, broker: { ok: false, detail: 'ECONNREFUSED 127.0.0.1:9092' } },
    });
  });

  it('keeps a gate failing with its detail until it is opened', async () => {
    const readiness = new ReadinessRegistry();
    readiness.register('database', async () => ({ ok: true }));
    readiness.registerGate('projections', 'catching up with the event log');
    await expect(readiness.evaluate()).resolves.toEqual({
      ok: false,
      checks: { database: { ok: true }, projections: { ok: false, detail: 'catching up with the event log' } },
    });
    readiness.open('projections');
    await expect(readiness.evaluate()).resolves.toEqual({ ok: true, checks: { database: { ok: true }, projections: { ok: true } } });
    expect(() => readiness.open('seed')).toThrow('No readiness gate named "seed"');
  });

  it('refuses two checks with one name', () => {
    const readiness = new ReadinessRegistry();
    readiness.register('database', async () => ({ ok: true }));
    expect(() => readiness.register('database', async () => ({ ok: true }))).toThrow('already registered');
  });
});
