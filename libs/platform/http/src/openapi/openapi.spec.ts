import { Body, type CanActivate, Controller, Get, Injectable, Module, Param, ParseUUIDPipe, Post, Query, UseGuards } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { OpenAPIObject } from '@nestjs/swagger';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { CrumbGuard } from '../crumb/crumb.guard';
import { GuardAnswers } from './edge-answers';
import { ApiErrors, ERROR_DESCRIPTIONS } from './error-responses';
import { KnownPaths, methodNotAllowed } from './method-not-allowed';
import { buildOpenApiDocument } from './openapi-document';

class CreateThing {
  @IsString() @MaxLength(20) name!: string;
  @IsOptional() @IsInt() @Min(1) size?: number;
}

class ThingQuery {
  @IsString() @MaxLength(10) colour!: string;
}

@Controller('api/things')
class ThingsController {
  @Post()
  create(@Body() body: CreateThing) {
    return body;
  }

  @Get(':id')
  @ApiErrors(409)
  one(@Param('id', new ParseUUIDPipe()) id: string, @Query() query: ThingQuery) {
    return { id, ...query };
  }
}

/** A context's guard (as the site lock): the statuses it answers by itself, in its own words. */
@Injectable()
@GuardAnswers({ 403: 'Closed by the lock.', 503: 'The lock cannot be asked.' })
class LockGuard implements CanActivate {
  canActivate(): boolean {
    return true;
  }
}

@Controller('api/locked')
@UseGuards(LockGuard)
class LockedController {
  @Get()
  read() {
    return {};
  }

  @Post()
  @UseGuards(CrumbGuard)
  write() {
    return {};
  }
}

/** Like the storefront: every other GET is a page. */
@Controller()
class PagesController {
  @Get('{*path}')
  page() {
    return 'a page';
  }
}

@Module({ controllers: [ThingsController, LockedController, PagesController] })
class ThingsModule {}

let app: NestExpressApplication;
let baseUrl: string;
let document: OpenAPIObject;

beforeAll(async () => {
  app = await NestFactory.create<NestExpressApplication>(ThingsModule, { logger: false });
  const known = new KnownPaths();
  app.use(methodNotAllowed(known));
  document = buildOpenApiDocument(app, 'things');
  known.learn(document);
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();
});

afterAll(() => app?.close());

describe('the OpenAPI document', () => {
  it('documents the body from the DTO’s validation rules, unknown properties refused', () => {
    expect(document.components?.schemas?.CreateThing).toEqual({
      type: 'object',
      properties: { name: { type: 'string', maxLength: 20 }, size: { type: 'integer', minimum: 1 } },
      required: ['name'],
      additionalProperties: false,
    });
  });

  it('documents every answer of the edge with the error envelope, and keeps the success status', () => {
    const create = document.paths['/api/things']!.post!;
    expect(Object.keys(create.responses).sort()).toEqual(['201', '400', '413', '500']);
    expect(create.responses['400']).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } } });
    const one = document.paths['/api/things/{id}']!.get!;
    expect(Object.keys(one.responses).sort()).toEqual(['200', '400', '404', '409', '500']);
  });

  it("documents the statuses a guard declares with GuardAnswers, in its words, beside other guards' answers", () => {
    const read = document.paths['/api/locked']!.get!;
    expect(Object.keys(read.responses).sort()).toEqual(['200', '403', '500', '503']);
    expect(read.responses['403']).toMatchObject({ description: 'Closed by the lock.' });
    expect(read.responses['503']).toMatchObject({ description: 'The lock cannot be asked.' });
    const write = document.paths['/api/locked']!.post!;
    expect(Object.keys(write.responses).sort()).toEqual(['201', '400', '403', '413', '500', '503']);
    expect(write.responses['403']).toMatchObject({ description: `Closed by the lock. Or: ${ERROR_DESCRIPTIONS[403]}` });
  });

  it('documents the query DTO as parameters and a UUID path parameter with its format', () => {
    const parameters = document.paths['/api/things/{id}']!.get!.parameters;
    expect(parameters).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'colour', in: 'query', required: true, schema: { type: 'string', maxLength: 10 } }),
        expect.objectContaining({ name: 'id', in: 'path', schema: { type: 'string', format: 'uuid' } }),
      ]),
    );
  });
});

describe('a known path called with a method it does not have', () => {
  it('answers 405 with Allow and the error envelope, not the catch-all page', async () => {
    const response = await fetch(`${baseUrl}/api/things`, { method: 'GET' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await response.json()).toEqual({ status: 405, message: 'Method not allowed.' });
  });

  it('matches path parameters, and GET routes allow HEAD', async () => {
    const response = await fetch(`${baseUrl}/api/things/${crypto.randomUUID()}`, { method: 'DELETE' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });

  it('answers OPTIONS with 204 and Allow; other paths and methods go through', async () => {
    const options = await fetch(`${baseUrl}/api/things`, { method: 'OPTIONS' });
    expect([options.status, options.headers.get('allow')]).toEqual([204, 'OPTIONS, POST']);
    expect((await fetch(`${baseUrl}/somewhere/else`)).status).toBe(200);
    expect((await fetch(`${baseUrl}/api/things`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status).not.toBe(405);
  });
});
