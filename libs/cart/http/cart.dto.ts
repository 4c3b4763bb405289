import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Allow, IsIn, IsOptional, IsString, MaxLength, ValidateIf } from 'class-validator';
import { CART_RULE_MESSAGES } from '@mercato/spec';

const ID_LENGTH = 100;
const unavailable = { message: CART_RULE_MESSAGES.itemUnavailable };

/** Spec §7 POST /api/commerce/shopping-cart/entries. Quantity and fields are judged by the cart, with the spec's messages. */
export class AddEntryDto {
  @ApiProperty({ description: 'Product (store item) id.' })
  @IsString(unavailable)
  @MaxLength(ID_LENGTH, unavailable)
  itemId!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'SKU of the chosen variant; null when no variant was chosen.' })
  @ValidateIf((dto: AddEntryDto) => dto.sku !== null && dto.sku !== undefined)
  @IsString({ message: CART_RULE_MESSAGES.itemUnavailable })
  @MaxLength(ID_LENGTH, unavailable)
  sku?: string | null;

  @ApiPropertyOptional({ description: 'A whole number from 1 to 9999; 1 when absent.', example: 1 })
  @Allow()
  quantity?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'The additional-fields form answers as a JSON object in a string.', example: '{"Engraving":"Ada"}' })
  @Allow()
  additionalFields?: unknown;
}

/** Spec §7 POST /api/3/commerce/cart/subscription: `qty` instead of `quantity`. */
export class SubscriptionDto {
  @ApiProperty()
  @IsString(unavailable)
  @MaxLength(ID_LENGTH, unavailable)
  itemId!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((dto: SubscriptionDto) => dto.sku !== null && dto.sku !== undefined)
  @IsString(unavailable)
  @MaxLength(ID_LENGTH, unavailable)
  sku?: string | null;

  @ApiPropertyOptional({ example: 1 })
  @Allow()
  qty?: unknown;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Allow()
  additionalFields?: unknown;
}

/** Spec §7 PUT .../entries/{entryId}/additionalFields: names the entry's item and variant too. */
export class UpdateAdditionalFieldsDto {
  @ApiProperty()
  @IsString(unavailable)
  @MaxLength(ID_LENGTH, unavailable)
  itemId!: string;

  @ApiPropertyOptional({ type: String, nullable: true })
  @ValidateIf((dto: UpdateAdditionalFieldsDto) => dto.sku !== null && dto.sku !== undefined)
  @IsString(unavailable)
  @MaxLength(ID_LENGTH, unavailable)
  sku?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true })
  @Allow()
  additionalFields?: unknown;
}

/** Project addition: the cart page's quantity input. */
export class ChangeQuantityDto {
  @ApiProperty({ example: 2 })
  @Allow()
  quantity?: unknown;
}

const FLAGS = ['true', 'false', '1', '0'];

/** Spec §7 GET /api/commerce/shopping-cart query. */
export class ReadCartQueryDto {
  @ApiPropertyOptional({ description: 'true: an empty sample cart (the editor preview); the visitor\'s cart is not read.' })
  @IsOptional()
  @IsIn(FLAGS)
  mock?: string;

  @ApiPropertyOptional({ description: 'Cache buster; ignored.' })
  @IsOptional()
  @IsString()
  @MaxLength(40)
  timecode?: string;

  @ApiPropertyOptional({ description: 'false: answer the cart as last written, without recalculating prices changed since; default true.' })
  @IsOptional()
  @IsIn(FLAGS)
  calculateSubtotal?: string;
}

export const isFlagSet = (value: string | undefined, byDefault: boolean): boolean => (value === undefined ? byDefault : value === 'true' || value === '1');
