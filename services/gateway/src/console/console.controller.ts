import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { Response } from 'express';

export const CONSOLE_PAGE = Symbol('CONSOLE_PAGE');

/** The owner console: /config and every path below it answer its one page; the browser routes. */
@ApiExcludeController()
@Controller('config')
export class ConsoleController {
  constructor(@Inject(CONSOLE_PAGE) private readonly html: string) {}

  @Get(['', '*path'])
  page(@Res() response: Response): void {
    // The page names hashed bundles: an old copy would point at bundles a rebuild replaced.
    response.status(200).type('html').setHeader('cache-control', 'no-store').send(this.html);
  }
}
