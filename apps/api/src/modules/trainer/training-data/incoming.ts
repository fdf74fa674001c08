import { isLanguage, LANGUAGES, type Answer, type Language } from '@parley/contracts';
import { unstorableParts, type EntityTypeValue } from '@parley/persistence';
import type { z } from 'zod';
import { createIntentBody } from '../dto/intent.dto';
import { createQnaBody } from '../dto/create-qna.dto';
import { createEntityTypeBody, ENTITY_LIMITS } from '../dto/entity-type.dto';
import { cleanValues, entityTypeProblems } from '../entity-type-rules';

/** The file formats training data comes in and goes out as (docs/api.md, "Training data"). */
export const IMPORT_FORMATS = ['json', 'csv', 'rasa', 'dialogflow'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/** Where something was read: a file (an entry of a zip), and a line or a path in it when known. */
export interface Where {
  file: string;
  line?: number;
  path?: string;
}

/** A problem of an uploaded file, as an error detail: `field` says where (`nlu.yml:7`), for people. */
export interface ImportProblem extends Where {
  field: string;
  problem: string;
}

export function problem(at: Where, text: string): ImportProblem {
  const field = at.line ? `${at.file}:${at.line}` : at.path ? `${at.file} ${at.path}` : at.file;
  return { ...at, field, problem: text };
}

/**
 * The language a file names (`fr`, `FR`, `fr-CA`: its first part), or null when Parley has no such
 * language.
 */
export function toLanguage(raw: string): Language | null {
  const code = raw.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(code) ? code : null;
}

/** `"de", not a language Parley reads (en, fr, es)`: for a problem naming what is in it. */
export function unsupportedLanguage(raw: string): string {
  return `"${raw.trim().slice(0, 40)}", not a language Parley reads (${LANGUAGES.join(', ')})`;
}

/**
 * A QnA or an Intent as a file gives it. Fields a format does not carry stay undefined and are
 * left as they are on an existing item (a Rasa intent has no description).
 */
export interface IncomingItem {
  type: 'QnA' | 'Intent';
  /** A QnA's title or an Intent's label: what an item of the App is matched on. */
  name: string;
  utterances: string[];
  /** Where each utterance was read (a line-based format), for problems with one of them. */
  utteranceLines?: (number | undefined)[];
  answers?: unknown[];
  description?: string;
  resolvePrompt?: string;
  /** Its own language as the file gives it (checked as the routes check it); undefined: not said. */
  language?: unknown;
  at: Where;
}

/**
 * An entity type as a file gives it. A field the file does not carry stays undefined and is left as
 * it is on an existing type (a Rasa file without a `regex:` entry of the name leaves its patterns).
 */
export interface IncomingEntityType {
  /** What a type of the App is matched on, with its language. */
  name: string;
  /** Its language as the file gives it; undefined: the App's. */
  language?: unknown;
  fuzzy?: unknown;
  /** `[{ value, synonyms }]`, the whole list. */
  values?: unknown;
  patterns?: unknown;
  /** Where each value and each pattern was read (a line-based format). */
  valueLines?: (number | undefined)[];
  patternLines?: (number | undefined)[];
  at: Where;
}

/** What reading a file gave: its items and entity types, or every problem found in it. */
export interface ReadResult {
  format: ImportFormat;
  items: IncomingItem[];
  entities: IncomingEntityType[];
  problems: ImportProblem[];
}

/** A checked entity type, its fields as the App stores them (undefined: the file does not say). */
export interface CheckedEntityType {
  name: string;
  at: Where;
  fields: { name: string; language: Language; fuzzy?: boolean; values?: EntityTypeValue[]; patterns?: string[] };
}

/**
 * Checks every entity type against the rules of the entity API (the same schema and limits, no
 * built-in dimension's name, no pattern that could backtrack catastrophically), and that no name
 * comes twice in one language. Values are trimmed, their synonyms without repeats.
 */
export function checkEntityTypes(
  types: IncomingEntityType[],
  appLanguage: Language,
): { checked: CheckedEntityType[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const checked: CheckedEntityType[] = [];
  if (types.length > ENTITY_LIMITS.types) {
    return {
      checked,
      problems: [problem({ file: types[0]!.at.file }, `holds ${types.length} entity types; an App holds at most ${ENTITY_LIMITS.types}`)],
    };
  }
  const seen = new Map<string, Where>();
  for (const type of types) {
    const what = `entity type "${type.name.slice(0, 80)}"`;
    const key = `${type.name}\u0000${typeof type.language === 'string' ? type.language : appLanguage}`;
    const before = seen.get(key);
    if (before) {
      problems.push(problem(type.at, `${what} comes twice (also at ${problem(before, '').field})`));
      continue;
    }
    seen.set(key, type.at);
    const body = { name: type.name, language: type.language, fuzzy: type.fuzzy, values: type.values, patterns: type.patterns };
    const parsed = createEntityTypeBody.safeParse(body);
    const found: ImportProblem[] = [];
    const where = (path: PropertyKey[]): Where => {
      const [first, index] = path;
      const lines = first === 'values' ? type.valueLines : first === 'patterns' ? type.patternLines : undefined;
      const line = typeof index === 'number' ? lines?.[index] : typeof index === 'string' ? lines?.[Number(index)] : undefined;
      return line ? { ...type.at, line } : type.at;
    };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) found.push(problem(where(issue.path), `${what}: ${issue.path.join('.')} ${issue.message}`));
    }
    // The rules beyond the shape, whatever the shape's problems: every problem is named at once.
    for (const p of entityTypeProblems(body)) {
      if (found.some((f) => f.problem.startsWith(`${what}: ${p.field} `))) continue;
      found.push(problem(where(p.field.split('.').map((x, i) => (i === 1 ? Number(x) : x))), `${what}: ${p.field} ${p.problem}`));
    }
    if (found.length || !parsed.success) {
      problems.push(...found);
      continue;
    }
    const fields = {
      name: parsed.data.name,
      language: parsed.data.language ?? appLanguage,
      ...(parsed.data.fuzzy !== undefined ? { fuzzy: parsed.data.fuzzy } : {}),
      ...(parsed.data.values !== undefined ? { values: cleanValues(parsed.data.values) } : {}),
      ...(parsed.data.patterns !== undefined ? { patterns: parsed.data.patterns } : {}),
    };
    const unstorable = unstorableParts(fields);
    if (unstorable.length) {
      problems.push(...unstorable.map((u) => problem(type.at, `${what}: ${u.field} ${u.problem}`)));
      continue;
    }
    checked.push({ name: type.name, at: type.at, fields });
  }
  return { checked, problems };
}

