import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { BlockType, FormContentSource, FormFieldType } from '@mercato/spec';
import { CaptchaAlignment, CaptchaTheme, MAX_FIELD_OPTIONS, MAX_FORM_FIELDS, blankField, type FormDefinition, type FormFieldDefinition } from '@mercato/forms/domain';

/** Longest `form` JSON text a submission may carry (every field's values together). */
export const MAX_SUBMISSION_FORM_TEXT = 64 * 1024;

export class FormFieldDto {
  @IsString() @MaxLength(100) id!: string;
  @IsIn(Object.values(FormFieldType)) type!: FormFieldType;
  @IsString() @MaxLength(500) title!: string;
  @IsOptional() @IsString() @MaxLength(2000) description?: string;
  @IsOptional() @IsString() @MaxLength(500) placeholder?: string;
  @IsOptional() @IsBoolean() required?: boolean;
  @IsOptional() @IsArray() @ArrayMaxSize(MAX_FIELD_OPTIONS) @IsString({ each: true }) @MaxLength(500, { each: true }) options?: string[];
  @IsOptional() @IsInt() @Min(0) @Max(10_000) maxLength?: number;
  @IsOptional() @IsString() @MaxLength(10) currencySymbol?: string;
  @IsOptional() @IsBoolean() showCountryCode?: boolean;
  @IsOptional() @IsBoolean() underline?: boolean;
  @IsOptional() @IsString() @MaxLength(200) key?: string;
  @IsOptional() @IsString() @MaxLength(2000) value?: string;
}

/** The owner's form (spec §3 "Form"); everything but the name, block type and fields has a default. */
export class FormDefinitionDto {
  @IsIn([BlockType.FORM, BlockType.NEWSLETTER]) blockType!: typeof BlockType.FORM | typeof BlockType.NEWSLETTER;
  @IsString() @MaxLength(200) name!: string;
  @IsArray() @ArrayMaxSize(MAX_FORM_FIELDS) @ValidateNested({ each: true }) @Type(() => FormFieldDto) fields!: FormFieldDto[];
  @IsOptional() @IsString() @MaxLength(5000) submissionMessage?: string;
  @IsOptional() @IsString() @MaxLength(20_000) submissionHtml?: string;
  @IsOptional() @IsString() @MaxLength(2000) successRedirect?: string;
  @IsOptional() @IsString() @MaxLength(5000) disclaimer?: string;
  @IsOptional() @IsBoolean() captchaEnabled?: boolean;
  @IsOptional() @IsIn(Object.values(CaptchaTheme)) captchaTheme?: string;
  @IsOptional() @IsIn(Object.values(CaptchaAlignment)) captchaAlignment?: string;
  @IsOptional() @IsString() @MaxLength(100) mailingListId?: string;
  @IsOptional() @IsString() @MaxLength(256) notificationEmail?: string;
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
  };
}

function toField(dto: FormFieldDto): FormFieldDefinition {
  const { id, type, title, ...properties } = dto;
  const defined = Object.fromEntries(Object.entries(properties).filter(([, value]) => value !== undefined));
  return { ...blankField(id, type, title), ...defined };
}

export class CreateMailingListDto {
  @IsString() @MaxLength(200) name!: string;
}

/** Spec §3 "Form submission body". */
export class SaveFormSubmissionDto {
  @IsString() @MaxLength(100) key!: string;
  @IsString() @MaxLength(100) formId!: string;
  @IsString() @MaxLength(MAX_SUBMISSION_FORM_TEXT) form!: string;
  @IsOptional() @IsString() @MaxLength(20_000) captchaKey?: string;
  @IsOptional() @IsString() @MaxLength(500) pageTitle?: string;
  @IsOptional() @IsString() @MaxLength(100) pageId?: string;
  @IsOptional() @IsIn(Object.values(FormContentSource)) contentSource?: string;
  @IsOptional() @IsString() @MaxLength(2000) pagePath?: string;
  @IsOptional() @IsString() @MaxLength(50) pagePermissionTypeValue?: string;
}

export class TemplateSchemaQueryDto {
  @Type(() => Number) @IsIn([BlockType.FORM, BlockType.NEWSLETTER], { message: 'type must be a form block type (9 or 51)' }) type!: number;
}
