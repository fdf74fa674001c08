import type { Answer } from '@parley/contracts';

/**
 * Splits a QnA's answers into the ones the portal edits (one text message each) and the rich
 * ones (tables, quick replies, several messages) it keeps as they are.
 */
export function splitAnswers(answers: Answer[]): { texts: string[]; rich: Answer[] } {
  const texts: string[] = [];
  const rich: Answer[] = [];
  for (const alt of answers) {
    const only = alt.length === 1 ? alt[0]! : null;
    // typeof: answers stored before the trainer checked them may not match their type.
    if (only?.type === 'text' && typeof only.payload?.value === 'string') texts.push(only.payload.value);
    else rich.push(alt);
  }
  return { texts, rich };
}

/** The answers to store: the edited texts (blank ones dropped), then the rich ones untouched. */
export function joinAnswers(texts: string[], rich: Answer[]): Answer[] {
  return [
    ...texts
      .map((t) => t.trim())
      .filter(Boolean)
      .map((value): Answer => [{ type: 'text', payload: { value } }]),
    ...rich,
  ];
}
