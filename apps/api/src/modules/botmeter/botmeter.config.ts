import { z } from 'zod';
import { parseEnv } from '../../config/env';

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * The botmeter's environment, validated at boot like the api's. It lives beside the module
 * (not in config/env.ts, which this module does not own); the api's schema can absorb it later.
 */
export const botmeterEnvSchema = z.object({
  /** Gather concurrent records into one INSERT per batch; false: one INSERT per request (benchmarks). */
  BOTMETER_GROUP_COMMIT: bool.default(true),
  /** A batch is written once it holds this many records... */
  BOTMETER_BATCH_MAX_SIZE: z.coerce.number().int().min(1).max(2000).default(500),
  /** ...or once its first record has waited this long (milliseconds). */
  BOTMETER_BATCH_MAX_DELAY_MS: z.coerce.number().int().min(0).max(1000).default(4),
  /** Batches written at the same time (each holds a database connection). */
  BOTMETER_BATCH_IN_FLIGHT: z.coerce.number().int().min(1).max(32).default(2),
  /** Records waiting beyond this are answered 503 at once (backpressure). */
  BOTMETER_MAX_PENDING: z.coerce.number().int().min(1).default(20_000),
  /** Month partitions created ahead of the current month. */
  BOTMETER_PARTITIONS_AHEAD: z.coerce.number().int().min(0).max(24).default(3),
});

export type BotmeterConfig = z.infer<typeof botmeterEnvSchema>;

export const BOTMETER_CONFIG = Symbol('BOTMETER_CONFIG');

export const botmeterConfigProvider = {
  provide: BOTMETER_CONFIG,
  useFactory: (): BotmeterConfig => parseEnv(botmeterEnvSchema, process.env),
};
