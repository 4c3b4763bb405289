import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import type { OrderListQuery, RefundRequest } from '@mercato/orders/views';
import { ArrayMaxSize, IsBoolean, IsIn, IsInt, IsString, Length, Matches, Max, MaxLength, Min, ValidateIf, ValidateNested } from 'class-validator';
import { CHECKOUT_MESSAGES, GIFT_CARD_MESSAGES, INTERFACE_VALIDATION_MESSAGES } from '@mercato/spec';
import { CHECKOUT_SETTINGS_LIMITS as LIMITS } from '@mercato/orders/domain';

/** Optional but not nullable: absent is fine, null is refused like any other wrong type. */
const IfPresent = () => ValidateIf((_object: object, value: unknown) => value !== undefined);

const incomplete = { message: CHECKOUT_MESSAGES.shippingAddressIncomplete };

export class ShippingAddressDto {
  @ApiProperty() @IsString(incomplete) @MaxLength(200, incomplete) name!: string;
  @ApiProperty() @IsString(incomplete) @MaxLength(200, incomplete) addressLine1!: string;
  @ApiPropertyOptional() @IfPresent() @IsString(incomplete) @MaxLength(200, incomplete) addressLine2?: string;
  @ApiProperty() @IsString(incomplete) @MaxLength(100, incomplete) city!: string;
  @ApiPropertyOptional({ description: 'Region, state or province code; taxes by region use it.' }) @IfPresent() @IsString(incomplete) @MaxLength(10, incomplete) region?: string;
  @ApiPropertyOptional() @IfPresent() @IsString(incomplete) @MaxLength(20, incomplete) postalCode?: string;
  @ApiProperty({ description: 'ISO 3166-1 alpha-2 country code.', example: 'US' }) @IsString(incomplete) @Length(2, 2, incomplete) country!: string;
}

export class CardDto {
  @ApiProperty({ description: 'The card as the payment form gave it; with the test provider a test card number (4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 0119 fails).' })
  @IsString({ message: CHECKOUT_MESSAGES.cardRequired })
  @Length(1, 200, { message: CHECKOUT_MESSAGES.cardRequired })
  number!: string;
}

const invalidEmail = { message: INTERFACE_VALIDATION_MESSAGES.enterValidEmail };

/** What the checkout page chose: where it ships, the option, the coupons and a gift card. */
class CheckoutChoiceDto {
  @ApiPropertyOptional({ description: "The cart's id (a subscription's cart token); the cart cookie's cart when absent." })
  @IfPresent() @IsString() @MaxLength(100)
  cartToken?: string;

  @ApiPropertyOptional({ type: ShippingAddressDto }) @IfPresent() @ValidateNested() @Type(() => ShippingAddressDto) shippingAddress?: ShippingAddressDto;

  @ApiPropertyOptional({ description: 'Id of a shipping option the cart is offered; the cheapest when absent.' }) @IfPresent() @IsString() @MaxLength(40) shippingOptionId?: string;

  @ApiPropertyOptional({ type: [String] }) @IfPresent() @ArrayMaxSize(10) @IsString({ each: true }) @MaxLength(LIMITS.codeLength, { each: true }) couponCodes?: string[];

  @ApiPropertyOptional({ description: 'A gift card code (case, spaces and dashes ignored): the card pays first, up to the grand total.' })
  @IfPresent() @IsString({ message: GIFT_CARD_MESSAGES.codeNotFound }) @MaxLength(64, { message: GIFT_CARD_MESSAGES.codeNotFound })
  giftCardCode?: string;
}

/** What the checkout page sends to quote totals: the choice so far, and the email once typed (echoed back). */
export class CheckoutQuoteDto extends CheckoutChoiceDto {
  @ApiPropertyOptional({ example: 'ada@example.com', description: 'Echoed as the answer\'s email; checked only at checkout.' })
  @IfPresent() @IsString(invalidEmail) @MaxLength(256, invalidEmail)
  email?: string;
}

/** The checkout: the choice, the buyer's email and card. */
export class CheckoutDto extends CheckoutChoiceDto {
  @ApiProperty({ example: 'ada@example.com' })
  @IsString(invalidEmail)
  @MaxLength(256, invalidEmail)
  email!: string;

  @ApiPropertyOptional({ type: CardDto, description: 'Required unless a gift card covers the whole grand total.' }) @IfPresent() @ValidateNested() @Type(() => CardDto) card?: CardDto;
}

