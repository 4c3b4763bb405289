import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsString, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { BlockType, FormContentSource, FormFieldType, INTERFACE_VALIDATION_MESSAGES, invalidPageUrlMessage } from '@mercato/spec';
import { CHOICE_TYPES, FORM_DEFINITION_MESSAGES, MAILING_LIST_NAME_REQUIRED, CaptchaAlignment, CaptchaTheme, MAX_FIELD_OPTIONS, MAX_FORM_FIELDS, MAX_FORM_PAGES, blankField, type FormDefinition, type FormFieldDefinition } from '@mercato/forms/domain';
import type { NewMailingList } from '@mercato/forms/views';

/**
 * Longest `form` JSON text a submission may carry (every field's values together). With the other
 * fields at their longest, even six bytes a character (JSON escapes) stays under the 256 KiB body limit.
 */
export const MAX_SUBMISSION_FORM_TEXT = 32 * 1024;

/** May be left out, but when sent must be valid: null is not a string (plain IsOptional would let it through). */
const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

/** Something other than blank: what the domain calls a name or an id. */
const NOT_BLANK = /\S/;

/** A choice field (radio, checkbox, select, likert) needs an option; the others need none (the domain says so too). */
@JSONSchema({
  oneOf: [
    { properties: { type: { enum: [...CHOICE_TYPES] }, options: { minItems: 1 } }, required: ['options'] },
    { properties: { type: { not: { enum: [...CHOICE_TYPES] } } } },
  ],
})
export class FormFieldDto {
  @IsString() @MaxLength(100) @Matches(NOT_BLANK, { message: FORM_DEFINITION_MESSAGES.fieldIdRequired }) id!: string;
  @IsIn(Object.values(FormFieldType)) type!: FormFieldType;
  @IsString() @MaxLength(500) title!: string;
  @IfPresent() @IsString() @MaxLength(2000) description?: string;
  @IfPresent() @IsString() @MaxLength(500) placeholder?: string;
  @IfPresent() @IsBoolean() required?: boolean;
  @IfPresent() @IsArray() @ArrayMaxSize(MAX_FIELD_OPTIONS) @IsString({ each: true }) @MaxLength(500, { each: true }) options?: string[];
  @IfPresent() @IsInt() @Min(0) @Max(10_000) maxLength?: number;
  @IfPresent() @IsString() @MaxLength(10) currencySymbol?: string;
  @IfPresent() @IsBoolean() showCountryCode?: boolean;
  @IfPresent() @IsBoolean() underline?: boolean;
  @IfPresent() @IsString() @MaxLength(200) key?: string;
  @IfPresent() @IsString() @MaxLength(2000) value?: string;
}

/** The owner's form (spec §3 "Form"); everything but the name, block type and fields has a default. */
export class FormDefinitionDto {
  @IsIn([BlockType.FORM, BlockType.NEWSLETTER]) blockType!: typeof BlockType.FORM | typeof BlockType.NEWSLETTER;
  @IsString() @MaxLength(200) @Matches(NOT_BLANK, { message: FORM_DEFINITION_MESSAGES.nameRequired }) name!: string;
  @IsArray() @ArrayMaxSize(MAX_FORM_FIELDS) @ValidateNested({ each: true }) @Type(() => FormFieldDto) fields!: FormFieldDto[];
  @IfPresent() @IsString() @MaxLength(5000) submissionMessage?: string;
  @IfPresent() @IsString() @MaxLength(20_000) submissionHtml?: string;
  @IfPresent() @IsString() @MaxLength(2000) @Matches(/^$|^(https?:\/\/|\/)/, { message: ({ value }) => invalidPageUrlMessage(String(value)) }) successRedirect?: string;
  @IfPresent() @IsString() @MaxLength(5000) disclaimer?: string;
  @IfPresent() @IsBoolean() captchaEnabled?: boolean;
  @IfPresent() @IsIn(Object.values(CaptchaTheme)) captchaTheme?: string;
  @IfPresent() @IsIn(Object.values(CaptchaAlignment)) captchaAlignment?: string;
  @IfPresent() @IsString() @MaxLength(100) mailingListId?: string;
  @IfPresent() @IsString() @MaxLength(256) @Matches(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, { message: INTERFACE_VALIDATION_MESSAGES.enterValidEmail }) notificationEmail?: string;
  /** Store collection ids whose pages show this form's block (besides `/form/{formId}`). */
  @IfPresent() @IsArray() @ArrayMaxSize(MAX_FORM_PAGES) @IsString({ each: true }) @MaxLength(100, { each: true }) @Matches(NOT_BLANK, { each: true, message: FORM_DEFINITION_MESSAGES.pageIdRequired }) pageIds?: string[];
}

export function toDefinition(dto: FormDefinitionDto): FormDefinition {
  return {
    blockType: dto.blockType,
    name: dto.name,
    fields: dto.fields.map(toField),
    submissionMessage: dto.submissionMessage ?? '',
    submissionHtml: dto.submissionHtml ?? '',
    successRedirect: dto.successRedirect ?? '',
    disclaimer: dto.disclaimer ?? '',
    captchaEnabled: dto.captchaEnabled ?? false,
    captchaTheme: dto.captchaTheme ?? CaptchaTheme.LIGHT,
    captchaAlignment: dto.captchaAlignment ?? CaptchaAlignment.LEFT,
    mailingListId: dto.mailingListId ?? '',
    notificationEmail: dto.notificationEmail ?? '',
    pageIds: dto.pageIds ?? [],
  };
}

function toField(dto: FormFieldDto): FormFieldDefinition {
  const { id, type, title, ...properties } = dto;
  const defined = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
  return { ...blankField(id, type, title), ...defined };
}

export class CreateMailingListDto implements NewMailingList {
  @IsString() @MaxLength(200) @Matches(NOT_BLANK, { message: MAILING_LIST_NAME_REQUIRED }) name!: string;
}

/** Spec §3 "Form submission body". */
export class SaveFormSubmissionDto {
  @IsString() @MaxLength(100) key!: string;
  @IsString() @MaxLength(100) formId!: string;
  @IsString() @MaxLength(MAX_SUBMISSION_FORM_TEXT) form!: string;
  @IfPresent() @IsString() @MaxLength(4096) captchaKey?: string;
  @IfPresent() @IsString() @MaxLength(500) pageTitle?: string;
  @IfPresent() @IsString() @MaxLength(100) pageId?: string;
  @IfPresent() @IsIn(Object.values(FormContentSource)) contentSource?: string;
  @IfPresent() @IsString() @MaxLength(2000) pagePath?: string;
  @IfPresent() @IsString() @MaxLength(50) pagePermissionTypeValue?: string;
}

export class TemplateSchemaQueryDto {
  @Type(() => Number) @IsIn([BlockType.FORM, BlockType.NEWSLETTER], { message: 'type must be a form block type (9 or 51)' }) type!: number;
}
