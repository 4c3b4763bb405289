import { Transform } from 'class-transformer';
import { IsBoolean, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { EMAIL_MAX_LENGTH, SITE_USER_PASSWORD_MAX_LENGTH } from '@mercato/spec';

/** Sign-up. The email's form and the password's minimum length are the decider's rules. */
export class JoinDto {
  @IsString()
  @MaxLength(EMAIL_MAX_LENGTH)
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
