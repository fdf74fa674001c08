import { botmeterEnvShape, envBool as bool, serverEnvShape } from '@parley/config';
import { z } from 'zod';

/** Every environment variable the api reads, with its default. Validated at boot. */
export const apiEnvSchema = z.object({
  ...serverEnvShape,
  ...botmeterEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Signs portal sessions; unset in development: generated once and kept in PARLEY_DATA_DIR. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Session lifetime in seconds. */
  SESSION_TTL: z.coerce
    .number()
    .int()
    .min(60)
    .default(7 * 24 * 3600),
  /** How long verified App credentials are cached; bounds how late a revocation takes effect. */
  CREDENTIALS_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(4000),
  /**
   * Failed App-Key authentications (unknown App-Id, wrong key) allowed per client address and
   * minute; past it every App-Key request from that address is a 429 until the minute ends. 0: no limit.
   */
  AUTH_FAILURES_PER_MINUTE: z.coerce.number().int().min(0).default(20),
  /** Public address of the api, printed and used in links. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Enable the Swagger UI at /docs. */
  DOCS_ENABLED: bool.default(true),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;
