import type { Language } from '@parley/contracts';
import type { TrainerItems, TrainerWrites } from '@parley/trainer-runtime';
import type { CheckedItem, Where } from './incoming';

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

export interface ImportPlan {
  items: PlannedItem[];
  writes: TrainerWrites;
  summary: Record<ImportStatus, number>;
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
export function planImport(current: TrainerItems, checked: CheckedItem[], appLanguage: string): ImportPlan {
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
  return { items, writes, summary };
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
