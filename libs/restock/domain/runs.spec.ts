import { runsOf } from './runs';

describe('runsOf', () => {
  it('keeps the order and groups only neighbours of one kind', () => {
    expect(runsOf(['a1', 'a2', 'b1', 'a3'], (item) => item[0]!)).toEqual([['a1', 'a2'], ['b1'], ['a3']]);
    expect(runsOf([], String)).toEqual([]);
  });
});
