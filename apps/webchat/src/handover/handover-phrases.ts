import type { Language } from '@parley/contracts';

/**
 * The built-in phrases with which a visitor asks for a person, per language: a verb of talking
 * ("talk", "parler", "hablar"...) followed, a few words later, by someone to talk to ("a human",
 * "un conseiller", "una persona"...), or a short message that is only that someone ("human",
 * "un agent please"). Words are compared after normalisation (lower case, accents and punctuation
 * removed) and tolerate a typo (one letter in words of 5 letters or more, two from 8).
 */
interface PhraseSet {
  verbs: string[];
  targets: string[];
  /** Words a short message may carry besides its target ("please", articles). */
  fillers: string[];
}

const PHRASES: Record<Language, PhraseSet> = {
  en: {
    verbs: ['talk', 'speak', 'chat', 'connect', 'transfer', 'contact', 'reach', 'get', 'want', 'need'],
    targets: ['human', 'person', 'agent', 'operator', 'someone', 'somebody', 'representative', 'rep', 'staff', 'people', 'humans', 'advisor', 'adviser'],
    fillers: ['a', 'an', 'the', 'please', 'real', 'live', 'human', 'i', 'want', 'need', 'to', 'me', 'with', 'pls', 'now'],
  },
  fr: {
    verbs: ['parler', 'discuter', 'contacter', 'joindre', 'passer', 'mettre', 'relation', 'veux', 'voudrais', 'besoin', 'avoir', 'echanger'],
    targets: ['humain', 'personne', 'conseiller', 'conseillere', 'agent', 'operateur', 'operatrice', 'quelquun', 'quelqu', 'vendeur', 'interlocuteur', 'humaine'],
    fillers: ['un', 'une', 'le', 'la', 'vrai', 'vraie', 'svp', 'stp', 'plait', 's', 'il', 'vous', 'te', 'je', 'veux', 'voudrais', 'a', 'avec', 'humain', 'humaine'],
  },
  es: {
    verbs: ['hablar', 'conversar', 'comunicarme', 'contactar', 'pasar', 'pasame', 'pasarme', 'quiero', 'necesito', 'chatear', 'comunicar'],
    targets: ['persona', 'humano', 'agente', 'operador', 'operadora', 'asesor', 'asesora', 'alguien', 'representante', 'humana', 'ejecutivo'],
    fillers: ['un', 'una', 'el', 'la', 'real', 'por', 'favor', 'porfa', 'quiero', 'necesito', 'con', 'de', 'verdad', 'humano', 'humana'],
  },
};

/** At most this many words: a longer message is a question that merely names a person. */
const MAX_WORDS = 14;

/** Lower case, no accents, apostrophes and punctuation as spaces, single spaces. */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Whether the visitor's message asks for a person, in the App's language (English is always understood too). */
export function asksForPerson(text: string, lang: Language): boolean {
  const words = normalise(text).split(' ').filter(Boolean);
  if (!words.length || words.length > MAX_WORDS) return false;
  const sets = lang === 'en' ? [PHRASES.en] : [PHRASES[lang], PHRASES.en];
  return sets.some((set) => matches(words, set));
}

function matches(words: string[], set: PhraseSet): boolean {
  const isTarget = (w: string) => set.targets.some((t) => near(w, t));
  // A short message that is only someone to talk to: "human", "an agent please", "persona real".
  if (words.length <= 4 && words.some(isTarget) && words.every((w) => isTarget(w) || set.fillers.includes(w))) return true;
  // A verb of talking, then (within 6 words) someone to talk to.
  for (let i = 0; i < words.length; i++) {
    if (!set.verbs.some((v) => near(words[i]!, v))) continue;
    for (let j = i + 1; j < Math.min(words.length, i + 7); j++) if (isTarget(words[j]!)) return true;
  }
  return false;
}

/** Equal, or one edit apart for words of 5 letters or more, two from 8. */
function near(word: string, ref: string): boolean {
  if (word === ref) return true;
  const allowed = ref.length >= 8 ? 2 : ref.length >= 5 ? 1 : 0;
  return allowed > 0 && Math.abs(word.length - ref.length) <= allowed && distance(word, ref, allowed) <= allowed;
}

/** Levenshtein distance, stopping once past `max`. */
function distance(a: string, b: string, max: number): number {
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      cur.push(v);
      best = Math.min(best, v);
    }
    if (best > max) return best;
    prev = cur;
  }
  return prev[b.length]!;
}
