import { IsString, MaxLength } from 'class-validator';
import { GIFT_CARD_MESSAGES } from '@mercato/spec';

/** The code in the body, not the URL: codes are bearer secrets and URLs end up in logs. */
export class GiftCardBalanceDto {
  @IsString({ message: GIFT_CARD_MESSAGES.codeNotFound }) @MaxLength(64, { message: GIFT_CARD_MESSAGES.codeNotFound }) code!: string;
}
