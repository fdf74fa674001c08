import { match, typosRead, type DecisionOptions, type Lang, type Model, type TypoRead } from '@parley/classifier';
import type { ClassificationMatch } from '@parley/contracts';
import type { InstanceRegistry } from './instance-registry';
import { MODEL_RECORD_FORMAT, PREVIOUS_RECORD_FORMAT, decodeRecord, recordBytes, type ItemInfo } from './model-record';
import type { ModelStore } from './model.store';
import type { TrainerVersions } from './trainer-versions';
import type { TrainingJobs } from './training-jobs';

export type { ItemInfo } from './model-record';

/**
 * A match as classify answers it and every other consumer relays it (the webhook body, the FAQ bot):
 * a QnA's answers always there ([] when it has none), an Intent without any.
 */
function toMatch(info: ItemInfo, probability: number): ClassificationMatch {
  return {
    id: info.id,
    type: info.type,
    label: info.label,
    probability,
    resolvePrompt: info.resolvePrompt,
    ...(info.type === 'QnA' ? { answers: info.answers ?? [] } : {}),
  };
}

/** The App's model is not there yet (its first training is late, or failing): try again shortly. */
export class ModelNotReadyError extends Error {
  readonly code = 'TRAINER.MODEL_NOT_READY';
  constructor(
    message: string,
    /** Seconds after which a new try may find it. */
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ModelNotReadyError';
  }
}

interface Waiter {
  min: number;
  resolve(): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/** How often a model of the previous format looks for its replacement, while it is asked. */
const PREVIOUS_RECHECK_MS = 2000;

interface Entry {
  appId: string;
  lang: Lang;
  /** Version of the App's data the loaded model was trained on; -1 while none is loaded. */
  version: number;
  model: Model | null;
  items: Map<string, ItemInfo>;
  /** Memory the loaded model holds (what the cache's budget counts). */
  bytes: number;
  trainedAt?: Date;
  trainingMs?: number;
  /** A load from the store in flight. */
  loading?: Promise<void>;
  /** Load again when the one in flight ends (a newer model was heard of meanwhile). */
  again?: boolean;
  /** Requests waiting for a model of at least `min`. */
  waiters: Set<Waiter>;
  /** Reads the store again while requests wait (see `watch`). */
  watching?: NodeJS.Timeout;
  /** The loaded model is of the previous record format: it answers while its App trains again... */
  previous?: boolean;
  /** ...and the store is read again for its replacement at most every `PREVIOUS_RECHECK_MS` (when). */
  checkedAt?: number;
  /** Why the last load or training request failed, when it did (cleared by the next model loaded). */
  failure?: { reason: string; at: Date };
  /** Data version a training job was last sent for from here (one request per version)... */
  requested?: number;
  /** ...and when (a request that brought no model is sent again after a while). */
  requestedAt?: number;
}

/** What one process serves for an App and language (see `TrainerModels.status`). */
export interface ModelStatus {
  /** Version of the App's data the model this process serves was trained on; null while none is loaded. */
  modelVersion: number | null;
  /** `training`: the model is behind the data (a job trains it, or this process loads it); `failed`: see `reason`. */
  state: 'idle' | 'training' | 'failed';
  reason: string | null;
  lastTrainedAt: Date | null;
  /** Milliseconds the served model's training took (the model; cross-validation runs after it). */
  lastTrainingMs: number | null;
}

/** Matches and the version of the App's data the model that chose them was trained on. */
export interface ClassifyResult {
  matches: ClassificationMatch[];
  modelVersion: number;
}

export interface TrainerModelsOptions {
  /** Memory the loaded models may hold together (bytes); the least recently used go beyond it. */
  cacheBytes?: number;
  /** How long a request waits for an App's first model (ms) before a ModelNotReadyError. */
  waitMs?: number;
  /** The App's language: the model a change retrains first, whatever else is loaded. */
  appLanguage: (appId: string) => Promise<Lang | null>;
  /** Told of what fails off any request's path (a load after another instance's change), which the servers log. */
  onFailure?: (appId: string, what: string, err: unknown) => void;
  /** Told of each model this process loads and drops (the App's status lists what each instance serves). */
  registry?: InstanceRegistry | null;
}

const DEFAULT_CACHE_BYTES = 256 * 1024 * 1024;
/** How often an entry requests wait for is read again from the store. */
const WATCH_MS = 2000;
/** A training sent from here that brought no model is sent again after this. */
const REQUEST_AGAIN_MS = 10_000;

/**
 * Each App's classifier model, as this process serves it: loaded from the store (trainer_models)
 * on first use, kept in a cache bounded by memory (least recently used out first), and loaded again
 * when a newer one is stored (TrainerVersions hears of it through the change signal, or its poll).
 * Training is not done here but by a job (TrainingJobs) that one instance runs: a missing, stale,
 * unreadable or other-format model sends one, and the stale model answers meanwhile; only an App
 * with no model at all makes a request wait (up to `waitMs`). Plain class (no Nest) so the api and
 * the webchat's FAQ bot share it.
 */
export class TrainerModels {
  private readonly cache = new Map<string, Entry>();
  private readonly cacheBytes: number;
  private readonly waitMs: number;
  private bytes = 0;
  private readonly stop: (() => void)[] = [];
  private closed = false;

