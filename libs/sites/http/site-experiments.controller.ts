import { Body, Controller, Get, Inject, Put, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiProperty, ApiTags } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsString, Matches, ValidateNested } from 'class-validator';
import { CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { EXPERIMENT_NAME_PATTERN, EXPERIMENT_STATUSES, EXPERIMENT_VARIANT_PATTERN, ExperimentMessages, MAX_SITE_EXPERIMENTS, type Experiment } from '@mercato/spec';
import { SetSiteExperimentsCommand, SiteExperimentsReader } from '@mercato/sites/application';
import type { SiteExperimentsView } from '@mercato/views';
import { SITE_SETTINGS_READER_ROLES, SITE_SETTINGS_WRITER_ROLES } from './site-settings.roles';

/** Spec §3 "Experiment": name, variant, status. */
export class SiteExperimentDto {
  @ApiProperty({ pattern: EXPERIMENT_NAME_PATTERN.source, description: 'The experiment name; `?experiment.<name>=<variant>` pins it on internal or staging hosts.' })
  @IsString({ message: ExperimentMessages.NAME })
  @Matches(EXPERIMENT_NAME_PATTERN, { message: ExperimentMessages.NAME })
  name!: string;

  @ApiProperty({ pattern: EXPERIMENT_VARIANT_PATTERN.source, description: 'The variant visitors get while the experiment is ACTIVE ("reset" is reserved).' })
  @IsString({ message: ExperimentMessages.VARIANT })
  @Matches(EXPERIMENT_VARIANT_PATTERN, { message: ExperimentMessages.VARIANT })
  variant!: string;

  @ApiProperty({ enum: EXPERIMENT_STATUSES, description: 'Only ACTIVE counts.' })
  @IsIn(EXPERIMENT_STATUSES, { message: ExperimentMessages.STATUS })
  status!: string;
}

/** PUT /api/site-experiments: the whole list, as the GET answers it. */
export class SiteExperimentsDto {
  @IsArray({ message: ExperimentMessages.LIST })
  @ArrayMaxSize(MAX_SITE_EXPERIMENTS, { message: ExperimentMessages.COUNT })
  @ValidateNested({ each: true, message: ExperimentMessages.LIST })
  @Type(() => SiteExperimentDto)
  experiments!: SiteExperimentDto[];
}

/**
 * A site's experiments (spec §3, §4; issue 14 part 5), a site setting like the languages: every
 * granted role reads them, admins and website managers change them. The storefront's site shell
 * carries the ACTIVE ones.
 */
@ApiTags('sites')
@Controller('api/site-experiments')
@UseGuards(SiteGuard)
export class SiteExperimentsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(SiteExperimentsReader) private readonly experiments: SiteExperimentsReader,
  ) {}

  @Get()
  @RequireRoles(...SITE_SETTINGS_READER_ROLES)
  async read(@CurrentSite() site: ResolvedSite): Promise<SiteExperimentsView> {
    return { websiteId: site.websiteId, experiments: await this.experiments.experimentsOf(site.websiteId) };
  }

  @Put()
  @RequireRoles(...SITE_SETTINGS_WRITER_ROLES)
  async save(@CurrentSite() site: ResolvedSite, @Body() body: SiteExperimentsDto): Promise<SiteExperimentsView> {
    const experiments = body.experiments.map(({ name, variant, status }) => ({ name, variant, status }));
    const set: readonly Experiment[] = await this.commands.execute(new SetSiteExperimentsCommand(site.websiteId, experiments));
    return { websiteId: site.websiteId, experiments: set };
  }
}
