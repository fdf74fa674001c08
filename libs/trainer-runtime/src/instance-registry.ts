import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { InstancesStore, ServingInstance } from './instances.store';

export interface InstanceRegistryOptions {
  /** `api` or `webchat`. */
  server: string;
  /** How often the instance says it is alive (ms); one not heard of for three times this is not listed. */
  heartbeatMs?: number;
  logger?: { warn(m: string): void };
}

/**
 * This process as a live instance of Parley (server_instances): registered at start, renewed every
 * `heartbeatMs`, removed when it stops; and which model versions it serves (served_models), written
 * in batches a quarter of a second after they change. What an App's status lists as "instances".
 * A write that fails (the database away) is kept and written with the next one.
 */
export class InstanceRegistry {
  readonly id = randomUUID();
  private readonly startedAt = new Date();
  private readonly heartbeatMs: number;
  private timer: NodeJS.Timeout | null = null;
  private flushTimer: NodeJS.Timeout | null = null;
  /** What this process serves now, `appId:language` -> version (re-sent whole if its row was lost). */
  private readonly serving = new Map<string, { appId: string; language: string; version: number; at: Date }>();
  private readonly pending = new Map<string, { appId: string; language: string; version: number | null; at: Date }>();
  private registered = false;
  private stopped = false;

  constructor(
    private readonly store: InstancesStore,
    private readonly opts: InstanceRegistryOptions,
  ) {
    this.heartbeatMs = opts.heartbeatMs ?? 5000;
  }

  start(): void {
    void this.beat();
  }

  /** Seconds within which an instance must have been heard of to be listed. */
  get liveSeconds(): number {
    return Math.ceil((3 * this.heartbeatMs) / 1000);
  }

  /** This process now serves `version` of the App's model (null: it dropped it). */
  served(appId: string, language: string, version: number | null): void {
    const key = `${appId}:${language}`;
    const at = new Date();
    if (version === null) this.serving.delete(key);
    else this.serving.set(key, { appId, language, version, at });
    this.pending.set(key, { appId, language, version, at });
    this.flushTimer ??= setTimeout(() => {
      this.flushTimer = null;
      void this.flush();
    }, 250);
    this.flushTimer.unref();
  }

  /** The live instances and what each serves of the App in `language`. */
  instances(appId: string, language: string): Promise<ServingInstance[]> {
    return this.store.serving(appId, language, this.liveSeconds);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    if (this.flushTimer) clearTimeout(this.flushTimer);
    await this.store.remove(this.id).catch(() => undefined);
  }

  private async beat(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.registered || !(await this.store.heartbeat(this.id))) {
        await this.store.register({ id: this.id, server: this.opts.server, host: hostname(), pid: process.pid, startedAt: this.startedAt });
        // Its served rows went with it if it was deleted as dead: all of them again.
        if (this.registered) for (const [key, s] of this.serving) this.pending.set(key, s);
        this.registered = true;
      }
      await this.flush();
      // Instances killed without a word are listed no more (liveSeconds); their rows go after a day.
      if (Math.random() < this.heartbeatMs / 600_000) await this.store.forgetDead(86_400);
    } catch (err) {
      this.opts.logger?.warn(`Instance registry: ${err instanceof Error ? err.message : String(err)} (tried again)`);
    } finally {
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.beat(), this.heartbeatMs);
        this.timer.unref();
      }
    }
  }

  private async flush(): Promise<void> {
    if (!this.registered || !this.pending.size || this.stopped) return;
    const changes = [...this.pending.values()];
    this.pending.clear();
    try {
      await this.store.served(this.id, changes);
    } catch {
      // Kept for the next heartbeat (newer changes of the same model win).
      for (const c of changes) {
        const key = `${c.appId}:${c.language}`;
        if (!this.pending.has(key)) this.pending.set(key, c);
      }
    }
  }
}
