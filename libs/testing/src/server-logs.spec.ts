import { type BeforeApplicationShutdown, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeTelling, serverLogStream, traceShutdownHooks } from './server-logs';

let release: () => void = () => undefined;

@Injectable()
class StuckOnShutdown implements BeforeApplicationShutdown {
  beforeApplicationShutdown(): Promise<void> {
    return new Promise<void>((resolve) => (release = resolve));
  }
}

@Injectable()
class QuickOnDestroy implements OnModuleDestroy {
  destroyed = false;
  onModuleDestroy(): void {
    this.destroyed = true;
  }
}

@Module({ providers: [StuckOnShutdown, QuickOnDestroy] })
class TwoHooksModule {}

describe("a server's close() that does not return", () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells what the servers last logged and what keeps the process busy, then waits for it all the same', async () => {
    serverLogStream('api').write('{"msg":"stopping the training jobs"}\n');
    const stderr = captureStderr();
    let release: () => void = () => undefined;
    const closing = closeTelling('the api', () => new Promise<void>((resolve) => (release = resolve)), 20);
    await stderr.toldOnce;
    expect(stderr.told()).toContain('the api: close() has not returned after 0.02 s');
    expect(stderr.told()).toContain('Active resources:');
    expect(stderr.told()).toContain('stopping the training jobs');
    release();
    await expect(closing).resolves.toBeUndefined();
  });

  it("names the shutdown hooks that have not returned, and none once they have", async () => {
    const app = await NestFactory.createApplicationContext(TwoHooksModule, { logger: false });
    const pending = traceShutdownHooks(app);
    expect(pending()).toEqual([]);
    const stderr = captureStderr();
    const closing = closeTelling('the test context', () => app.close(), 20, pending);
    await stderr.toldOnce;
    expect(stderr.told()).toContain('Shutdown hooks not returned: StuckOnShutdown.beforeApplicationShutdown.');
    expect(pending()).toEqual(['StuckOnShutdown.beforeApplicationShutdown']);
    expect(app.get(QuickOnDestroy).destroyed).toBe(true);
    release();
    await closing;
    expect(pending()).toEqual([]);
  });
});

/** What the process writes to stderr from now on (the test's spy, restored after each test), and the first write. */
function captureStderr(): { told: () => string; toldOnce: Promise<void> } {
  let told = '';
  let tell: () => void = () => undefined;
  const toldOnce = new Promise<void>((resolve) => (tell = resolve));
  vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
    told += String(chunk);
    tell();
    return true;
  });
  return { told: () => told, toldOnce };
}
