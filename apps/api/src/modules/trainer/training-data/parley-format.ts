import type { EntityTypeEntity, IntentEntity, QnaEntity } from '@parley/persistence';
import { problem, type ImportProblem, type IncomingEntityType, type IncomingItem, type ReadResult } from './incoming';

/** The version of Parley's training data file this server writes and reads (docs/api.md, "Training data"). */
export const TRAINING_DATA_VERSION = 1;
export const TRAINING_DATA_KIND = 'parley-training-data';

export interface TrainingDataFile {
  format: typeof TRAINING_DATA_KIND;
  version: number;
  exportedAt: string;
  app: { name: string; language: string };
  /** `language` only on an item that has its own (absent: the App's). */
  qnas: { title: string; utterances: string[]; answers: unknown[]; resolvePrompt: string; language?: string }[];
  intents: { label: string; description: string; utterances: string[]; resolvePrompt: string; language?: string }[];
  /** The App's entity types; `language` only on one in another language than the App's. */
  entities: EntityTypeInFile[];
}

export interface EntityTypeInFile {
  name: string;
  language?: string;
  fuzzy: boolean;
  values: { value: string; synonyms: string[] }[];
  patterns: string[];
}

export function toTrainingDataFile(
  app: { name: string; language: string },
  qnas: QnaEntity[],
  intents: IntentEntity[],
  entityTypes: EntityTypeEntity[],
  now = new Date(),
): TrainingDataFile {
  return {
    format: TRAINING_DATA_KIND,
    version: TRAINING_DATA_VERSION,
    exportedAt: now.toISOString(),
    app: { name: app.name, language: app.language },
    qnas: qnas.map((q) => ({
      title: q.title,
      utterances: q.utterances.map((u) => u.value),
      answers: q.answers,
      resolvePrompt: q.resolvePrompt,
      ...(q.language ? { language: q.language } : {}),
    })),
    intents: intents.map((i) => ({
      label: i.label,
      description: i.description,
      utterances: i.utterances.map((u) => u.value),
      resolvePrompt: i.resolvePrompt,
      ...(i.language ? { language: i.language } : {}),
    })),
    entities: entityTypes.map((t) => ({
      name: t.name,
      ...(t.language !== app.language ? { language: t.language } : {}),
      fuzzy: t.fuzzy,
      values: t.values.map((v) => ({ value: v.value, synonyms: v.synonyms ?? [] })),
      patterns: t.patterns,
    })),
  };
}

/** Reads Parley's JSON file: text, or a body the server parsed already. */
export function readParleyJson(input: Buffer | unknown, file: string): ReadResult {
  const out: ReadResult = { format: 'json', items: [], entities: [], problems: [] };
  let doc: unknown = input;
  if (Buffer.isBuffer(input)) {
    try {
      doc = JSON.parse(input.toString('utf8').replace(/^\uFEFF/, ''));
    } catch (err) {
      out.problems.push(problem({ file }, `is not JSON: ${(err as Error).message}`));
      return out;
    }
  }
  if (!isObject(doc)) {
    out.problems.push(problem({ file }, 'must be a JSON object with "qnas", "intents" or "entities"'));
    return out;
  }
  if (doc.format !== undefined && doc.format !== TRAINING_DATA_KIND) {
    out.problems.push(problem({ file, path: 'format' }, `must be "${TRAINING_DATA_KIND}"`));
  }
  if (doc.version !== undefined && (typeof doc.version !== 'number' || doc.version > TRAINING_DATA_VERSION || doc.version < 1)) {
    out.problems.push(problem({ file, path: 'version' }, `must be ${TRAINING_DATA_VERSION} (the version this server reads)`));
  }
  if (doc.qnas === undefined && doc.intents === undefined && doc.entities === undefined) {
    out.problems.push(problem({ file }, 'holds none of "qnas", "intents" and "entities"'));
  }
  out.items.push(...list(doc, 'qnas', file, out.problems, (q, at) => readQna(q, at, out.problems)));
  out.items.push(...list(doc, 'intents', file, out.problems, (i, at) => readIntent(i, at, out.problems)));
  out.entities.push(...list(doc, 'entities', file, out.problems, (t, at) => readEntityType(t, at, out.problems)));
  return out;
}