export class RefundDto implements RefundRequest {
  @ApiProperty({ description: 'Amount to refund in minor units, at most what is left of the grand total.' })
  @IsInt() @Min(1) @Max(LIMITS.amountCents)
  amountCents!: number;
}

export class OrderListQueryDto implements OrderListQuery {
  @ApiPropertyOptional({ enum: ['pending', 'failed', 'placed', 'fulfilled'] }) @IfPresent() @IsIn(['pending', 'failed', 'placed', 'fulfilled']) status?: 'pending' | 'failed' | 'placed' | 'fulfilled';
  @ApiPropertyOptional({ description: 'Part of the buyer email, or the order number.' }) @IfPresent() @IsString() @MaxLength(256) search?: string;
  @ApiPropertyOptional({ description: 'nextPageCursor of the previous page.' }) @IfPresent() @IsString() @MaxLength(500) cursor?: string;
  @ApiPropertyOptional({ description: 'Orders a page, 1 to 100; 50 when absent.' }) @IfPresent() @Type(() => Number) @IsInt() @Min(1) @Max(100) limit?: number;
}

class TaxRuleDto {
  @ApiProperty() @IsString() @MaxLength(LIMITS.nameLength) name!: string;
  @ApiProperty({ example: 'US', pattern: '^[A-Za-z]{2}$' }) @IsString() @Matches(/^[A-Za-z]{2}$/) country!: string;
  @ApiPropertyOptional({ example: 'CA', pattern: '^[A-Za-z0-9-]{0,10}$' }) @IfPresent() @IsString() @Matches(/^[A-Za-z0-9-]{0,10}$/) region?: string;
  @ApiProperty({ description: '825 is 8.25%.' }) @IsInt() @Min(0) @Max(LIMITS.rateBasisPoints) rateBasisPoints!: number;
  @ApiPropertyOptional() @IfPresent() @IsBoolean() appliesToShipping?: boolean;
}

class ShippingRateDto {
  @ApiProperty({ pattern: '^[a-z0-9-]{1,40}$' }) @IsString() @Matches(/^[a-z0-9-]{1,40}$/) id!: string;
  @ApiProperty() @IsString() @MaxLength(LIMITS.nameLength) name!: string;
  @ApiProperty({ enum: ['flat', 'free'] }) @IsIn(['flat', 'free']) kind!: 'flat' | 'free';
  @ApiPropertyOptional({ description: 'Flat: the price.' }) @IfPresent() @IsInt() @Min(0) @Max(LIMITS.amountCents) priceCents?: number;
  @ApiPropertyOptional({ description: 'Free: offered from this subtotal.' }) @IfPresent() @IsInt() @Min(0) @Max(LIMITS.amountCents) minimumSubtotalCents?: number;
}

class CouponDto {
  @ApiProperty({ pattern: '^ *[A-Za-z0-9_-]+ *$' }) @IsString() @MaxLength(LIMITS.codeLength) @Matches(/^ *[A-Za-z0-9_-]+ *$/) code!: string;
  @ApiProperty({ enum: ['percentage', 'fixed'] }) @IsIn(['percentage', 'fixed']) kind!: 'percentage' | 'fixed';
  @ApiPropertyOptional() @IfPresent() @IsInt() @Min(1) @Max(100) percent?: number;
  @ApiPropertyOptional() @IfPresent() @IsInt() @Min(1) @Max(LIMITS.amountCents) amountCents?: number;
  @ApiPropertyOptional() @IfPresent() @IsInt() @Min(0) @Max(LIMITS.amountCents) minimumSubtotalCents?: number;
}

/** The store's checkout rules, replaced as a whole. */
export class CheckoutSettingsDto {
  @ApiProperty({ type: [TaxRuleDto] }) @ArrayMaxSize(LIMITS.taxRules) @ValidateNested({ each: true }) @Type(() => TaxRuleDto) taxRules!: TaxRuleDto[];
  @ApiProperty({ type: [ShippingRateDto] }) @ArrayMaxSize(LIMITS.shippingRates) @ValidateNested({ each: true }) @Type(() => ShippingRateDto) shippingRates!: ShippingRateDto[];
  @ApiProperty({ type: [CouponDto] }) @ArrayMaxSize(LIMITS.coupons) @ValidateNested({ each: true }) @Type(() => CouponDto) coupons!: CouponDto[];
}
