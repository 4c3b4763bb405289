import { Body, Controller, Get, Inject, Param, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiParam, ApiTags } from '@nestjs/swagger';
import { ApiError, ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { MAX_PREFERENCE_KEYS, MAX_PREFERENCE_VALUE_LENGTH, MAX_PREFERENCES_NAMESPACE_LENGTH, PREFERENCES_NAMESPACE_PATTERN, STORE_SETTINGS_NAMESPACE } from '@mercato/spec';
import { CommercePreferencesReader, SaveCommercePreferencesCommand } from '@mercato/sites/application';
import type { PreferenceValues } from '@mercato/sites/domain';
import { SITE_SETTINGS_READER_ROLES, SITE_SETTINGS_WRITER_ROLES } from './site-settings.roles';

/** Spec §7: the GET answer is the namespace's values with the site's `websiteId`. */
export type CommercePreferencesView = PreferenceValues & { readonly websiteId: string };

const NAMESPACE_PARAM = {
  name: 'namespace',
  description: `A namespace of the site's preferences. \`${STORE_SETTINGS_NAMESPACE}\` is the store settings' own endpoint.`,
  schema: { type: 'string', pattern: `^(?!${STORE_SETTINGS_NAMESPACE}$)${PREFERENCES_NAMESPACE_PATTERN.source.slice(1)}`, maxLength: MAX_PREFERENCES_NAMESPACE_LENGTH },
} as const;

/** The key a GET adds; a client may send it back, and a save never stores it. */
const WEBSITE_ID_KEY = 'websiteId';

/**
 * Spec §7 `GET and PUT /api/v1/commerce-preferences/{namespace}`: a key/value object per namespace.
 * Registered after `StoreSettingsController`, whose static `store-settings` path therefore wins.
 */
@ApiTags('sites')
@Controller('api/v1/commerce-preferences')
@UseGuards(SiteGuard)
export class CommercePreferencesController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(CommercePreferencesReader) private readonly preferences: CommercePreferencesReader,
  ) {}

  @Get(':namespace')
  @ApiParam(NAMESPACE_PARAM)
  @ApiErrors(400)
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async read(@CurrentSite() site: ResolvedSite, @Param('namespace') namespace: string): Promise<CommercePreferencesView> {
    return { ...(await this.preferences.valuesOf(site.websiteId, namespace)), websiteId: site.websiteId };
  }

  /** Merges the values sent into the namespace (null removes a key); answers all of them. */
  @Put(':namespace')
  @ApiParam(NAMESPACE_PARAM)
  @ApiBody({
    schema: {
      type: 'object',
      maxProperties: MAX_PREFERENCE_KEYS,
      additionalProperties: { type: 'string', nullable: true, maxLength: MAX_PREFERENCE_VALUE_LENGTH },
      description: `Keys to set (text) or remove (null). \`${WEBSITE_ID_KEY}\`, as GET answers it, is ignored.`,
    },
  })
  @RequireRoles(...SITE_SETTINGS_WRITER_ROLES)
  async save(@CurrentSite() site: ResolvedSite, @Param('namespace') namespace: string, @Body() body: unknown): Promise<CommercePreferencesView> {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, 'The preferences are a JSON object of keys and values.');
    const changes = Object.fromEntries(Object.entries(body).filter(([key]) => key !== WEBSITE_ID_KEY));
    const values: PreferenceValues = await this.commands.execute(new SaveCommercePreferencesCommand(site.websiteId, namespace, changes));
    return { ...values, websiteId: site.websiteId };
  }
}
