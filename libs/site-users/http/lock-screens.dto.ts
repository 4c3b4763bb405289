import { IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import type { LockPassword } from '@mercato/site-users/views';
import { LOCK_SCREEN_MESSAGES, LOCK_SCREEN_PASSWORD_MAX_LENGTH } from '@mercato/spec';

const passwordRequired = { message: LOCK_SCREEN_MESSAGES.passwordRequired };

export class LockPasswordDto implements LockPassword {
  @IsString(passwordRequired)
  @MinLength(1, passwordRequired)
  @MaxLength(LOCK_SCREEN_PASSWORD_MAX_LENGTH, passwordRequired)
  password!: string;
}

export class UnlockDto extends LockPasswordDto {
  /** The locked page (a collection id); absent for the whole site's lock screen. */
  @IsOptional()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  pageId?: string;
}

export class LockedPageParams {
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  pageId!: string;
}
