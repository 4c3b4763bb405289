import type { Type } from '@nestjs/common';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
// class-transformer keeps @Type() metadata here; the package exposes it only by this path.
import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';

const SCHEMA_OPTIONS = { refPointerPrefix: '#/components/schemas/', classTransformerMetadataStorage: defaultMetadataStorage };

/**
 * The JSON schema of a DTO, read from its class-validator decorators (the validation pipe's own
 * rules, so the document cannot drift from them). The pipe forbids unknown properties, so the schema
 * does too. Nested DTOs are `$ref`s into components: `dtoSchemas` gives them.
 */
export function dtoSchema(dto: Type): SchemaObject {
  return { ...(targetConstructorToSchema(dto, SCHEMA_OPTIONS) as SchemaObject), additionalProperties: false };
}

/** `dto`'s schema and those of the DTOs nested in it (`@ValidateNested` with `@Type`), by class name. */
export function dtoSchemas(dto: Type, into: Record<string, SchemaObject> = {}): Record<string, SchemaObject> {
  if (into[dto.name]) return into;
  into[dto.name] = dtoSchema(dto);
  const properties = new Set(getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false).map((meta) => meta.propertyName));
  for (const property of properties) {
    const nested = defaultMetadataStorage.findTypeMetadata(dto, property)?.typeFunction();
    if (typeof nested === 'function' && nested !== dto) dtoSchemas(nested as Type, into);
  }
  return into;
}
