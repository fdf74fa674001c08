import { isLanguage, LANGUAGES, type Answer, type Language } from '@parley/contracts';
import { unstorableParts } from '@parley/persistence';
import type { z } from 'zod';
import { createIntentBody } from '../dto/intent.dto';
import { createQnaBody } from '../dto/create-qna.dto';

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

/** What reading a file gave: its items, or every problem found in it. */
export interface ReadResult {
  format: ImportFormat;
  items: IncomingItem[];
  problems: ImportProblem[];
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
