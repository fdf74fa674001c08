/** A message of a QnA answer, as the API stores it. */
export interface AnswerMessage {
  type: string;
  payload: Record<string, unknown>;
}

/**
 * Splits a QnA's answers into the ones the portal edits (one text message each) and the rich
 * ones (tables, quick replies, several messages) it keeps as they are.
 */
export function splitAnswers(answers: AnswerMessage[][]): { texts: string[]; rich: AnswerMessage[][] } {
  const texts: string[] = [];
  const rich: AnswerMessage[][] = [];
  for (const alt of answers) {
    const only = alt.length === 1 ? alt[0]! : null;
    if (only?.type === 'text' && typeof only.payload.value === 'string' && Object.keys(only.payload).length === 1) texts.push(only.payload.value);
    else rich.push(alt);
  }
  return { texts, rich };
}

/** The answers to store: the edited texts (blank ones dropped), then the rich ones untouched. */
export function joinAnswers(texts: string[], rich: AnswerMessage[][]): AnswerMessage[][] {
  return [...texts.map((t) => t.trim()).filter(Boolean).map((value) => [{ type: 'text', payload: { value } }]), ...rich];
}

/** The text a match shows in the try-it box: the first text of its first answer, if any. */
export function firstText(answers: AnswerMessage[][] | undefined): string | null {
  for (const m of answers?.[0] ?? []) if (m.type === 'text' && typeof m.payload.value === 'string') return m.payload.value;
  return null;
}
