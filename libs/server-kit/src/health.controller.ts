import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';

/** Readiness waits this long for the database. */
const DB_PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @ApiOperation({ summary: 'Liveness' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /** Readiness: the database answers within 2 s (503 otherwise). */
  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness (database reachable)' })
  ready() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: DB_PING_TIMEOUT_MS })]);
  }
}
