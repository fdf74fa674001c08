import { Controller, Get, Inject, Optional, ServiceUnavailableException } from '@nestjs/common';
import { ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { HealthCheck, HealthCheckService, TypeOrmHealthIndicator } from '@nestjs/terminus';
import { RedisLink, redisReadiness } from '@parley/redis';

/** A server's own part of its readiness: Terminus indicator results; a `down` one makes readiness a 503. */
export interface ReadinessCheck {
  readiness(): Record<string, { status: 'up' | 'down' | 'degraded'; [detail: string]: unknown }>;
}

/** The server's own readiness checks (`HealthModule.forRoot`). */
export const READINESS_CHECKS = Symbol('READINESS_CHECKS');

/** Readiness waits this long for the database. */
const DB_PING_TIMEOUT_MS = 2000;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthCheckService,
    private readonly db: TypeOrmHealthIndicator,
    private readonly redis: RedisLink,
    @Optional() @Inject(READINESS_CHECKS) private readonly checks: ReadinessCheck[] = [],
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
   * credential changes) and says so in the body. The server's own checks come after (the api:
   * 503 while its spell checker's dictionaries load after a start). A 503 is in the error shape,
   * its message naming each check that failed and why.
   */
  @Get('ready')
  // Answered by the error filter: the error body, not Terminus's (whose schema @HealthCheck documents).
  @ApiServiceUnavailableResponse({
    description: 'Not ready: the message names each check that failed and why',
    schema: { $ref: '#/components/schemas/ErrorBody' },
  })
  @HealthCheck()
  @ApiOperation({
    summary: 'Readiness (database reachable; Redis reported, degraded when away; api: spell checker dictionaries loaded after a start)',
  })
  async ready() {
    try {
      return await this.health.check([
        () => this.db.pingCheck('database', { timeout: DB_PING_TIMEOUT_MS }),
        () => redisReadiness(this.redis),
        ...this.checks.map((c) => () => c.readiness()),
      ]);
    } catch (err) {
      if (!(err instanceof ServiceUnavailableException)) throw err;
      throw new ServiceUnavailableException(notReadyMessage(err.getResponse()));
    }
  }
}

/** `Not ready (database): timeout of 2000ms exceeded; ...` from Terminus's failed result. */
function notReadyMessage(result: unknown): string {
  const failed = Object.entries((result as { error?: Record<string, { message?: unknown }> } | null)?.error ?? {});
  if (!failed.length) return 'Not ready';
  return failed.map(([key, r]) => `Not ready (${key})${typeof r?.message === 'string' ? `: ${r.message}` : ''}`).join('; ');
}
