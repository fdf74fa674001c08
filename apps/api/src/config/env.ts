import { envBool as bool, serverEnvShape } from '@parley/config';
import { z } from 'zod';

/** Every environment variable the api reads, with its default. Validated at boot. */
export const apiEnvSchema = z.object({
  ...serverEnvShape,
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** Signs portal sessions; unset in development: generated once and kept in PARLEY_DATA_DIR. */
  SESSION_SECRET: z.string().min(32).optional(),
  /** Session lifetime in seconds. */
  SESSION_TTL: z.coerce.number().int().min(60).default(7 * 24 * 3600),
  /** How long verified App credentials are cached; bounds how late a revocation takes effect. */
  CREDENTIALS_CACHE_MS: z.coerce.number().int().min(0).max(5000).default(4000),
  /** Public address of the api, printed and used in links. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Enable the Swagger UI at /docs. */
  DOCS_ENABLED: bool.default(true),
  /** Botmeter: gather concurrent records into one INSERT per batch; false: one INSERT per request (benchmarks). */
  BOTMETER_GROUP_COMMIT: bool.default(true),
  /** Botmeter: a batch is written once it holds this many records... */
  BOTMETER_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(2000).default(500),
  /** ...or once its first record has waited this long (milliseconds). */
  BOTMETER_BATCH_MAX_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(4),
  /** Botmeter batches written at the same time (each holds a database connection). */
  BOTMETER_BATCH_IN_FLIGHT: z.coerce.number().int().min(1).max(32).default(2),
  /** Botmeter records waiting beyond this are answered 503 at once (backpressure). */
  BOTMETER_MAX_PENDING: z.coerce.number().int().min(1).default(20_000),
  /** Botmeter month partitions created ahead of the current month. */
  BOTMETER_PARTITIONS_AHEAD: z.coerce.number().int().min(0).max(24).default(3),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;
