import { BadRequestException, Body, Controller, Get, HttpCode, Inject, NotFoundException, Param, Post, Query, Req, UseFilters, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBody, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors, clientAddress, CurrentSite, errorResponse, SiteGuard, type ResolvedSite } from '@mercato/http';
import { formSubmissionErrorMessage } from '@mercato/spec';
import { formTemplateSchema, type FormBlockType } from '@mercato/forms/domain';
import type { FormBlockView, PageFormsView } from '@mercato/forms/views';
import { CAPTCHA_VERIFIER, FormKeys, FormReader, SaveSubmissionCommand, ValidateValuesQuery, type CaptchaVerifier, type CaptchaWidgetSettings } from '@mercato/forms/application';
import { AltchaCaptcha, type CaptchaChallengeView } from '@mercato/forms/infrastructure';
import { FormsFailureFilter, SaveSubmissionFailureFilter } from './forms-failure.filter';
import { SaveFormSubmissionDto, TemplateSchemaQueryDto } from './forms.dto';

/** Fields a validate call may name: a form has at most 100, so more is not a form's values. */
const MAX_VALIDATE_KEYS = 200;

/** Spec §7 form calls a visitor's page makes, plus the form and captcha a form block draws. */
@ApiTags('forms')
@Controller('api')
@UseGuards(SiteGuard)
@UseFilters(FormsFailureFilter)
export class StorefrontFormsController {
  constructor(
    @Inject(CommandBus) private readonly commands: CommandBus,
    @Inject(QueryBus) private readonly queries: QueryBus,
    @Inject(FormReader) private readonly forms: FormReader,
    @Inject(FormKeys) private readonly keys: FormKeys,
    @Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier,
  ) {}

  @Get('template/GetTemplateSchema')
  @ApiOperation({ summary: 'Spec §7: the schema of a form block (type 9) or newsletter block (type 51).' })
  templateSchema(@Query() query: TemplateSchemaQueryDto) {
    return formTemplateSchema(query.type as FormBlockType);
  }

  @Post('rest/forms/validate/:formId')
  @HttpCode(200)
  @ApiOperation({ summary: 'Spec §7: checks a JSON map of field id to value; a failure answers 400 with errors by field id.' })
  @ApiBody({ schema: { type: 'object', additionalProperties: true, maxProperties: MAX_VALIDATE_KEYS } })
  validate(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string, @Body() values: unknown): Promise<{ valid: true }> {
    if (typeof values !== 'object' || values === null || Array.isArray(values) || Object.keys(values).length > MAX_VALIDATE_KEYS) throw new BadRequestException('The body is a JSON map of field id to value.');
    return this.queries.execute(new ValidateValuesQuery(site.websiteId, formId, values as Record<string, unknown>));
  }

  @Post('form/FormSubmissionKey')
  @HttpCode(200)
  @ApiOperation({ summary: 'Spec §7: a one-time key for one submission; it expires unspent.' })
  async submissionKey(@CurrentSite() site: ResolvedSite): Promise<{ key: string }> {
    return { key: await this.keys.issue(site.websiteId) };
  }

  @Post('form/SaveFormSubmission')
  @HttpCode(200)
  @ApiOperation({ summary: 'Spec §7/§8: saves a submission. 401 bad key, 404 unknown form, 429 rate, 400 errors map, 500 not saved.' })
  @ApiErrors(401, 429)
  @ApiResponse(errorResponse(500, `"${formSubmissionErrorMessage(500)}": the submission was not stored and its key is not spent.`))
  @UseFilters(SaveSubmissionFailureFilter)
  save(@CurrentSite() site: ResolvedSite, @Body() body: SaveFormSubmissionDto, @Req() request: Request): Promise<{ submissionId: string }> {
    return this.commands.execute(
      new SaveSubmissionCommand({
        websiteId: site.websiteId,
        formId: body.formId,
        key: body.key,
        formJson: body.form,
        captchaKey: body.captchaKey,
        page: { pageTitle: body.pageTitle ?? '', pageId: body.pageId ?? '', contentSource: body.contentSource ?? '', pagePath: body.pagePath ?? '', pagePermissionTypeValue: body.pagePermissionTypeValue ?? '' },
        clientAddress: clientAddress(request) ?? 'unknown',
      }),
    );
  }

  @Get('form/definitions/:formId')
  @ApiOperation({ summary: 'Project addition: the form a block draws (fields, messages, captcha settings).' })
  async definition(@CurrentSite() site: ResolvedSite, @Param('formId') formId: string): Promise<FormBlockView> {
    return this.forms.formBlock(site.websiteId, formId);
  }

  @Get('form/page-blocks/:pageId')
  @ApiOperation({ summary: 'Project addition: the form blocks a content page (a store collection, by id) holds, by name; none is an empty list.' })
  async pageBlocks(@CurrentSite() site: ResolvedSite, @Param('pageId') pageId: string): Promise<PageFormsView> {
    return { forms: await this.forms.pageBlocks(site.websiteId, pageId) };
  }

  @Get('form/captcha/widget')
  @ApiOperation({ summary: 'Project addition: the captcha widget a box outside a form draws (the restock box): provider, public site key, script URL.' })
  widget(): CaptchaWidgetSettings {
    return this.captcha.widget;
  }

  @Get('form/captcha/challenge')
  @ApiOperation({ summary: 'Project addition: a signed ALTCHA proof-of-work challenge for the captcha widget.' })
  challenge(): Promise<CaptchaChallengeView> {
    if (!(this.captcha instanceof AltchaCaptcha)) throw new NotFoundException('This site does not use the proof-of-work captcha.');
    return this.captcha.challenge();
  }
}
