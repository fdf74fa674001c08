import { Document, isMap, isScalar, isSeq, LineCounter, parseDocument, Scalar, type Node } from 'yaml';
import { LANGUAGES, type Language } from '@parley/contracts';
import type { EntityTypeEntity, IntentEntity } from '@parley/persistence';
import { foldCase } from '../entity-type-rules';
import {
  problem,
  toLanguage,
  unsupportedLanguage,
  type ImportProblem,
  type IncomingEntityType,
  type IncomingItem,
  type ReadResult,
} from './incoming';

/** The version of Rasa's training data format written (Rasa 3 reads it). */
export const RASA_VERSION = '3.1';

type LineOf = (n: Node | null | undefined) => number | undefined;

type RasaValue = { value: string; synonyms: string[] };

/** One `- ` line of an entry's examples, and where it is. */
interface Example {
  text: string;
  line: number | undefined;
}

/**
 * Rasa NLU training data (YAML, Rasa 2 and 3): the `nlu:` list's `- intent:` entries become Intents,
 * their `examples` (a `|` block of `- ` lines, or a list of `text:` entries) utterances. Entity
 * annotations are reduced to their text (`[Paris](city)` -> `Paris`). An intent listed twice adds up.
 *
 * Entity types: a `- lookup:` table gives the values of the type of its name, a `- regex:` entry its
 * patterns, a `- synonym:` entry synonyms of its value: to that value in every lookup table holding
 * it or, when none does, to the types the intents' examples annotate it as (`[NYC]{"entity": "city",
 * "value": "New York"}`), else it is skipped (Rasa's synonyms name no entity). Rasa has no fuzzy
 * matching: a top-level `parley: {fuzzy_entities: [...]}` (which Parley writes and Rasa ignores)
 * names the fuzzy ones. Rasa's training data says no language: a top-level `language:` (the key of
 * Rasa's config, which a file may carry beside `nlu:`) gives every intent and entity type of the file
 * that language.
 */
