import { create } from '@bufbuild/protobuf';
import { MoneySchema, type Money } from './gen/mercato/common/v1/money_pb';

/**
 * Money from an amount in minor units. protobuf-es types int64 as bigint (it ignores
 * jstype = JS_NUMBER), while domain code counts cents as numbers; these two bridge the gap.
 */
export function moneyFromMinorUnits(minorUnits: number, currency: string): Money {
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`Minor units must be a safe integer, got ${minorUnits}`);
  return create(MoneySchema, { value: BigInt(minorUnits), currency });
}

/** The amount of a Money in minor units as a number; throws when it exceeds Number.MAX_SAFE_INTEGER. */
export function moneyToMinorUnits(money: Money): number {
  const minorUnits = Number(money.value);
  if (!Number.isSafeInteger(minorUnits)) throw new RangeError(`${money.value} minor units exceed the safe integer range`);
  return minorUnits;
}
