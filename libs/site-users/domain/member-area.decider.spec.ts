import { deciderSpec } from '@mercato/testing/decider';
import { COURSE_MESSAGES, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { memberAreaDecider, membershipDecider, type MemberAreaState } from './member-area.decider';
import { memberAreaEvents } from './member-area.events';
import { SiteUserError } from './site-user-error';

const areas = deciderSpec(memberAreaDecider);
const memberships = deciderSpec(membershipDecider);
const AT = Date.UTC(2026, 10, 25, 10, 0, 0);
const area = { websiteId: 'site-1', memberAreaId: 'area-1' };
const member = { ...area, siteUserId: 'user-1' };
const created = memberAreaEvents.created({ ...area, name: 'Members', freeJoin: true });
const freeArea: MemberAreaState = { status: 'active', ...area, name: 'Members', freeJoin: true, paywallProductId: undefined, pageIds: [] };
const paidArea: MemberAreaState = { ...freeArea, freeJoin: false, paywallProductId: 'product-1' };
const granted = memberAreaEvents.granted({ ...member, grantedBy: 'free_join', grantedAt: AT });

describe('member area decider', () => {
  it('creates an area with a trimmed name and assigns its pages once, without duplicates', () => {
    areas.given([]).when({ type: 'CreateMemberArea', ...area, name: ' Members ', freeJoin: true }).then([created]);
    areas.given([created]).when({ type: 'AssignPages', websiteId: 'site-1', pageIds: ['p1', 'p2', 'p1'] }).then([memberAreaEvents.pagesAssigned({ ...area, pageIds: ['p1', 'p2'] })]);
    areas.given([created, memberAreaEvents.pagesAssigned({ ...area, pageIds: ['p1'] })]).when({ type: 'AssignPages', websiteId: 'site-1', pageIds: ['p1'] }).then([]);
  });

  it('keeps the paywall product an area is created with', () => {
    const paid = memberAreaEvents.created({ ...area, name: 'Course', freeJoin: false, paywallProductId: 'product-1' });
    areas.given([]).when({ type: 'CreateMemberArea', ...area, name: 'Course', freeJoin: false, paywallProductId: 'product-1' }).then([paid]);
    expect(memberAreaDecider.evolve(memberAreaDecider.initialState(), paid)).toEqual({ ...paidArea, name: 'Course' });
  });

  it('refuses a blank name and pages for an area of another site', () => {
    areas.given([]).when({ type: 'CreateMemberArea', ...area, name: '  ', freeJoin: true }).thenRefuses(new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.memberAreaNameRequired, 'name'));
    areas.given([created]).when({ type: 'AssignPages', websiteId: 'site-2', pageIds: [] }).thenRefuses(new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.memberAreaNotFound));
  });
});

describe('membership decider', () => {
  it('grants a free join once; a paid area cannot be joined for free', () => {
    memberships.given([]).when({ type: 'Grant', ...member, grantedBy: 'free_join', area: freeArea, at: AT }).then([granted]);
    memberships.given([granted]).when({ type: 'Grant', ...member, grantedBy: 'free_join', area: freeArea, at: AT + 1 }).thenRefuses(new SiteUserError('already_exists', SITE_USER_ACCOUNT_MESSAGES.alreadyMember));
    memberships.given([]).when({ type: 'Grant', ...member, grantedBy: 'free_join', area: { ...freeArea, freeJoin: false }, at: AT }).thenRefuses(new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.joinNotFree));
  });

  it('revokes a membership, and expires one whose end date passed (not before)', () => {
    memberships.given([granted]).when({ type: 'Revoke', ...member, at: AT + 5 }).then([memberAreaEvents.revoked({ ...member, revokedAt: AT + 5 })]);
    const ending = memberAreaEvents.granted({ ...member, grantedBy: 'owner', grantedAt: AT, expiresAt: AT + 10 });
    memberships.given([ending]).when({ type: 'Expire', ...member, at: AT + 9 }).then([]);
    memberships.given([ending]).when({ type: 'Expire', ...member, at: AT + 10 }).then([memberAreaEvents.expired({ ...member, expiredAt: AT + 10 })]);
  });

  it('expires a membership once: a second sweep (or the lazy check after it) records nothing', () => {
    const ending = memberAreaEvents.granted({ ...member, grantedBy: 'owner', grantedAt: AT, expiresAt: AT + 10 });
    const expired = memberAreaEvents.expired({ ...member, expiredAt: AT + 10 });
    memberships.given([ending, expired]).when({ type: 'Expire', ...member, at: AT + 60_000 }).then([]);
    memberships.given([granted]).when({ type: 'Expire', ...member, at: AT + 60_000 }).then([]);
  });

  it('records a lapsed membership as expired before a new join', () => {
    const ending = memberAreaEvents.granted({ ...member, grantedBy: 'owner', grantedAt: AT, expiresAt: AT + 10 });
    memberships
      .given([ending])
      .when({ type: 'Grant', ...member, grantedBy: 'free_join', area: freeArea, at: AT + 20 })
      .then([memberAreaEvents.expired({ ...member, expiredAt: AT + 10 }), memberAreaEvents.granted({ ...member, grantedBy: 'free_join', grantedAt: AT + 20 })]);
  });

  it('grants a paid join once per order, and a refund of that order (only) revokes it, once', () => {
    const paidGrant = { type: 'Grant', ...member, grantedBy: 'paid_join', area: paidArea, at: AT, orderId: 'order-1' } as const;
    const paid = memberAreaEvents.granted({ ...member, grantedBy: 'paid_join', grantedAt: AT, orderId: 'order-1' });
    memberships.given([]).when(paidGrant).then([paid]);
    memberships.given([paid]).when({ ...paidGrant, at: AT + 1 }).then([]);
    memberships.given([granted]).when(paidGrant).thenRefuses(new SiteUserError('already_exists', SITE_USER_ACCOUNT_MESSAGES.alreadyMember));
    memberships.given([]).when({ ...paidGrant, area: freeArea }).thenRefuses(new SiteUserError('invalid', COURSE_MESSAGES.noPaywall));
    const refund = { type: 'Revoke', ...member, at: AT + 5, orderId: 'order-1' } as const;
    const revoked = memberAreaEvents.revoked({ ...member, revokedAt: AT + 5, orderId: 'order-1' });
    memberships.given([paid]).when(refund).then([revoked]);
    memberships.given([paid, revoked]).when(refund).then([]);
    memberships.given([granted]).when(refund).then([]);
    memberships.given([paid]).when({ ...refund, orderId: 'order-2' }).then([]);
  });
});
