import { type DynamicModule, Global, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PostgresEventStore } from '@mercato/event-store';
import type { Runtime } from './runtime';

export const RUNTIME = Symbol('RUNTIME');

/** Hands the runtime's database and event store to every context module. */
@Global()
@Module({})
export class PlatformModule {
  static forRuntime(runtime: Runtime): DynamicModule {
    return {
      module: PlatformModule,
      providers: [
        { provide: RUNTIME, useValue: runtime },
        { provide: DataSource, useValue: runtime.dataSource },
        { provide: PostgresEventStore, useValue: runtime.store },
      ],
      exports: [RUNTIME, DataSource, PostgresEventStore],
    };
  }
}
