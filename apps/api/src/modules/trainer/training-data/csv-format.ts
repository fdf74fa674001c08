import type { EntityTypeEntity, IntentEntity, QnaEntity } from '@parley/persistence';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { problem, toLanguage, unsupportedLanguage, type IncomingEntityType, type IncomingItem, type ReadResult } from './incoming';

/**
 * The CSV form: one row per utterance, grouped by `type`, `name` (a QnA's title, an Intent's
 * label) and `language` (on every row of an item; empty: the App's). `answer` adds a text answer
 * to a QnA; `description` and `resolve_prompt` are read from any row of the item. Only text answers
 * fit in a cell: the JSON form carries the others.
 */
export const CSV_COLUMNS = ['type', 'name', 'utterance', 'answer', 'description', 'resolve_prompt', 'language'] as const;

/**
 * The columns of entity types, after the others when the App has any: rows of `type` `Entity`,
 * grouped by `name` and `language` like the items, each giving a `value` (with one of its synonyms
 * in `synonym`, if any: one row per synonym), a `pattern`, or both; `fuzzy` (true or false) on any
 * row of the type.
 */
export const CSV_ENTITY_COLUMNS = ['value', 'synonym', 'pattern', 'fuzzy'] as const;

type Row = Record<(typeof CSV_COLUMNS)[number] | (typeof CSV_ENTITY_COLUMNS)[number], string>;

const EMPTY_ENTITY = { value: '', synonym: '', pattern: '', fuzzy: '' } as const;
const EMPTY_ITEM = { utterance: '', answer: '', description: '', resolve_prompt: '' } as const;

export function toCsv(qnas: QnaEntity[], intents: IntentEntity[], entityTypes: EntityTypeEntity[] = [], appLanguage = ''): string {
  const rows: Row[] = [];
  for (const q of qnas) {
    const answers = q.answers.flatMap((a) => (a.length === 1 && a[0]!.type === 'text' ? [a[0]!.payload.value] : []));
    const n = Math.max(1, q.utterances.length, answers.length);
    for (let i = 0; i < n; i++) {
      rows.push({
        type: 'QnA',
        name: q.title,
        utterance: q.utterances[i]?.value ?? '',
        answer: answers[i] ?? '',
        description: '',
        resolve_prompt: i === 0 ? q.resolvePrompt : '',
        language: q.language ?? '',
        ...EMPTY_ENTITY,
      });
    }
  }
  for (const it of intents) {
    const n = Math.max(1, it.utterances.length);
    for (let i = 0; i < n; i++) {
      rows.push({
        type: 'Intent',
        name: it.label,
        utterance: it.utterances[i]?.value ?? '',
        answer: '',
        description: i === 0 ? it.description : '',
        resolve_prompt: i === 0 ? it.resolvePrompt : '',
        language: it.language ?? '',
        ...EMPTY_ENTITY,
      });
    }
  }
  for (const t of entityTypes) {
    const typeRows: Row[] = [];
    const row = (cells: Partial<Row>): Row => ({
      type: 'Entity',
      name: t.name,
      ...EMPTY_ITEM,
      language: t.language === appLanguage ? '' : t.language,
      ...EMPTY_ENTITY,
      ...cells,
    });
    for (const v of t.values) {
      if (!v.synonyms?.length) typeRows.push(row({ value: v.value }));
      else for (const synonym of v.synonyms) typeRows.push(row({ value: v.value, synonym }));
    }
    for (const pattern of t.patterns) typeRows.push(row({ pattern }));
    if (!typeRows.length) typeRows.push(row({}));
    typeRows[0]!.fuzzy = String(t.fuzzy);
    rows.push(...typeRows);
  }
  // Files of an App without entity types keep the columns they always had.
  return stringify(rows, { header: true, columns: entityTypes.length ? [...CSV_COLUMNS, ...CSV_ENTITY_COLUMNS] : [...CSV_COLUMNS] });
}