/** A checked item, its fields as the App stores them. */
export type CheckedItem =
  | {
      type: 'QnA';
      name: string;
      at: Where;
      fields: { title: string; utterances: { value: string }[]; answers?: Answer[]; resolvePrompt?: string; language?: Language | null };
    }
  | {
      type: 'Intent';
      name: string;
      at: Where;
      fields: { label: string; utterances: { value: string }[]; description?: string; resolvePrompt?: string; language?: Language | null };
    };

/** At most this many QnAs and Intents in one import. */
export const MAX_IMPORT_ITEMS = 10_000;

/**
 * Checks every item against the rules of the trainer's own routes (the same schemas, so the same
 * limits), and that no name comes twice for one type and language (one that says none is in the
 * App's). Utterances are trimmed; empty and repeated ones are dropped.
 */
export function checkItems(items: IncomingItem[], appLanguage: string): { checked: CheckedItem[]; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const checked: CheckedItem[] = [];
  if (items.length > MAX_IMPORT_ITEMS) {
    return {
      checked,
      problems: [problem({ file: items[0]!.at.file }, `holds ${items.length} QnAs and Intents; at most ${MAX_IMPORT_ITEMS} at once`)],
    };
  }
  const seen = new Map<string, Where>();
  for (const item of items) {
    const key = `${item.type}\u0000${item.name}\u0000${typeof item.language === 'string' ? item.language : appLanguage}`;
    const before = seen.get(key);
    if (before) {
      problems.push(problem(item.at, `${item.type} "${item.name}" comes twice (also at ${problem(before, '').field})`));
      continue;
    }
    seen.set(key, item.at);
    const { utterances, lines } = cleanUtterances(item);
    const body =
      item.type === 'QnA'
        ? { title: item.name, utterances, answers: item.answers, resolvePrompt: item.resolvePrompt, language: item.language }
        : { label: item.name, utterances, description: item.description, resolvePrompt: item.resolvePrompt, language: item.language };
    const parsed = (item.type === 'QnA' ? createQnaBody : createIntentBody).safeParse(body);
    if (!parsed.success) {
      problems.push(...issuesOf(parsed.error, item, lines));
      continue;
    }
    // What PostgreSQL cannot store (a NUL, a lone surrogate, absurd nesting) is a problem too, not a 500.
    const unstorable = unstorableParts(parsed.data);
    if (unstorable.length) {
      problems.push(...unstorable.map((u) => problem(item.at, `${item.type} "${item.name.slice(0, 80)}": ${u.field} ${u.problem}`)));
      continue;
    }
    checked.push({ type: item.type, name: item.name, at: item.at, fields: parsed.data } as CheckedItem);
  }
  return { checked, problems };
}

function cleanUtterances(item: IncomingItem): { utterances: { value: string }[]; lines: (number | undefined)[] } {
  const seen = new Set<string>();
  const utterances: { value: string }[] = [];
  const lines: (number | undefined)[] = [];
  item.utterances.forEach((raw, i) => {
    const value = typeof raw === 'string' ? raw.trim() : raw;
    if (value === '' || seen.has(value)) return;
    seen.add(value);
    utterances.push({ value });
    lines.push(item.utteranceLines?.[i]);
  });
  return { utterances, lines };
}

const NAMES: Record<string, string> = { title: 'title', label: 'name' };

function issuesOf(error: z.ZodError, item: IncomingItem, lines: (number | undefined)[]): ImportProblem[] {
  return error.issues.map((issue) => {
    const [first, index] = issue.path;
    const line = first === 'utterances' && typeof index === 'number' ? lines[index] : undefined;
    const field = typeof first === 'string' && NAMES[first] ? NAMES[first] : issue.path.join('.');
    const where: Where = line ? { ...item.at, line } : item.at;
    return problem(where, `${item.type} "${item.name.slice(0, 80)}": ${field} ${issue.message}`);
  });
}
