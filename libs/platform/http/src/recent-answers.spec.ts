import { RecentAnswers } from './recent-answers';

describe('RecentAnswers.fresh', () => {
  let now = 0;
  const answers = () => new RecentAnswers<{ status: number }>({ ttlMs: 250, maxKeys: 10, keep: (answer) => answer.status === 200 }, () => now);

  beforeEach(() => {
    now = 1_000;
  });

  it('gives a kept answer once it has arrived, until it expires', async () => {
    const recent = answers();
    const asked = recent.answer('/shop', async () => ({ status: 200 }));
    expect(recent.fresh('/shop')).toBeUndefined();
    await asked;
    expect(recent.fresh('/shop')).toEqual({ status: 200 });
    now += 250;
    expect(recent.fresh('/shop')).toBeUndefined();
  });

  it('never gives an answer it does not keep, nor another key\'s', async () => {
    const recent = answers();
    await recent.answer('/missing', async () => ({ status: 404 }));
    await recent.answer('/shop', async () => ({ status: 200 }));
    expect(recent.fresh('/missing')).toBeUndefined();
    expect(recent.fresh('/shop?view=list')).toBeUndefined();
  });
});
