import type { DimensionRules, Lang } from '../types';
import { email } from './email';
import { family } from './family';
import { handle } from './handle';
import { hashtag } from './hashtag';
import { url } from './url';
import { number } from './number';

/** The rules of one dimension, per language (a language without the dimension omits it). */
export type DimensionModule = Partial<Record<Lang, DimensionRules>>;

/**
 * Every dimension's rules. Adding a dimension: a folder `dimensions/<dim>/` with an `index.ts`
 * exporting a DimensionModule, `<lang>/rules.ts` and `<lang>/corpus.ts`, and one line here.
 */
export const REGISTRY: readonly DimensionModule[] = [
  // contacts
  email,
  url,
  handle,
  hashtag,
  // numbers, amounts and measures (Entity extraction I)
  number,
  // times, intervals, durations (Entity extraction II)
  // places, addresses, people, colours (Entity extraction III)
  family,
];
