import {
  BillingPeriodUnit as ProtoBillingPeriodUnit,
  create,
  SubscriptionEndedSchema,
  SubscriptionRenewalFailedSchema,
  SubscriptionRenewedSchema,
  SubscriptionStartedSchema,
  type MessageInitShape,
  type SubscriptionEnded,
  type SubscriptionPlan as ProtoSubscriptionPlan,
  type SubscriptionRenewalFailed,
  type SubscriptionRenewed,
  type SubscriptionStarted,
} from '@mercato/contracts';
import type { BillingPeriodUnit, SubscriptionPlan } from '@mercato/spec';

/** A subscription's events from their fields: the decider emits them and specs write given and expected events with them. */
export const subscriptionEvents = {
  started: (fields: MessageInitShape<typeof SubscriptionStartedSchema>): SubscriptionStarted => create(SubscriptionStartedSchema, fields),
  renewed: (fields: MessageInitShape<typeof SubscriptionRenewedSchema>): SubscriptionRenewed => create(SubscriptionRenewedSchema, fields),
  renewalFailed: (fields: MessageInitShape<typeof SubscriptionRenewalFailedSchema>): SubscriptionRenewalFailed => create(SubscriptionRenewalFailedSchema, fields),
  ended: (fields: MessageInitShape<typeof SubscriptionEndedSchema>): SubscriptionEnded => create(SubscriptionEndedSchema, fields),
};

export type SubscriptionEvent = SubscriptionStarted | SubscriptionRenewed | SubscriptionRenewalFailed | SubscriptionEnded;

const TO_PROTO_UNIT: Readonly<Record<BillingPeriodUnit, ProtoBillingPeriodUnit>> = {
  WEEK: ProtoBillingPeriodUnit.WEEK,
  MONTH: ProtoBillingPeriodUnit.MONTH,
  YEAR: ProtoBillingPeriodUnit.YEAR,
};

export const planToProto = (plan: SubscriptionPlan): MessageInitShape<typeof SubscriptionStartedSchema>['plan'] => ({
  billingPeriod: { value: plan.billingPeriod.value, unit: TO_PROTO_UNIT[plan.billingPeriod.unit] },
  numBillingCycles: plan.numBillingCycles,
});

/** The plan a SubscriptionStarted recorded; the decider writes only the three known units. */
export function planFromProto(plan: ProtoSubscriptionPlan | undefined): SubscriptionPlan {
  const unit = (Object.keys(TO_PROTO_UNIT) as BillingPeriodUnit[]).find((key) => TO_PROTO_UNIT[key] === plan?.billingPeriod?.unit);
  if (!plan?.billingPeriod || !unit) throw new Error('SubscriptionStarted without a known billing period');
  return { billingPeriod: { value: plan.billingPeriod.value, unit }, numBillingCycles: plan.numBillingCycles };
}
