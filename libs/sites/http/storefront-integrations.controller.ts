import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsBoolean, IsString, Matches, ValidateIf } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { SOCIAL_PIXEL_ID_PATTERN, StorefrontIntegrationMessages, type StorefrontIntegrations } from '@mercato/spec';
import { SetStorefrontIntegrationsCommand, StorefrontIntegrationsReader } from '@mercato/sites/application';
import type { StorefrontIntegrationsView } from '@mercato/views';
import { STORE_SETTINGS_READER_ROLES, STORE_SETTINGS_WRITER_ROLES } from './store-settings.controller';

/** PUT /api/storefront-integrations: both settings, as the GET answers them. */
// Both are required; socialPixelId's check is conditional (null passes), so the schema says it here.
@JSONSchema({ required: ['instalmentsAvailable', 'socialPixelId'] })
export class StorefrontIntegrationsDto implements StorefrontIntegrations {
  @ApiProperty({ description: 'Whether the product pages offer instalments (the instalment badge and dialog).' })
  @IsBoolean({ message: StorefrontIntegrationMessages.INSTALMENTS_AVAILABLE })
  instalmentsAvailable!: boolean;

  @ApiProperty({ type: String, nullable: true, pattern: SOCIAL_PIXEL_ID_PATTERN.source, description: 'The social pixel id (digits); null: no pixel.' })
  @JSONSchema({ type: ['string', 'null'], description: 'The social pixel id (digits); null: no pixel.' })
  @ValidateIf((dto: StorefrontIntegrationsDto) => dto.socialPixelId !== null)
  @IsString({ message: StorefrontIntegrationMessages.SOCIAL_PIXEL_ID })
  @Matches(SOCIAL_PIXEL_ID_PATTERN, { message: StorefrontIntegrationMessages.SOCIAL_PIXEL_ID })
  socialPixelId!: string | null;
}

/**
 * A site's storefront integrations (issue 12): the instalment offer and the social pixel. The
 * roles that run the store change them, as they change the store settings; viewers read them.
 */
@ApiTags('sites')
@Controller('api/storefront-integrations')
@UseGuards(SiteGuard)
export class StorefrontIntegrationsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(StorefrontIntegrationsReader) private readonly integrations: StorefrontIntegrationsReader,
  ) {}

  /** The site's integrations: the owner's, else the deployment's defaults. */
  @Get()
  @RequireRoles(...STORE_SETTINGS_READER_ROLES)
  async read(@CurrentSite() site: ResolvedSite): Promise<StorefrontIntegrationsView> {
    return { websiteId: site.websiteId, ...(await this.integrations.integrationsOf(site.websiteId)) };
  }

  @Put()
  @RequireRoles(...STORE_SETTINGS_WRITER_ROLES)
  async save(@CurrentSite() site: ResolvedSite, @Body() body: StorefrontIntegrationsDto): Promise<StorefrontIntegrationsView> {
    const set: StorefrontIntegrations = await this.commands.execute(
      new SetStorefrontIntegrationsCommand(site.websiteId, { instalmentsAvailable: body.instalmentsAvailable, socialPixelId: body.socialPixelId }),
    );
    return { websiteId: site.websiteId, ...set };
  }
}