export function readRasaYaml(input: Buffer, file: string): ReadResult {
  const out: ReadResult = { format: 'rasa', items: [], entities: [], problems: [] };
  const lines = new LineCounter();
  const doc = parseDocument(input.toString('utf8'), { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const lineOf: LineOf = (node) => (node?.range ? lines.linePos(node.range[0]).line : undefined);
  if (doc.errors.length) {
    for (const e of doc.errors.slice(0, 50)) {
      out.problems.push(problem({ file, line: lines.linePos(e.pos[0]).line }, `is not valid YAML: ${e.message.split('\n')[0]}`));
    }
    return out;
  }
  const root = doc.contents;
  const nlu = isMap(root) ? root.get('nlu', true) : undefined;
  if (!isSeq(nlu)) {
    out.problems.push(problem({ file, line: lineOf(root) ?? 1 }, 'has no "nlu:" list (Rasa NLU training data in YAML)'));
    return out;
  }
  const language = readLanguage(isMap(root) ? (root.get('language', true) as Node | undefined) : undefined, file, lineOf, out.problems);
  const byName = new Map<string, IncomingItem>();
  const entities = new EntitiesRead(file, language);
  for (const entry of nlu.items) {
    const line = lineOf(entry as Node);
    if (!isMap(entry)) {
      out.problems.push(problem({ file, line }, 'an entry of "nlu:" must be a mapping (- intent: ... examples: ...)'));
      continue;
    }
    const kind = (['lookup', 'synonym', 'regex'] as const).find((k) => entry.has(k));
    if (!entry.has('intent') && kind) {
      const name = entry.get(kind);
      const examples = entry.get('examples', true) as Node | undefined;
      if (typeof name !== 'string' || !name.trim()) {
        out.problems.push(problem({ file, line }, `${kind} must be a name`));
        continue;
      }
      const what = `${kind} "${name.trim()}"`;
      const read = examples === undefined ? [] : readExamples(examples, what, file, lineOf, out.problems);
      if (read) entities.add(kind, name.trim(), read, line);
      continue;
    }
    if (!entry.has('intent')) {
      out.problems.push(problem({ file, line }, 'an entry of "nlu:" needs "intent:"'));
      continue;
    }
    const name = entry.get('intent');
    if (typeof name !== 'string' || !name.trim()) {
      out.problems.push(problem({ file, line }, 'intent must be a name'));
      continue;
    }
    const examples = entry.get('examples', true) as Node | undefined;
    if (examples === undefined) {
      out.problems.push(problem({ file, line }, `intent "${name}" has no examples`));
      continue;
    }
    let item = byName.get(name.trim());
    if (!item) {
      item = {
        type: 'Intent',
        name: name.trim(),
        utterances: [],
        utteranceLines: [],
        ...(language ? { language } : {}),
        at: { file, line },
      };
      byName.set(item.name, item);
      out.items.push(item);
    }
    for (const ex of readExamples(examples, `intent "${item.name}"`, file, lineOf, out.problems) ?? []) {
      entities.annotated(ex.text);
      item.utterances.push(stripEntities(ex.text));
      item.utteranceLines!.push(ex.line);
    }
  }
  const fuzzy = readFuzzy(isMap(root) ? (root.get('parley', true) as Node | undefined) : undefined, file, lineOf, out.problems);
  out.entities.push(...entities.types(fuzzy));
  if (!out.items.length && !out.entities.length && !out.problems.length) {
    out.problems.push(problem({ file }, 'holds no intent, lookup table, synonym or regex'));
  }
  return out;
}

/** The lookup tables, regexes and synonyms of a file, and the entities its examples annotate. */
class EntitiesRead {
  private readonly byName = new Map<string, IncomingEntityType & { values?: RasaValue[]; listed: Set<string>; patterns?: string[] }>();
  private readonly synonyms: { value: string; examples: Example[] }[] = [];
  /** Entity names by the folded value annotations give them. */
  private readonly annotations = new Map<string, Set<string>>();

  constructor(
    private readonly file: string,
    private readonly language: Language | undefined,
  ) {}

  add(kind: 'lookup' | 'synonym' | 'regex', name: string, examples: Example[], line: number | undefined): void {
    if (kind === 'synonym') {
      this.synonyms.push({ value: name, examples });
      return;
    }
    const type = this.type(name, line);
    if (kind === 'lookup') {
      type.values ??= [];
      for (const ex of examples) {
        if (type.listed.has(ex.text)) continue;
        type.listed.add(ex.text);
        type.values.push({ value: ex.text, synonyms: [] });
        type.valueLines!.push(ex.line);
      }
    } else {
      type.patterns ??= [];
      for (const ex of examples) {
        type.patterns.push(ex.text);
        type.patternLines!.push(ex.line);
      }
    }
  }

  /** Notes the entities an example annotates: `[text](name)`, `[text](name:value)`, `[text]{"entity": name, "value": v}`. */
  annotated(text: string): void {
    for (const m of text.matchAll(/\[([^\]]*)\](?:\(([^)]*)\)|(\{[^}]*\}))/g)) {
      let entity: unknown;
      let value: unknown = m[1];
      if (m[2] !== undefined) {
        const [name, synonymOf] = m[2].split(':');
        entity = name;
        if (synonymOf) value = synonymOf;
      } else {
        try {
          const o = JSON.parse(m[3]!) as Record<string, unknown>;
          entity = o.entity;
          if (typeof o.value === 'string') value = o.value;
        } catch {
          continue;
        }
      }
      if (typeof entity !== 'string' || !entity.trim() || typeof value !== 'string') continue;
      const key = foldCase(value.trim());
      if (!this.annotations.has(key)) this.annotations.set(key, new Set());
      this.annotations.get(key)!.add(entity.trim());
    }
  }

  /** The types read, each synonym given to its value; `fuzzy`: the names Parley's key says are fuzzy (null: it says nothing). */
  types(fuzzy: Set<string> | null): IncomingEntityType[] {
    // The lookup tables' values by their folded text, to give each synonym to those it names.
    const byFolded = new Map<string, RasaValue[]>();
    for (const t of this.byName.values()) {
      for (const v of t.values ?? []) {
        const key = foldCase(v.value);
        const list = byFolded.get(key);
        if (list) list.push(v);
        else byFolded.set(key, [v]);
      }
    }
    for (const { value, examples } of this.synonyms) {
      const key = foldCase(value);
      const holding = [...(byFolded.get(key) ?? [])];
      if (!holding.length) {
        // No lookup table holds it: the types the examples annotate it as get it.
        for (const name of this.annotations.get(key) ?? []) {
          const type = this.type(name, examples[0]?.line);
          type.values ??= [];
          const v: RasaValue = { value, synonyms: [] };
          type.values.push(v);
          type.valueLines!.push(examples[0]?.line);
          holding.push(v);
          byFolded.set(key, [...(byFolded.get(key) ?? []), v]);
        }
      }
      for (const v of holding) v.synonyms.push(...examples.map((e) => e.text));
    }
    const types = [...this.byName.values()].map(({ listed: _, ...t }) => t as IncomingEntityType);
    if (fuzzy) for (const t of types) t.fuzzy = fuzzy.has(t.name);
    return types;
  }

  private type(name: string, line: number | undefined) {
    let type = this.byName.get(name);
    if (!type) {
      type = { name, listed: new Set<string>(), valueLines: [], patternLines: [], ...(this.language ? { language: this.language } : {}), at: { file: this.file, line } };
      this.byName.set(name, type);
    }
    return type;
  }
}

