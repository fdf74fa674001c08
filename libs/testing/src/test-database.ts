import { inject } from 'vitest';

/**
 * This worker's database (global-setup.ts makes one per worker): files that run side by side never
 * share one, so nothing an instance does on its own (training jobs taken by any instance, rows
 * counted across the database) crosses from one file to another.
 */
export function testDatabaseUrl(): string {
  const urls = inject('databaseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  return urls[(Math.max(1, worker) - 1) % urls.length]!;
}
