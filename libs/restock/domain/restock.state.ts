import type { RestockEvent } from './restock.events';

/** Where a sign-up's notice stands (the delivery status owners see). */
export type SignUpStatus = 'waiting' | 'pending' | 'sent' | 'failed' | 'unsubscribed';

export interface SignUpState {
  readonly email: string;
  readonly status: SignUpStatus;
  readonly unsubscribeToken: string;
}

interface OpenVariantRestock {
  readonly status: 'open';
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly signUps: Readonly<Record<string, SignUpState>>;
  /** Sign-up ids, oldest first: sends notify in this order. */
  readonly order: readonly string[];
  /** The sign-up id an address holds while it waits, so a repeat sign-up changes nothing. */
  readonly waitingByEmail: Readonly<Record<string, string>>;
  /** Notices queued at one stock level: a repeated send at that level notifies no more than it has units. */
  readonly queuedAtStock: { readonly version: number; readonly count: number };
}

/** A variant's restock notices: absent until its first sign-up. */
export type VariantRestockState = { readonly status: 'absent' } | OpenVariantRestock;

export const initialVariantRestockState = (): VariantRestockState => ({ status: 'absent' });

const withSignUp = (state: OpenVariantRestock, signUpId: string, status: SignUpStatus): OpenVariantRestock => {
  const signUp = state.signUps[signUpId];
  if (!signUp) return state;
  const waitingByEmail = { ...state.waitingByEmail };
  if (status !== 'waiting' && waitingByEmail[signUp.email] === signUpId) delete waitingByEmail[signUp.email];
  return { ...state, waitingByEmail, signUps: { ...state.signUps, [signUpId]: { ...signUp, status } } };
};

export function evolveVariantRestock(state: VariantRestockState, event: RestockEvent): VariantRestockState {
  switch (event.$typeName) {
    case 'mercato.restock.v1.RestockSignedUp': {
      const open: OpenVariantRestock =
        state.status === 'open'
          ? state
          : { status: 'open', websiteId: event.websiteId, productId: event.productId, variantId: event.variantId, signUps: {}, order: [], waitingByEmail: {}, queuedAtStock: { version: 0, count: 0 } };
      return {
        ...open,
        signUps: { ...open.signUps, [event.signUpId]: { email: event.email, status: 'waiting', unsubscribeToken: event.unsubscribeToken } },
        order: [...open.order, event.signUpId],
        waitingByEmail: { ...open.waitingByEmail, [event.email]: event.signUpId },
      };
    }
    case 'mercato.restock.v1.RestockNoticeQueued': {
      if (state.status !== 'open') return state;
      const count = state.queuedAtStock.version === event.stockVersion ? state.queuedAtStock.count + 1 : 1;
      return { ...withSignUp(state, event.signUpId, 'pending'), queuedAtStock: { version: event.stockVersion, count } };
    }
    case 'mercato.restock.v1.RestockNoticeSent':
      return state.status === 'open' ? withSignUp(state, event.signUpId, 'sent') : state;
    case 'mercato.restock.v1.RestockNoticeFailed':
      return state.status === 'open' ? withSignUp(state, event.signUpId, 'failed') : state;
    case 'mercato.restock.v1.RestockUnsubscribed':
      return state.status === 'open' ? withSignUp(state, event.signUpId, 'unsubscribed') : state;
  }
}

/** Sign-ups still waiting for a notice, oldest first. */
export function waitingSignUps(state: VariantRestockState): string[] {
  if (state.status !== 'open') return [];
  return state.order.filter((signUpId) => state.signUps[signUpId]?.status === 'waiting');
}
