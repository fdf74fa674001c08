export { Limiter, type Allowance, type Verdict } from './limiter';
export { LoopStalls } from './loop-stalls';
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
