/**
 * The census benchmark's yardstick: a service on the census service's own bootstrap (`runService`:
 * logger, tracing, the platform's HTTP edge with telemetry, body limits, crumb cookie, error filter
 * and validation pipe, health and metrics) whose one endpoint reads its body as census reads its
 * bodies (as text, up to 1 MiB) and answers 204 without doing anything else. What census costs on
 * top of this is its own work: site lookup, rate limits, validation, enrichment and Kafka.
 *
 *   PORT=4200 node -r @swc-node/register tests/load/bare-service.ts
 */
import 'reflect-metadata';
import { Controller, HttpCode, Module, Post } from '@nestjs/common';
import { readRawBodies } from '@mercato/http';
import { runService } from '@mercato/runtime';
import { CENSUS_LIMITS } from '@mercato/census/domain';

export const BARE_PATH = '/api/bare';

@Controller(BARE_PATH.slice(1))
class BareController {
  @Post()
  @HttpCode(204)
  accept(): void {
    // Deliberately nothing: the framework's own cost is what is measured.
  }
}

@Module({ controllers: [BareController] })
class BareModule {}

if (require.main === module) {
  runService('bare', () => ({
    apiTitle: 'Mercato bare benchmark endpoint',
    modules: () => [BareModule],
    beforeBodyParsers: (app) => readRawBodies(app, { paths: [BARE_PATH], limit: CENSUS_LIMITS.maxBodyBytes }),
  }));
}
