import { PerKeyQueue } from './per-key-queue';

describe('PerKeyQueue', () => {
  it('runs work of one key one at a time, in order, and forgets idle keys', async () => {
    const queue = new PerKeyQueue();
    const order: string[] = [];
    let running = 0;
    const work = (name: string) => async () => {
      running++;
      expect(running).toBe(1);
      await new Promise((resolve) => setImmediate(resolve));
      order.push(name);
      running--;
      return name;
    };
    expect(await Promise.all(['a', 'b', 'c'].map((name) => queue.run('cart', work(name))))).toEqual(['a', 'b', 'c']);
    expect(order).toEqual(['a', 'b', 'c']);
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.size).toBe(0);
  });

  it('keeps going after a failure, and runs other keys alongside', async () => {
    const queue = new PerKeyQueue();
    const failed = queue.run('cart', () => Promise.reject(new Error('refused')));
    const next = queue.run('cart', () => Promise.resolve('next'));
    let otherStarted = false;
    const other = queue.run('other', async () => (otherStarted = true));
    await expect(failed).rejects.toThrow('refused');
    expect(await next).toBe('next');
    expect(await other).toBe(true);
    expect(otherStarted).toBe(true);
  });
});
