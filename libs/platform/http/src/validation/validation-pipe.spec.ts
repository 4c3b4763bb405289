import { Type } from 'class-transformer';
import { IsInt, IsString, Max, Min, ValidateNested } from 'class-validator';
import { ApiError } from '../errors/api-error';
import { createValidationPipe } from './validation-pipe';

class Variant {
  @IsString()
  sku!: string;
}

class AddItem {
  @IsString()
  itemId!: string;

  @IsInt({ message: 'Quantity must be a whole number.' })
  @Min(1)
  @Max(9999)
  quantity!: number;

  @ValidateNested()
  @Type(() => Variant)
  chosenVariant!: Variant;
}

const validate = (body: unknown): Promise<unknown> =>
  createValidationPipe().transform(body, { type: 'body', metatype: AddItem });

async function failureOf(body: unknown): Promise<ApiError> {
  try {
    await validate(body);
  } catch (error: unknown) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected a validation failure');
}

describe('createValidationPipe', () => {
  it('returns a DTO instance for a valid body', async () => {
    const result = await validate({ itemId: 'p1', quantity: 2, chosenVariant: { sku: 'SKU-1' } });
    expect(result).toBeInstanceOf(AddItem);
    expect((result as AddItem).chosenVariant).toBeInstanceOf(Variant);
  });

  it('answers 400 with a dotted field-error map and the first error as message', async () => {
    const failure = await failureOf({ itemId: 'p1', quantity: 1.5, chosenVariant: { sku: 7 } });
    expect(failure.status).toBe(400);
    expect(failure.errors).toEqual({ quantity: 'Quantity must be a whole number.', 'chosenVariant.sku': 'sku must be a string' });
    expect(failure.message).toBe('Quantity must be a whole number.');
  });

  it('rejects properties the DTO does not declare', async () => {
    const failure = await failureOf({ itemId: 'p1', quantity: 1, chosenVariant: { sku: 'S' }, price: 0 });
    expect(failure.errors).toEqual({ price: 'property price should not exist' });
  });
});

describe('the NUL character (PostgreSQL cannot store it)', () => {
  it('is refused in a body field with 400 naming the field', async () => {
    const failure = await failureOf({ itemId: 'a\u0000b', quantity: 1, chosenVariant: { sku: 'x' } });
    expect(failure.toEnvelope()).toEqual({ status: 400, message: 'Text must not contain the NUL character.', errors: { itemId: 'Text must not contain the NUL character.' } });
  });

  it('is refused in a path parameter, which no DTO checks', async () => {
    const pipe = createValidationPipe();
    await expect(pipe.transform('shop\u0000', { type: 'param', data: 'urlId', metatype: String })).rejects.toMatchObject({ status: 400, errors: { urlId: 'Text must not contain the NUL character.' } });
    await expect(pipe.transform('shop', { type: 'param', data: 'urlId', metatype: String })).resolves.toBe('shop');
  });
});
