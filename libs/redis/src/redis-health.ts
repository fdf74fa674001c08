import type { RedisLink } from './redis-link';

/**
 * Redis in a readiness answer: `up` (with the live instances of this server it counts), or
 * `degraded` while it is away (the instance serves on its own, so readiness stays 200 and says
 * what is missing, and the share of each limit it holds meanwhile), nothing when Redis is not
 * configured. The shape is a Terminus indicator result (`{ redis: { status, ... } }`).
 */
export function redisReadiness(link: RedisLink): Record<string, { status: 'up' | 'degraded'; [detail: string]: unknown }> {
  if (!link.configured) return {};
  const s = link.status();
  if (s.state === 'up') return { redis: { status: 'up', instances: link.instances } };
  return {
    redis: {
      status: 'degraded',
      state: s.state,
      since: new Date(s.since).toISOString(),
      instances: link.instances,
      message: `Redis is unreachable: credential changes and Socket.IO fan-out are per instance, and each limit grants this instance 1/${link.instances} of its budget`,
    },
  };
}
