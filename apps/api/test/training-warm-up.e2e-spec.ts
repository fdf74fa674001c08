import { createTestingApi, type TestingApi } from '@parley/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A process that trains builds its training thread's indexes of each language as it starts
 * (TRAINING_WARM_UP, on by default; the suite's other servers turn it off to save the CPU), so the
 * first App trained after a start does not wait for them.
 */
describe('the training thread warmed up as the api starts', () => {
  let api: TestingApi;
  const logs: string[] = [];

  beforeAll(async () => {
    api = await createTestingApi({ TRAINING_WARM_UP: true, logStream: { write: (chunk: string) => void logs.push(chunk) } });
  }, 60_000);
  afterAll(() => api?.close());

  it('says it built the indexes of English, French and Spanish', async () => {
    await expect.poll(() => logs.join(''), { timeout: 50_000 }).toMatch(/Training thread warmed up for en, fr, es in \d+ ms/);
  }, 60_000);
});
