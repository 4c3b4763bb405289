import { type AddButtonState, createAddButtonController } from './add-button-controller';

const timers = { setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms), clearTimeout: (handle: unknown) => clearTimeout(handle as NodeJS.Timeout) };

function button({ express = false } = {}) {
  const states: AddButtonState[] = [];
  const failures: string[] = [];
  const expressVisits: string[] = [];
  const controller = createAddButtonController(
    { onState: (state) => states.push(state), onFailure: (message) => failures.push(message), onExpressSuccess: () => expressVisits.push('checkout') },
    timers,
    express,
  );
  return { controller, states, failures, expressVisits, current: () => states.at(-1) ?? 'idle' };
}

/** Lets the add's promise settle, then moves the clock. */
async function advance(ms: number) {
  await Promise.resolve();
  await jest.advanceTimersByTimeAsync(ms);
}

describe('add-to-cart button timing (spec §4, §9)', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reads "Adding…" during the call, "Added!" 1 s after success, and idle 2 s after that', async () => {
    const { controller, current } = button();
    controller.click(() => Promise.resolve());
    expect(current()).toBe('adding');
    await advance(999);
    expect(current()).toBe('adding');
    await advance(1);
    expect(current()).toBe('added');
    await advance(1999);
    expect(current()).toBe('added');
    await advance(1);
    expect(current()).toBe('idle');
  });

  it('ignores clicks while marked added (and while adding): one add per click cycle', async () => {
    const { controller } = button();
    const add = jest.fn(() => Promise.resolve());
    controller.click(add);
    controller.click(add);
    await advance(1000);
    controller.click(add);
    expect(add).toHaveBeenCalledTimes(1);
    await advance(2000);
    controller.click(add);
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('goes back to idle 1 s after a failure and only then reports the server message', async () => {
    const { controller, current, failures } = button();
    controller.click(() => Promise.reject(new Error('Sorry, we do not have enough of that item available.')));
    await advance(999);
    expect(current()).toBe('adding');
    expect(failures).toEqual([]);
    await advance(1);
    expect(current()).toBe('idle');
    expect(failures).toEqual(['Sorry, we do not have enough of that item available.']);
  });

  it('in express checkout goes on to checkout at once instead of showing "Added!"', async () => {
    const { controller, states, expressVisits } = button({ express: true });
    controller.click(() => Promise.resolve());
    await advance(5000);
    expect(expressVisits).toEqual(['checkout']);
    expect(states).toEqual(['adding']);
  });

  it('stops its timers once disposed (the button left the page)', async () => {
    const { controller, states } = button();
    controller.click(() => Promise.resolve());
    await advance(1000);
    controller.dispose();
    await advance(5000);
    expect(states).toEqual(['adding', 'added']);
  });
});
