import type { INestApplicationContext } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import type { DestinationStream } from 'pino';

/** How many of the servers' last log lines a failing test prints. */
const KEPT = 400;
const lines: string[] = new Array<string>(KEPT);
let written = 0;
let servers = 0;
const NEST_START_UP = /"context":"(InstanceLoader|RoutesResolver|RouterExplorer)"/;

/**
 * A log destination for a server a test builds: its lines (level info and up) are kept in memory,
 * the last few hundred of every server of the test file, and printed only when a test fails
 * (setup-file.ts). A failure on a busy CI machine then says what the servers did, not only what
 * the test saw.
 */
export function serverLogStream(kind: 'api' | 'webchat'): DestinationStream {
  const name = `${kind}#${++servers}`;
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        // Nest's start-up lines (every module and route) say nothing a failure needs.
        if (!line || NEST_START_UP.test(line)) continue;
        lines[written % KEPT] = `[${name}] ${line}`;
        written++;
      }
    },
  };
}

/** The last `count` kept lines (at most all of them), oldest first. */
function lastLines(count: number): string[] {
  const out: string[] = [];
  for (let i = Math.max(0, written - Math.min(count, KEPT)); i < written; i++) out.push(lines[i % KEPT]);
  return out;
}

/** The kept lines, oldest first, and forgets them. */
export function takeServerLogs(): string[] {
  const out = lastLines(KEPT);
  written = 0;
  return out;
}

/**
 * A server's `close()`, telling on the test's output what the servers last logged, which of its
 * shutdown hooks have not returned (`pending`, from `traceShutdownHooks`) and what keeps the process
 * busy when it has not returned after `afterMs`: a hook that times out (an `afterAll` closing a
 * server) prints nothing else, unlike a failing test.
 */
export async function closeTelling(what: string, close: () => Promise<void>, afterMs = 30_000, pending?: () => string[]): Promise<void> {
  const timer = setTimeout(() => {
    const last = lastLines(60);
    const hooks = pending?.() ?? [];
    process.stderr.write(
      `${what}: close() has not returned after ${afterMs / 1000} s. ` +
        (pending ? `Shutdown hooks not returned: ${hooks.length ? hooks.join(', ') : 'none'}. ` : '') +
        `Active resources: ${process.getActiveResourcesInfo().join(', ')}. ` +
        `The servers' last log lines:\n${last.join('\n')}\n`,
    );
  }, afterMs);
  timer.unref();
  try {
    await close();
  } finally {
    clearTimeout(timer);
  }
}

const SHUTDOWN_HOOKS = ['onModuleDestroy', 'beforeApplicationShutdown', 'onApplicationShutdown'] as const;

/**
 * Follows the shutdown hooks of every provider and controller of a Nest application: the returned
 * function lists those called and not returned yet ("TrainerRuntimeLifecycle.beforeApplicationShutdown"),
 * what `closeTelling` prints of a close that does not return.
 */
export function traceShutdownHooks(app: INestApplicationContext): () => string[] {
  const pending = new Map<number, string>();
  let calls = 0;
  const traced = new WeakSet<object>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of [...module.providers.values(), ...module.controllers.values(), ...module.injectables.values()]) {
      const instance = wrapper.instance as Record<string, unknown> | null | undefined;
      if (!instance || typeof instance !== 'object' || traced.has(instance)) continue;
      traced.add(instance);
      for (const hook of SHUTDOWN_HOOKS) {
        const original = instance[hook];
        if (typeof original !== 'function') continue;
        const name = `${instance.constructor?.name ?? String(wrapper.name)}.${hook}`;
        instance[hook] = (...args: unknown[]) => {
          const call = ++calls;
          pending.set(call, name);
          try {
            const out = (original as (...a: unknown[]) => unknown).apply(instance, args);
            if (out instanceof Promise) return out.finally(() => pending.delete(call));
            pending.delete(call);
            return out;
          } catch (err) {
            pending.delete(call);
            throw err;
          }
        };
      }
    }
  }
  return () => [...pending.values()];
}
