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

describe('RecentAnswers.forget', () => {
  const now = 1_000;
  const answers = () => new RecentAnswers<string>({ ttlMs: 1000, maxKeys: 10, keep: () => true }, () => now);

  it('makes the next ask read again, well before the ttl', async () => {
    const recent = answers();
    let row = 'old';
    const read = async () => row;
    expect(await recent.answer('item', read)).toBe('old');
    row = 'new';
    expect(await recent.answer('item', read)).toBe('old');
    recent.forget('item');
    expect(await recent.answer('item', read)).toBe('new');
  });

  it('keeps a read already under way when forgotten (it may have seen the old row) from answering anyone after it', async () => {
    const recent = answers();
    let release: (row: string) => void = () => undefined;
    const racing = recent.answer('item', () => new Promise<string>((resolve) => (release = resolve)));
    recent.forget('item');
    const after = recent.answer('item', async () => 'new');
    release('old');
    expect(await racing).toBe('old');
    expect(await after).toBe('new');
    expect(await recent.answer('item', async () => 'asked again')).toBe('new');
  });

  it('leaves other keys alone', async () => {
    const recent = answers();
    await recent.answer('a', async () => 'a1');
    await recent.answer('b', async () => 'b1');
    recent.forget('a');
    expect(recent.fresh('a')).toBeUndefined();
    expect(recent.fresh('b')).toBe('b1');
  });
});
