import { Controller, Get, Global, HttpStatus, Inject, Module, Res } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { ReadinessRegistry, type ReadinessResult } from './readiness-registry';

@Controller('health')
export class HealthController {
  constructor(@Inject(ReadinessRegistry) private readonly readiness: ReadinessRegistry) {}

  /** The process is up and serving HTTP. */
  @Get('live')
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Ready for traffic when every registered check passes; 503 otherwise, with each check's result. */
  @Get('ready')
  @ApiResponse({ status: HttpStatus.OK, description: 'Ready: every check passed.' })
  @ApiResponse({ status: HttpStatus.SERVICE_UNAVAILABLE, description: 'Not ready: `checks` says which check failed and why.' })
  async ready(
    @Res({ passthrough: true }) response: Response,
  ): Promise<{ status: 'ok' | 'unavailable'; checks: Record<string, ReadinessResult> }> {
    const report = await this.readiness.evaluate();
    if (!report.ok) response.status(HttpStatus.SERVICE_UNAVAILABLE);
    return { status: report.ok ? 'ok' : 'unavailable', checks: report.checks };
  }
}

/** `/health/live` and `/health/ready`; global so any module can inject `ReadinessRegistry` and register checks. */
@Global()
@Module({
  controllers: [HealthController],
  providers: [ReadinessRegistry],
  exports: [ReadinessRegistry],
})
export class HealthModule {}
