import type { Answer } from '@parley/contracts';
import { firstText } from './answers';

export interface PreviewMatch {
  label: string;
  resolvePrompt: string;
  answers?: Answer[];
}

export type FaqPreview =
  | { kind: 'choose'; prompts: string[] }
  | { kind: 'answer'; text: string | null; alternatives: number }
  | { kind: 'fallback' };

/**
 * What the webchat's built-in FAQ bot answers to these matches (classify's, under the App's rule):
 * a tie asks the user to choose between the resolve prompts; one QnA answers one of its answer
 * alternatives (picked at random); an Intent or nothing gets the fallback text.
 */
export function faqPreview(matches: PreviewMatch[]): FaqPreview {
  if (matches.length > 1) {
    const prompts = [...new Set(matches.map((m) => (m.resolvePrompt || m.label).trim()).filter(Boolean))];
    if (prompts.length > 1) return { kind: 'choose', prompts };
  }
  const alternatives = (matches[0]?.answers ?? []).filter((a) => Array.isArray(a) && a.length > 0);
  if (alternatives.length) return { kind: 'answer', text: firstText(alternatives), alternatives: alternatives.length };
  return { kind: 'fallback' };
}
