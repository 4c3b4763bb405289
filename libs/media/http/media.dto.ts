import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsNumber, IsObject, IsOptional, IsString, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { JSONSchema } from 'class-validator-jsonschema';
import { ALT_TEXT_BODY_MAX_LENGTH, GALLERY_OPTIONS } from '@mercato/spec';
import { GALLERY_LIMITS } from '@mercato/media/domain';

export class FocalPointDto {
  @IsNumber() @Min(0) @Max(1) x!: number;
  @IsNumber() @Min(0) @Max(1) y!: number;
}

/** What the owner may change of an image after uploading it. */
export class AssetDetailsDto {
  @IsOptional() @IsString() @MaxLength(500) title?: string;
  @IsOptional() @IsString() @MaxLength(20_000) body?: string;
  @JSONSchema({ description: 'Alt text; null gives back the spec §3 fallback (title, body without tags, file name); empty marks the image decorative.', type: ['string', 'null'] })
  @IsOptional() @IsString() @MaxLength(ALT_TEXT_BODY_MAX_LENGTH) altText?: string | null;
  @IsOptional() @ValidateNested() @Type(() => FocalPointDto) focalPoint?: FocalPointDto;
}

/** Each spec §9 option, its kind, range and default, for the OpenAPI document. */
const OPTIONS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(
    Object.entries(GALLERY_OPTIONS).map(([name, option]) => {
      if (option.kind === 'boolean') return [name, { type: 'boolean', default: option.default }];
      if (option.kind === 'range') return [name, { type: 'integer', minimum: option.min, maximum: option.max, default: option.default }];
      return [name, { type: 'string', enum: name === 'design' ? [...option.values, 'carousel'] : option.values, default: option.default }];
    }),
  ),
} as const;

export class GalleryDefinitionDto {
  @IsString() @MaxLength(GALLERY_LIMITS.titleLength) title!: string;
  @IsArray() @ArrayMaxSize(GALLERY_LIMITS.images) @IsString({ each: true }) @MaxLength(100, { each: true }) assetIds!: string[];
  @JSONSchema({ ...OPTIONS_SCHEMA, description: 'Spec §9 gallery options; those left out take their defaults, out-of-range values are refused (400, errors by options.<name>).' })
  @ValidateIf((_dto, value) => value !== undefined) @IsObject() options?: Record<string, unknown>;
}
