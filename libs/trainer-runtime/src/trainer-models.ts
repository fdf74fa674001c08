import { match, type DecisionOptions, type Lang, type Model, type TrainItem } from '@parley/classifier';
import type { Answer } from '@parley/contracts';
import type { TrainerStore, TrainingSet } from './trainer.store';
import { TrainingPool } from './training-pool';
import type { TrainerVersions } from './trainer-versions';

/** How long after a failed training the next use of the model tries again. */
const RETRY_MS = 5000;

/** What a match carries besides its probability (as classify answers it). */
export interface ItemInfo {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  resolvePrompt: string;
  answers?: Answer[];
}

export interface ClassifiedMatch extends ItemInfo {
  probability: number;
}

interface Entry {
  appId: string;
  lang: Lang;
  version: number;
  model: Model | null;
  items: Map<string, ItemInfo>;
  /** A retrain in flight (the current model answers meanwhile). */
  training?: Promise<void>;
  /** Retrain again when the in-flight one ends (a change arrived meanwhile). */
  again?: boolean;
  /** When the last training that ended (successfully) ended, and how long it took. */
  trainedAt?: Date;
  trainingMs?: number;
  /** Why the last training failed, when it did (cleared by the next one that succeeds). */
  failure?: { reason: string; at: Date };
}

/** What one process serves for an App and language (see `TrainerModels.status`). */
export interface ModelStatus {
  /** Version of the App's data the served model was trained on; null while none is served yet. */
  modelVersion: number | null;
  /** `training`: a retrain is running or about to; `failed`: the last one failed (`reason`). */
  state: 'idle' | 'training' | 'failed';
  reason: string | null;
  lastTrainedAt: Date | null;
  /** Milliseconds the last training took (the model; cross-validation runs after it). */
  lastTrainingMs: number | null;
}

/** Matches and the version of the App's data the model that chose them was trained on. */
export interface ClassifyResult {
  matches: ClassifiedMatch[];
  modelVersion: number;
}

export interface TrainerModelsOptions {
  /** Apps x languages kept in memory. */
  maxModels?: number;
  /**
   * The App's language, for an App changed here while none of its models is cached: its items'
   * trainingScores are cross-validated in that language. The apps table has its own owner, so the
   * caller says how to ask it.
   */
  appLanguage: (appId: string) => Promise<Lang | null>;
  /**
   * The App's threshold and margin, which cross-validation decides held-out phrases with (as
   * classify does, so trainingScore measures the model that answers). Without it: the
   * classifier's defaults.
   */
  appDecision?: (appId: string) => Promise<DecisionOptions | null>;
  /** Told of each training that ends (the servers' metrics): its time, and whether it made a model. */
  onTraining?: (ms: number, ok: boolean) => void;
  /**
   * Told of what fails off any request's path (a retrain started by another instance's change, a
   * trainingScore write), which no caller would otherwise see: the servers log it.
   */
  onFailure?: (appId: string, what: string, err: unknown) => void;
}

/**
 * Each App's classifier model: trained off the request path in a worker thread, cached (LRU),
 * rebuilt from the database on a miss, swapped atomically when a retrain ends, and refreshed when
 * the App's version moves on (TrainerVersions: at once for a change made here, within a poll for
 * one made by another instance). Reads and writes through the TrainerStore.
 * Plain class (no Nest) so the api and the webchat's FAQ bot share it.
 */
export class TrainerModels {
  private readonly cache = new Map<string, Entry>();
  private readonly pool = new TrainingPool();
  private readonly maxModels: number;
  private readonly stopListening: () => void;
  /** Score writes in flight (they outlive the retrain that started them). */
  private readonly scoring = new Set<Promise<void>>();
  private closed = false;

  constructor(
    private readonly store: TrainerStore,
    private readonly versions: TrainerVersions,
    private readonly opts: TrainerModelsOptions,
  ) {
    this.maxModels = opts.maxModels ?? 200;
    this.stopListening = versions.onChange((appId, version) => this.onVersion(appId, version));
  }

  /** Matches of a sentence under the App's decision rule, best first; [] when nothing fits. */
  async classify(appId: string, lang: Lang, sentence: string, decision: DecisionOptions = {}): Promise<ClassifiedMatch[]> {
    return (await this.match(appId, lang, sentence, decision)).matches;
  }

