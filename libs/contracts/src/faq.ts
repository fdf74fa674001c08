import type { ClassificationMatch } from './classification';
import type { Answer } from './index';
import type { Language } from './languages';

/**
 * What the built-in FAQ bot says, per language, unless the App's owner wrote their own fallback:
 * `fallback` when nothing it knows passes the App's threshold, `choose` before offering the
 * answers of a tie as quick replies. The portal shows them as the fallback fields' placeholders.
 */
export const FAQ_DEFAULT_TEXTS: Readonly<Record<Language, { fallback: string; choose: string }>> = {
  en: { fallback: "Sorry, I don't know the answer to that yet. Could you rephrase it?", choose: 'Did you mean one of these?' },
  fr: { fallback: 'Désolé, je ne connais pas encore la réponse. Pouvez-vous reformuler ?', choose: 'Vouliez-vous dire :' },
  es: { fallback: 'Lo siento, todavía no sé la respuesta. ¿Puedes reformular la pregunta?', choose: '¿Quisiste decir una de estas?' },
};

/** Longest fallback message an App may set. */
export const MAX_FALLBACK_MESSAGE = 1000;

/** What the FAQ bot says when nothing matches, or before offering choices: the App's fallback when it wrote one. */
export function faqTexts(lang: Language, fallbackMessages: Partial<Record<Language, string>> = {}): { fallback: string; choose: string } {
  const defaults = FAQ_DEFAULT_TEXTS[lang] ?? FAQ_DEFAULT_TEXTS.en;
  const own = fallbackMessages[lang]?.trim();
  return { fallback: own || defaults.fallback, choose: defaults.choose };
}

/**
 * What the FAQ bot does with the matches of a user's message (classify's, under the App's rule):
 * - `choose`: several matches with different resolve prompts (a real tie): it asks the user to pick
 *   one, offering the prompts (a match without one offers its label) as quick replies;
 * - `answer`: the best match is a QnA with answers: it sends one of `alternatives`, picked at random;
 * - `fallback`: nothing matched, an Intent, or a QnA without answers: the App's fallback text.
 * The webchat's FAQ bot follows it, and the portal's try-it shows it.
 */
export type FaqDecision = { kind: 'choose'; prompts: string[] } | { kind: 'answer'; alternatives: Answer[] } | { kind: 'fallback' };

export function faqDecision(matches: readonly Pick<ClassificationMatch, 'label' | 'resolvePrompt' | 'answers'>[]): FaqDecision {
  if (matches.length > 1) {
    const prompts = [...new Set(matches.map((m) => (m.resolvePrompt || m.label).trim()).filter(Boolean))];
    if (prompts.length > 1) return { kind: 'choose', prompts };
  }
  // Array.isArray: answers stored before the trainer checked them may not be lists.
  const alternatives = (matches[0]?.answers ?? []).filter((a) => Array.isArray(a) && a.length > 0);
  return alternatives.length ? { kind: 'answer', alternatives } : { kind: 'fallback' };
}
