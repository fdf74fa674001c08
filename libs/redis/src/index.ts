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
