import { Body, Controller, HttpCode, Inject, Injectable, Module, Param, Post } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, Length, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { StockReservationLedger } from '@mercato/catalog/application';
import { PRODUCT_LIMITS } from '@mercato/catalog/domain';
import { STOCK_RESERVATIONS_INTERNAL_PATH, type StockTakeAnswer } from '@mercato/catalog/ports';
import { RoundsWhileUp } from '@mercato/http';
import { createLogger } from '@mercato/observability';
import { RUNTIME, type Runtime } from '@mercato/runtime';

const logger = createLogger('catalog-stock-reservations');

class StockLineDto {
  @IsString() @Length(1, 200) itemId!: string;
  @IsString() @MaxLength(200) variantId!: string;
  @IsInt() @Min(1) @Max(PRODUCT_LIMITS.qtyInStock) quantity!: number;
}

class StockTakeDto {
  @IsArray() @ArrayMinSize(1) @ArrayMaxSize(500) @ValidateNested({ each: true }) @Type(() => StockLineDto) lines!: StockLineDto[];
}

/**
 * STOCK_RESERVATIONS over HTTP for an orders process with a database of its own
 * (HttpStockReservations is its client). Service-to-service only: mounted by services/catalog,
 * never by the gateway, and not under /api, so the proxy gateway forwards nothing here.
 */
@ApiExcludeController()
@Controller(STOCK_RESERVATIONS_INTERNAL_PATH)
export class StockReservationsInternalController {
  constructor(@Inject(StockReservationLedger) private readonly ledger: StockReservationLedger) {}

  @Post(':websiteId/orders/:orderId/take')
  @HttpCode(200)
  async take(@Param('websiteId') websiteId: string, @Param('orderId') orderId: string, @Body() body: StockTakeDto): Promise<StockTakeAnswer> {
    return { shortage: await this.ledger.reserve(websiteId, orderId, body.lines, Date.now()) };
  }

  @Post(':websiteId/orders/:orderId/give-back')
  @HttpCode(204)
  async giveBack(@Param('orderId') orderId: string): Promise<void> {
    await this.ledger.release(orderId, 'given_back');
  }
}

/** Expiry rounds: at least every minute, and twice per maximum age when that is shorter. */
const MAX_EXPIRY_INTERVAL_MS = 60_000;

/**
 * Gives back, on the wall clock, reservations no order confirmed within checkout's maximum age
 * (ORDERS_RESERVATION_MAX_AGE_SECONDS): the orders process died between its take and its order.
 */
@Injectable()
export class UnconfirmedReservationExpiry extends RoundsWhileUp {
  private readonly maxAgeMs: number;
  protected readonly intervalMs: number;

  constructor(
    @Inject(StockReservationLedger) private readonly ledger: StockReservationLedger,
    @Inject(RUNTIME) runtime: Runtime,
  ) {
    super();
    this.maxAgeMs = runtime.config.orders.reservationMaxAgeSeconds * 1000;
    this.intervalMs = Math.min(MAX_EXPIRY_INTERVAL_MS, this.maxAgeMs / 2);
  }

  protected round(): Promise<number> {
    return this.ledger.expireUnconfirmed(new Date(Date.now() - this.maxAgeMs));
  }

  protected roundDone(expired: number): void {
    if (expired > 0) logger.info({ expired }, 'gave back stock no order confirmed');
  }

  protected roundFailed(error: unknown): void {
    logger.warn({ err: error }, 'reservation expiry failed; retried at the next round');
  }
}

/** The catalog service's internal stock endpoints and the expiry of unconfirmed reservations. */
@Module({ controllers: [StockReservationsInternalController], providers: [StockReservationLedger, UnconfirmedReservationExpiry], exports: [StockReservationLedger] })
export class StockReservationsInternalModule {}
