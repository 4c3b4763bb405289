import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsString, IsUUID, Max, MaxLength, Min, MinLength, ValidateIf } from 'class-validator';
import type { MemberAreaPages, NewMemberArea } from '@mercato/site-users/views';

import { SITE_USER_ACCOUNT_MESSAGES } from '@mercato/spec';
import { MEMBER_AREA_MAX_PAGES, MEMBER_AREA_NAME_MAX_LENGTH } from '@mercato/site-users/domain';

const nameRequired = { message: SITE_USER_ACCOUNT_MESSAGES.memberAreaNameRequired };

export class CreateMemberAreaDto implements NewMemberArea {
  @IsString(nameRequired)
  @MinLength(1, nameRequired)
  @MaxLength(MEMBER_AREA_NAME_MAX_LENGTH, nameRequired)
  name!: string;

  /** Whether a signed-in site user joins without paying. */
  @IsBoolean()
  freeJoin!: boolean;

  /** A paywall product (product type 5) of the site's store: buying it through checkout grants membership. */
  // May be left out, but null is not an id (plain IsOptional would let it through).
  @ValidateIf((_dto: object, value: unknown) => value !== undefined)
  @IsUUID()
  paywallProductId?: string;
}

export class AssignPagesDto implements MemberAreaPages {
  @IsArray()
  @ArrayMaxSize(MEMBER_AREA_MAX_PAGES)
  @IsString({ each: true })
  @MinLength(1, { each: true })
  @MaxLength(100, { each: true })
  pageIds!: string[];
}

/** The latest instant a protobuf Timestamp holds (9999-12-31T23:59:59.999Z). */
const LAST_EVENT_TIMESTAMP_MS = 253_402_300_799_999;

export class GrantMembershipDto {
  /** When the membership ends on its own, in ms since the epoch; left out: no end (null is refused, as the document says). */
  @ValidateIf((_, value: unknown) => value !== undefined)
  @IsInt()
  @Min(0)
  // The membership event's Timestamp ends at 9999-12-31T23:59:59.999Z, before JavaScript's latest date.
  @Max(LAST_EVENT_TIMESTAMP_MS)
  expiresAt?: number;
}

export class PageAccessQueryDto {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  pageId!: string;
}
