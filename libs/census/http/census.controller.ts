import { Controller, HttpCode, Inject, Param, Post, Req, UseGuards } from '@nestjs/common';
import { ApiParam, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiError, ApiErrors, CrumbGuard, CurrentSite, SiteGuard, type ResolvedSite } from '@mercato/http';
import { CENSUS_ENDPOINTS, checkTrackerEventContent, schemaLabel, type CensusEndpointName } from '@mercato/census/domain';
import { CensusIngestion, type IngestOutcome } from '@mercato/census/application';
import { arrivalOf, requestBody } from './census-arrival';
import { censusRefusal } from './census-refusal';
import { CensusBody, TrackerEventContentBody } from './census-openapi';

/**
 * The ingestion endpoints of spec §7. Each answers 202 with how many records were stored on their
 * topic and how many on census.bad.v1, only once all are durable; 400 with the reason when none was
 * valid; 429 over the rate limits; 503 while the sink cannot take records.
 */
@ApiTags('census')
@ApiErrors(429, 503)
@Controller('api')
@UseGuards(SiteGuard)
export class CensusController {
  constructor(@Inject(CensusIngestion) private readonly ingestion: CensusIngestion) {}

  @Post('census/RecordHit')
  @HttpCode(202)
  @CensusBody('recordHit')
  recordHit(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('recordHit', request, site);
  }

  @Post('census/button-click')
  @HttpCode(202)
  @CensusBody('buttonClick')
  buttonClick(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('buttonClick', request, site);
  }

  @Post('census/button-render')
  @HttpCode(202)
  @CensusBody('buttonRender')
  buttonRender(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('buttonRender', request, site);
  }

  @Post('census/form-render')
  @HttpCode(202)
  @CensusBody('formRender')
  formRender(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('formRender', request, site);
  }

  @Post('census/overlay')
  @HttpCode(202)
  @CensusBody('overlay')
  overlay(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('overlay', request, site);
  }

  @Post('census/RecordQuickView/:id')
  @HttpCode(202)
  @CensusBody('quickView')
  @ApiParam({ name: 'id', description: "The item viewed, stored as the record's itemId.", schema: { type: 'string', maxLength: 256 } })
  quickView(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('quickView', request, site);
  }

  /** The legacy tracker; its `crumb` field is taken out and never stored. */
  @Post('events/RecordEvent')
  @HttpCode(202)
  @CensusBody('legacyEvent')
  legacyEvent(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('legacyEvent', request, site);
  }

  /** The newer tracker: spec §7 counts only 200 and 202 as success. */
  @Post('v1/clanker/events')
  @HttpCode(202)
  @CensusBody('trackerEvent')
  trackerEvent(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('trackerEvent', request, site);
  }

  @Post('1/performance/records')
  @HttpCode(202)
  @CensusBody('performanceRecords')
  performanceRecords(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('performanceRecords', request, site);
  }

  /** Spec §7: needs the CSRF header carrying the crumb cookie's value. */
  @Post('events/RecordJavascriptErrors')
  @HttpCode(202)
  @UseGuards(CrumbGuard)
  @CensusBody('javascriptErrors')
  javascriptErrors(@Req() request: Request, @CurrentSite() site: ResolvedSite): Promise<IngestOutcome> {
    return this.ingest('javascriptErrors', request, site);
  }

  private async ingest(name: CensusEndpointName, request: Request, site: ResolvedSite): Promise<IngestOutcome> {
    try {
      const outcome = await this.ingestion.ingest(arrivalOf(request, CENSUS_ENDPOINTS[name], site.websiteId), requestBody(request));
      if (outcome.accepted === 0 && outcome.firstReason !== undefined) throw new ApiError(400, outcome.firstReason, { code: 'invalid_record' });
      return outcome;
    } catch (error) {
      throw censusRefusal(error) ?? error;
    }
  }
}

/** Spec §7 validate mode of the newer tracker: checks content, stores nothing. */
@ApiTags('census')
@Controller('api/v1/clanker/validate-event-content')
export class TrackerEventValidationController {
  @Post(':schemaName')
  @HttpCode(200)
  @TrackerEventContentBody()
  @ApiErrors(404)
  validate(@Param('schemaName') schemaName: string, @Req() request: Request): { valid: true; schema: string } {
    const check = checkTrackerEventContent(schemaName, requestBody(request).text);
    if (check.outcome === 'unknown-schema') throw new ApiError(404, `Unknown event schema ${JSON.stringify(schemaName)}`, { code: 'unknown_schema' });
    if (check.outcome === 'invalid') {
      const errors = Object.fromEntries(check.reasons.map((reason) => [reason.slice(0, reason.indexOf(': ')), reason.slice(reason.indexOf(': ') + 2)]));
      throw new ApiError(400, check.reasons.join('; '), { code: 'invalid_record', errors });
    }
    return { valid: true, schema: schemaLabel(check.schema) };
  }
}
