import { type DynamicModule, Module } from '@nestjs/common';

/**
 * A context's published port answered by another service (its HTTP client, e.g. HttpPageGate), for
 * a distributed-mode process that does not run the context. Global, as the context's own module
 * gives the port in the embedded gateway, so the handlers that inject it find it either way.
 */
@Module({})
export class RemotePortModule {
  static of(token: symbol, client: object): DynamicModule {
    return { module: RemotePortModule, global: true, providers: [{ provide: token, useValue: client }], exports: [token] };
  }
}
