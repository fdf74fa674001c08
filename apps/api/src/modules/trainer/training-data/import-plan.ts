import type { Language } from '@parley/contracts';
import type { EntityTypeEntity, EntityTypeValue } from '@parley/persistence';
import type { EntityTypeFields, TrainerItems, TrainerWrites } from '@parley/trainer-runtime';
import { ENTITY_LIMITS } from '../dto/entity-type.dto';
import { problem, type CheckedEntityType, type CheckedItem, type ImportProblem, type Where } from './incoming';

export type ImportStatus = 'new' | 'changed' | 'unchanged';

/** What an import does to one QnA or Intent. */
export interface PlannedItem extends Where {
  type: 'QnA' | 'Intent';
  name: string;
  /** Its language once imported; null: the App's. */
  language: Language | null;
  status: ImportStatus;
  /** The fields that change (for `changed`). */
  changes: string[];
  utterances: number;
}

/** What an import does to one entity type. */
export interface PlannedEntityType extends Where {
  name: string;
  language: Language;
  status: ImportStatus;
  /** The fields that change (for `changed`): values, patterns, fuzzy. */
  changes: string[];
  /** Values and patterns the file gives it. */
  values: number;
  patterns: number;
}

export interface ImportPlan {
  items: PlannedItem[];
  writes: TrainerWrites;
  summary: Record<ImportStatus, number>;
  entities: PlannedEntityType[];
  entitySummary: Record<ImportStatus, number>;
  /** What the App as it is refuses (more entity types than an App holds). */
  problems: ImportProblem[];
}

type Stored = { id: string; language: Language | null };

/**
 * Matches each item of the file to the App's QnA of that title or Intent of that label in its
 * language (one that says none, or null, is in the App's; the oldest when several share both); when
 * the App has none in that language and the file gives that name in one language only, to the
 * oldest of that name (whose language it then changes, if it says one). Absent ones are created,
 * the others get the fields the file carries when they differ. Nothing is deleted. Utterances
 * compare as sets: the same phrases in another order are unchanged.
 */
export function planImport(
  current: TrainerItems,
  checked: CheckedItem[],
  appLanguage: string,
  checkedTypes: CheckedEntityType[] = [],
): ImportPlan {
  const qnas = byName(current.qnas, (q) => q.title);
  const intents = byName(current.intents, (i) => i.label);
  // How many languages the file gives each name in.
  const key = (item: CheckedItem) => `${item.type}\u0000${item.name}`;
  const inFile = new Map<string, number>();
  for (const item of checked) inFile.set(key(item), (inFile.get(key(item)) ?? 0) + 1);
  const match = <T extends Stored>(stored: Map<string, T[]>, item: CheckedItem): T | undefined => {
    const named = stored.get(item.name) ?? [];
    const language = item.fields.language ?? appLanguage;
    return named.find((s) => (s.language ?? appLanguage) === language) ?? (inFile.get(key(item)) === 1 ? named[0] : undefined);
  };

  const writes: TrainerWrites = { createQnas: [], updateQnas: [], createIntents: [], updateIntents: [] };
  const items: PlannedItem[] = [];
  const summary = { new: 0, changed: 0, unchanged: 0 };
  for (const item of checked) {
    let status: ImportStatus;
    let changes: string[] = [];
    let existing: Stored | undefined;
    if (item.type === 'QnA') {
      const f = item.fields;
      const qna = match(qnas, item);
      existing = qna;
      if (!qna) {
        status = 'new';
        writes.createQnas.push({
          title: f.title,
          utterances: f.utterances,
          answers: f.answers ?? [],
          resolvePrompt: f.resolvePrompt ?? '',
          language: f.language ?? null,
        });
      } else {
        const patch = differing(qna, {
          utterances: f.utterances,
          answers: f.answers,
          resolvePrompt: f.resolvePrompt,
          language: f.language,
        });
        changes = Object.keys(patch);
        status = changes.length ? 'changed' : 'unchanged';
        if (changes.length) writes.updateQnas.push({ id: qna.id, fields: patch });
      }
    } else {
      const f = item.fields;
      const intent = match(intents, item);
      existing = intent;
      if (!intent) {
        status = 'new';
        writes.createIntents.push({
          label: f.label,
          utterances: f.utterances,
          description: f.description ?? '',
          resolvePrompt: f.resolvePrompt ?? '',
          language: f.language ?? null,
        });
      } else {
        const patch = differing(intent, {
          utterances: f.utterances,
          description: f.description,
          resolvePrompt: f.resolvePrompt,
          language: f.language,
        });
        changes = Object.keys(patch);
        status = changes.length ? 'changed' : 'unchanged';
        if (changes.length) writes.updateIntents.push({ id: intent.id, fields: patch });
      }
    }
    summary[status] += 1;
    const language = item.fields.language !== undefined ? item.fields.language : (existing?.language ?? null);
    items.push({ ...item.at, type: item.type, name: item.name, language, status, changes, utterances: item.fields.utterances.length });
  }
  const types = planEntityTypes(current.entityTypes, checkedTypes);
  writes.createEntityTypes = types.create;
  writes.updateEntityTypes = types.update;
  return { items, writes, summary, entities: types.planned, entitySummary: types.summary, problems: types.problems };
}

