import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import {
  create,
  MemberAreaCreatedSchema,
  MemberAreaPagesAssignedSchema,
  MembershipExpiredSchema,
  MembershipGrantedSchema,
  MembershipRevokedSchema,
  type MemberAreaCreated,
  type MemberAreaPagesAssigned,
  type MembershipExpired,
  type MembershipGranted,
  type MembershipRevoked,
} from '@mercato/contracts';

export type MemberAreaEvent = MemberAreaCreated | MemberAreaPagesAssigned;
export type MembershipEvent = MembershipGranted | MembershipRevoked | MembershipExpired;

/** How a membership began: the visitor joined a free area, an owner granted it, or the visitor bought the area's paywall product. */
export type GrantedBy = 'free_join' | 'owner' | 'paid_join';

interface AreaRef {
  readonly websiteId: string;
  readonly memberAreaId: string;
}

interface MemberRef extends AreaRef {
  readonly siteUserId: string;
}

/** Builders of the member-area and membership events from plain values (times in ms). */
export const memberAreaEvents = {
  created: (fields: AreaRef & { name: string; freeJoin: boolean; paywallProductId?: string }): MemberAreaCreated => create(MemberAreaCreatedSchema, fields),
  pagesAssigned: (fields: AreaRef & { pageIds: readonly string[] }): MemberAreaPagesAssigned => create(MemberAreaPagesAssignedSchema, { ...fields, pageIds: [...fields.pageIds] }),
  granted: (fields: MemberRef & { grantedBy: GrantedBy; grantedAt: number; expiresAt?: number; orderId?: string }): MembershipGranted =>
    create(MembershipGrantedSchema, {
      websiteId: fields.websiteId,
      memberAreaId: fields.memberAreaId,
      siteUserId: fields.siteUserId,
      grantedBy: fields.grantedBy,
      grantedAt: timestampFromMs(fields.grantedAt),
      ...(fields.expiresAt === undefined ? {} : { expiresAt: timestampFromMs(fields.expiresAt) }),
      ...(fields.orderId === undefined ? {} : { orderId: fields.orderId }),
    }),
  revoked: (fields: MemberRef & { revokedAt: number; orderId?: string }): MembershipRevoked =>
    create(MembershipRevokedSchema, {
      websiteId: fields.websiteId,
      memberAreaId: fields.memberAreaId,
      siteUserId: fields.siteUserId,
      revokedAt: timestampFromMs(fields.revokedAt),
      ...(fields.orderId === undefined ? {} : { orderId: fields.orderId }),
    }),
  expired: (fields: MemberRef & { expiredAt: number }): MembershipExpired =>
    create(MembershipExpiredSchema, { websiteId: fields.websiteId, memberAreaId: fields.memberAreaId, siteUserId: fields.siteUserId, expiredAt: timestampFromMs(fields.expiredAt) }),
};
