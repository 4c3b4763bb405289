import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { create, SiteUserJoinedSchema, type SiteUserJoined } from '@mercato/contracts';

export type SiteUserEvent = SiteUserJoined;

/** Builders of the site-user events from plain values (times in ms), as the decider and its specs write them. */
export const siteUserEvents = {
  joined: (fields: { websiteId: string; siteUserId: string; email: string; joinedAt: number }): SiteUserJoined =>
    create(SiteUserJoinedSchema, { websiteId: fields.websiteId, siteUserId: fields.siteUserId, email: fields.email, joinedAt: timestampFromMs(fields.joinedAt) }),
};