  constructor(
    private readonly models: ModelStore,
    private readonly jobs: TrainingJobs,
    private readonly versions: TrainerVersions,
    private readonly opts: TrainerModelsOptions,
  ) {
    this.cacheBytes = opts.cacheBytes ?? DEFAULT_CACHE_BYTES;
    this.waitMs = opts.waitMs ?? 30_000;
    this.stop.push(
      versions.onModel((appId, lang, version) => this.onModel(appId, lang, version)),
      // Another instance's change: its job is probably waiting; wake this process's worker too.
      versions.onChange(() => this.jobs.kick()),
    );
  }

  /** Matches of a sentence under the App's decision rule, best first; [] when nothing fits. */
  async classify(appId: string, lang: Lang, sentence: string, decision: DecisionOptions = {}): Promise<ClassificationMatch[]> {
    return (await this.match(appId, lang, sentence, decision)).matches;
  }

  /** The same, with the version of the App's data the answering model was trained on. */
  async match(appId: string, lang: Lang, sentence: string, decision: DecisionOptions = {}): Promise<ClassifyResult> {
    const entry = await this.entry(appId, lang);
    // Read together: a load swaps model, items and version at once, never between these reads.
    const { model, items, version } = entry;
    const matches: ClassificationMatch[] = [];
    if (model) {
      for (const m of match(model, sentence, decision)) {
        const info = items.get(m.id);
        if (info) matches.push(toMatch(info, m.probability));
      }
    }
    return { matches, modelVersion: Math.max(0, version) };
  }

  /** The words of the sentence the App's model reads as its own words (typos), for the try-it's "why". */
  async typos(appId: string, lang: Lang, sentence: string): Promise<TypoRead[]> {
    const { model } = await this.entry(appId, lang);
    return model ? typosRead(model, sentence) : [];
  }

  /**
   * The one QnA or Intent whose resolve prompt (its label when it has none) is `text`, folded: what
   * a user sends by tapping a quick reply the FAQ bot offered on a tie. Null when none or several.
   */
  async byPrompt(appId: string, lang: Lang, text: string): Promise<ClassificationMatch | null> {
    const wanted = foldPrompt(text);
    if (!wanted) return null;
    const { items } = await this.entry(appId, lang);
    let found: ItemInfo | null = null;
    for (const info of items.values()) {
      if (foldPrompt(info.resolvePrompt || info.label) !== wanted) continue;
      if (found) return null;
      found = info;
    }
    return found ? toMatch(found, 1) : null;
  }

  /**
   * What this process serves for the App in `lang`, measured against `dataVersion` (the App's
   * current version, read by the caller). A model not loaded yet starts loading (as a first
   * classify would) and reads as training.
   */
  status(appId: string, lang: Lang, dataVersion: number): ModelStatus {
    this.versions.observe(appId, dataVersion);
    const entry = this.cache.get(key(appId, lang));
    if (!entry) {
      this.entry(appId, lang).catch((err: unknown) => this.failed(appId, 'loading its model', err));
    } else if (entry.version < dataVersion) {
      // A script polling the status until the model is current must not wait for a classify.
      this.refresh(entry, dataVersion);
    }
    const e = this.cache.get(key(appId, lang));
    const served = e && e.version >= 0 ? e.version : null;
    const behind = served === null || served < dataVersion;
    const state: ModelStatus['state'] = !behind ? 'idle' : e?.failure ? 'failed' : 'training';
    return {
      modelVersion: served,
      state,
      reason: state === 'failed' ? e!.failure!.reason : null,
      lastTrainedAt: e?.trainedAt ?? null,
      lastTrainingMs: e?.trainingMs ?? null,
    };
  }

