import type { TrainerStore } from './trainer.store';

export interface TrainerVersionsOptions {
  /** How often the versions of the Apps in use are read again (one query for all of them). */
  pollMs?: number;
  /** Apps whose version is followed; the least recently used one beyond this is forgotten. */
  maxApps?: number;
}

type Listener = (appId: string, version: number) => void;

/**
 * The process's one cache of each App's trainer version (the version in `trainer_states`, bumped
 * by every change of its QnAs or Intents). A change made in this process is known at once
 * (`observe`); one made by another instance within `pollMs`, by a poll that reads the versions of
 * every App in use in one query. Models (TrainerModels) and the speller's vocabulary listen to it
 * instead of each checking the database on its own.
 */
export class TrainerVersions {
  /** Version per App (undefined: not read yet), least recently used first. */
  private readonly known = new Map<string, number | undefined>();
  private readonly reading = new Map<string, Promise<number>>();
  private readonly listeners = new Set<Listener>();
  private readonly maxApps: number;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly store: TrainerStore,
    opts: TrainerVersionsOptions = {},
  ) {
    this.maxApps = opts.maxApps ?? 5000;
    const pollMs = opts.pollMs ?? 500;
    if (pollMs > 0) {
      this.timer = setInterval(() => void this.poll().catch(() => undefined), pollMs);
      this.timer.unref();
    }
  }

  /** The App's current version: from memory when followed, else read once (concurrent callers share it). */
  current(appId: string): Promise<number> {
    this.touch(appId);
    const v = this.known.get(appId);
    if (v !== undefined) return Promise.resolve(v);
    let p = this.reading.get(appId);
    if (!p) {
      p = this.store
        .version(appId)
        .then((version) => {
          this.set(appId, version);
          return version;
        })
        .finally(() => this.reading.delete(appId));
      this.reading.set(appId, p);
    }
    return p;
  }

  /** The version in memory, without reading (undefined when not known yet). */
  peek(appId: string): number | undefined {
    return this.known.get(appId);
  }

  /** Follows the App (or keeps following it): marks it recently used. */
  touch(appId: string): void {
    const v = this.known.get(appId);
    this.known.delete(appId);
    this.known.set(appId, v);
    while (this.known.size > this.maxApps) this.known.delete(this.known.keys().next().value!);
  }

  /** A version seen here (a change this process made, or a snapshot it read): newer ones win. */
  observe(appId: string, version: number): void {
    this.touch(appId);
    this.set(appId, version);
  }

  /** Calls `listener` with each App whose version moved on. */
  onChange(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Reads the versions of every followed App; resolves when listeners have been told. */
  async poll(): Promise<void> {
    if (this.polling || !this.known.size) return;
    this.polling = true;
    try {
      const apps = [...this.known.keys()];
      const versions = await this.store.versions(apps);
      // An App never changed has no row: version 0.
      for (const appId of apps) if (this.known.has(appId)) this.set(appId, versions.get(appId) ?? 0);
    } finally {
      this.polling = false;
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private set(appId: string, version: number): void {
    const old = this.known.get(appId);
    if (old !== undefined && old >= version) return;
    if (this.known.has(appId)) this.known.set(appId, version);
    for (const listener of this.listeners) listener(appId, version);
  }
}
