import { timestampMs } from '@bufbuild/protobuf/wkt';
import type { Decider } from '@mercato/domain';
import { COURSE_MESSAGES, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { SiteUserError } from './site-user-error';
import { memberAreaEvents, type GrantedBy, type MemberAreaEvent, type MembershipEvent } from './member-area.events';

/** Names longer than this are refused; the console shows the name on one line. */
export const MEMBER_AREA_NAME_MAX_LENGTH = 100;
/** A member area protects at most this many pages. */
export const MEMBER_AREA_MAX_PAGES = 250;

export type MemberAreaCommand =
  | {
      readonly type: 'CreateMemberArea';
      readonly websiteId: string;
      readonly memberAreaId: string;
      readonly name: string;
      readonly freeJoin: boolean;
      /** Its paywall product (product type 5): buying it through checkout grants membership. */
      readonly paywallProductId?: string;
    }
  | { readonly type: 'AssignPages'; readonly websiteId: string; readonly pageIds: readonly string[] };

/** A group of pages only its members may view. */
export type MemberAreaState =
  | { readonly status: 'absent' }
  | {
      readonly status: 'active';
      readonly websiteId: string;
      readonly memberAreaId: string;
      readonly name: string;
      readonly freeJoin: boolean;
      readonly paywallProductId: string | undefined;
      readonly pageIds: readonly string[];
    };

const notFound = () => new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound);

function decideMemberArea(command: MemberAreaCommand, state: MemberAreaState): MemberAreaEvent[] {
  if (command.type === 'CreateMemberArea') {
    if (state.status !== 'absent') throw new SiteUserError('already_exists', 'This member area already exists.');
    const name = command.name.trim();
    if (!name || name.length > MEMBER_AREA_NAME_MAX_LENGTH) throw new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.memberAreaNameRequired, 'name');
    const paywall = command.paywallProductId ? { paywallProductId: command.paywallProductId } : {};
    return [memberAreaEvents.created({ websiteId: command.websiteId, memberAreaId: command.memberAreaId, name, freeJoin: command.freeJoin, ...paywall })];
  }
  if (state.status !== 'active' || state.websiteId !== command.websiteId) throw notFound();
  const pageIds = [...new Set(command.pageIds)];
  if (pageIds.length === state.pageIds.length && pageIds.every((pageId, index) => pageId === state.pageIds[index])) return [];
  return [memberAreaEvents.pagesAssigned({ websiteId: state.websiteId, memberAreaId: state.memberAreaId, pageIds })];
}

function evolveMemberArea(state: MemberAreaState, event: MemberAreaEvent): MemberAreaState {
  if (event.$typeName === 'mercato.site_users.v1.MemberAreaCreated') {
    const { websiteId, memberAreaId, name, freeJoin } = event;
    return { status: 'active', websiteId, memberAreaId, name, freeJoin, paywallProductId: event.paywallProductId || undefined, pageIds: [] };
  }
  return state.status === 'active' ? { ...state, pageIds: event.pageIds } : state;
}

export const memberAreaDecider: Decider<MemberAreaState, MemberAreaCommand, MemberAreaEvent> = {
  initialState: () => ({ status: 'absent' }),
  decide: decideMemberArea,
  evolve: evolveMemberArea,
};

interface MembershipRef {
  readonly websiteId: string;
  readonly memberAreaId: string;
  readonly siteUserId: string;
}

/**
 * The handler puts the member area as it is now into Grant (`area`), so joining a free area is
 * decided here; `at` is the time, so an end date that passed is seen as passed. A paid join names
 * its order (`orderId`): granting or revoking for one order twice changes nothing, so a redelivered
 * order event is harmless, and a refund revokes only what its own order granted.
 */
export type MembershipCommand =
  | (MembershipRef & {
      readonly type: 'Grant';
      readonly grantedBy: GrantedBy;
      readonly area: MemberAreaState;
      readonly at: number;
      readonly expiresAt?: number;
      readonly orderId?: string;
    })
  | (MembershipRef & { readonly type: 'Revoke'; readonly at: number; readonly orderId?: string })
  | (MembershipRef & { readonly type: 'Expire'; readonly at: number });

/** One site user's membership of one member area: never, now (until `expiresAt`, if set), or no longer. */
export type MembershipState =
  | { readonly status: 'none' }
  | { readonly status: 'member'; readonly expiresAt: number | undefined; readonly orderId: string | undefined }
  | { readonly status: 'ended' };

/** Whether a membership lets its holder in at `at`. */
export const isMemberAt = (state: MembershipState, at: number): boolean => state.status === 'member' && (state.expiresAt === undefined || state.expiresAt > at);

function decideMembership(command: MembershipCommand, state: MembershipState): MembershipEvent[] {
  const ref = { websiteId: command.websiteId, memberAreaId: command.memberAreaId, siteUserId: command.siteUserId };
  switch (command.type) {
    case 'Grant': {
      if (command.area.status !== 'active' || command.area.websiteId !== command.websiteId) throw notFound();
      if (command.grantedBy === 'free_join' && !command.area.freeJoin) throw new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.joinNotFree);
      if (command.grantedBy === 'paid_join' && !command.area.paywallProductId) throw new SiteUserError('invalid', COURSE_MESSAGES.noPaywall);
      if (command.orderId !== undefined && state.status === 'member' && state.orderId === command.orderId) return [];
      if (isMemberAt(state, command.at)) throw new SiteUserError('already_exists', SITE_USER_ACCOUNT_MESSAGES.alreadyMember);
      // A lapsed end date is recorded before the new membership begins.
      const lapsed = state.status === 'member' ? [memberAreaEvents.expired({ ...ref, expiredAt: state.expiresAt ?? command.at })] : [];
      const ends = command.expiresAt === undefined ? {} : { expiresAt: command.expiresAt };
      const paidBy = command.orderId === undefined ? {} : { orderId: command.orderId };
      return [...lapsed, memberAreaEvents.granted({ ...ref, grantedBy: command.grantedBy, grantedAt: command.at, ...ends, ...paidBy })];
    }
    case 'Revoke':
      if (command.orderId !== undefined) {
        // A refund takes back only the membership its order paid for, once.
        if (state.status !== 'member' || state.orderId !== command.orderId) return [];
        return [memberAreaEvents.revoked({ ...ref, revokedAt: command.at, orderId: command.orderId })];
      }
      if (state.status !== 'member') throw new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.notMember);
      return [memberAreaEvents.revoked({ ...ref, revokedAt: command.at })];
    case 'Expire':
      if (state.status !== 'member' || state.expiresAt === undefined || state.expiresAt > command.at) return [];
      return [memberAreaEvents.expired({ ...ref, expiredAt: state.expiresAt })];
  }
}

function evolveMembership(_state: MembershipState, event: MembershipEvent): MembershipState {
  if (event.$typeName === 'mercato.site_users.v1.MembershipGranted') {
    return { status: 'member', expiresAt: event.expiresAt ? timestampMs(event.expiresAt) : undefined, orderId: event.orderId || undefined };
  }
  return { status: 'ended' };
}

export const membershipDecider: Decider<MembershipState, MembershipCommand, MembershipEvent> = {
  initialState: () => ({ status: 'none' }),
  decide: decideMembership,
  evolve: evolveMembership,
};
