import type { AppEntityMatchKind } from '@parley/contracts';
import type { Problem } from './forms';

/**
 * The App's own entity types as the portal edits them: a pasted or uploaded list of values read
 * into values and synonyms, the editor's rows turned into the API's body, the API's problems put
 * back on the rows they belong to, and what entity extraction says of a match.
 */

/** The API's limits of an entity type (docs/api.md, "App entities"). */
export const ENTITY_LIMITS = { values: 100_000, synonyms: 50, text: 200, patterns: 20, pattern: 300 } as const;

export interface EntityValue {
  value: string;
  synonyms: string[];
}

/** A problem of a line of a pasted list or a file (1-based). */
export interface LineProblem {
  line: number;
  problem: string;
}

export interface ParsedList {
  values: EntityValue[];
  problems: LineProblem[];
  /** Lines whose value came earlier in the list: their synonyms joined the first one's. */
  merged: number;
}

/** Case and accents aside, as the API compares values and synonyms. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** The fields of one line, split on `seps` outside double quotes ("" is a quote within them). */
interface Split {
  /** Trimmed (the API trims values and synonyms too). */
  fields: string[];
  /** The separator each field after the first followed. */
  seps: string[];
  unclosed: boolean;
}

/** `firstOnly`: separators that split once, before the first field only (the colon of "value: synonyms"). */
function splitLine(line: string, seps: string, firstOnly = ''): Split {
  const fields: string[] = [];
  const used: string[] = [];
  if (!line.includes('"')) {
    // No quote: cut at the separators (the same fields, several times faster on a list of 100,000).
    let from = 0;
    for (let i = 0; i < line.length; i++) {
      const c = line[i]!;
      if (!seps.includes(c) && !(firstOnly.includes(c) && fields.length === 0)) continue;
      fields.push(line.slice(from, i).trim());
      used.push(c);
      from = i + 1;
    }
    fields.push(line.slice(from).trim());
    return { fields, seps: used, unclosed: false };
  }
  let field = '';
  let quoted = false;
  let start = true;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
      continue;
    }
    if (seps.includes(c) || (firstOnly.includes(c) && fields.length === 0)) {
      fields.push(field.trim());
      used.push(c);
      field = '';
      start = true;
      continue;
    }
    if (start && (c === ' ' || c === '\t')) continue;
    // A quote opens a quoted part at the start of a field only: elsewhere it is text (5" screen).
    if (c === '"' && start) quoted = true;
    else field += c;
    start = false;
  }
  fields.push(field.trim());
  return { fields, seps: used, unclosed: quoted };
}

/** The separator of a CSV file: tab, semicolon or comma, whichever its first line has most of outside quotes. */
function csvSeparator(firstLine: string): string {
  const counts = ['\t', ';', ','].map((s) => ({ s, n: splitLine(firstLine, s).fields.length }));
  const best = counts.reduce((a, b) => (b.n > a.n ? b : a));
  return best.n > 1 ? best.s : ',';
}

/**
 * Reads a list of values, one a line:
 * - `value: synonym, synonym` (the value before the first colon, its synonyms after it, comma-separated);
 * - `value,synonym,synonym` (CSV: the first field the value, the others its synonyms, as Dialogflow
 *   exports an entity) or the same with tabs (cells pasted from a spreadsheet);
 * - `value` alone.
 * Double quotes keep a comma or a colon in a value (`"12:30": half past twelve`). Blank lines are
 * skipped; a value given twice keeps its first place and gains the synonyms of both; a synonym equal
 * to its value is dropped. `csv`: a .csv file, where a colon is text and the separator is the file's
 * (comma, semicolon or tab), and a first row whose first cell is "value" is a header.
 */
