import { type DynamicModule, Module } from '@nestjs/common';
import { CONSOLE_PAGE, ConsoleController } from './console.controller';

/** Imported before the storefront, whose catch-all would otherwise answer /config. */
@Module({})
export class ConsoleModule {
  static withPage(html: string): DynamicModule {
    return { module: ConsoleModule, controllers: [ConsoleController], providers: [{ provide: CONSOLE_PAGE, useValue: html }] };
  }
}
