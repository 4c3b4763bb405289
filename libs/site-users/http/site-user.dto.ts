import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  EMAIL_MAX_LENGTH,
  EMAIL_MIN_LENGTH,
  SIMPLE_EMAIL_PATTERN,
  SITE_USER_ACCOUNT_MESSAGES,
  SITE_USER_LANGUAGE_PATTERN,
  SITE_USER_MESSAGES,
  SITE_USER_PASSWORD_MAX_LENGTH,
  SITE_USER_PASSWORD_MIN_LENGTH,
} from '@mercato/spec';

const invalidEmail = { message: SITE_USER_MESSAGES.invalidEmail };

/**
 * Sign-up. The decider holds the same rules; they are repeated here so the OpenAPI document (read
 * from these decorators) says which bodies are valid, and the fuzz stage sends those.
 */
export class JoinDto {
  // Surrounding spaces (a pasted address) are not the visitor's mistake: checked without them.
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(invalidEmail)
  @MinLength(EMAIL_MIN_LENGTH, invalidEmail)
  @MaxLength(EMAIL_MAX_LENGTH, invalidEmail)
  @Matches(SIMPLE_EMAIL_PATTERN, invalidEmail)
  email!: string;

  @IsString()
  @MinLength(SITE_USER_PASSWORD_MIN_LENGTH, { message: SITE_USER_MESSAGES.passwordTooShort })
  @MaxLength(SITE_USER_PASSWORD_MAX_LENGTH)
  password!: string;
}

/** Spec §3 login payload: email, password, rememberMe. */
export class LogInDto {
  @IsString()
  @MinLength(1)
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(SITE_USER_PASSWORD_MAX_LENGTH)
  password!: string;

  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

/** Spec §7: the storefront sends `cloneCart` on logout; "true" leaves the visitor a copy of the cart. */
export class LogOutQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  @Transform(({ value }) => (Array.isArray(value) ? String(value[0]) : value))
  cloneCart?: string;
}

/** The token of a mailed link (base64url of 32 bytes; the length leaves room and refuses junk). */
class LinkTokenDto {
  @IsString()
  @MinLength(1)
  @MaxLength(128)
  token!: string;
}

export class VerifyEmailDto extends LinkTokenDto {}

export class RequestPasswordResetDto {
  @IsString()
  @MinLength(1)
  @MaxLength(EMAIL_MAX_LENGTH)
  email!: string;
}

export class ResetPasswordDto extends LinkTokenDto {
  @IsString()
  @MinLength(SITE_USER_PASSWORD_MIN_LENGTH, { message: SITE_USER_MESSAGES.passwordTooShort })
  @MaxLength(SITE_USER_PASSWORD_MAX_LENGTH)
  password!: string;
}

/** Spec §7 POST /api/site-users/account/locale. */
export class ChangeLocaleDto {
  @IsString({ message: SITE_USER_ACCOUNT_MESSAGES.invalidLanguage })
  @MaxLength(35, { message: SITE_USER_ACCOUNT_MESSAGES.invalidLanguage })
  @Matches(SITE_USER_LANGUAGE_PATTERN, { message: SITE_USER_ACCOUNT_MESSAGES.invalidLanguage })
  language!: string;
}
