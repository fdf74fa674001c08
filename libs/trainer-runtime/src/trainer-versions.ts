import type { ChangeSignal } from '@parley/persistence';
import type { ModelStore } from './model.store';
import type { TrainerStore } from './trainer.store';

export interface TrainerVersionsOptions {
  /**
   * The process's change signal: data and model changes of any instance are heard at once, and the
   * poll below runs only while it is down. Without one (a tool, a test), the poll always runs.
   */
  signal?: ChangeSignal | null;
  /** Stored models' versions are followed too (read by the poll). */
  models?: ModelStore | null;
  /** How often the versions of the Apps in use are read while the signal is down (without a signal: always). */
  pollMs?: number;
  /** Apps whose version is followed; the least recently used one beyond this is forgotten. */
  maxApps?: number;
}

type DataListener = (appId: string, version: number) => void;
type ModelListener = (appId: string, language: string, version: number) => void;

/**
 * The process's one cache of each App's trainer version (`trainer_states.version`, bumped by every
 * change of its QnAs or Intents) and of its stored models' versions. A change made in this process
 * is known at once (`observe`); one made by another instance through the change signal; while the
 * signal is down, a poll reads the versions of every App in use in one query, and once more when
 * it is back. The models (TrainerModels) and the speller's vocabulary listen to it instead of each
 * asking the database.
 */
export class TrainerVersions {
  /** Version per App (undefined: not read yet), least recently used first. */
  private readonly known = new Map<string, number | undefined>();
  /** Stored model versions, `appId:language`, of the Apps followed. */
  private readonly modelVersions = new Map<string, number>();
  /** Entity-type versions of the Apps followed (trainer_states.entities_version). */
  private readonly entityVersions = new Map<string, number>();
  private readonly readingEntities = new Map<string, Promise<number>>();
  private readonly entityListeners = new Set<DataListener>();
  private readonly reading = new Map<string, Promise<number>>();
  private readonly listeners = new Set<DataListener>();
  private readonly modelListeners = new Set<ModelListener>();
  private readonly maxApps: number;
  private readonly stop: (() => void)[] = [];
  private timer: NodeJS.Timeout | null = null;
  private polling = false;

  constructor(
    private readonly store: TrainerStore,
    private readonly opts: TrainerVersionsOptions = {},
  ) {
    this.maxApps = opts.maxApps ?? 5000;
    const pollMs = opts.pollMs ?? 2000;
    const signal = opts.signal;
    if (signal) {
      this.stop.push(
        signal.onChange((c) => {
          if (c.kind === 'data') this.observe(c.appId, c.version, true);
          else if (c.kind === 'model') this.observeModel(c.appId, c.language, c.version);
          else if (c.kind === 'entities') this.observeEntities(c.appId, c.version);
        }),
        signal.onPoll(() => this.poll()),
        signal.onGap(() => void this.poll().catch(() => undefined)),
      );
    } else if (pollMs > 0) {
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

  /** The version of the App's entity types: from memory when followed, else read once. */
  currentEntities(appId: string): Promise<number> {
    this.touch(appId);
    const v = this.entityVersions.get(appId);
    if (v !== undefined) return Promise.resolve(v);
    let p = this.readingEntities.get(appId);
    if (!p) {
      p = this.store
        .entitiesVersion(appId)
        .then((version) => {
          this.observeEntities(appId, version);
          return version;
        })
        .finally(() => this.readingEntities.delete(appId));
      this.readingEntities.set(appId, p);
    }
    return p;
  }

  /** A version of the App's entity types seen or heard of: newer ones win, listeners hear of them. */
  observeEntities(appId: string, version: number): void {
    const old = this.entityVersions.get(appId);
    if (old !== undefined && old >= version) return;
    if (this.known.has(appId)) this.entityVersions.set(appId, version);
    for (const listener of this.entityListeners) listener(appId, version);
  }

  /** Calls `listener` with each App whose entity types moved on. */
  onEntities(listener: DataListener): () => void {
    this.entityListeners.add(listener);
    return () => this.entityListeners.delete(listener);
  }

  /** The version in memory, without reading (undefined when not known yet). */
  peek(appId: string): number | undefined {
    return this.known.get(appId);
  }

  /** The newest stored model version heard of for the App and language (undefined: none heard of). */
  peekModel(appId: string, language: string): number | undefined {
    return this.modelVersions.get(`${appId}:${language}`);
  }

  /** Follows the App (or keeps following it): marks it recently used. */
  touch(appId: string): void {
    const v = this.known.get(appId);
    this.known.delete(appId);
    this.known.set(appId, v);
    while (this.known.size > this.maxApps) this.forget(this.known.keys().next().value!);
  }

  /** A version seen here (a change this process made, a snapshot it read, or one heard of): newer ones win. */
  observe(appId: string, version: number, heard = false): void {
    // A change heard of for an App nobody here uses is not followed (it would push Apps in use out).
    if (heard && !this.known.has(appId)) {
      for (const listener of this.listeners) listener(appId, version);
      return;
    }
    this.touch(appId);
    this.set(appId, version);
  }

  /** A stored model seen or heard of: listeners hear of newer ones. */
  observeModel(appId: string, language: string, version: number): void {
    const key = `${appId}:${language}`;
    const old = this.modelVersions.get(key);
    if (old !== undefined && old >= version) return;
    if (this.known.has(appId)) this.modelVersions.set(key, version);
    for (const listener of this.modelListeners) listener(appId, language, version);
  }

  /** Calls `listener` with each App whose data version moved on. */
  onChange(listener: DataListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Calls `listener` with each newer stored model of an App. */
  onModel(listener: ModelListener): () => void {
    this.modelListeners.add(listener);
    return () => this.modelListeners.delete(listener);
  }

  /** Reads the versions of every followed App, and of their stored models; resolves when listeners have been told. */
  async poll(): Promise<void> {
    if (this.polling || !this.known.size) return;
    this.polling = true;
    try {
      const apps = [...this.known.keys()];
      const [versions, models] = await Promise.all([this.store.bothVersions(apps), this.opts.models?.versions(apps) ?? new Map<string, number>()]);
      // An App never changed has no row: version 0.
      for (const appId of apps) {
        if (!this.known.has(appId)) continue;
        this.set(appId, versions.get(appId)?.version ?? 0);
        if (this.entityVersions.has(appId)) this.observeEntities(appId, versions.get(appId)?.entitiesVersion ?? 0);
      }
      for (const [key, version] of models) {
        const [appId, language] = key.split(':') as [string, string];
        this.observeModel(appId, language, version);
      }
    } finally {
      this.polling = false;
    }
  }

  close(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const s of this.stop.splice(0)) s();
  }

  private forget(appId: string): void {
    this.known.delete(appId);
    this.entityVersions.delete(appId);
    for (const key of this.modelVersions.keys()) if (key.startsWith(`${appId}:`)) this.modelVersions.delete(key);
  }

  private set(appId: string, version: number): void {
    const old = this.known.get(appId);
    if (old !== undefined && old >= version) return;
    if (this.known.has(appId)) this.known.set(appId, version);
    for (const listener of this.listeners) listener(appId, version);
  }
}
