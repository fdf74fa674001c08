import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../corpus-context';
import { Extractor } from '../engine';
import type { Lang } from '../types';

/**
 * A word naming a thing of a city (its metro, its underground, its station) said with the city's name is that thing, no
 * second city, even where the data knows a town of that name ("Metro", Indonesia): the city, then a common noun.
 */
const extractor = new Extractor(loadExtractorData());
const summary = (lang: Lang, text: string) =>
  extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE }).map((e) => `${e.dim}: ${e.body}`);
const places = (lang: Lang, text: string) => summary(lang, text).filter((e) => /^(city|forename|country|location): /.test(e));

describe("a city's transport after its name is no second city", () => {
  it.each([
    ['en', 'Paris Metro is busy', ['city: Paris']],
    ['en', 'the Madrid Metro was late again', ['city: Madrid']],
    ['en', 'I took the Berlin Metro to work', ['city: Berlin']],
    ['en', 'London Underground is closed', ['city: London']],
    ['en', 'the London Underground strike', ['city: London']],
    ['es', 'el Metro de Madrid va lento', ['city: de Madrid']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(places(lang, text)).toEqual(expected);
  });

  it.each([
    // Two cities one after the other stay two cities; a town named Metro said alone stays one.
    ['en', 'Paris Lyon Marseille', ['city: Paris', 'city: Lyon', 'city: Marseille']],
    ['en', 'I fly from Metro to Jakarta', ['city: from Metro', 'city: to Jakarta']],
  ] as const)('%s "%s" keeps the cities', (lang, text, expected) => {
    expect(places(lang, text)).toEqual(expected);
  });
});

describe("a city's office, branch or team named before it is the place, no origin", () => {
  // As in English ("call Paris office", "the Sydney team": the city, direction null), French and Spanish put the noun
  // first: "le bureau de Paris" is the Paris office, nobody comes from Paris.
  const cities = (lang: Lang, text: string) =>
    extractor
      .extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE })
      .filter((e) => e.dim === 'city' || e.dim === 'forename')
      .map((e) => `${e.dim}: ${e.body} (${String((e.values[0] as { direction?: unknown }).direction)})`);
  it.each([
    ['en', 'call Paris office', ['city: Paris (null)']],
    ['fr', 'appelle le bureau de Paris', ['city: Paris (null)']],
    ['fr', "l'équipe de Lyon a gagné hier", ['city: Lyon (null)']],
    ['fr', "j'ai écrit à l'agence d'Avignon", ['city: Avignon (null)']],
    ['fr', 'le magasin de Victoria est fermé', ['city: Victoria (null)']],
    ['es', 'llama a la agencia de Madrid', ['city: Madrid (null)']],
    ['es', 'la oficina de Sevilla está cerrada', ['city: Sevilla (null)']],
    ['es', 'hablé con el equipo de Victoria', ['city: Victoria (null)']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(cities(lang, text)).toEqual(expected);
  });

  it.each([
    // Coming from a city stays an origin; a small town's name that is a forename after the noun is the person's.
    ['fr', 'le bureau arrive de Paris', ['city: de Paris (origin)']],
    ['es', 'el equipo viene de Sevilla', ['city: de Sevilla (origin)']],
    ['fr', 'le bureau de Martin est au fond', ['forename: Martin (undefined)']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(cities(lang, text)).toEqual(expected);
  });
});

describe('in lower case, "pour", "para" after a word of travel say where one goes mid-sentence too', () => {
  // "le vol pour tours": a flight goes somewhere, whatever follows the name; "tours" alone stays the plural noun.
  const cities = (lang: Lang, text: string) =>
    extractor
      .extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE })
      .filter((e) => e.dim === 'city')
      .map((e) => `${e.body} = ${(e.values[0] as { value: string }).value}`);
  it.each([
    ['fr', 'le vol pour tours est annulé', ['pour tours = Tours']],
    ['fr', 'le train pour nice est en retard', ['pour nice = Nice']],
    ['fr', 'un billet pour tours et un pour blois', ['pour tours = Tours', 'pour blois = Blois']],
    ['es', 'el tren para lima sale a las 8', ['para lima = Lima']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(cities(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'on a fait trois tours de manège'],
    ['fr', 'le bus pour tours de ville part du port'],
    ['fr', 'je travaille pour orange depuis deux ans'],
    ['fr', "c'est pour orange ou pour free"],
    ['fr', 'on a fait des tours en vélo'],
    // Opening the message, "pour" says where one goes only at the clause's end ("pour orange"), not before more words.
    ['fr', 'pour orange il faut appeler le service client'],
  ] as const)('%s "%s" names no city', (lang, text) => {
    expect(cities(lang, text)).toEqual([]);
  });
});

describe('a thing of a city after a name that needs a preposition otherwise is evidence of the city', () => {
  // "Florence" is a forename first: alone it needs "in", "from"... to be the city. An office or a thing of the city said
  // after it names the city as for "call Paris office", "Victoria Station".
  it.each([
    ['en', 'call Florence office', ['city: Florence']],
    ['en', 'the Florence office opens at 9', ['city: Florence']],
    ['en', 'our Florence team is hiring', ['city: Florence']],
    ['en', 'Florence Airport is closed', ['city: Florence']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(places(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'please call Florence', ['forename: Florence']],
    ['en', 'I met Florence Welch', ['forename: Florence']],
  ] as const)('%s "%s" stays the person', (lang, text, expected) => {
    expect(places(lang, text)).toEqual(expected);
  });
});
