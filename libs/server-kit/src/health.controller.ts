import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { RedisLink, redisReadiness } from '@parley/redis';

/** Readiness waits this long for the database. */
const DB_PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisLink,
  ) {}

  /** Liveness: the process answers. */
  @Get()
  @ApiOperation({ summary: 'Liveness' })
  live(): { status: 'ok' } {
    return { status: 'ok' };
  }

  /**
   * Readiness: the database answers within 2 s (503 otherwise: nothing can be served). Redis being
   * away is `degraded` with a 200: the instance serves on its own (per-instance rate limits and
   * credential changes) and says so in the body.
   */
  @Get('ready')
  @HealthCheck()
  @ApiOperation({ summary: 'Readiness (database reachable; Redis reported, degraded when away)' })
  ready() {
    return this.health.check([() => this.db.pingCheck('database', { timeout: DB_PING_TIMEOUT_MS }), () => redisReadiness(this.redis)]);
  }
}
