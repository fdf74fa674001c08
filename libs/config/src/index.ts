import { z } from 'zod';

/** A boolean variable: `true`/`false`/`1`/`0`, as the NLP query booleans. */
export const envBool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Variables every server process of Parley reads (the api and the webchat server), with the
 * same meaning and default in both: spread into each app's schema.
 */
export const serverEnvShape = {
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  /** Interface to listen on. */
  HOST: z.string().default('0.0.0.0'),
  /** PostgreSQL server; unset: an embedded PostgreSQL (PGlite) under PARLEY_DATA_DIR. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Where the embedded database, the demo credentials and generated secrets live. */
  PARLEY_DATA_DIR: z.string().default('.parley'),
  /** Redis: state shared across instances (rate limits, revocations, Socket.IO rooms). */
  REDIS_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Public address of the webchat server (portal snippets, widget default serverUrl, demo page). */
  PUBLIC_WEBCHAT_URL: z.string().url().optional(),
};

/**
 * Parses the environment against an app's schema. Throws one error naming every bad variable and
 * what is wrong with it, so a misconfigured process stops at boot with all its problems at once.
 */
export function parseEnv<T extends z.ZodTypeAny>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const result = schema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return result.data;
}