  /** The same, with the version of the App's data the answering model was trained on. */
  async match(appId: string, lang: Lang, sentence: string, decision: DecisionOptions = {}): Promise<ClassifyResult> {
    const entry = await this.entry(appId, lang);
    // Read together: a retrain swaps model, items and version at once, never between these reads.
    const { model, items, version } = entry;
    const matches: ClassifiedMatch[] = [];
    if (model) {
      for (const m of match(model, sentence, decision)) {
        const info = items.get(m.id);
        if (info) matches.push({ ...info, probability: m.probability });
      }
    }
    return { matches, modelVersion: Math.max(0, version) };
  }

  /**
   * The one QnA or Intent whose resolve prompt (its label when it has none) is `text`, folded: what
   * a user sends by tapping a quick reply the FAQ bot offered on a tie. Null when none or several.
   */
  async byPrompt(appId: string, lang: Lang, text: string): Promise<ClassifiedMatch | null> {
    const wanted = foldPrompt(text);
    if (!wanted) return null;
    const { items } = await this.entry(appId, lang);
    let found: ItemInfo | null = null;
    for (const info of items.values()) {
      if (foldPrompt(info.resolvePrompt || info.label) !== wanted) continue;
      if (found) return null;
      found = info;
    }
    return found ? { ...found, probability: 1 } : null;
  }

  /**
   * What this process serves for the App in `lang`, measured against `dataVersion` (the App's
   * current version, read by the caller). A model not loaded yet starts loading (as a first
   * classify would) and reads as training; an older one starts retraining.
   */
  status(appId: string, lang: Lang, dataVersion: number): ModelStatus {
    this.versions.observe(appId, dataVersion);
    let entry = this.cache.get(`${appId}:${lang}`);
    if (!entry) {
      void this.entry(appId, lang).catch((err: unknown) => this.failed(appId, 'loading its model', err));
      entry = this.cache.get(`${appId}:${lang}`);
    } else {
      // A script polling the status until the model is current must not wait for a classify to retry.
      this.retryIfFailed(entry);
    }
    const served = entry && entry.version >= 0 ? entry.version : null;
    const behind = !entry || entry.version < dataVersion;
    let state: ModelStatus['state'] = 'idle';
    if (entry?.training || (behind && !entry?.failure)) state = 'training';
    else if (entry?.failure) state = 'failed';
    return {
      modelVersion: served,
      state,
      reason: state === 'failed' ? entry!.failure!.reason : null,
      lastTrainedAt: entry?.trainedAt ?? null,
      lastTrainingMs: entry?.trainingMs ?? null,
    };
  }

  /**
   * Tells that an App's data changed here, to `version` (what the store's change answered): its
   * models retrain now. Resolves when the new models answer.
   */
  async changed(appId: string, version: number): Promise<void> {
    this.versions.observe(appId, version);
    const entries = [...this.cache.values()].filter((e) => e.appId === appId);
    if (!entries.length) {
      // Nothing cached: still compute the trainingScores, in the App's language.
      const lang = await this.opts.appLanguage(appId);
      if (lang) await this.entry(appId, lang);
      return;
    }
    // observe() started the retrains (onVersion); wait for those not at this version yet.
    await Promise.all(entries.map((e) => (e.version >= version && !e.training ? undefined : (e.training ?? this.retrain(e)))));
  }

  /** Stops: waits for retrains, ends the worker (a cross-validation in flight is dropped) and the score writes. */
  async close(): Promise<void> {
    this.closed = true;
    this.stopListening();
    await Promise.allSettled([...this.cache.values()].map((e) => e.training));
    await this.pool.close();
    await Promise.allSettled([...this.scoring]);
  }

  /** A newer version of an App: its idle models retrain (one training now checks the version when it ends). */
  private onVersion(appId: string, version: number): void {
    for (const e of this.cache.values()) {
      if (e.appId === appId && !e.training && e.version < version) void this.retrain(e).catch((err: unknown) => this.failed(appId, 'retraining', err));
    }
  }

