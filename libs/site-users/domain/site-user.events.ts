import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import {
  create,
  SiteUserEmailVerifiedSchema,
  SiteUserJoinedSchema,
  SiteUserLocaleChangedSchema,
  SiteUserPasswordResetSchema,
  type SiteUserEmailVerified,
  type SiteUserJoined,
  type SiteUserLocaleChanged,
  type SiteUserPasswordReset,
} from '@mercato/contracts';

export type SiteUserEvent = SiteUserJoined | SiteUserEmailVerified | SiteUserPasswordReset | SiteUserLocaleChanged;

interface AccountRef {
  readonly websiteId: string;
  readonly siteUserId: string;
}

/** Builders of the site-user events from plain values (times in ms), as the decider and its specs write them. */
export const siteUserEvents = {
  joined: (fields: AccountRef & { email: string; joinedAt: number }): SiteUserJoined =>
    create(SiteUserJoinedSchema, { websiteId: fields.websiteId, siteUserId: fields.siteUserId, email: fields.email, joinedAt: timestampFromMs(fields.joinedAt) }),
  emailVerified: (fields: AccountRef & { verifiedAt: number }): SiteUserEmailVerified =>
    create(SiteUserEmailVerifiedSchema, { websiteId: fields.websiteId, siteUserId: fields.siteUserId, verifiedAt: timestampFromMs(fields.verifiedAt) }),
  passwordReset: (fields: AccountRef & { resetAt: number }): SiteUserPasswordReset =>
    create(SiteUserPasswordResetSchema, { websiteId: fields.websiteId, siteUserId: fields.siteUserId, resetAt: timestampFromMs(fields.resetAt) }),
  localeChanged: (fields: AccountRef & { language: string }): SiteUserLocaleChanged =>
    create(SiteUserLocaleChangedSchema, { websiteId: fields.websiteId, siteUserId: fields.siteUserId, language: fields.language }),
};
