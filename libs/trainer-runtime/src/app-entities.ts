import type { Language } from '@parley/contracts';
import { AppEntityMatcher, type AppEntity, type AppEntityType } from '@parley/extractors/app-entities';
import type { TrainerStore } from './trainer.store';
import type { TrainerVersions } from './trainer-versions';
import type { TrainingPool } from './training-pool';

export type { AppEntity } from '@parley/extractors/app-entities';

interface Entry {
  version: number;
  matcher: AppEntityMatcher | null;
  bytes: number;
  /** The names of the types at the newest version read (known before their compile ends). */
  names: string[];
  namesVersion: number;
  /** Resolves once the newest version is read from the store (its compile may still run). */
  read?: Promise<void>;
  /** The version being compiled is small: a request waits for it rather than answer the previous one. */
  small?: boolean;
  loading?: Promise<void>;
}

export interface AppEntitiesOptions {
  /** Memory the compiled entity types may hold together (bytes); the least recently used beyond it are dropped. */
  cacheBytes?: number;
  /**
   * How long a request waits for a newer compile of long lists before it answers with the one it
   * has (ms). A newer version of at most `smallValues` values and synonyms is waited for.
   */
  freshMs?: number;
  smallValues?: number;
  onFailure?: (appId: string, what: string, err: unknown) => void;
}

/**
 * Each App's entity types, as this process matches them: read from the store with the version they
 * are at, compiled in the worker thread (a list of 100,000 values takes a second or more, never on the
 * event loop), kept in a cache bounded by memory, and compiled again when their version moves on
 * (TrainerVersions hears of it through the change signal, or its poll). A request waits for a newer
 * compile of at most `smallValues` values (milliseconds: the next request after an edit finds it); of
 * longer lists, a moment (`freshMs`), then it answers with the one it has. The first request of an
 * App waits for its first.
 */
export class AppEntities {
  private readonly cache = new Map<string, Entry>();
  private readonly named = new Map<string, { version: number; names: string[] }>();
  private bytes = 0;
  private readonly cacheBytes: number;
  private readonly freshMs: number;
  private readonly smallValues: number;

  constructor(
    private readonly store: TrainerStore,
    private readonly versions: TrainerVersions,
    private readonly pool: TrainingPool,
    private readonly opts: AppEntitiesOptions = {},
  ) {
    this.cacheBytes = opts.cacheBytes ?? 128 * 1024 * 1024;
    this.freshMs = opts.freshMs ?? 300;
    this.smallValues = opts.smallValues ?? 10_000;
  }

  /** The App's entities found in a sentence of `lang` (`only`: the names of the types to look for). */
  async extract(appId: string, lang: Language, sentence: string, only?: ReadonlySet<string>): Promise<AppEntity[]> {
    const matcher = await this.matcher(appId, lang);
    return matcher ? matcher.extract(sentence, only) : [];
  }

  /**
   * The names of the App's entity types of `lang` at their newest version (what `dimensions` and
   * `antidimensions` may name): known as soon as the store is read, before a long list is compiled.
   */
  async names(appId: string, lang: Language): Promise<string[]> {
    const entry = await this.entry(appId, lang);
    if (entry.read) await entry.read;
    return entry.names;
  }

  /** The names of the App's entity types in every language, at their newest version (one query per version). */
  async allNames(appId: string): Promise<string[]> {
    const version = await this.versions.currentEntities(appId);
    const known = this.named.get(appId);
    if (known && known.version >= version) return known.names;
    const names = await this.store.entityTypeNames(appId);
    if (this.named.size >= 10_000) this.named.clear();
    this.named.set(appId, { version, names });
    return names;
  }

  /** Memory the compiled types hold, and how many Apps' are loaded. */
  usage(): { bytes: number; entries: number } {
    return { bytes: this.bytes, entries: this.cache.size };
  }

  private async matcher(appId: string, lang: Language): Promise<AppEntityMatcher | null> {
    const entry = await this.entry(appId, lang);
    const loading = entry.loading;
    if (!loading) return entry.matcher;
    // The App's first version, or a small one (compiled in milliseconds): the request waits for it,
    // so that an edit is found by the next request. A long list is waited for a moment only.
    if (entry.version >= 0 && entry.read) await entry.read;
    if (entry.version < 0 || entry.small) await loading;
    else await Promise.race([loading, new Promise((r) => setTimeout(r, this.freshMs).unref())]);
    return entry.matcher;
  }

  /** The App's entry, its load started when its entity types moved on since it was read. */
  private async entry(appId: string, lang: Language): Promise<Entry> {
    const key = `${appId}:${lang}`;
    const version = await this.versions.currentEntities(appId);
    let entry = this.cache.get(key);
    if (entry) {
      this.cache.delete(key);
      this.cache.set(key, entry);
    } else {
      entry = { version: -1, matcher: null, bytes: 0, names: [], namesVersion: -1 };
      this.cache.set(key, entry);
    }
    const e = entry;
    if (e.namesVersion < version && !e.loading) {
      let read!: () => void;
      e.read = new Promise<void>((r) => (read = r));
      e.loading = this.load(appId, lang, e, read).finally(() => {
        read();
        e.read = undefined;
        e.loading = undefined;
      });
      // Failures reach the requests that wait for it (and onFailure), not an unhandled rejection.
      e.loading.catch(() => undefined);
    }
    return e;
  }

  private async load(appId: string, lang: Language, entry: Entry, read: () => void): Promise<void> {
    try {
      const { version, types } = await this.store.entityTypesOf(appId, lang);
      let size = 0;
      for (const t of types) for (const v of t.values) size += 1 + v.synonyms.length;
      Object.assign(entry, { names: types.map((t) => t.name), namesVersion: version, small: size <= this.smallValues });
      read();
      const plain: AppEntityType[] = types.map((t) => ({ name: t.name, fuzzy: t.fuzzy, values: t.values, patterns: t.patterns }));
      const matcher = plain.length ? new AppEntityMatcher(await this.pool.compileEntities(plain, lang)) : null;
      this.versions.observeEntities(appId, version);
      const bytes = matcher?.bytes ?? 0;
      this.bytes += bytes - entry.bytes;
      Object.assign(entry, { version, matcher, bytes });
      this.evict(entry);
    } catch (err) {
      this.opts.onFailure?.(appId, 'compiling its entity types', err);
      throw err;
    }
  }

  private evict(keep: Entry): void {
    for (const [k, e] of this.cache) {
      if (this.bytes <= this.cacheBytes) return;
      if (e === keep || e.loading) continue;
      this.cache.delete(k);
      this.bytes -= e.bytes;
    }
  }
}
