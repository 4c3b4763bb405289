import { emptyShardedRecord, getIn, setIn, valuesOf } from './sharded-record';

describe('sharded record', () => {
  it('sets, reads and removes keys without changing the record it was given', () => {
    const empty = emptyShardedRecord<number>();
    const one = setIn(empty, 'a', 1);
    const two = setIn(one, 'b', 2);
    expect([getIn(empty, 'a'), getIn(one, 'a'), getIn(two, 'a'), getIn(two, 'b')]).toEqual([undefined, 1, 1, 2]);
    const removed = setIn(two, 'a', undefined);
    expect([getIn(removed, 'a'), getIn(two, 'a')]).toEqual([undefined, 1]);
    expect(valuesOf(two).sort()).toEqual([1, 2]);
  });

  it('survives a JSON round trip (snapshots)', () => {
    const record = setIn(setIn(emptyShardedRecord<string>(), 'x@example.com', 's1'), 'y@example.com', 's2');
    const restored = JSON.parse(JSON.stringify(record)) as typeof record;
    expect(getIn(restored, 'y@example.com')).toBe('s2');
  });
});