/**
 * Matches each entity type of the file to the App's of that name and language: absent ones are
 * created (not fuzzy, and without values or patterns, where the file says nothing of them), the
 * others get the fields the file carries when they differ (`values` and `patterns` whole lists).
 * Nothing is deleted. Values compare as sets (each with its synonyms as a set).
 */
function planEntityTypes(stored: EntityTypeEntity[], checked: CheckedEntityType[]) {
  const byKey = new Map(stored.map((t) => [`${t.name}\u0000${t.language}`, t]));
  const create: EntityTypeFields[] = [];
  const update: { id: string; fields: Partial<EntityTypeFields> }[] = [];
  const planned: PlannedEntityType[] = [];
  const summary = { new: 0, changed: 0, unchanged: 0 };
  for (const type of checked) {
    const f = type.fields;
    const existing = byKey.get(`${f.name}\u0000${f.language}`);
    let status: ImportStatus;
    let changes: string[] = [];
    if (!existing) {
      status = 'new';
      create.push({ name: f.name, language: f.language, fuzzy: f.fuzzy ?? false, values: f.values ?? [], patterns: f.patterns ?? [] });
    } else {
      const patch: Partial<EntityTypeFields> = {};
      if (f.fuzzy !== undefined && f.fuzzy !== existing.fuzzy) patch.fuzzy = f.fuzzy;
      if (f.values !== undefined && !sameValues(existing.values, f.values)) patch.values = f.values;
      if (f.patterns !== undefined && JSON.stringify(existing.patterns) !== JSON.stringify(f.patterns)) patch.patterns = f.patterns;
      changes = Object.keys(patch);
      status = changes.length ? 'changed' : 'unchanged';
      if (changes.length) update.push({ id: existing.id, fields: patch });
    }
    summary[status] += 1;
    planned.push({
      ...type.at,
      name: f.name,
      language: f.language,
      status,
      changes,
      values: f.values?.length ?? 0,
      patterns: f.patterns?.length ?? 0,
    });
  }
  const problems: ImportProblem[] = [];
  if (create.length && stored.length + create.length > ENTITY_LIMITS.types) {
    problems.push(
      problem(
        { file: checked[0]!.at.file },
        `adds ${create.length} entity types to the App's ${stored.length}; an App holds at most ${ENTITY_LIMITS.types}`,
      ),
    );
  }
  return { create, update, planned, summary, problems };
}

function sameValues(a: EntityTypeValue[], b: EntityTypeValue[]): boolean {
  if (a.length !== b.length) return false;
  const key = (v: EntityTypeValue) => JSON.stringify([v.value, [...(v.synonyms ?? [])].sort()]);
  const set = new Set(a.map(key));
  return b.every((v) => set.has(key(v)));
}

/** The App's items by name, oldest first. */
function byName<T>(stored: T[], name: (s: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const s of stored) {
    const list = out.get(name(s));
    if (list) list.push(s);
    else out.set(name(s), [s]);
  }
  return out;
}

/** The given fields whose value differs from the stored one. */
function differing<T extends Record<string, unknown>>(stored: object, given: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(given) as [keyof T & string, T[keyof T & string]][]) {
    if (value === undefined) continue;
    const was = (stored as Record<string, unknown>)[key];
    const same =
      key === 'utterances'
        ? sameUtterances(was as { value: string }[], value as { value: string }[])
        : JSON.stringify(was) === JSON.stringify(value);
    if (!same) out[key] = value;
  }
  return out;
}

function sameUtterances(a: { value: string }[], b: { value: string }[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a.map((u) => u.value));
  return b.every((u) => set.has(u.value));
}
