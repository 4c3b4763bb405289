/**
 * The instalment badge's and dialog's own wording (the project's: spec §9 gives only the
 * out-of-range phrasings, which are in `rules/instalments.ts`).
 */
export const INSTALMENT_MESSAGES = {
  badge: (count: number, amount: string) => `or ${count} interest-free payments of ${amount}`,
  infoButton: 'Learn more',
  dialogTitle: 'Pay in instalments',
  close: 'Close',
} as const;
