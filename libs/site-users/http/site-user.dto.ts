import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, NotContains, MinLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, SITE_USER_MESSAGES, SITE_USER_PASSWORD_MAX_LENGTH } from '@mercato/spec';

/** PostgreSQL text cannot hold NUL: such an email is bad input (400), not a failed query (500). */
const NUL = '\u0000';

/** Sign-up. The email's form and the password's minimum length are the decider's rules. */
export class JoinDto {
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
  @NotContains(NUL, { message: SITE_USER_MESSAGES.invalidEmail })
  email!: string;

  @IsString()
  @MaxLength(SITE_USER_PASSWORD_MAX_LENGTH)
  password!: string;
}

/** Spec §3 login payload: email, password, rememberMe. */
export class LogInDto {
  @IsString()
  @MinLength(1)
  @MaxLength(EMAIL_MAX_LENGTH)
  @NotContains(NUL, { message: SITE_USER_MESSAGES.invalidEmail })
  email!: string;

  @IsString()
  @MinLength(1)
  @MaxLength(SITE_USER_PASSWORD_MAX_LENGTH)
  password!: string;

  @IsOptional()
  @IsBoolean()
  rememberMe?: boolean;
}

/** Spec §7: the storefront sends `cloneCart` on logout; accepted, not acted on yet (no cart follows the user). */
export class LogOutQueryDto {
  @IsOptional()
  @IsString()
  @MaxLength(16)
  @Transform(({ value }) => (Array.isArray(value) ? String(value[0]) : value))
  cloneCart?: string;
}
