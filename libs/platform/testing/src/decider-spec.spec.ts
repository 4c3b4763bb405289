import { DomainError, type Decider } from '@mercato/domain';
import { deciderSpec } from './decider-spec';

type CounterEvent = { readonly type: 'Incremented'; readonly by: number; readonly total: number };
const counter: Decider<number, { readonly by: number }, CounterEvent> = {
  initialState: () => 0,
  decide: ({ by }, total) => {
    if (by <= 0) throw new DomainError('invalid', 'by must be positive.', 'by');
    return [{ type: 'Incremented', by, total: total + by }];
  },
  evolve: (_total, event) => event.total,
};
const spec = deciderSpec(counter);

describe('deciderSpec', () => {
  it('passes on exactly the expected events and fails on a differing field or a missing event', () => {
    const when = spec.given([{ type: 'Incremented', by: 2, total: 2 }]).when({ by: 3 });
    when.then([{ type: 'Incremented', by: 3, total: 5 }]);
    expect(() => when.then([{ type: 'Incremented', by: 3, total: 3 }])).toThrow();
    expect(() => when.then([])).toThrow();
  });

  it('passes on exactly the expected refusal and fails on another message or field, or on acceptance', () => {
    spec.given([]).when({ by: 0 }).thenRefuses(new DomainError('invalid', 'by must be positive.', 'by'));
    expect(() => spec.given([]).when({ by: 0 }).thenRefuses(new DomainError('invalid', 'by must be positive.'))).toThrow();
    expect(() => spec.given([]).when({ by: 0 }).thenRefuses(new DomainError('conflict', 'by must be positive.', 'by'))).toThrow();
    expect(() => spec.given([]).when({ by: 1 }).thenRefuses(new DomainError('invalid', 'by must be positive.', 'by'))).toThrow('accepted');
  });
});
