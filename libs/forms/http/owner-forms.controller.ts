import { Body, Controller, Get, Inject, Param, Post, Put, Res, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiErrors, CurrentSite, RequireRoles, SiteGuard, type ResolvedSite } from '@mercato/http';
import { ContributorRole } from '@mercato/spec';
import { submissionsCsv, type DefinedForm } from '@mercato/forms/domain';
import { CreateMailingListCommand, DefineFormCommand, FormQueries, FormReader, type MailingListView } from '@mercato/forms/application';
import { FormsFailureFilter } from './forms-failure.filter';
import { CreateMailingListDto, FormDefinitionDto, toDefinition } from './forms.dto';

/** Who builds forms, reads their submissions and keeps the mailing lists. */
export const FORM_OWNER_ROLES = [ContributorRole.ADMIN, ContributorRole.WEBSITE_MANAGER, ContributorRole.EDITOR, ContributorRole.CAMPAIGNS_EDITOR];

const FORMS = 'rest/forms';

/** The owner's forms API (console): forms, their submissions (JSON and CSV) and mailing lists. */
@ApiTags('forms (owner)')
@Controller('api')
@RequireRoles(...FORM_OWNER_ROLES)
@UseGuards(SiteGuard)
@UseFilters(FormsFailureFilter)
export class OwnerFormsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(FormQueries) private readonly queries: FormQueries,
    @Inject(FormReader) private readonly forms: FormReader,
  ) {}

  @Get(`${FORMS}/newsletter/mailing-lists`)
  mailingLists(@CurrentSite() site: ResolvedSite) {
    return this.queries.mailingLists(site.websiteId);
  }

  @Post(`${FORMS}/newsletter/mailing-lists`)
  @ApiOperation({ summary: 'Creates a mailing list newsletter blocks can subscribe visitors to.' })
  createMailingList(@CurrentSite() site: ResolvedSite, @Body() body: CreateMailingListDto): Promise<MailingListView> {
    return this.commands.execute(new CreateMailingListCommand(site.websiteId, body.name));
  }

  @Get(FORMS)
  list(@CurrentSite() site: ResolvedSite) {
    return this.queries.forms(site.websiteId);
  }

  @Post(FORMS)
  @ApiOperation({ summary: 'Defines a new form (201); answers it with its id and revision 1. 409: two fields share an id, or a newsletter block without a mailing list or email field.' })
  @ApiErrors(409)
  create(@CurrentSite() site: ResolvedSite, @Body() body: FormDefinitionDto): Promise<DefinedForm> {
    return this.commands.execute(new DefineFormCommand(site.websiteId, undefined, toDefinition(body)));
  }

  @Get(`${FORMS}/:formId`)
  read(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string): Promise<DefinedForm> {
    return this.forms.definedForm(site.websiteId, formId);
  }

  @Put(`${FORMS}/:formId`)
  @ApiOperation({ summary: 'Replaces a form’s definition; answers the next revision. 409 as for a new form.' })
  @ApiErrors(409)
  async redefine(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string, @Body() body: FormDefinitionDto): Promise<DefinedForm> {
    await this.forms.definedForm(site.websiteId, formId);
    return this.commands.execute(new DefineFormCommand(site.websiteId, formId, toDefinition(body)));
  }

  @Get(`${FORMS}/:formId/submissions`)
  @ApiOperation({ summary: 'The form’s submissions, newest first (at most 500).' })
  async submissions(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string) {
    await this.forms.definedForm(site.websiteId, formId);
    return this.queries.submissions(site.websiteId, formId);
  }

  @Get(`${FORMS}/:formId/submissions.csv`)
  @ApiOperation({ summary: 'The form’s submissions as CSV, one column per field of the form as it is now.' })
  @ApiResponse({ status: 200, description: 'The CSV file.', content: { 'text/csv': { schema: { type: 'string' } } } })
  async submissionsCsv(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string, @Res({ passthrough: true }) response: Response): Promise<string> {
    const form = await this.forms.definedForm(site.websiteId, formId);
    const csv = submissionsCsv(form.definition.fields, await this.queries.submissions(site.websiteId, formId));
    // Set only on success: an error answer stays the JSON envelope.
    response.type('text/csv; charset=utf-8').attachment('submissions.csv');
    return csv;
  }
}
