import { botmeterEnvShape, envBool as bool, mailEnvShape, serverEnvShape, trainerEnvShape } from '@parley/config';
import { z } from 'zod';

/** Every environment variable the api reads, with its default. Validated at boot. */
export const apiEnvSchema = z.object({
  ...serverEnvShape,
  ...botmeterEnvShape,
  ...trainerEnvShape,
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
  /** Wrong passwords for one e-mail before each further try must wait, twice as long each time. 0: no limit. */
  LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(0).default(5),
  /** Failed log-ins allowed per client address in 15 minutes; past it, 429 until the 15 minutes end. 0: no limit. */
  LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(0).default(50),
  /** Sign-ups allowed per client address and hour. 0: no limit. */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(0).default(10),
  /** Apps an account may create per hour, and Apps created per client address and hour. 0: no limit. */
  APPS_PER_HOUR: z.coerce.number().int().min(0).default(20),
  /**
   * The most an App's owner may set as its rate limit (requests/s): a higher value is a 400, and a
   * higher value stored earlier counts as this one.
   */
  APP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).max(1_000_000_000).default(1000),
  /** ...and as its burst; unset: twice APP_RATE_LIMIT_MAX. */
  APP_RATE_BURST_MAX: z.coerce.number().int().min(1).max(1_000_000_000).optional(),
  /** SMTP_URL: SMTP server of the password reset e-mails (unset: links go to the server log); MAIL_FROM: their sender. */
  ...mailEnvShape,
  /** Public address of the api, printed and used in links. */
  PUBLIC_API_URL: z.string().url().optional(),
  /** Enable the Swagger UI at /docs. */
  DOCS_ENABLED: bool.default(true),
});

export type ApiEnv = z.infer<typeof apiEnvSchema>;
