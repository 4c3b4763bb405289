import { Controller, Module, Param, Post } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DomainError } from '@mercato/domain';
import { createLogger } from '@mercato/observability';
import { createHttpApp } from './http-app';

/** A controller as a new context would write it: no interceptor, no try/catch around its command. */
@Controller('api/things')
class RefusingController {
  @Post(':id')
  refuse(@Param('id') id: string): never {
    throw new DomainError('already_exists', `Thing ${id} already exists.`, 'id');
  }
}

@Module({ controllers: [RefusingController] })
class RefusingModule {}

let app: NestExpressApplication;
let baseUrl: string;

beforeAll(async () => {
  app = await createHttpApp(RefusingModule, undefined, createLogger('http-app-spec', undefined, 'silent'), { title: 'test' });
  await app.listen(0, '127.0.0.1');
  baseUrl = await app.getUrl();
});

afterAll(async () => {
  await app?.close();
});

describe('createHttpApp', () => {
  it('answers a refusal from any controller with its 4xx and the error envelope', async () => {
    const response = await fetch(`${baseUrl}/api/things/t-1`, { method: 'POST' });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 409, message: 'Thing t-1 already exists.', code: 'already_exists', errors: { id: 'Thing t-1 already exists.' } });
  });
});