export function parseValueList(text: string, opts: { csv?: boolean } = {}): ParsedList {
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const firstLine = lines.find((l) => l.trim()) ?? '';
  const csvSep = opts.csv ? csvSeparator(firstLine) : '';
  const out: EntityValue[] = [];
  const index = new Map<string, number>();
  const problems: LineProblem[] = [];
  let merged = 0;
  let headerChecked = !opts.csv;
  lines.forEach((raw, i) => {
    const line = i + 1;
    if (!raw.trim()) return;
    let fields: string[];
    let unclosed: boolean;
    if (opts.csv) {
      ({ fields, unclosed } = splitLine(raw, csvSep));
      if (!headerChecked) {
        headerChecked = true;
        if (fold(fields[0] ?? '') === 'value') return;
      }
    } else {
      // The first separator outside quotes decides: a colon (value: synonyms), else commas or tabs.
      const first = splitLine(raw, ',\t', ':');
      unclosed = first.unclosed;
      const by = first.seps[0];
      // After a colon, the synonyms split on commas only (a colon or a tab in a synonym is text).
      if (by === ':') fields = raw.includes('\t') ? splitLine(raw, ',', ':').fields : first.fields;
      else if (by === '\t') fields = splitLine(raw, '\t').fields;
      else fields = first.fields;
    }
    if (unclosed) {
      problems.push({ line, problem: 'a quote is not closed' });
      return;
    }
    const [value = '', ...rest] = fields;
    const synonyms = rest.filter(Boolean);
    if (!value) {
      if (synonyms.length) problems.push({ line, problem: 'has synonyms but no value before them' });
      return;
    }
    const tooLong = [value, ...synonyms].filter((s) => s.length > ENTITY_LIMITS.text);
    if (tooLong.length) {
      for (const s of tooLong) problems.push({ line, problem: `“${s.slice(0, 24)}…” is longer than ${ENTITY_LIMITS.text} characters (${s.length})` });
      return;
    }
    const key = fold(value);
    const at = index.get(key);
    if (at !== undefined) merged++;
    const target = at !== undefined ? out[at]! : { value, synonyms: [] };
    if (at === undefined) {
      index.set(key, out.length);
      out.push(target);
    }
    const before = target.synonyms.length;
    target.synonyms = addSynonyms(target.value, target.synonyms, synonyms);
    if (target.synonyms.length > ENTITY_LIMITS.synonyms && before <= ENTITY_LIMITS.synonyms) {
      problems.push({ line, problem: `“${target.value}” has more than ${ENTITY_LIMITS.synonyms} synonyms (${target.synonyms.length})` });
    }
  });
  return { values: out, problems, merged };
}

/** `synonyms` with those of `more` it lacks, never the value itself (case and accents aside). */
function addSynonyms(value: string, synonyms: string[], more: string[]): string[] {
  const seen = new Set([fold(value), ...synonyms.map(fold)]);
  const out = [...synonyms];
  for (const s of more) {
    const t = s.trim();
    const key = fold(t);
    if (!t || seen.has(key)) continue;
    seen.add(key);
    out.push(t);
  }
  return out;
}

/** A value as the editor holds it: its synonyms as typed, comma-separated. */
export interface ValueRow {
  value: string;
  synonyms: string;
}