  /**
   * Tells that an App's data changed here, to `version` (what the store's change answered): a
   * training job is sent for each of its models (its own language, and each language stored or
   * loaded). Resolves when this process serves models of that version (or later), in its loaded
   * languages or else the App's own; rejects with ModelNotReadyError after `waitMs`.
   */
  async changed(appId: string, version: number): Promise<void> {
    this.versions.observe(appId, version);
    const own = await this.opts.appLanguage(appId);
    const stored = await this.models.infos(appId);
    const languages = new Set<string>([...(own ? [own] : []), ...stored.map((m) => m.language)]);
    for (const e of this.cache.values()) if (e.appId === appId) languages.add(e.lang);
    await Promise.all([...languages].map((lang) => this.jobs.request(appId, lang)));
    const loaded = [...this.cache.values()].filter((e) => e.appId === appId);
    const waitFor = loaded.length ? loaded : own ? [await this.entryWithoutWaiting(appId, own)] : [];
    await Promise.all(waitFor.map((e) => (e.version >= version ? undefined : this.wait(e, version))));
  }

  /** Stops: pending requests fail, nothing more is loaded. */
  async close(): Promise<void> {
    this.closed = true;
    for (const s of this.stop.splice(0)) s();
    for (const e of this.cache.values()) for (const w of e.waiters) this.settle(e, w, new ModelNotReadyError('the server is stopping', 1));
    await Promise.allSettled([...this.cache.values()].map((e) => e.loading));
  }

  /** Memory the loaded models hold, and how many are loaded (metrics, the scale bench). */
  usage(): { bytes: number; models: number } {
    return { bytes: this.bytes, models: this.cache.size };
  }

  /** A newer stored model: a loaded one of this App and language is replaced by it. */
  private onModel(appId: string, lang: string, version: number): void {
    const entry = this.cache.get(key(appId, lang));
    if (entry && entry.version < version) this.reload(entry);
  }

  private async entry(appId: string, lang: Lang): Promise<Entry> {
    const entry = await this.entryWithoutWaiting(appId, lang);
    if (entry.version < 0) await this.wait(entry, 0);
    return entry;
  }

  /** The App's entry, loaded from the store if it was not (without waiting for a training). */
  private async entryWithoutWaiting(appId: string, lang: Lang): Promise<Entry> {
    const k = key(appId, lang);
    let entry = this.cache.get(k);
    if (entry) {
      // Least recently used first: this one goes last; its App's version stays followed.
      this.cache.delete(k);
      this.cache.set(k, entry);
      this.versions.touch(appId);
      if (entry.loading) await entry.loading;
      else if (entry.failure && Date.now() - entry.failure.at.getTime() > 5000) this.reload(entry);
      // A model of the previous format: its App's training stores the same version in this format,
      // which the change signal does not tell (it tells newer versions): the store is read again.
      else if (entry.previous && Date.now() - (entry.checkedAt ?? 0) > PREVIOUS_RECHECK_MS) {
        entry.checkedAt = Date.now();
        this.reload(entry);
      }
      return entry;
    }
    entry = { appId, lang, version: -1, model: null, items: new Map(), bytes: 0, waiters: new Set() };
    this.cache.set(k, entry);
    this.reload(entry);
    await entry.loading;
    return entry;
  }

  /** Sends a training when the App's data is ahead of the loaded model (once per version), and reloads when a newer one is stored. */
  private refresh(entry: Entry, dataVersion: number): void {
    const stored = this.versions.peekModel(entry.appId, entry.lang);
    if (stored !== undefined && stored > entry.version) this.reload(entry);
    else this.request(entry, dataVersion);
  }

  private reload(entry: Entry): void {
    if (entry.loading) {
      entry.again = true;
      return;
    }
    entry.loading = (async () => {
      do {
        entry.again = false;
        try {
          await this.load(entry);
        } catch (err) {
          entry.failure = { reason: err instanceof Error ? err.message : String(err), at: new Date() };
          this.failed(entry.appId, 'loading its model', err);
        }
      } while (entry.again && !this.closed);
    })().finally(() => {
      entry.loading = undefined;
    });
  }

