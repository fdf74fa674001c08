import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Here, with the configuration, and not in libs/server-modules: each server reads its configuration
// before tracing starts, so nothing it imports may load the database driver (an instrumented module
// loaded before the tracing SDK is never traced).
/**
 * SESSION_SECRET as both servers resolve it: the variable when set; unset in development, a secret
 * generated once and kept in PARLEY_DATA_DIR (so an api and a webchat server sharing the data
 * directory agree); unset in production, null (the caller decides: the api refuses to start, the
 * webchat server turns its operator routes off).
 */
export function resolveSessionSecret(env: { SESSION_SECRET?: string; PARLEY_DATA_DIR: string; NODE_ENV: string }): string | null {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  if (env.NODE_ENV === 'production') return null;
  const dir = resolve(env.PARLEY_DATA_DIR);
  const file = join(dir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
