import { CouponKind, ShippingRateKind, type CheckoutSettingsUpdated } from '@mercato/contracts';
import type { Decider } from '@mercato/domain';
import { CHECKOUT_SETTINGS_LIMITS as LIMITS, normalizeCouponCode, type CheckoutSettings, type Coupon, type ShippingRate } from './checkout-settings';
import { refused } from './order-error';
import { orderEvents, type CheckoutSettingsEvent } from './order.events';

export interface UpdateCheckoutSettings {
  readonly type: 'UpdateCheckoutSettings';
  readonly websiteId: string;
  readonly settings: CheckoutSettings;
}

export type CheckoutSettingsState = { readonly status: 'absent' } | { readonly status: 'configured'; readonly websiteId: string; readonly settings: CheckoutSettings };

const isAmount = (cents: number) => Number.isInteger(cents) && cents >= 0 && cents <= LIMITS.amountCents;
const isName = (name: string) => name.trim() !== '' && name.length <= LIMITS.nameLength;

/** The owner's rules, checked as a whole: the store never holds half an update. */
function validate(settings: CheckoutSettings): void {
  if (settings.taxRules.length > LIMITS.taxRules) throw refused(`At most ${LIMITS.taxRules} tax rules.`, 'taxRules');
  if (settings.shippingRates.length > LIMITS.shippingRates) throw refused(`At most ${LIMITS.shippingRates} shipping rates.`, 'shippingRates');
  if (settings.coupons.length > LIMITS.coupons) throw refused(`At most ${LIMITS.coupons} coupons.`, 'coupons');
  const places = new Set<string>();
  for (const rule of settings.taxRules) {
    if (!isName(rule.name) || !/^[A-Z]{2}$/.test(rule.country) || !/^[A-Z0-9-]{0,10}$/.test(rule.region)) throw refused('A tax rule needs a name, an upper-case two-letter country and an optional region code.', 'taxRules');
    if (!Number.isInteger(rule.rateBasisPoints) || rule.rateBasisPoints < 0 || rule.rateBasisPoints > LIMITS.rateBasisPoints) throw refused(`A tax rate is a whole number of basis points from 0 to ${LIMITS.rateBasisPoints}.`, 'taxRules');
    const place = `${rule.country}/${rule.region}`;
    if (places.has(place)) throw refused(`Two tax rules for ${place}.`, 'taxRules');
    places.add(place);
  }
  const rateIds = new Set(settings.shippingRates.map((rate) => rate.id));
  if (rateIds.size !== settings.shippingRates.length) throw refused('Shipping rate ids must differ.', 'shippingRates');
  for (const rate of settings.shippingRates) {
    if (!/^[a-z0-9-]{1,40}$/.test(rate.id) || !isName(rate.name)) throw refused('A shipping rate needs an id (lower-case letters, digits, dashes) and a name.', 'shippingRates');
    if (!isAmount(rate.kind === 'flat' ? rate.priceCents : rate.minimumSubtotalCents)) throw refused('Shipping amounts are whole minor units, not negative.', 'shippingRates');
  }
  const codes = new Set<string>();
  for (const coupon of settings.coupons) {
    if (!/^[A-Z0-9_-]+$/.test(coupon.code) || coupon.code.length > LIMITS.codeLength) throw refused(`A coupon code is 1 to ${LIMITS.codeLength} upper-case letters, digits, dashes or underscores.`, 'coupons');
    if (codes.has(coupon.code)) throw refused(`The coupon ${coupon.code} is listed twice.`, 'coupons');
    codes.add(coupon.code);
    const valid = coupon.kind === 'percentage' ? Number.isInteger(coupon.percent) && coupon.percent >= 1 && coupon.percent <= 100 : isAmount(coupon.amountCents) && coupon.amountCents > 0;
    if (!valid || !isAmount(coupon.minimumSubtotalCents)) throw refused('A coupon takes 1 to 100 percent or a positive amount, from a minimum subtotal not below 0.', 'coupons');
  }
}

function decide(command: UpdateCheckoutSettings): CheckoutSettingsEvent[] {
  const settings: CheckoutSettings = { ...command.settings, coupons: command.settings.coupons.map((coupon) => ({ ...coupon, code: normalizeCouponCode(coupon.code) })) };
  validate(settings);
  return [
    orderEvents.checkoutSettingsUpdated({
      websiteId: command.websiteId,
      taxRules: settings.taxRules.map((rule) => ({ ...rule })),
      shippingRates: settings.shippingRates.map((rate) =>
        rate.kind === 'flat'
          ? { id: rate.id, name: rate.name, kind: ShippingRateKind.FLAT, priceCents: BigInt(rate.priceCents), minimumSubtotalCents: 0n }
          : { id: rate.id, name: rate.name, kind: ShippingRateKind.FREE, priceCents: 0n, minimumSubtotalCents: BigInt(rate.minimumSubtotalCents) },
      ),
      coupons: settings.coupons.map((coupon) =>
        coupon.kind === 'percentage'
          ? { code: coupon.code, kind: CouponKind.PERCENTAGE, percent: coupon.percent, amountCents: 0n, minimumSubtotalCents: BigInt(coupon.minimumSubtotalCents) }
          : { code: coupon.code, kind: CouponKind.FIXED, percent: 0, amountCents: BigInt(coupon.amountCents), minimumSubtotalCents: BigInt(coupon.minimumSubtotalCents) },
      ),
    }),
  ];
}

/** The rules a CheckoutSettingsUpdated records. */
export function checkoutSettingsOf(event: CheckoutSettingsUpdated): CheckoutSettings {
  return {
    taxRules: event.taxRules.map((rule) => ({ name: rule.name, country: rule.country, region: rule.region, rateBasisPoints: rule.rateBasisPoints, appliesToShipping: rule.appliesToShipping })),
    shippingRates: event.shippingRates.map(
      (rate): ShippingRate =>
        rate.kind === ShippingRateKind.FREE
          ? { id: rate.id, name: rate.name, kind: 'free', minimumSubtotalCents: Number(rate.minimumSubtotalCents) }
          : { id: rate.id, name: rate.name, kind: 'flat', priceCents: Number(rate.priceCents) },
    ),
    coupons: event.coupons.map(
      (coupon): Coupon =>
        coupon.kind === CouponKind.FIXED
          ? { code: coupon.code, kind: 'fixed', amountCents: Number(coupon.amountCents), minimumSubtotalCents: Number(coupon.minimumSubtotalCents) }
          : { code: coupon.code, kind: 'percentage', percent: coupon.percent, minimumSubtotalCents: Number(coupon.minimumSubtotalCents) },
    ),
  };
}

export const checkoutSettingsDecider: Decider<CheckoutSettingsState, UpdateCheckoutSettings, CheckoutSettingsEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: (command) => decide(command),
  evolve: (_, event) => ({ status: 'configured', websiteId: event.websiteId, settings: checkoutSettingsOf(event) }),
};
