/**
 * Shape of `data/people/generated/people.json` (written by scripts/build-people-data.ts); the
 * host loads it and passes it in as `ExtractorData.people`.
 */
export interface PeopleLangJson {
  /** [forename in lower case as spelled in its language, sex: m | f | u, flags] sorted */
  names: [string, 'm' | 'f' | 'u', number][];
  /**
   * Surnames of the language in lower case, sorted ("smith", "da silva"): one right after a
   * forename is the surname, not a second forename ("John Smith", "Carlos García Martín").
   */
  surnames: string[];
  /**
   * Double forenames whose second part is also a surname, "first second" ("jean pierre"): that
   * second part stays a forename right after the first.
   */
  doubles: string[];
  /**
   * The language's most frequent words that are lower-case words of its dictionary, folded and sorted ("secret",
   * "station"): capitalised after a forename that is also a place, they name a thing, no surname ("Victoria Secret").
   */
  words: string[];
}

export interface PeopleJson {
  en: PeopleLangJson;
  fr: PeopleLangJson;
  es: PeopleLangJson;
}

/** The name is also an everyday word ("Will", "Rose", "Pierre"): it needs evidence. */
export const NAME_WORD = 1;
/** The name is also a place ("Paris", "Victoria"): never right after "in", "from", "à"... */
export const NAME_PLACE = 2;
/**
 * The name is also a city of a million people or more ("Berlin", "Sofia", "Cairo"): not a
 * forename right after "from" or "in" ("I leave from Berlin"), where the city is the reading;
 * elsewhere it needs no evidence ("Sofia said hi", "give it to Sofia").
 */
export const NAME_CITY = 4;
/**
 * The name is a known surname of the language given as a forename to few (English: under 100,000 US births over
 * 1880-2024: "Smith", "King", "Walker", "Will"): opening a sentence before a verb ("Smith called") it is the surname.
 * French and Spanish lists carry no counts: never set there.
 */
export const NAME_SURNAME = 8;
/**
 * The name is a forename of the language only as a foreign person's, its place before all (French "Paris"): it counts
 * only opening a full name with strong evidence, a person's name the lists know right after it ("Hilton", "Dupont",
 * "Jackson") and a word that takes a person before it ("hier j'ai vu Paris Hilton", "avec Paris Hilton") or a verb that
 * takes one after ("Paris Jackson habite à Los Angeles"). Elsewhere it is the place ("Paris Montparnasse", "c'est Paris").
 */
export const NAME_FULL = 16;
