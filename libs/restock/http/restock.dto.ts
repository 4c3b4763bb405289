import { Type } from 'class-transformer';
import type { NoticeTemplate, RestockSignUpRequest, SendAllRequest, SendRequest } from '@mercato/restock/views';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import { RESTOCK_MESSAGES } from '@mercato/spec';

/** Spec §3 "Restock sign-up payload"; the email's own rules (§5, §9) are the decider's, with the spec's messages. */
export class RestockSignUpDto implements RestockSignUpRequest {
  @IsBoolean() isJoinMailingList!: boolean;
  @IsString() @MaxLength(100) productId!: string;
  @IsString() @MaxLength(100) variantId!: string;
  @IsString({ message: RESTOCK_MESSAGES.emailBlank }) @MaxLength(1000, { message: RESTOCK_MESSAGES.emailInvalid }) siteVisitorEmail!: string;
  @IsOptional() @IsString() @MaxLength(10_000) captchaToken?: string;
  @IsOptional() @IsString() @MaxLength(10_000) recaptchaEnterpriseV3Token?: string;
  @IsOptional() @IsString() @MaxLength(35) language?: string;
}

export class SignUpGroupsQueryDto {
  @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}

export class SignUpsQueryDto {
  @IsString() @MaxLength(100) productId!: string;
  @IsString() @MaxLength(100) variantId!: string;
  @IsOptional() @IsString() @MaxLength(500) cursor?: string;
}

/** Spec §3 "Send request body": one variant. */
export class SendRequestDto implements SendRequest {
  @IsString() @MaxLength(100) productId!: string;
  @IsString() @MaxLength(100) variantId!: string;
}

/** Spec §3 "Send request body": sendRequests, a list of them. */
export class SendAllDto implements SendAllRequest {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(200) @ValidateNested({ each: true }) @Type(() => SendRequestDto) sendRequests!: SendRequestDto[];
}

export class UnsubscribeQueryDto {
  @IsString() @MaxLength(100) token!: string;
}

/** An owner's back-in-stock mail templates for one language (JSON-T). */
export class NoticeTemplateDto implements NoticeTemplate {
  @IsString() @MaxLength(500) subject!: string;
  @IsString() @MaxLength(50_000) text!: string;
  @IsString() @MaxLength(50_000) html!: string;
}
