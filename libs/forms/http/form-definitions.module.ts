import { Body, Controller, Global, HttpCode, Inject, Module, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { FormDefinitionsReader } from '@mercato/forms/application';
import { FORM_DEFINITIONS, FORM_DEFINITIONS_INTERNAL_PATH, FORM_DEFINITIONS_MAX_IDS, type FormDefinitions, type FormDefinitionsAnswer } from '@mercato/forms/ports';

/**
 * The published FORM_DEFINITIONS, global so it reaches the modules beside the forms context (the
 * catalog's product page reads a product's additional-fields form) wherever FormsModule runs.
 */
@Global()
@Module({
  providers: [{ provide: FORM_DEFINITIONS, useClass: FormDefinitionsReader }],
  exports: [FORM_DEFINITIONS],
})
export class FormDefinitionsModule {}

class FormIdsDto {
  @IsArray() @ArrayMaxSize(FORM_DEFINITIONS_MAX_IDS) @IsString({ each: true }) @MaxLength(100, { each: true }) formIds!: string[];
}

/**
 * FORM_DEFINITIONS over HTTP for a catalog process without the forms database (HttpFormDefinitions
 * is its client). Service-to-service only: mounted by services/forms, never by the gateway, and not
 * under /api, so the proxy gateway forwards nothing here. A POST only because the ids travel in the body.
 */
@ApiExcludeController()
@Controller(FORM_DEFINITIONS_INTERNAL_PATH)
export class FormDefinitionsInternalController {
  constructor(@Inject(FORM_DEFINITIONS) private readonly definitions: FormDefinitions) {}

  @Post(':websiteId/forms')
  @HttpCode(200)
  async forms(@Param('websiteId') websiteId: string, @Body() body: FormIdsDto): Promise<FormDefinitionsAnswer> {
    return { forms: await this.definitions.formsOf(websiteId, body.formIds) };
  }
}

/** The forms service's internal definitions read; needs FormsModule (FORM_DEFINITIONS, global) beside it. */
@Module({ controllers: [FormDefinitionsInternalController] })
export class FormDefinitionsInternalModule {}
