import type { TrainerItems, TrainerWrites } from '@parley/trainer-runtime';
import type { CheckedItem, Where } from './incoming';

export type ImportStatus = 'new' | 'changed' | 'unchanged';

/** What an import does to one QnA or Intent. */
export interface PlannedItem extends Where {
  type: 'QnA' | 'Intent';
  name: string;
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

/**
 * Matches each item of the file to the App's QnA of that title or Intent of that label (the oldest
 * when several share it): absent ones are created, the others get the fields the file carries when
 * they differ. Nothing is deleted. Utterances compare as sets: the same phrases in another order
 * are unchanged.
 */
export function planImport(current: TrainerItems, checked: CheckedItem[]): ImportPlan {
  const qnas = new Map<string, TrainerItems['qnas'][number]>();
  for (const q of current.qnas) if (!qnas.has(q.title)) qnas.set(q.title, q);
  const intents = new Map<string, TrainerItems['intents'][number]>();
  for (const i of current.intents) if (!intents.has(i.label)) intents.set(i.label, i);

  const writes: TrainerWrites = { createQnas: [], updateQnas: [], createIntents: [], updateIntents: [] };
  const items: PlannedItem[] = [];
  const summary = { new: 0, changed: 0, unchanged: 0 };
  for (const item of checked) {
    let status: ImportStatus;
    let changes: string[] = [];
    if (item.type === 'QnA') {
      const f = item.fields;
      const existing = qnas.get(f.title);
      if (!existing) {
        status = 'new';
        writes.createQnas.push({
          title: f.title,
          utterances: f.utterances,
          answers: f.answers ?? [],
          resolvePrompt: f.resolvePrompt ?? '',
          language: f.language ?? null,
        });
      } else {
        const patch = differing(existing, { utterances: f.utterances, answers: f.answers, resolvePrompt: f.resolvePrompt, language: f.language });
        changes = Object.keys(patch);
        status = changes.length ? 'changed' : 'unchanged';
        if (changes.length) writes.updateQnas.push({ id: existing.id, fields: patch });
      }
    } else {
      const f = item.fields;
      const existing = intents.get(f.label);
      if (!existing) {
        status = 'new';
        writes.createIntents.push({
          label: f.label,
          utterances: f.utterances,
          description: f.description ?? '',
          resolvePrompt: f.resolvePrompt ?? '',
          language: f.language ?? null,
        });
      } else {
        const patch = differing(existing, { utterances: f.utterances, description: f.description, resolvePrompt: f.resolvePrompt, language: f.language });
        changes = Object.keys(patch);
        status = changes.length ? 'changed' : 'unchanged';
        if (changes.length) writes.updateIntents.push({ id: existing.id, fields: patch });
      }
    }
    summary[status] += 1;
    items.push({ ...item.at, type: item.type, name: item.name, status, changes, utterances: item.fields.utterances.length });
  }
  return { items, writes, summary };
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
