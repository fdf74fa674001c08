import type { Lang } from '../types';

/**
 * Words that make "pounds"/"livres"/"libras" a weight rather than money (or books), and "a pound of
 * cherries", "une livre de beurre", "dos libras de carne": a pound of something is weighed.
 */
export const WEIGHT_CUE: Readonly<Record<Lang, RegExp>> = {
  en: /\b(?:weigh\w*|weight|heav(?:y|ier)|light(?:er)?|lose|lost|gain\w*|kgs?|kilos?|lbs?|fat|diet)\b|\bpounds? of [a-z]/,
  fr: /\b(?:pes\w*|poids|lourde?s?|maigri\w*|grossi\w*|kilos?|kg)\b|\bune (?:demi-)?livre d/,
  es: /\b(?:pes(?:a|an|o|aba|ar|ado|ada)|adelgaz\w*|engord\w*|kilos?|kg)\b|\blibras? de [a-z]/,
};
