/** The gift cards' settings (libs/gift-cards/README.md): the rate of the checkout page's balance checks. */
export interface GiftCardSettings {
  /** Balance checks per minute one client address may make (`GIFT_CARD_BALANCE_CHECKS_PER_MINUTE`); 0 = no limit. */
  readonly balanceChecksPerMinute: number;
  /** Checks one address may make at once after being idle (`GIFT_CARD_BALANCE_CHECK_BURST`). */
  readonly balanceCheckBurst: number;
}

const DEFAULTS = { GIFT_CARD_BALANCE_CHECKS_PER_MINUTE: 10, GIFT_CARD_BALANCE_CHECK_BURST: 10 } as const;

export function giftCardSettingsFromEnv(env: Readonly<Record<string, string | undefined>>): GiftCardSettings {
  const read = (name: keyof typeof DEFAULTS, minimum: number): number => {
    const text = env[name]?.trim();
    const value = text ? Number(text) : DEFAULTS[name];
    if (!Number.isInteger(value) || value < minimum) throw new Error(`${name} must be an integer of at least ${minimum}, not '${text}'`);
    return value;
  };
  return { balanceChecksPerMinute: read('GIFT_CARD_BALANCE_CHECKS_PER_MINUTE', 0), balanceCheckBurst: read('GIFT_CARD_BALANCE_CHECK_BURST', 1) };
}
