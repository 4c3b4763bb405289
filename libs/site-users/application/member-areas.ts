import { randomUUID } from 'node:crypto';
import { Inject, Injectable, Optional } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { streamEventCodec } from '@mercato/contracts';
import { loadState, PostgresEventStore, runCommand, type StreamDefinition } from '@mercato/event-store';
import { ProductType, SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { PRODUCT_TYPES, type ProductTypes } from '@mercato/catalog/ports';
import {
  isMemberAt,
  SiteUserError,
  memberAreaDecider,
  membershipDecider,
  type GrantedBy,
  type MemberAreaCommand,
  type MemberAreaEvent,
  type MemberAreaState,
  type MembershipCommand,
  type MembershipEvent,
  type MembershipState,
} from '@mercato/site-users/domain';
import type { MemberAreaView, PageAccess } from '@mercato/site-users/views';

export type { MemberAreaView, PageAccess } from '@mercato/site-users/views';

const memberAreaStream: StreamDefinition<MemberAreaCommand, MemberAreaEvent, MemberAreaState> = {
  streamType: 'member-area',
  decider: memberAreaDecider,
  codec: streamEventCodec<MemberAreaEvent>(),
};
const membershipStream: StreamDefinition<MembershipCommand, MembershipEvent, MembershipState> = {
  streamType: 'membership',
  decider: membershipDecider,
  codec: streamEventCodec<MembershipEvent>(),
};
const memberAreaStreamId = (memberAreaId: string) => `member-area-${memberAreaId}`;
const membershipStreamId = (memberAreaId: string, siteUserId: string) => `membership-${memberAreaId}-${siteUserId}`;

/**
 * Member areas (a group of pages only members view) and memberships (granted, revoked, expired),
 * each its own stream; the tables the access check reads are written in the appends' transactions.
 */
@Injectable()
export class MemberAreas {
  constructor(
    @Inject(PostgresEventStore) private readonly store: PostgresEventStore,
    @Inject(DataSource) private readonly dataSource: DataSource,
    // The catalog's (in process, or the catalog service's over HTTP); absent, the product is not checked.
    @Optional() @Inject(PRODUCT_TYPES) private readonly products: ProductTypes | null = null,
  ) {}

  async create(websiteId: string, name: string, freeJoin: boolean, paywallProductId?: string): Promise<MemberAreaView> {
    // Only buying a paywall product of this site grants membership (paid joins): another product, or
    // another site's, would sell something that never opens the area.
    if (paywallProductId && this.products && (await this.products.productTypeOf(websiteId, paywallProductId)) !== ProductType.PAYWALL) {
      throw new SiteUserError('invalid', SITE_USER_ACCOUNT_MESSAGES.paywallProductInvalid, 'paywallProductId');
    }
    const memberAreaId = randomUUID();
    const result = await runCommand(this.store, {
      stream: memberAreaStream,
      streamId: memberAreaStreamId(memberAreaId),
      command: { type: 'CreateMemberArea', websiteId, memberAreaId, name, freeJoin, ...(paywallProductId ? { paywallProductId } : {}) },
      onAppended: (manager, events) => this.writeAreas(manager, events),
    });
    return viewOf(result.state);
  }

  async assignPages(websiteId: string, memberAreaId: string, pageIds: readonly string[]): Promise<MemberAreaView> {
    const result = await runCommand(this.store, {
      stream: memberAreaStream,
      streamId: memberAreaStreamId(memberAreaId),
      command: { type: 'AssignPages', websiteId, pageIds },
      onAppended: (manager, events) => this.writeAreas(manager, events),
    });
    return viewOf(result.state);
  }

  async list(websiteId: string): Promise<MemberAreaView[]> {
    const rows: { member_area_id: string; name: string; free_join: boolean; paywall_product_id: string | null; page_ids: string[] }[] = await this.dataSource.query(
      `SELECT a.member_area_id, a.name, a.free_join, a.paywall_product_id, coalesce(array_agg(p.page_id ORDER BY p.page_id) FILTER (WHERE p.page_id IS NOT NULL), '{}') AS page_ids
         FROM member_areas a LEFT JOIN member_area_pages p ON p.member_area_id = a.member_area_id
        WHERE a.website_id = $1 GROUP BY a.member_area_id ORDER BY a.name, a.member_area_id`,
      [websiteId],
    );
    return rows.map((row) => ({ memberAreaId: row.member_area_id, name: row.name, freeJoin: row.free_join, paywallProductId: row.paywall_product_id, pageIds: row.page_ids }));
  }

  /** Joining (free areas) or an owner's grant, to a site user of this website. */
  async grant(websiteId: string, memberAreaId: string, siteUserId: string, grantedBy: GrantedBy, expiresAt?: number): Promise<void> {
    const accounts: unknown[] = await this.dataSource.query('SELECT 1 FROM site_user_credentials WHERE site_user_id = $1 AND website_id = $2', [siteUserId, websiteId]);
    if (accounts.length === 0) throw new SiteUserError('not_found', SITE_USER_ACCOUNT_MESSAGES.siteUserNotFound);
    const area = await loadMemberArea(this.store, memberAreaId);
    await changeMembership(this.store, { type: 'Grant', websiteId, memberAreaId, siteUserId, grantedBy, area, at: Date.now(), ...(expiresAt === undefined ? {} : { expiresAt }) });
  }

  async revoke(websiteId: string, memberAreaId: string, siteUserId: string): Promise<void> {
    await changeMembership(this.store, { type: 'Revoke', websiteId, memberAreaId, siteUserId, at: Date.now() });
  }

  /** Whether `siteUserId` (undefined: an anonymous visitor) may view the page; a membership found lapsed is recorded as expired. */
  async pageAccess(websiteId: string, pageId: string, siteUserId: string | undefined): Promise<PageAccess> {
    const rows: { member_area_id: string; name: string; free_join: boolean; paywall_product_id: string | null; member: boolean; expires_at: Date | null }[] = await this.dataSource.query(
      `SELECT a.member_area_id, a.name, a.free_join, a.paywall_product_id, m.site_user_id IS NOT NULL AS member, m.expires_at
         FROM member_area_pages p JOIN member_areas a ON a.member_area_id = p.member_area_id
         LEFT JOIN memberships m ON m.member_area_id = a.member_area_id AND m.site_user_id = $3
        WHERE p.website_id = $1 AND p.page_id = $2 ORDER BY a.name, a.member_area_id`,
      [websiteId, pageId, siteUserId ?? null],
    );
    if (rows.length === 0) return { pageId, allowed: true, memberArea: null };
    const now = Date.now();
    const lapsed = rows.filter((row) => row.member && row.expires_at !== null && row.expires_at.getTime() <= now);
    for (const row of lapsed) await changeMembership(this.store, { type: 'Expire', websiteId, memberAreaId: row.member_area_id, siteUserId: siteUserId!, at: now });
    const allowed = rows.some((row) => row.member && (row.expires_at === null || row.expires_at.getTime() > now));
    const first = rows[0]!;
    return { pageId, allowed, memberArea: { memberAreaId: first.member_area_id, name: first.name, freeJoin: first.free_join, paywallProductId: first.paywall_product_id } };
  }

  private async writeAreas(manager: EntityManager, events: readonly MemberAreaEvent[]): Promise<void> {
    for (const event of events) {
      if (event.$typeName === 'mercato.site_users.v1.MemberAreaCreated') {
        await manager.query('INSERT INTO member_areas (member_area_id, website_id, name, free_join, paywall_product_id) VALUES ($1, $2, $3, $4, $5)', [
          event.memberAreaId,
          event.websiteId,
          event.name,
          event.freeJoin,
          event.paywallProductId || null,
        ]);
      } else {
        await manager.query('DELETE FROM member_area_pages WHERE member_area_id = $1', [event.memberAreaId]);
        for (const pageId of event.pageIds) await manager.query('INSERT INTO member_area_pages (website_id, page_id, member_area_id) VALUES ($1, $2, $3)', [event.websiteId, pageId, event.memberAreaId]);
      }
    }
  }
}

/** The member area as its stream has it (`manager`: inside a reactor's transaction). */
export async function loadMemberArea(store: PostgresEventStore, memberAreaId: string, manager?: EntityManager): Promise<MemberAreaState> {
  return (await loadState(store, memberAreaStream, memberAreaStreamId(memberAreaId), manager)).state;
}

/**
 * Runs a membership command and keeps `memberships` (what the access check reads) in its
 * transaction: the caller's (`manager`, a reactor's batch) or its own.
 */
export async function changeMembership(store: PostgresEventStore, command: MembershipCommand, manager?: EntityManager): Promise<readonly MembershipEvent[]> {
  const result = await runCommand(store, {
    stream: membershipStream,
    streamId: membershipStreamId(command.memberAreaId, command.siteUserId),
    command,
    ...(manager ? { manager } : {}),
    onAppended: async (inTransaction, _events, state) => {
      const ref = [command.memberAreaId, command.siteUserId];
      await inTransaction.query('DELETE FROM memberships WHERE member_area_id = $1 AND site_user_id = $2', ref);
      if (command.type !== 'Grant' || !isMemberAt(state, command.at)) return;
      await inTransaction.query('INSERT INTO memberships (member_area_id, site_user_id, website_id, granted_by, granted_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)', [
        ...ref,
        command.websiteId,
        command.grantedBy,
        new Date(command.at),
        command.expiresAt === undefined ? null : new Date(command.expiresAt),
      ]);
    },
  });
  return result.events;
}

function viewOf(state: MemberAreaState): MemberAreaView {
  if (state.status !== 'active') throw new Error('A member area command left no member area');
  return { memberAreaId: state.memberAreaId, name: state.name, freeJoin: state.freeJoin, paywallProductId: state.paywallProductId ?? null, pageIds: state.pageIds };
}

