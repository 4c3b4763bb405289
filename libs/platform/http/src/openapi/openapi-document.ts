import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { OWNER_SESSION_COOKIE } from '../auth/contributor-sessions.port';
import { referencedAnswerSchemas } from './answer-schemas';
import { documentEdgeAnswers, OWNER_SESSION_SECURITY } from './edge-answers';
import { dtoSchemas } from './dto-schemas';
import { ERROR_ENVELOPE_SCHEMA, ERROR_ENVELOPE_SCHEMA_NAME } from './error-responses';

/**
 * The OpenAPI document of an app, complete enough for a client (or schemathesis) to trust: every
 * route's error answers (`documentEdgeAnswers`), request bodies and query parameters from the
 * DTOs' validation rules, success bodies from the handlers' return types, the error envelope, and
 * the contributor session cookie.
 */
export function buildOpenApiDocument(app: INestApplication, title: string): OpenAPIObject {
  const { bodies } = documentEdgeAnswers(app);
  const config = new DocumentBuilder()
    .setTitle(title)
    .setVersion('1')
    .addCookieAuth(OWNER_SESSION_COOKIE, { type: 'apiKey', in: 'cookie', name: OWNER_SESSION_COOKIE, description: 'The contributor session: POST /api/auth/session sets it.' }, OWNER_SESSION_SECURITY)
    .build();
  const document = SwaggerModule.createDocument(app, config);
  const schemas = (document.components ??= {}).schemas ??= {};
  // The view types the success answers name.
  Object.assign(schemas, referencedAnswerSchemas(document.paths));
  // Swagger knows the body DTOs only by name (they carry no @ApiProperty): their schemas come from the validation rules.
  for (const dto of bodies) Object.assign(schemas, dtoSchemas(dto));
  schemas[ERROR_ENVELOPE_SCHEMA_NAME] = ERROR_ENVELOPE_SCHEMA;
  return document;
}