export function readCsv(input: Buffer, file: string): ReadResult {
  const out: ReadResult = { format: 'csv', items: [], entities: [], problems: [] };
  let records: { record: Record<string, string>; info: { lines: number } }[];
  try {
    records = parse(input, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: false,
    });
  } catch (err) {
    const e = err as { message: string; lines?: number };
    out.problems.push(problem({ file, line: e.lines }, `is not valid CSV: ${e.message}`));
    return out;
  }
  if (!records.length) {
    out.problems.push(problem({ file }, `holds no rows (the first line names the columns: ${CSV_COLUMNS.join(', ')})`));
    return out;
  }
  const header = Object.keys(records[0]!.record);
  for (const col of ['type', 'name'] as const) {
    if (!header.includes(col)) out.problems.push(problem({ file, line: 1 }, `has no "${col}" column`));
  }
  if (out.problems.length) return out;

  const byKey = new Map<string, IncomingItem>();
  const types = new Map<string, CsvEntityType>();
  for (const { record, info } of records) {
    const line = info.lines;
    const type = (record.type ?? '').trim().toLowerCase();
    const name = (record.name ?? '').trim();
    if (type !== 'qna' && type !== 'intent' && type !== 'entity') {
      out.problems.push(problem({ file, line }, `type must be QnA, Intent or Entity, not "${(record.type ?? '').slice(0, 40)}"`));
      continue;
    }
    if (!name) {
      out.problems.push(problem({ file, line }, 'name must not be empty'));
      continue;
    }
    const kind = type === 'qna' ? 'QnA' : type === 'intent' ? 'Intent' : 'Entity';
    const said = record.language?.trim() ?? '';
    const language = said ? toLanguage(said) : undefined;
    if (language === null) {
      out.problems.push(problem({ file, line }, `${kind} "${name}" is in ${unsupportedLanguage(said)}`));
      continue;
    }
    if (kind === 'Entity') {
      const key = `${name}\u0000${language ?? ''}`;
      let t = types.get(key);
      if (!t) {
        t = { name, values: [], byValue: new Map(), patterns: [], valueLines: [], patternLines: [], ...(language ? { language } : {}), at: { file, line } };
        types.set(key, t);
        out.entities.push(t);
      }
      readEntityRow(record, t, { file, line }, out);
      continue;
    }
    for (const col of CSV_ENTITY_COLUMNS) {
      if (record[col]?.trim()) out.problems.push(problem({ file, line }, `${kind} "${name}": ${col} is for entity types only`));
    }
    const key = `${kind}\u0000${name}\u0000${language ?? ''}`;
    let item = byKey.get(key);
    if (!item) {
      item = { type: kind, name, utterances: [], utteranceLines: [], ...(language ? { language } : {}), at: { file, line } };
      byKey.set(key, item);
      out.items.push(item);
    }
    const utterance = record.utterance?.trim();
    if (utterance) {
      item.utterances.push(utterance);
      item.utteranceLines!.push(line);
    }
    const answer = record.answer?.trim();
    if (answer) {
      if (kind === 'Intent') out.problems.push(problem({ file, line }, `Intent "${name}": answer is for QnAs only`));
      else (item.answers ??= []).push([{ type: 'text', payload: { value: answer } }]);
    }
    for (const [col, field] of [
      ['description', 'description'],
      ['resolve_prompt', 'resolvePrompt'],
    ] as const) {
      const value = record[col]?.trim();
      if (!value) continue;
      if (col === 'description' && kind === 'QnA') {
        out.problems.push(problem({ file, line }, `QnA "${name}": description is for Intents only`));
      } else if (item[field] !== undefined && item[field] !== value) {
        out.problems.push(problem({ file, line }, `${kind} "${name}": ${col} differs from an earlier row`));
      } else item[field] = value;
    }
  }
  return out;
}

type CsvValue = { value: string; synonyms: string[] };
type CsvEntityType = IncomingEntityType & { values: CsvValue[]; byValue: Map<string, CsvValue>; patterns: string[] };

/** One row of an entity type: a value (and a synonym of it), a pattern, whether it is fuzzy. */
function readEntityRow(
  record: Record<string, string>,
  t: CsvEntityType,
  at: { file: string; line: number },
  out: ReadResult,
): void {
  const what = `entity type "${t.name}"`;
  for (const col of ['utterance', 'answer', 'description', 'resolve_prompt'] as const) {
    if (record[col]?.trim()) out.problems.push(problem(at, `${what}: ${col} is for QnAs and Intents`));
  }
  const value = record.value?.trim() ?? '';
  const synonym = record.synonym?.trim() ?? '';
  if (synonym && !value) out.problems.push(problem(at, `${what}: synonym "${synonym.slice(0, 80)}" needs its value in the same row`));
  if (value) {
    let v = t.byValue.get(value);
    if (!v) {
      v = { value, synonyms: [] };
      t.byValue.set(value, v);
      t.values.push(v);
      t.valueLines!.push(at.line);
    }
    if (synonym) v.synonyms.push(synonym);
  }
  // A pattern is taken as written: its spaces may matter.
  const pattern = record.pattern ?? '';
  if (pattern.trim()) {
    t.patterns.push(pattern);
    t.patternLines!.push(at.line);
  }
  const fuzzy = record.fuzzy?.trim().toLowerCase() ?? '';
  if (!fuzzy) return;
  const said = ['true', 'yes', '1'].includes(fuzzy) ? true : ['false', 'no', '0'].includes(fuzzy) ? false : null;
  if (said === null) out.problems.push(problem(at, `${what}: fuzzy must be true or false, not "${record.fuzzy!.trim().slice(0, 40)}"`));
  else if (t.fuzzy !== undefined && t.fuzzy !== said) out.problems.push(problem(at, `${what}: fuzzy differs from an earlier row`));
  else t.fuzzy = said;
}
