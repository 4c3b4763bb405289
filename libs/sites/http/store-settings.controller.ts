import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ApiError, CATALOG_WRITER_ROLES, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { ContributorRole, CURRENCIES, STORE_SETTINGS_NAMESPACE, type StoreSettings } from '@mercato/spec';
import { SaveStoreSettingsCommand, StoreSettingsReader } from '@mercato/sites/application';
import type { SiteStoreSettingsView } from '@mercato/views';
import { MAX_MINIMUM_ORDER_SUBTOTAL_CENTS } from '@mercato/sites/domain';

/** Who may change the store settings: the roles that run the store. Viewers may read them too. */
export const STORE_SETTINGS_WRITER_ROLES = CATALOG_WRITER_ROLES;
export const STORE_SETTINGS_READER_ROLES = [...CATALOG_WRITER_ROLES, ContributorRole.VIEWER];

/** Spec §7 `PUT /api/v1/commerce-preferences/store-settings`: every setting, as the GET answers them. */
export class StoreSettingsDto {
  /** Optional, so a client may send back what GET answered; when sent it must be the site the request is for. */
  @JSONSchema({ readOnly: true, description: 'The site of the request’s address, as GET answers it; a request naming another site is refused (400).' })
  @IsOptional() @IsString() @MaxLength(100) websiteId?: string;
  // The decider's own wording, so the edge and the domain refuse a currency alike.
  @IsIn(Object.keys(CURRENCIES), { message: ({ value }) => `Unsupported currency ${String(value)}.` }) currency!: string;
  @IsBoolean() useLightCart!: boolean;
  @IsBoolean() nativeReviewsEnabled!: boolean;
  @IsBoolean() importedReviewsEnabled!: boolean;
  @IsBoolean() multipleQuantityAllowedForServices!: boolean;
  @IsBoolean() useCLDRMoneyFormat!: boolean;
  @IsString() @MaxLength(200) captchaSiteKey!: string;
  @IsInt() @Min(0) @Max(MAX_MINIMUM_ORDER_SUBTOTAL_CENTS) minimumOrderSubtotalCents!: number;
  @JSONSchema({ description: 'Express checkout (spec §4): after a successful add to cart the visitor goes straight to the checkout page. Off by default.' })
  @IsBoolean() expressCheckout!: boolean;
}


@ApiTags('sites')
@Controller(`api/v1/commerce-preferences/${STORE_SETTINGS_NAMESPACE}`)
@UseGuards(SiteGuard)
export class StoreSettingsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(StoreSettingsReader) private readonly settings: StoreSettingsReader,
  ) {}

  @Get()
  @RequireRoles(...STORE_SETTINGS_READER_ROLES)
  async read(@CurrentSite() site: ResolvedSite): Promise<SiteStoreSettingsView> {
    return { websiteId: site.websiteId, ...(await this.settings.settingsOf(site.websiteId)) };
  }

  @Put()
  @RequireRoles(...STORE_SETTINGS_WRITER_ROLES)
  async save(@CurrentSite() site: ResolvedSite, @Body() body: StoreSettingsDto): Promise<SiteStoreSettingsView> {
    if (body.websiteId !== undefined && body.websiteId !== site.websiteId) throw new ApiError(400, 'websiteId is not the website of this address.');
    const saved: StoreSettings = await this.commands.execute(new SaveStoreSettingsCommand(site.websiteId, body));
    return { websiteId: site.websiteId, ...saved };
  }
}
