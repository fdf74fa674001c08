import { isMap, isScalar, isSeq, LineCounter, parseDocument, type Node } from 'yaml';
import { LANGUAGES, type Language } from '@parley/contracts';
import { problem, toLanguage, unsupportedLanguage, type ImportProblem, type IncomingItem, type ReadResult } from './incoming';

/**
 * Rasa NLU training data (YAML, Rasa 2 and 3): the `nlu:` list's `- intent:` entries become Intents,
 * their `examples` (a `|` block of `- ` lines, or a list of `text:` entries) utterances. Entity
 * annotations are reduced to their text (`[Paris](city)` -> `Paris`); synonyms, regexes and
 * lookup tables carry no utterances and are skipped. An intent listed twice adds up. Rasa's
 * training data says no language: a top-level `language:` (the key of Rasa's config, which a file
 * may carry beside `nlu:`) gives every intent of the file that language.
 */
export function readRasaYaml(input: Buffer, file: string): ReadResult {
  const out: ReadResult = { format: 'rasa', items: [], problems: [] };
  const lines = new LineCounter();
  const doc = parseDocument(input.toString('utf8'), { lineCounter: lines, prettyErrors: false, uniqueKeys: false });
  const lineOf = (node: Node | null | undefined) => (node?.range ? lines.linePos(node.range[0]).line : undefined);
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
  for (const entry of nlu.items) {
    const line = lineOf(entry as Node);
    if (!isMap(entry)) {
      out.problems.push(problem({ file, line }, 'an entry of "nlu:" must be a mapping (- intent: ... examples: ...)'));
      continue;
    }
    if (!entry.has('intent')) {
      if (!['synonym', 'regex', 'lookup'].some((k) => entry.has(k)))
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
    readExamples(examples, item, file, lineOf, out.problems);
  }
  if (!out.items.length && !out.problems.length) out.problems.push(problem({ file }, 'holds no intent'));
  return out;
}

/** The file's `language:`, if it says one Parley reads. */
function readLanguage(
  node: Node | undefined,
  file: string,
  lineOf: (n: Node | null | undefined) => number | undefined,
  problems: ImportProblem[],
): Language | undefined {
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

function readExamples(
  node: Node,
  item: IncomingItem,
  file: string,
  lineOf: (n: Node | null | undefined) => number | undefined,
  problems: ImportProblem[],
): void {
  const add = (text: string, line: number | undefined) => {
    item.utterances.push(stripEntities(text));
    item.utteranceLines!.push(line);
  };
  if (isScalar(node) && typeof node.value === 'string') {
    // A block scalar (`|`) starts on the line after its indicator; a plain one on its own line.
    const first = (lineOf(node) ?? 0) + (node.type === 'BLOCK_LITERAL' || node.type === 'BLOCK_FOLDED' ? 1 : 0);
    node.value.split('\n').forEach((raw, i) => {
      const text = raw.trim();
      if (!text || text.startsWith('#')) return;
      if (!text.startsWith('- ')) {
        problems.push(problem({ file, line: first + i }, `intent "${item.name}": an example must start with "- "`));
        return;
      }
      add(text.slice(2), first + i);
    });
    return;
  }
  if (isSeq(node)) {
    for (const ex of node.items) {
      const text = isMap(ex) ? ex.get('text') : isScalar(ex) ? ex.value : undefined;
      if (typeof text !== 'string')
        problems.push(problem({ file, line: lineOf(ex as Node) }, `intent "${item.name}": an example needs "text:"`));
      else add(text.trim(), lineOf(ex as Node));
    }
    return;
  }
  problems.push(problem({ file, line: lineOf(node) }, `intent "${item.name}": examples must be a "|" block of "- " lines`));
}

/** `[New York](city)`, `[NY]{"entity": "city"}`, `[NY]{"entity": "city", "value": "New York"}` -> the text in brackets. */
function stripEntities(text: string): string {
  return text.replace(/\[([^\]]*)\](?:\([^)]*\)|\{[^}]*\})/g, '$1');
}
