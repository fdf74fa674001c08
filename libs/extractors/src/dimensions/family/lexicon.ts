import type { Lang } from '../../types';
import { buildPhraseIndex, type PhraseIndex } from './phrases';
import { LEXICON as EN } from './en/lexicon';
import { LEXICON as ES } from './es/lexicon';
import { LEXICON as FR } from './fr/lexicon';

export type Sex = 'male' | 'female' | 'unisex';

export interface FamilyEntry {
  /** Canonical form in the language of the request (see the lexicon files). */
  value: string;
  /** `none`: a phrase that merely contains a family word ("mother tongue", "maison mère"). */
  sex: Sex | 'none';
  /** Counts only right after a possessive ("ma femme", not "une femme"). */
  needsPossessive: boolean;
}

/** Parses the `sex canonical: form, *form, ...` lines of a lexicon into a phrase index. */
export function parseLexicon(text: string): PhraseIndex<FamilyEntry> {
  const entries: [string, FamilyEntry][] = [];
  for (const line of text.split('\n')) {
    const m = /^(male|female|unisex|none) ([^:]+): (.+)$/.exec(line.trim());
    if (!m) continue;
    for (const raw of m[3]!.split(',')) {
      const form = raw.trim();
      const needsPossessive = form.startsWith('*');
      entries.push([needsPossessive ? form.slice(1) : form, { value: m[2]!, sex: m[1] as FamilyEntry['sex'], needsPossessive }]);
    }
  }
  return buildPhraseIndex(entries);
}

export const FAMILY: Record<Lang, PhraseIndex<FamilyEntry>> = {
  en: parseLexicon(EN),
  fr: parseLexicon(FR),
  es: parseLexicon(ES),
};

export const POSSESSIVES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['my', 'your', 'his', 'her', 'our', 'their', 'thy']),
  fr: new Set(['mon', 'ma', 'mes', 'ton', 'ta', 'tes', 'son', 'sa', 'ses', 'notre', 'nos', 'votre', 'vos', 'leur', 'leurs']),
  es: new Set(['mi', 'mis', 'tu', 'tus', 'su', 'sus', 'nuestro', 'nuestra', 'nuestros', 'nuestras', 'vuestro', 'vuestra', 'vuestros', 'vuestras']),
};
