import { parseEnv, resolveSessionSecret } from '@parley/config';
import type { DestinationStream } from 'pino';
import { apiEnvSchema, type ApiEnv } from './env';

/** Resolved api configuration (what the modules inject). */
export interface ApiConfig extends ApiEnv {
  DATABASE_URL: string;
  SESSION_SECRET: string;
  PUBLIC_API_URL: string;
  PUBLIC_WEBCHAT_URL: string;
  /** Where the logs go instead of stdout (tests read them). */
  logStream?: DestinationStream;
}

export const API_CONFIG = Symbol('API_CONFIG');

/** Reads the environment (the only place the api reads process.env). */
export function loadApiEnv(env: NodeJS.ProcessEnv = process.env): ApiEnv {
  return parseEnv(apiEnvSchema, env);
}

/**
 * Completes the environment with what is derived: the database URL (given or embedded), a
 * session secret kept in the data dir for development, public URLs.
 */
export function resolveApiConfig(env: ApiEnv, databaseUrl: string): ApiConfig {
  return {
    ...env,
    DATABASE_URL: databaseUrl,
    SESSION_SECRET: sessionSecret(env),
    PUBLIC_API_URL: env.PUBLIC_API_URL ?? `http://localhost:${env.PORT}`,
    PUBLIC_WEBCHAT_URL: env.PUBLIC_WEBCHAT_URL ?? 'http://localhost:3001',
  };
}

function sessionSecret(env: ApiEnv): string {
  const secret = resolveSessionSecret(env);
  if (secret === null) throw new Error('Invalid configuration: SESSION_SECRET is required in production');
  return secret;
}

/** The most an App's owner may set as its rate limit and burst (APP_RATE_LIMIT_MAX, APP_RATE_BURST_MAX). */
export function rateLimitCaps(config: Pick<ApiConfig, 'APP_RATE_LIMIT_MAX' | 'APP_RATE_BURST_MAX'>): {
  rateLimit: number;
  rateBurst: number;
} {
  return { rateLimit: config.APP_RATE_LIMIT_MAX, rateBurst: config.APP_RATE_BURST_MAX ?? 2 * config.APP_RATE_LIMIT_MAX };
}
