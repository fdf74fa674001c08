import type { Language } from '@parley/contracts';

/** What the FAQ bot says when nothing matches, or before offering choices, per App language. */
export const FAQ_TEXTS: Record<Language, { fallback: string; choose: string }> = {
  en: { fallback: "Sorry, I don't know the answer to that yet. Could you rephrase it?", choose: 'Did you mean one of these?' },
  fr: { fallback: "Désolé, je ne connais pas encore la réponse. Pouvez-vous reformuler ?", choose: 'Vouliez-vous dire :' },
  es: { fallback: 'Lo siento, todavía no sé la respuesta. ¿Puedes reformular la pregunta?', choose: '¿Quisiste decir una de estas?' },
};
