export { APP_CHANGED_CHANNEL } from './app-changes';
export { redisReadiness } from './redis-health';
export {
  RedisLink,
  redactUrl,
  withoutRejections,
  type RedisLinkLogger,
  type RedisLinkOptions,
  type RedisState,
  type RedisStatus,
} from './redis-link';
export {
  MemoryRateLimitStorage,
  RATE_LIMIT_STORAGE,
  rateLimitStorage,
  SharedRateLimitStorage,
  type RateLimitStorage,
  type RateWindow,
} from './rate-limit-storage';
