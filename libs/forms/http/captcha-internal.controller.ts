import { Body, Controller, HttpCode, Inject, Module, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { IsIn, IsString, MaxLength } from 'class-validator';
import { CaptchaAction } from '@mercato/spec';
import { CAPTCHA_VERIFIER, type CaptchaVerdict, type CaptchaVerifier } from '@mercato/forms/application';
import { CAPTCHA_INTERNAL_PATH, type CaptchaVerificationRequest } from '@mercato/forms/ports';
import { FormsModule } from './forms.module';

class CaptchaVerificationDto implements CaptchaVerificationRequest {
  // An ALTCHA payload (challenge and solution, base64) or a reCAPTCHA token.
  @IsString() @MaxLength(8192) token!: string;
  @IsIn(Object.values(CaptchaAction)) action!: CaptchaAction;
  @IsString() @MaxLength(100) remoteAddress!: string;
}

/**
 * The forms context's captcha for processes with a database of their own (HttpCaptchaVerifier is
 * its client). Service-to-service only: mounted by services/forms, never by the gateway, and not
 * under /api, so the proxy gateway forwards nothing here.
 */
@ApiExcludeController()
@Controller(CAPTCHA_INTERNAL_PATH)
export class CaptchaInternalController {
  constructor(@Inject(CAPTCHA_VERIFIER) private readonly captcha: CaptchaVerifier) {}

  @Post('verify')
  @HttpCode(200)
  verify(@Body() body: CaptchaVerificationDto): Promise<CaptchaVerdict> {
    return this.captcha.verify(body.token, { action: body.action, remoteAddress: body.remoteAddress });
  }
}

/** The forms service's internal captcha endpoint, on the one provider FormsModule holds. */
@Module({ imports: [FormsModule], controllers: [CaptchaInternalController] })
export class CaptchaInternalModule {}
