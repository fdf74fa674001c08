import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTelling, serverLogStream } from './server-logs';

describe("a server's close() that does not return", () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells what the servers last logged and what keeps the process busy, then waits for it all the same', async () => {
    serverLogStream('api').write('{"msg":"stopping the training jobs"}\n');
    let told = '';
    let tell: () => void = () => undefined;
    const toldOnce = new Promise<void>((resolve) => (tell = resolve));
    vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      told += String(chunk);
      tell();
      return true;
    });
    let release: () => void = () => undefined;
    const closing = closeTelling('the api', () => new Promise<void>((resolve) => (release = resolve)), 20);
    await toldOnce;
    expect(told).toContain('the api: close() has not returned after 0.02 s');
    expect(told).toContain('Active resources:');
    expect(told).toContain('stopping the training jobs');
    release();
    await expect(closing).resolves.toBeUndefined();
  });
});
