/** Largest training data file the api reads (docs/api.md, "Limits"): a bigger one is refused before it is sent. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

type Summary = { new: number; changed: number; unchanged: number };

/** "2 new, 1 changed, 3 unchanged". */
export function importSummary(s: Summary): string {
  return `${s.new} new, ${s.changed} changed, ${s.unchanged} unchanged`;
}

/**
 * What an import does in words: its QnAs and Intents, then its entity types when the file has any
 * ("2 new, 0 changed, 0 unchanged; entity types: 1 new, 0 changed, 0 unchanged").
 */
export function importWhole(p: { summary: Summary; entitySummary?: Summary; entities?: unknown[] }): string {
  const items = importSummary(p.summary);
  return p.entitySummary && p.entities?.length ? `${items}; entity types: ${importSummary(p.entitySummary)}` : items;
}

/**
 * Where in the file a problem or an item is, for people: the api's own wording when it gives one
 * (`nlu.yml:7`, `agent.zip/intents/greet.json`, `export.json qnas.3.title`), else the file with
 * its line or its JSON path.
 */
export function problemPlace(p: { field?: string; file?: string; line?: number; path?: string }): string {
  if (p.field) return p.field;
  const file = p.file ?? '';
  if (p.line !== undefined) return `${file}:${p.line}`;
  return p.path ? `${file} ${p.path}` : file;
}