/** Synonyms as the editor shows them: comma-separated, quoted when one holds a comma or a quote. */
export function synonymsText(synonyms: readonly string[]): string {
  return synonyms.map((s) => (/[",]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s)).join(', ');
}

/** Synonyms typed in the editor: comma-separated, a quoted one may hold a comma. */
export function parseSynonyms(text: string): string[] {
  if (!text.trim()) return [];
  return splitLine(text, ',').fields.filter(Boolean);
}

export function toRows(values: readonly { value: string; synonyms?: string[] }[]): ValueRow[] {
  return values.map((v) => ({ value: v.value, synonyms: synonymsText(v.synonyms ?? []) }));
}

/**
 * The editor's rows with a list read from a paste or a file: a value already there gains the synonyms
 * it lacks, a new one is added at the end (`replace`: the list is the values from now on). Rows kept
 * keep their other fields (the editor's keys); `make` makes a new row.
 */
export function mergeRows<R extends ValueRow>(
  rows: readonly R[],
  list: readonly EntityValue[],
  replace = false,
  make: (v: ValueRow) => R = (v) => v as R,
): { rows: R[]; added: number; extended: number } {
  const kept = replace ? [] : rows.filter((r) => r.value.trim() || r.synonyms.trim());
  const out = kept.map((r) => ({ ...r }));
  const index = new Map(out.map((r, i) => [fold(r.value.trim()), i]));
  let added = 0;
  let extended = 0;
  for (const v of list) {
    const at = index.get(fold(v.value));
    if (at === undefined) {
      index.set(fold(v.value), out.length);
      out.push(make({ value: v.value, synonyms: synonymsText(v.synonyms) }));
      added++;
      continue;
    }
    const row = out[at]!;
    const before = parseSynonyms(row.synonyms);
    const after = addSynonyms(row.value.trim(), before, v.synonyms);
    if (after.length > before.length) {
      row.synonyms = synonymsText(after);
      extended++;
    }
  }
  return { rows: out, added, extended };
}

/** An entity type as the editor holds it. */
export interface EntityDraft {
  name: string;
  language: string;
  fuzzy: boolean;
  values: ValueRow[];
  patterns: string[];
}

export interface EntityBody {
  name: string;
  language: string;
  fuzzy: boolean;
  values: EntityValue[];
  patterns: string[];
}

/**
 * The body of a create or replace: blank value rows and blank patterns left out; `valueRows` and
 * `patternRows` give the editor's row of each value and pattern sent, so that the API's problem with
 * `values.3` or `patterns.1` goes back to its row.
 */
export function entityBody(d: EntityDraft): { body: EntityBody; valueRows: number[]; patternRows: number[] } {
  const valueRows: number[] = [];
  const values: EntityValue[] = [];
  d.values.forEach((r, i) => {
    if (!r.value.trim() && !r.synonyms.trim()) return;
    valueRows.push(i);
    values.push({ value: r.value.trim(), synonyms: parseSynonyms(r.synonyms) });
  });
  const patternRows: number[] = [];
  const patterns: string[] = [];
  d.patterns.forEach((p, i) => {
    if (!p.trim()) return;
    patternRows.push(i);
    patterns.push(p);
  });
  return { body: { name: d.name.trim(), language: d.language, fuzzy: d.fuzzy, values, patterns }, valueRows, patternRows };
}

/**
 * Whether the editor holds what was loaded (the test sentence warns while it does not). Rows compare by
 * what would be sent; a list longer than `exactUpTo` compares by identity (any edit of it counts as a
 * change: comparing 100,000 values on each key pressed would make typing lag).
 */
export function sameDraft(a: EntityDraft, b: EntityDraft, exactUpTo = 2000): boolean {
  const head = (d: EntityDraft) => JSON.stringify([d.name.trim(), d.language, d.fuzzy, d.patterns.filter((p) => p.trim())]);
  if (head(a) !== head(b)) return false;
  if (a.values === b.values) return true;
  if (a.values.length > exactUpTo || b.values.length > exactUpTo) return false;
  const values = (d: EntityDraft) => JSON.stringify(entityBody({ ...d, patterns: [] }).body.values);
  return values(a) === values(b);
}

/** The API's problems of an entity type, by where the editor shows them. */
export interface EntityProblems {
  name?: string;
  language?: string;
  fuzzy?: string;
  /** Of the list of values as a whole (too many). */
  values?: string;
  /** By the editor's row. */
  valueRows: Map<number, string[]>;
  patterns?: string;
  patternRows: Map<number, string[]>;
  /** Anything else, with its field. */
  other: string[];
}

/**
 * Puts each problem of a 400 on its field or row: `values.3.value` and `values.3.synonyms.1` on the
 * row the fourth value sent came from ("synonym 2 ..."), `patterns.0` on the first pattern's. Rows
 * are named as `entityBody` gives them (`valueRows`), or by any other id of the editor's.
 */
export function entityProblems(details: readonly Problem[], valueRows: readonly number[], patternRows: readonly number[]): EntityProblems {
  const out: EntityProblems = { valueRows: new Map(), patternRows: new Map(), other: [] };
  const add = (map: Map<number, string[]>, row: number, text: string) => map.set(row, [...(map.get(row) ?? []), text]);
  const join = (a: string | undefined, b: string) => (a ? `${a}; ${b}` : b);
  for (const d of details) {
    const [head, index, sub, subIndex] = d.field.split('.');
    const i = index !== undefined && /^\d+$/.test(index) ? Number(index) : null;
    if (head === 'name' || head === 'language' || head === 'fuzzy') out[head] = join(out[head], d.problem);
    else if (head === 'values' && i !== null && valueRows[i] !== undefined) {
      const what = sub === 'synonyms' ? (subIndex !== undefined ? `synonym ${Number(subIndex) + 1} ${d.problem}` : `synonyms ${d.problem}`) : d.problem;
      add(out.valueRows, valueRows[i], what);
    } else if (head === 'values' && i === null) out.values = join(out.values, d.problem);
    else if (head === 'patterns' && i !== null && patternRows[i] !== undefined) add(out.patternRows, patternRows[i], d.problem);
    else if (head === 'patterns' && i === null) out.patterns = join(out.patterns, d.problem);
    else out.other.push(`${d.field} ${d.problem}`);
  }
  return out;
}

/** How extraction found an App entity's value, as the portal names it: a value found through a synonym apart. */
export type MatchHow = AppEntityMatchKind | 'synonym';

export interface AppMatch {
  dim: string;
  body: string;
  start: number;
  end: number;
  /** The canonical value (a pattern's: the text it matched). */
  value: string;
  how: MatchHow;
  /** The value or synonym that matched (a pattern: its source). */
  via: string;
  typos: number;
}

const KINDS: readonly string[] = ['exact', 'plural', 'fuzzy', 'pattern'] satisfies AppEntityMatchKind[];

/**
 * An entity of GET /nlp/entity-extraction/v0 read as an App entity's match (`AppEntityMatch` of
 * @parley/contracts; the answer's type is that of every dimension): its canonical value, and
 * how it matched (a value found through one of its synonyms is a "synonym" match, exactly written or
 * not). Null for a built-in dimension's entity.
 */
export function appMatch(e: { dim: string; body: string; start: number; end: number; values: Record<string, unknown>[] }): AppMatch | null {
  const v = e.values[0];
  if (!v || typeof v.value !== 'string' || typeof v.match !== 'string' || typeof v.synonym !== 'string') return null;
  const kind = v.match as AppEntityMatchKind;
  if (!KINDS.includes(kind)) return null;
  const viaSynonym = kind !== 'pattern' && fold(v.synonym) !== fold(v.value);
  const how: MatchHow = kind === 'exact' && viaSynonym ? 'synonym' : kind;
  return { dim: e.dim, body: e.body, start: e.start, end: e.end, value: v.value, how, via: v.synonym, typos: typeof v.typos === 'number' ? v.typos : 0 };
}

/** How a match was found, in a few words: "exact", "synonym “business”", "fuzzy, 1 typo, of synonym “corporate”". */
export function matchHowText(m: AppMatch): string {
  const ofSynonym = fold(m.via) !== fold(m.value) ? ` of synonym “${m.via}”` : '';
  switch (m.how) {
    case 'exact':
      return 'exact';
    case 'synonym':
      return `synonym “${m.via}”`;
    case 'plural':
      return `plural${ofSynonym}`;
    case 'fuzzy':
      return `fuzzy, ${m.typos} typo${m.typos === 1 ? '' : 's'}${ofSynonym}`;
    case 'pattern':
      return `pattern ${m.via}`;
  }
}

/** A sentence cut at the matches to highlight: a match overlapping an earlier one stays unhighlighted. */
export function highlight(sentence: string, matches: readonly { start: number; end: number }[]): { text: string; match: number | null }[] {
  const sorted = matches.map((m, i) => ({ ...m, i })).sort((a, b) => a.start - b.start || b.end - a.end);
  const out: { text: string; match: number | null }[] = [];
  let at = 0;
  for (const m of sorted) {
    if (m.start < at || m.end <= m.start || m.end > sentence.length) continue;
    if (m.start > at) out.push({ text: sentence.slice(at, m.start), match: null });
    out.push({ text: sentence.slice(m.start, m.end), match: m.i });
    at = m.end;
  }
  if (at < sentence.length) out.push({ text: sentence.slice(at), match: null });
  return out;
}
