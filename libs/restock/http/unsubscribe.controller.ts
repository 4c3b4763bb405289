import { Controller, Get, Header, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiTags } from '@nestjs/swagger';
import { SiteGuard } from '@mercato/http';
import { UnsubscribeFromRestockCommand } from '@mercato/restock/application';
import { UnsubscribeQueryDto } from './restock.dto';

const page = (body: string) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Restock notices</title></head><body>${body}</body></html>`;

/**
 * The notice's unsubscribe link. Mail clients POST it in one click (RFC 8058, List-Unsubscribe-Post);
 * a person opening it gets a button that POSTs, so a link scanner's GET unsubscribes nobody.
 */
@ApiTags('restock')
@Controller('api/site-users/account/notifications/restock/unsubscribe')
@UseGuards(SiteGuard)
export class RestockUnsubscribeController {
  constructor(@Inject(CommandBus) private readonly commands: CommandBus) {}

  @Get()
  @Header('content-type', 'text/html; charset=utf-8')
  confirm(@Query() query: UnsubscribeQueryDto): string {
    const action = `?token=${encodeURIComponent(query.token)}`;
    return page(`<form method="post" action="${action}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">Unsubscribe from this restock notice</button></form>`);
  }

  @Post()
  @HttpCode(200)
  @Header('content-type', 'text/html; charset=utf-8')
  async unsubscribe(@Query() query: UnsubscribeQueryDto): Promise<string> {
    await this.commands.execute(new UnsubscribeFromRestockCommand(query.token));
    return page('<p>You are unsubscribed: you will not get this restock notice.</p>');
  }
}
