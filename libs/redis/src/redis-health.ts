import type { RedisLink } from './redis-link';

/**
 * Redis in a readiness answer: `up`, or `degraded` while it is away (the instance serves on its
 * own, so readiness stays 200 and says what is missing), nothing when Redis is not configured.
 * The shape is a Terminus indicator result (`{ redis: { status, ... } }`).
 */
export function redisReadiness(link: RedisLink): Record<string, { status: 'up' | 'degraded'; [detail: string]: unknown }> {
  if (!link.configured) return {};
  const s = link.status();
  if (s.state === 'up') return { redis: { status: 'up' } };
  return {
    redis: {
      status: 'degraded',
      state: s.state,
      since: new Date(s.since).toISOString(),
      message: 'Redis is unreachable: rate limits, credential changes and Socket.IO fan-out are per instance',
    },
  };
}
