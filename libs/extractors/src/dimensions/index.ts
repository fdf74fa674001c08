import type { DimensionRules, Lang } from '../types';
import { address } from './address';
import { city } from './city';
import { country } from './country';
import { duration } from './duration';
import { color } from './color';
import { email } from './email';
import { time } from './time';
import { language } from './language';
import { location } from './location';
import { nationality } from './nationality';
import { postal } from './postal';
import { streetNumber } from './street-number';
import { streetType } from './street-type';
import { family } from './family';
import { forename } from './forename';
import { handle } from './handle';
import { hashtag } from './hashtag';
import { url } from './url';
import { number } from './number';
import { ordinal } from './ordinal';
import { percentage } from './percentage';
import { money } from './money';
import { currency } from './currency';
import { distance } from './distance';
import { area } from './area';
import { volume } from './volume';
import { weight } from './weight';
import { temperature } from './temperature';
import { itemCount } from './item-count';
import { phoneNumber } from './phone-number';
import { creditCard } from './credit-card';
import { boolean } from './boolean';
import { age } from './age';

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
  ordinal,
  percentage,
  money,
  currency,
  distance,
  area,
  volume,
  weight,
  temperature,
  itemCount,
  // times, intervals, durations (Entity extraction II)
  time,
  duration,
  // places, addresses, people, colours (Entity extraction III)
  city,
  country,
  location,
  postal,
  streetNumber,
  streetType,
  address,
  language,
  nationality,
  forename,
  family,
  color,
  // phone and card numbers, yes and no, ages (Entity extraction IV)
  phoneNumber,
  creditCard,
  boolean,
  age,
];
