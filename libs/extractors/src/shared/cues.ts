import type { Lang } from '../types';

/** Words that make "pounds"/"livres"/"libras" a weight rather than money (or books). */
export const WEIGHT_CUE: Readonly<Record<Lang, RegExp>> = {
  en: /\b(?:weigh\w*|weight|heav(?:y|ier)|light(?:er)?|lose|lost|gain\w*|kgs?|kilos?|lbs?|fat|diet)\b/,
  fr: /\b(?:pes\w*|poids|lourde?s?|maigri\w*|grossi\w*|kilos?|kg)\b/,
  es: /\b(?:pes(?:a|an|o|aba|ar|ado|ada)|adelgaz\w*|engord\w*|kilos?|kg)\b/,
};