  /** Loads the stored model if it is newer than the one served; sends a training when it is missing or behind. */
  private async load(entry: Entry): Promise<void> {
    const [stored, dataVersion] = await Promise.all([this.models.load(entry.appId, entry.lang), this.versions.current(entry.appId)]);
    let usable = false;
    // A model of the previous format answers until its App's training of this format replaces it.
    const previous = stored?.format === PREVIOUS_RECORD_FORMAT;
    if (stored && (stored.format === MODEL_RECORD_FORMAT || previous)) {
      if (stored.version < entry.version || (stored.version === entry.version && (previous || !entry.previous))) usable = true;
      else {
        try {
          const record = decodeRecord(stored.data);
          this.install(entry, record.model, record.items, stored.version, recordBytes(record), stored.trainedAt, stored.trainingMs);
          entry.previous = previous;
          entry.checkedAt = Date.now();
          usable = true;
        } catch (err) {
          // Cut or changed bytes: dropped, so that the job trains it again as a missing one.
          this.failed(entry.appId, 'reading its stored model', err);
          await this.models.discard(entry.appId, entry.lang, stored.version);
        }
      }
    }
    if (usable && stored) this.versions.observeModel(entry.appId, entry.lang, stored.version);
    if (!usable) entry.requested = undefined;
    if (!usable || entry.version < dataVersion || entry.previous) this.request(entry, dataVersion);
  }

  /** Sends the training of this model (once per data version from this process). */
  private request(entry: Entry, dataVersion: number): void {
    if (this.closed) return;
    const recent = entry.requestedAt !== undefined && Date.now() - entry.requestedAt < REQUEST_AGAIN_MS;
    if (entry.requested !== undefined && entry.requested >= dataVersion && (recent || entry.version >= dataVersion)) return;
    entry.requested = dataVersion;
    entry.requestedAt = Date.now();
    this.jobs.request(entry.appId, entry.lang).catch((err: unknown) => {
      entry.requested = undefined;
      entry.failure = { reason: `its training could not be sent: ${err instanceof Error ? err.message : String(err)}`, at: new Date() };
      this.failed(entry.appId, 'sending its training', err);
    });
  }

  private install(
    entry: Entry,
    model: Model | null,
    items: ItemInfo[],
    version: number,
    bytes: number,
    trainedAt: Date,
    trainingMs: number,
  ): void {
    Object.assign(entry, { model, items: new Map(items.map((i) => [i.id, i])), version, trainedAt, trainingMs, failure: undefined });
    this.bytes += bytes - entry.bytes;
    entry.bytes = bytes;
    this.opts.registry?.served(entry.appId, entry.lang, version);
    for (const w of entry.waiters) if (version >= w.min) this.settle(entry, w);
    this.evict(entry);
  }

  /** Drops the least recently used models until the loaded ones fit the budget (never the one just loaded). */
  private evict(keep: Entry): void {
    for (const [k, e] of this.cache) {
      if (this.bytes <= this.cacheBytes) return;
      if (e === keep || e.loading || e.waiters.size) continue;
      this.cache.delete(k);
      this.bytes -= e.bytes;
      if (e.version >= 0) this.opts.registry?.served(e.appId, e.lang, null);
    }
  }

  /** Resolves when the entry holds a model of at least `min`; rejects after `waitMs`. */
  private wait(entry: Entry, min: number): Promise<void> {
    if (this.closed) return Promise.reject(new ModelNotReadyError('the server is stopping', 1));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        min,
        resolve,
        reject,
        timer: setTimeout(() => {
          const why = entry.failure ? `: ${entry.failure.reason}` : '';
          this.settle(entry, waiter, new ModelNotReadyError(`The App's model is still training${why}`, 5));
        }, this.waitMs),
      };
      waiter.timer.unref();
      entry.waiters.add(waiter);
      this.watch(entry);
    });
  }

  /**
   * While requests wait for an entry's model, its store is read again every few seconds, whatever the
   * signal says: a notification missed (a connection that came up just after it) or a job request
   * lost costs those requests a few seconds, never their whole wait.
   */
  private watch(entry: Entry): void {
    if (entry.watching) return;
    entry.watching = setInterval(() => {
      if (!entry.waiters.size || this.closed) {
        clearInterval(entry.watching);
        entry.watching = undefined;
        return;
      }
      this.reload(entry);
    }, WATCH_MS);
    entry.watching.unref();
  }

  private settle(entry: Entry, waiter: Waiter, err?: Error): void {
    clearTimeout(waiter.timer);
    entry.waiters.delete(waiter);
    if (err) waiter.reject(err);
    else waiter.resolve();
  }

  private failed(appId: string, what: string, err: unknown): void {
    if (!this.closed) this.opts.onFailure?.(appId, what, err);
  }
}

function key(appId: string, lang: string): string {
  return `${appId}:${lang}`;
}

function foldPrompt(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