/** The file's `language:`, if it says one Parley reads. */
function readLanguage(node: Node | undefined, file: string, lineOf: LineOf, problems: ImportProblem[]): Language | undefined {
  if (node === undefined) return undefined;
  const raw = isScalar(node) && typeof node.value === 'string' ? node.value : null;
  const language = raw === null ? null : toLanguage(raw);
  if (language === null) {
    problems.push(
      problem(
        { file, line: lineOf(node) },
        raw === null ? `language must be a language code (${LANGUAGES.join(', ')})` : `is in ${unsupportedLanguage(raw)}`,
      ),
    );
    return undefined;
  }
  return language;
}

/** `parley: {fuzzy_entities: [...]}`: the names of the fuzzy entity types (null: the file says nothing of it). */
function readFuzzy(node: Node | undefined, file: string, lineOf: LineOf, problems: ImportProblem[]): Set<string> | null {
  if (node === undefined) return null;
  const list = isMap(node) ? (node.get('fuzzy_entities', true) as Node | undefined) : undefined;
  if (list === undefined) return null;
  if (!isSeq(list) || list.items.some((n) => !isScalar(n) || typeof n.value !== 'string')) {
    problems.push(problem({ file, line: lineOf(list) }, 'parley.fuzzy_entities must be a list of entity names'));
    return null;
  }
  return new Set(list.items.map((n) => String((n as Scalar).value).trim()));
}

/** An entry's examples: a `|` block of `- ` lines, or a list (of `text:` entries or of strings). */
function readExamples(node: Node, what: string, file: string, lineOf: LineOf, problems: ImportProblem[]): Example[] | null {
  const out: Example[] = [];
  if (isScalar(node) && typeof node.value === 'string') {
    // A block scalar (`|`) starts on the line after its indicator; a plain one on its own line.
    const first = (lineOf(node) ?? 0) + (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? 1 : 0);
    node.value.split('\n').forEach((raw, i) => {
      const text = raw.trim();
      if (!text || text.startsWith('#')) return;
      if (!text.startsWith('- ')) {
        problems.push(problem({ file, line: first + i }, `${what}: an example must start with "- "`));
        return;
      }
      out.push({ text: text.slice(2).trim(), line: first + i });
    });
    return out;
  }
  if (isSeq(node)) {
    for (const ex of node.items) {
      const text = isMap(ex) ? ex.get('text') : isScalar(ex) ? ex.value : undefined;
      if (typeof text !== 'string') problems.push(problem({ file, line: lineOf(ex as Node) }, `${what}: an example needs "text:"`));
      else out.push({ text: text.trim(), line: lineOf(ex as Node) });
    }
    return out;
  }
  problems.push(problem({ file, line: lineOf(node) }, `${what}: examples must be a "|" block of "- " lines`));
  return null;
}

/** `[New York](city)`, `[NY]{"entity": "city"}`, `[NY]{"entity": "city", "value": "New York"}` -> the text in brackets. */
function stripEntities(text: string): string {
  return text.replace(/\[([^\]]*)\](?:\([^)]*\)|\{[^}]*\})/g, '$1');
}

/**
 * The App's Intents and entity types of one language as Rasa NLU training data: an `- intent:`
 * entry per Intent, a `- lookup:` table per entity type with values, a `- synonym:` entry per value
 * with synonyms, a `- regex:` entry per type with patterns, and `parley: {fuzzy_entities: [...]}`
 * (which Rasa ignores) for the fuzzy ones. `language:` says the language when it is not the App's.
 */
export function toRasaYaml(intents: IntentEntity[], entityTypes: EntityTypeEntity[], language: Language, appLanguage: Language): string {
  const block = (texts: string[]) => {
    const s = new Scalar(texts.map((t) => `- ${t.replace(/\s*\n\s*/g, ' ')}\n`).join(''));
    if (texts.length) s.type = 'BLOCK_LITERAL';
    return s;
  };
  const nlu: Record<string, unknown>[] = [];
  for (const i of intents) {
    if ((i.language ?? appLanguage) !== language) continue;
    nlu.push({ intent: i.label, examples: block(i.utterances.map((u) => u.value)) });
  }
  const types = entityTypes.filter((t) => t.language === language);
  for (const t of types) {
    // A type with neither values nor patterns is an empty lookup table, so that it comes back.
    if (t.values.length || !t.patterns.length) nlu.push({ lookup: t.name, examples: block(t.values.map((v) => v.value)) });
    for (const v of t.values) if (v.synonyms?.length) nlu.push({ synonym: v.value, examples: block(v.synonyms) });
    if (t.patterns.length) nlu.push({ regex: t.name, examples: block(t.patterns) });
  }
  const doc = new Document({
    version: RASA_VERSION,
    ...(language !== appLanguage ? { language } : {}),
    nlu,
    ...(types.length ? { parley: { fuzzy_entities: types.filter((t) => t.fuzzy).map((t) => t.name) } } : {}),
  });
  return doc.toString({ lineWidth: 0, indentSeq: false });
}
