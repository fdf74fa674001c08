import { match, type DecisionOptions, type Lang, type Model, type TrainItem } from '@parley/classifier';
import { IntentEntity, QnaEntity, TrainerStateEntity, type AnswerMessage } from '@parley/persistence';
import { In, type DataSource } from 'typeorm';
import { TrainingPool } from './training-pool';

/** What a match carries besides its probability (as classify answers it). */
export interface ItemInfo {
  id: string;
  type: 'QnA' | 'Intent';
  label: string;
  resolvePrompt: string;
  answers?: AnswerMessage[][];
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
  /** How often versions of cached models are compared with the database. */
  pollMs?: number;
}

/**
 * Each App's classifier model: trained off the request path in a worker thread, cached (LRU),
 * rebuilt from the database on a miss, swapped atomically when a retrain ends, and refreshed when
 * another instance changed the App's data (the version in `trainer_states` is polled).
 * Plain class (no Nest) so the api and the webchat's FAQ bot share it.
 */
export class TrainerModels {
  private readonly cache = new Map<string, Entry>();
  private readonly pool = new TrainingPool();
  private readonly maxModels: number;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly ds: DataSource,
    opts: TrainerModelsOptions = {},
  ) {
    this.maxModels = opts.maxModels ?? 200;
    const pollMs = opts.pollMs ?? 500;
    if (pollMs > 0) {
      this.timer = setInterval(() => void this.poll().catch(() => undefined), pollMs);
      this.timer.unref();
    }
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
   * Tells that an App's data changed here (its version was bumped): its models retrain now.
   * Resolves when the new model answers.
   */
  async changed(appId: string): Promise<void> {
    const entries = [...this.cache.values()].filter((e) => e.appId === appId);
    if (!entries.length) {
      // Nothing cached: still compute the trainingScores, in the App's language.
      const app = await this.ds.query('SELECT language FROM apps WHERE id = $1', [appId]);
      if (app[0]) await this.entry(appId, app[0].language as Lang);
      return;
    }
    await Promise.all(entries.map((e) => this.retrain(e)));
  }

  async close(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await Promise.allSettled([...this.cache.values()].map((e) => e.training));
    await this.pool.close();
  }

  private async entry(appId: string, lang: Lang): Promise<Entry> {
    const key = `${appId}:${lang}`;
    let entry = this.cache.get(key);
    if (entry) {
      // LRU: most recently used last.
      this.cache.delete(key);
      this.cache.set(key, entry);
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
      do {
        entry.again = false;
        await this.trainOnce(entry);
      } while (entry.again);
    })().finally(() => {
      entry.training = undefined;
    });
    return entry.training;
  }

  private async trainOnce(entry: Entry): Promise<void> {
    const { version, items, infos } = await this.load(entry.appId);
    if (!items.length) {
      Object.assign(entry, { model: null, items: infos, version });
      return;
    }
    const { model } = await this.pool.train(items, entry.lang);
    Object.assign(entry, { model, items: infos, version });
    void this.score(entry.appId, entry.lang, version, items).catch(() => undefined);
  }

  /** Writes each item's cross-validated trainingScore, unless the data changed meanwhile. */
  private async score(appId: string, lang: Lang, version: number, items: TrainItem[]): Promise<void> {
    const state = await this.ds.getRepository(TrainerStateEntity).findOneBy({ appId });
    if (!state || state.scoredVersion >= version) return;
    const scores = await this.pool.crossValidate(items, lang);
    await this.ds.transaction(async (tx) => {
      const current = await tx.getRepository(TrainerStateEntity).findOne({ where: { appId }, lock: { mode: 'pessimistic_write' } });
      if (!current || current.version !== version) return;
      for (const item of items) {
        const repo = item.kind === 'QnA' ? tx.getRepository(QnaEntity) : tx.getRepository(IntentEntity);
        await repo.update({ id: item.id, appId }, { trainingScore: scores.get(item.id) ?? 0 });
      }
      await tx.getRepository(TrainerStateEntity).update({ appId }, { scoredVersion: version });
    });
  }

  private async load(appId: string): Promise<{ version: number; items: TrainItem[]; infos: Map<string, ItemInfo> }> {
    return this.ds.transaction('REPEATABLE READ', async (tx) => {
      const state = await tx.getRepository(TrainerStateEntity).findOneBy({ appId });
      const qnas = await tx.getRepository(QnaEntity).find({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' } });
      const intents = await tx.getRepository(IntentEntity).find({ where: { appId }, order: { createdAt: 'ASC', id: 'ASC' } });
      const items: TrainItem[] = [];
      const infos = new Map<string, ItemInfo>();
      for (const q of qnas) {
        items.push({ id: q.id, kind: 'QnA', utterances: [q.title, ...q.utterances.map((u) => u.value)] });
        infos.set(q.id, { id: q.id, type: 'QnA', label: q.title, resolvePrompt: q.resolvePrompt, answers: q.answers });
      }
      for (const i of intents) {
        items.push({ id: i.id, kind: 'Intent', utterances: i.utterances.map((u) => u.value) });
        infos.set(i.id, { id: i.id, type: 'Intent', label: i.label, resolvePrompt: i.resolvePrompt });
      }
      return { version: state?.version ?? 0, items, infos };
    });
  }

  /** Retrains cached models whose App changed on another instance. */
  private async poll(): Promise<void> {
    const apps = [...new Set([...this.cache.values()].map((e) => e.appId))];
    if (!apps.length) return;
    const states = await this.ds.getRepository(TrainerStateEntity).find({ where: { appId: In(apps) }, select: { appId: true, version: true } });
    const versions = new Map(states.map((s) => [s.appId, s.version]));
    for (const e of this.cache.values()) {
      if (!e.training && (versions.get(e.appId) ?? 0) !== e.version) void this.retrain(e).catch(() => undefined);
    }
  }
}

/** Bumps an App's trainer version inside the transaction that changes its data. */
export async function bumpTrainerVersion(tx: { query(sql: string, params: unknown[]): Promise<unknown> }, appId: string): Promise<void> {
  await tx.query(
    `INSERT INTO trainer_states (app_id, version, scored_version) VALUES ($1, 1, 0)
     ON CONFLICT (app_id) DO UPDATE SET version = trainer_states.version + 1, updated_at = now()`,
    [appId],
  );
}
