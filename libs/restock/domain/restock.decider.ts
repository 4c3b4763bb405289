import type { Decider } from '@mercato/domain';
import { restockEmailError } from '@mercato/spec';
import type { RecordNoticeDeliveries, RestockCommand, SendRestockNotices, SignUpForRestock, StockReading, UnsubscribeFromRestock } from './restock.commands';
import { RestockError, UNKNOWN_SIGN_UP_MESSAGE, VARIANT_IN_STOCK_MESSAGE } from './restock-error';
import { restockEvents, type RestockEvent } from './restock.events';
import { evolveVariantRestock, initialVariantRestockState, signUpOf, waitingSignUpOf, waitingSignUps, type VariantRestockState } from './restock.state';

/** The stream of one variant's restock sign-ups and notices. */
export const restockStreamId = (variantId: string): string => `restock-variant-${variantId}`;

/** How addresses are compared: a repeat sign-up differing only in case or spaces is the same one. */
export const normaliseEmail = (email: string): string => email.trim().toLowerCase();

function signUp(command: SignUpForRestock, state: VariantRestockState): RestockEvent[] {
  const emailError = restockEmailError(command.email);
  if (emailError) throw new RestockError('invalid', emailError, 'siteVisitorEmail');
  if (command.variantInStock) throw new RestockError('conflict', VARIANT_IN_STOCK_MESSAGE, 'variantId');
  const email = normaliseEmail(command.email);
  if (waitingSignUpOf(state, email)) return [];
  const { websiteId, productId, variantId, signUpId, joinMailingList, language, signedUpAt, unsubscribeToken } = command;
  return [restockEvents.signedUp({ websiteId, productId, variantId, signUpId, email, joinMailingList, language, signedUpAt, unsubscribeToken })];
}

/** Notices a stock level has already promised: how many were queued at it (none once the stock changed). */
export interface QueuedAtStock {
  readonly version: number;
  readonly count: number;
}

/**
 * How many notices a send queues now: the waiting sign-ups, no more than the units the current
 * stock level has not yet promised (all of them for unlimited stock). The decider sends this many,
 * and the owner's groups list shows it beforehand, so the console's "Send to N" is the server's N.
 */
export function noticesASendQueues(waiting: number, stock: StockReading, queuedAtStock: QueuedAtStock): number {
  if (stock.unlimited) return waiting;
  const alreadyQueued = queuedAtStock.version === stock.version ? queuedAtStock.count : 0;
  return Math.min(waiting, Math.max(0, stock.qtyInStock - alreadyQueued));
}

/** Oldest waiting sign-ups first, no more than the units the current stock level has not yet promised. */
function send(command: SendRestockNotices, state: VariantRestockState): RestockEvent[] {
  const { stock } = command;
  const waiting = waitingSignUps(state);
  const queuedAtStock = state.status === 'open' ? state.queuedAtStock : { version: 0, count: 0 };
  return waiting
    .slice(0, noticesASendQueues(waiting.length, stock, queuedAtStock))
    .map((signUpId) =>
      restockEvents.noticeQueued({ websiteId: command.websiteId, productId: command.productId, variantId: command.variantId, signUpId, stockVersion: stock.version, siteUrl: command.siteUrl }),
    );
}

/** Only a pending notice gets a delivery status, once: an outcome heard twice records nothing more. */
function recordDeliveries(command: RecordNoticeDeliveries, state: VariantRestockState): RestockEvent[] {
  if (state.status !== 'open') return [];
  const recorded = new Set<string>();
  return command.deliveries.flatMap(({ signUpId, outcome }) => {
    if (signUpOf(state, signUpId)?.status !== 'pending' || recorded.has(signUpId)) return [];
    recorded.add(signUpId);
    const fields = { websiteId: state.websiteId, variantId: state.variantId, signUpId };
    return [outcome.delivered ? restockEvents.noticeSent(fields) : restockEvents.noticeFailed({ ...fields, reason: outcome.reason })];
  });
}

function unsubscribe(command: UnsubscribeFromRestock, state: VariantRestockState): RestockEvent[] {
  const signUp = signUpOf(state, command.signUpId);
  if (state.status !== 'open' || !signUp || signUp.unsubscribeToken !== command.unsubscribeToken) {
    throw new RestockError('not_found', UNKNOWN_SIGN_UP_MESSAGE);
  }
  if (signUp.status === 'unsubscribed') return [];
  return [restockEvents.unsubscribed({ websiteId: state.websiteId, variantId: state.variantId, signUpId: command.signUpId })];
}

function decideRestock(command: RestockCommand, state: VariantRestockState): readonly RestockEvent[] {
  switch (command.type) {
    case 'SignUpForRestock':
      return signUp(command, state);
    case 'SendRestockNotices':
      return send(command, state);
    case 'RecordNoticeDeliveries':
      return recordDeliveries(command, state);
    case 'UnsubscribeFromRestock':
      return unsubscribe(command, state);
  }
}

export const restockDecider: Decider<VariantRestockState, RestockCommand, RestockEvent> = {
  initialState: initialVariantRestockState,
  decide: decideRestock,
  evolve: evolveVariantRestock,
};