function list<T>(
  doc: Record<string, unknown>,
  key: 'qnas' | 'intents' | 'entities',
  file: string,
  problems: ImportProblem[],
  read: (v: Record<string, unknown>, at: { file: string; path: string }) => T | null,
): T[] {
  const value = doc[key];
  if (value === undefined) return [];
  if (!Array.isArray(value)) {
    problems.push(problem({ file, path: key }, 'must be an array'));
    return [];
  }
  const out: T[] = [];
  value.forEach((v, i) => {
    const at = { file, path: `${key}.${i}` };
    if (!isObject(v)) problems.push(problem(at, 'must be an object'));
    else {
      const item = read(v, at);
      if (item) out.push(item);
    }
  });
  return out;
}

function readQna(q: Record<string, unknown>, at: { file: string; path: string }, problems: ImportProblem[]): IncomingItem | null {
  const name = requiredString(q, 'title', at, problems);
  const utterances = utteranceList(q.utterances, at, problems);
  if (q.answers !== undefined && !Array.isArray(q.answers))
    problems.push(problem({ ...at, path: `${at.path}.answers` }, 'must be an array'));
  if (name === null || utterances === null) return null;
  return {
    type: 'QnA',
    name,
    utterances,
    answers: Array.isArray(q.answers) ? q.answers : undefined,
    resolvePrompt: optionalString(q, 'resolvePrompt', at, problems),
    language: q.language,
    at,
  };
}

function readIntent(i: Record<string, unknown>, at: { file: string; path: string }, problems: ImportProblem[]): IncomingItem | null {
  const name = requiredString(i, 'label', at, problems);
  const utterances = utteranceList(i.utterances, at, problems);
  if (name === null || utterances === null) return null;
  return {
    type: 'Intent',
    name,
    utterances,
    description: optionalString(i, 'description', at, problems),
    resolvePrompt: optionalString(i, 'resolvePrompt', at, problems),
    language: i.language,
    at,
  };
}

/** An entity type: its fields as the entity API takes them (checked as it checks them); one left out stays as it is. */
function readEntityType(t: Record<string, unknown>, at: { file: string; path: string }, problems: ImportProblem[]): IncomingEntityType | null {
  const name = requiredString(t, 'name', at, problems);
  if (name === null) return null;
  return { name, language: t.language, fuzzy: t.fuzzy, values: t.values, patterns: t.patterns, at };
}

function requiredString(
  o: Record<string, unknown>,
  key: string,
  at: { file: string; path: string },
  problems: ImportProblem[],
): string | null {
  const v = o[key];
  if (typeof v === 'string' && v.trim()) return v.trim();
  problems.push(problem({ ...at, path: `${at.path}.${key}` }, v === undefined ? 'is required' : 'must be a non-empty string'));
  return null;
}

function optionalString(
  o: Record<string, unknown>,
  key: string,
  at: { file: string; path: string },
  problems: ImportProblem[],
): string | undefined {
  const v = o[key];
  if (v === undefined || typeof v === 'string') return v;
  problems.push(problem({ ...at, path: `${at.path}.${key}` }, 'must be a string'));
  return undefined;
}

/** Utterances as strings, or as the API writes them (`{ "value": "..." }`). */
function utteranceList(v: unknown, at: { file: string; path: string }, problems: ImportProblem[]): string[] | null {
  if (v === undefined) return [];
  if (!Array.isArray(v)) {
    problems.push(problem({ ...at, path: `${at.path}.utterances` }, 'must be an array'));
    return null;
  }
  const out: string[] = [];
  let ok = true;
  v.forEach((u, k) => {
    const value = typeof u === 'string' ? u : isObject(u) && typeof u.value === 'string' ? u.value : null;
    if (value === null) {
      problems.push(problem({ ...at, path: `${at.path}.utterances.${k}` }, 'must be a string'));
      ok = false;
    } else out.push(value);
  });
  return ok ? out : null;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}
