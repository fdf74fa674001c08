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
