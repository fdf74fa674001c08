import type { Lang } from '../types';

export type Direction = 'origin' | 'destination' | null;

/**
 * Words before a place that tell where the user goes ("from" gives origin, "to"
 * destination, and the body then includes the word). Words mapped to null are evidence that a
 * place follows ("in Nice") but give no direction and stay out of the body. Keys are folded.
 */
export const PREPOSITIONS: Record<Lang, Record<string, Direction>> = {
  en: { from: 'origin', to: 'destination', towards: 'destination', toward: 'destination', into: 'destination', in: null, at: null, near: null, via: null, visit: null, visiting: null, around: null },
  fr: { de: 'origin', d: 'origin', du: 'origin', des: 'origin', depuis: 'origin', a: 'destination', au: 'destination', aux: 'destination', vers: 'destination', pour: 'destination', jusqu: 'destination', en: null, dans: null, pres: null, visiter: null },
  es: { de: 'origin', del: 'origin', desde: 'origin', a: 'destination', al: 'destination', hacia: 'destination', para: 'destination', hasta: 'destination', en: null, por: null, cerca: null, visitar: null },
};

/**
 * Place prepositions that take a person as often: "talk to Martin", "demande à Martin", "un cadeau pour Martin", "le
 * frère de Martin", "pregúntale a Martín", "el coche de Martín". Before a known forename that names only a small town,
 * they are no evidence of the town (places.ts).
 */
export const PERSON_PREPOSITIONS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['to']),
  fr: new Set(['a', 'de', 'd', 'pour']),
  es: new Set(['a', 'de', 'para']),
};

/** Articles that may stand between the preposition and the name ("from the USA", "de la France"). */
export const ARTICLES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['the']),
  fr: new Set(['la', 'le', 'l', 'les']),
  es: new Set(['el', 'la', 'los', 'las']),
};

/** Words joining a city to its country: "Paris, France", "Lyon en France", "Austin in the USA". */
export const JOINERS: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['in']),
  fr: new Set(['en', 'au', 'aux']),
  es: new Set(['en']),
};
