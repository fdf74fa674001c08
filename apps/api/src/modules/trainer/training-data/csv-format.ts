import type { IntentEntity, QnaEntity } from '@parley/persistence';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { problem, toLanguage, unsupportedLanguage, type IncomingItem, type ReadResult } from './incoming';

/**
 * The CSV form: one row per utterance, grouped by `type`, `name` (a QnA's title, an Intent's
 * label) and `language` (on every row of an item; empty: the App's). `answer` adds a text answer
 * to a QnA; `description` and `resolve_prompt` are read from any row of the item. Only text answers
 * fit in a cell: the JSON form carries the others.
 */
export const CSV_COLUMNS = ['type', 'name', 'utterance', 'answer', 'description', 'resolve_prompt', 'language'] as const;

type Row = Record<(typeof CSV_COLUMNS)[number], string>;

export function toCsv(qnas: QnaEntity[], intents: IntentEntity[]): string {
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
      });
    }
  }
  return stringify(rows, { header: true, columns: [...CSV_COLUMNS] });
}

export function readCsv(input: Buffer, file: string): ReadResult {
  const out: ReadResult = { format: 'csv', items: [], problems: [] };
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
  for (const { record, info } of records) {
    const line = info.lines;
    const type = (record.type ?? '').trim().toLowerCase();
    const name = (record.name ?? '').trim();
    if (type !== 'qna' && type !== 'intent') {
      out.problems.push(problem({ file, line }, `type must be QnA or Intent, not "${(record.type ?? '').slice(0, 40)}"`));
      continue;
    }
    if (!name) {
      out.problems.push(problem({ file, line }, 'name must not be empty'));
      continue;
    }
    const kind = type === 'qna' ? 'QnA' : 'Intent';
    const said = record.language?.trim() ?? '';
    const language = said ? toLanguage(said) : undefined;
    if (language === null) {
      out.problems.push(problem({ file, line }, `${kind} "${name}" is in ${unsupportedLanguage(said)}`));
      continue;
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
