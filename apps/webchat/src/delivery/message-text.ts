/** Longest part of a message the classifier reads (records and webhooks keep the whole message). */
export const MAX_SENTENCE = 2000;

/** The text of a user message: a text's value, a postback's text; '' when there is none. */
export function textOf(m: { type: string; payload: Record<string, unknown> }): string {
  const p = m.payload as { value?: unknown; text?: unknown };
  const s = m.type === 'text' ? p.value : p.text;
  return typeof s === 'string' ? s.trim() : '';
}
