import type { RestockEvent } from './restock.events';
import { emptyShardedRecord, getIn, setIn, valuesOf, type ShardedRecord } from './sharded-record';

/** Where a sign-up's notice stands (the delivery status owners see). */
export type SignUpStatus = 'waiting' | 'pending' | 'sent' | 'failed' | 'unsubscribed';

export interface SignUpState {
  readonly signUpId: string;
  /** Order of sign-up in the variant (1 = oldest): sends notify in this order. */
  readonly sequence: number;
  readonly email: string;
  readonly status: SignUpStatus;
  readonly unsubscribeToken: string;
}

interface OpenVariantRestock {
  readonly status: 'open';
  readonly websiteId: string;
  readonly productId: string;
  readonly variantId: string;
  readonly signUpCount: number;
  readonly signUps: ShardedRecord<SignUpState>;
  /** The sign-up id an address holds while it waits, so a repeat sign-up changes nothing. */
  readonly waitingByEmail: ShardedRecord<string>;
  /** Notices queued at one stock level: a repeated send at that level notifies no more than it has units. */
  readonly queuedAtStock: { readonly version: number; readonly count: number };
}

/** A variant's restock notices: absent until its first sign-up. */
export type VariantRestockState = { readonly status: 'absent' } | OpenVariantRestock;

export const initialVariantRestockState = (): VariantRestockState => ({ status: 'absent' });

export const signUpOf = (state: VariantRestockState, signUpId: string): SignUpState | undefined =>
  state.status === 'open' ? getIn(state.signUps, signUpId) : undefined;

export const waitingSignUpOf = (state: VariantRestockState, email: string): string | undefined =>
  state.status === 'open' ? getIn(state.waitingByEmail, email) : undefined;

/** A sign-up moves on from waiting: its address may sign up again. */
function withStatus(state: OpenVariantRestock, signUpId: string, status: Exclude<SignUpStatus, 'waiting'>): OpenVariantRestock {
  const signUp = getIn(state.signUps, signUpId);
  if (!signUp) return state;
  const waitingByEmail = getIn(state.waitingByEmail, signUp.email) === signUpId ? setIn(state.waitingByEmail, signUp.email, undefined) : state.waitingByEmail;
  return { ...state, signUps: setIn(state.signUps, signUpId, { ...signUp, status }), waitingByEmail };
}

export function evolveVariantRestock(state: VariantRestockState, event: RestockEvent): VariantRestockState {
  switch (event.$typeName) {
    case 'mercato.restock.v1.RestockSignedUp': {
      const open: OpenVariantRestock =
        state.status === 'open'
          ? state
          : {
              status: 'open',
              websiteId: event.websiteId,
              productId: event.productId,
              variantId: event.variantId,
              signUpCount: 0,
              signUps: emptyShardedRecord(),
              waitingByEmail: emptyShardedRecord(),
              queuedAtStock: { version: 0, count: 0 },
            };
      const sequence = open.signUpCount + 1;
      const signUp: SignUpState = { signUpId: event.signUpId, sequence, email: event.email, status: 'waiting', unsubscribeToken: event.unsubscribeToken };
      return { ...open, signUpCount: sequence, signUps: setIn(open.signUps, event.signUpId, signUp), waitingByEmail: setIn(open.waitingByEmail, event.email, event.signUpId) };
    }
    case 'mercato.restock.v1.RestockNoticeQueued': {
      if (state.status !== 'open') return state;
      const count = state.queuedAtStock.version === event.stockVersion ? state.queuedAtStock.count + 1 : 1;
      return { ...withStatus(state, event.signUpId, 'pending'), queuedAtStock: { version: event.stockVersion, count } };
    }
    case 'mercato.restock.v1.RestockNoticeSent':
      return state.status === 'open' ? withStatus(state, event.signUpId, 'sent') : state;
    case 'mercato.restock.v1.RestockNoticeFailed':
      return state.status === 'open' ? withStatus(state, event.signUpId, 'failed') : state;
    case 'mercato.restock.v1.RestockUnsubscribed':
      return state.status === 'open' ? withStatus(state, event.signUpId, 'unsubscribed') : state;
  }
}

/** Sign-ups still waiting for a notice, oldest first. */
export function waitingSignUps(state: VariantRestockState): string[] {
  if (state.status !== 'open') return [];
  return valuesOf(state.signUps)
    .filter((signUp) => signUp.status === 'waiting')
    .sort((a, b) => a.sequence - b.sequence)
    .map((signUp) => signUp.signUpId);
}