  private async entry(appId: string, lang: Lang): Promise<Entry> {
    const key = `${appId}:${lang}`;
    let entry = this.cache.get(key);
    if (entry) {
      // LRU: most recently used last; its App's version stays followed.
      this.cache.delete(key);
      this.cache.set(key, entry);
      this.versions.touch(appId);
      this.retryIfFailed(entry);
      if (entry.training && !entry.model) await entry.training;
      return entry;
    }
    entry = { appId, lang, version: -1, model: null, items: new Map() };
    this.cache.set(key, entry);
    while (this.cache.size > this.maxModels) this.cache.delete(this.cache.keys().next().value!);
    await this.retrain(entry);
    return entry;
  }

  /** A failed training is tried again on use, at most every RETRY_MS (the last model answers meanwhile). */
  private retryIfFailed(entry: Entry): void {
    if (entry.failure && !entry.training && Date.now() - entry.failure.at.getTime() > RETRY_MS)
      void this.retrain(entry).catch((err: unknown) => this.failed(entry.appId, 'retraining', err));
  }

  private retrain(entry: Entry): Promise<void> {
    if (entry.training) {
      entry.again = true;
      return entry.training;
    }
    entry.training = (async () => {
      let previous = entry.version;
      do {
        entry.again = false;
        try {
          await this.trainOnce(entry);
          entry.failure = undefined;
        } catch (err) {
          entry.failure = { reason: err instanceof Error ? err.message : String(err), at: new Date() };
          throw err;
        }
        // A newer version became known while this one trained: once more (unless the load did
        // not move on, as for a deleted App, which would loop for ever).
        if ((this.versions.peek(entry.appId) ?? -1) > entry.version && entry.version !== previous) entry.again = true;
        previous = entry.version;
      } while (entry.again);
    })().finally(() => {
      entry.training = undefined;
    });
    return entry.training;
  }

  private async trainOnce(entry: Entry): Promise<void> {
    const t0 = performance.now();
    const set = await this.store.trainingSet(entry.appId);
    this.versions.observe(entry.appId, set.version);
    const { items, infos } = toTraining(set);
    if (!items.length) {
      Object.assign(entry, { model: null, items: infos, version: set.version, trainedAt: new Date(), trainingMs: performance.now() - t0 });
      return;
    }
    let model: Model;
    try {
      ({ model } = await this.pool.train(items, entry.lang));
      this.opts.onTraining?.(performance.now() - t0, true);
    } catch (err) {
      this.opts.onTraining?.(performance.now() - t0, false);
      throw err;
    }
    Object.assign(entry, { model, items: infos, version: set.version, trainedAt: new Date(), trainingMs: performance.now() - t0 });
    const scoring: Promise<void> = this.score(entry.appId, entry.lang, set.version, items)
      .catch((err: unknown) => this.failed(entry.appId, 'writing its trainingScores', err))
      .finally(() => this.scoring.delete(scoring));
    this.scoring.add(scoring);
  }

  private failed(appId: string, what: string, err: unknown): void {
    if (!this.closed) this.opts.onFailure?.(appId, what, err);
  }

  /** Writes each item's cross-validated trainingScore, unless the data changed meanwhile. */
  private async score(appId: string, lang: Lang, version: number, items: TrainItem[]): Promise<void> {
    if (this.closed || !(await this.store.needsScores(appId, version))) return;
    const decision = (await this.opts.appDecision?.(appId)) ?? undefined;
    const scores = await this.pool.crossValidate(items, lang, decision);
    if (!this.closed) await this.store.writeScores(appId, version, scores);
  }
}

/** What the classifier trains on, and what a match of each item answers. */
function toTraining(set: TrainingSet): { items: TrainItem[]; infos: Map<string, ItemInfo> } {
  const items: TrainItem[] = [];
  const infos = new Map<string, ItemInfo>();
  for (const q of set.qnas) {
    items.push({ id: q.id, kind: 'QnA', utterances: [q.title, ...q.utterances.map((u) => u.value)] });
    infos.set(q.id, { id: q.id, type: 'QnA', label: q.title, resolvePrompt: q.resolvePrompt, answers: q.answers });
  }
  for (const i of set.intents) {
    items.push({ id: i.id, kind: 'Intent', utterances: i.utterances.map((u) => u.value) });
    infos.set(i.id, { id: i.id, type: 'Intent', label: i.label, resolvePrompt: i.resolvePrompt });
  }
  return { items, infos };
}

function foldPrompt(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}
