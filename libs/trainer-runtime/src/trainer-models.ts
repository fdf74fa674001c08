import { match, type DecisionOptions, type Lang, type Model, type TrainItem } from '@parley/classifier';
import type { Answer } from '@parley/contracts';
import type { TrainerStore, TrainingSet } from './trainer.store';
import { TrainingPool } from './training-pool';
import type { TrainerVersions } from './trainer-versions';

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
    const entry = await this.entry(appId, lang);
    if (!entry.model) return [];
    const out: ClassifiedMatch[] = [];
    for (const m of match(entry.model, sentence, decision)) {
      const info = entry.items.get(m.id);
      if (info) out.push({ ...info, probability: m.probability });
    }
    return out;
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
      if (e.appId === appId && !e.training && e.version < version) void this.retrain(e).catch(() => undefined);
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
      if (entry.training && !entry.model) await entry.training;
      return entry;
    }
    entry = { appId, lang, version: -1, model: null, items: new Map() };
    this.cache.set(key, entry);
    while (this.cache.size > this.maxModels) this.cache.delete(this.cache.keys().next().value!);
    await this.retrain(entry);
    return entry;
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
        await this.trainOnce(entry);
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
    const set = await this.store.trainingSet(entry.appId);
    this.versions.observe(entry.appId, set.version);
    const { items, infos } = toTraining(set);
    if (!items.length) {
      Object.assign(entry, { model: null, items: infos, version: set.version });
      return;
    }
    const { model } = await this.pool.train(items, entry.lang);
    Object.assign(entry, { model, items: infos, version: set.version });
    const scoring: Promise<void> = this.score(entry.appId, entry.lang, set.version, items)
      .catch(() => undefined)
      .finally(() => this.scoring.delete(scoring));
    this.scoring.add(scoring);
  }

  /** Writes each item's cross-validated trainingScore, unless the data changed meanwhile. */
  private async score(appId: string, lang: Lang, version: number, items: TrainItem[]): Promise<void> {
    if (this.closed || !(await this.store.needsScores(appId, version))) return;
    const scores = await this.pool.crossValidate(items, lang);
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
