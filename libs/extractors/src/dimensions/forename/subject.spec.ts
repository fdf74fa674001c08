import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../../../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../../corpus-context';
import { Extractor } from '../../engine';
import type { Lang } from '../../types';

/**
 * A forename that is also a word ("Martin", a bird; "Rose"; "Dolores", pains) needs evidence, and a capital at the
 * start of a sentence is none. A verb that takes a person right after it is: "Martin lives in Boston" names Martin.
 * Capitalised words opening a sentence before other verbs, or before those verbs when they are things, stay words.
 */
const extractor = new Extractor(loadExtractorData());
const run = (lang: Lang, text: string) =>
  extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE });
const summary = (lang: Lang, text: string) => run(lang, text).map((e) => `${e.dim}: ${e.body}`);
const forenames = (lang: Lang, text: string) =>
  run(lang, text)
    .filter((e) => e.dim === 'forename')
    .map((e) => (e.values[0] as { value: string }).value);

describe('a forename opening a sentence before a verb that takes a person', () => {
  it.each([
    ['en', 'Martin lives in Boston', ['forename: Martin', 'city: Boston']],
    ['en', 'Martin said he would be late', ['forename: Martin']],
    ['en', "Martin's coming with us", ['forename: Martin']],
    ['en', 'Mark wants a refund', ['forename: Mark']],
    ['en', 'Thanks. Rose called about the booking', ['forename: Rose']],
    ['en', 'Martin Smith works at the bank', ['forename: Martin']],
    ['fr', "Pierre m'a dit de passer", ['forename: Pierre']],
    ['fr', 'Claire habite à Lyon', ['forename: Claire', 'city: à Lyon']],
    ['es', 'Dolores vive en Lima', ['forename: Dolores', 'city: Lima']],
    ['es', 'Pilar dijo que sí', ['forename: Pilar']],
  ] as const)('%s "%s" names the person', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    // Capitalised words opening a sentence that are no person.
    ['en', 'Paris is nice'],
    ['en', 'Turn left'],
    ['en', 'Call me'],
    // The names alone, or before verbs that things take as often.
    ['en', 'Martin'],
    ['en', 'Cash works for me'],
    ['en', 'Rose is my favourite flower'],
    // Calendar, weather and pronouns that are also forenames.
    ['en', 'May works for me'],
    ['en', 'Summer is coming'],
    ['en', 'Storm is coming'],
    ['es', 'Ella vive en Madrid'],
    // In lower case a capital says nothing, and a place speaks for its people as often ("China says no").
    ['en', 'martin lives in boston'],
    ['en', 'Paris said yes'],
    // A surname more often than a forename.
    ['en', 'Smith called this morning'],
  ] as const)('%s "%s" names nobody', (lang, text) => {
    expect(forenames(lang, text)).toEqual([]);
  });
});

describe('a forename that is also a colour, used as a person, is no colour', () => {
  it.each([
    ['fr', 'Rose a appelé', ['forename: Rose']],
    ['fr', "Je m'appelle Rose", ['forename: Rose']],
    ['fr', 'Merci Violette !', ['forename: Violette']],
    ['fr', 'Salut Rose, tu as vu la robe rose ?', ['forename: Rose', 'color: rose']],
    ['es', 'Ayer Rosa me llamó', ['time: Ayer', 'forename: Rosa']],
    ['es', 'Buenos días Rosa', ['forename: Rosa']],
    ['es', 'Blanca me dijo que sí', ['forename: Blanca']],
    ['es', 'Mi amiga Blanca vive en Sevilla', ['forename: Blanca', 'city: Sevilla']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    // The colour where nothing says a person: alone, joined to another colour, after an article or a noun.
    ['fr', 'Rose ou bleu ?', ['color: Rose', 'color: bleu']],
    ['fr', 'je veux la robe rose', ['color: rose']],
    ['fr', 'Je préfère le Rose', ['forename: Rose', 'color: Rose']],
    ['es', 'quiero la camisa rosa', ['color: rosa']],
    ['es', 'BLANCA O NEGRA', ['color: BLANCA', 'color: NEGRA']],
  ] as const)('%s "%s" keeps its colour', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe('a forename that is also a city, followed by a surname, is the person', () => {
  it.each([
    ['en', 'Paris Hilton is here', ['forename: Paris']],
    ['en', 'I met Paris Hilton yesterday', ['forename: Paris', 'time: yesterday']],
    ['en', 'Sydney Smith called', ['forename: Sydney']],
    ['en', 'Paris Jackson is my favourite singer', ['forename: Paris']],
    // Spanish names the celebrity too ("París" is the city's own spelling).
    ['es', 'ayer vi a Paris Hilton', ['time: ayer', 'forename: Paris']],
    ['es', 'Paris Hilton está aquí', ['forename: Paris']],
    // Written with its accent it is the city's name only.
    ['es', 'Mis ciudades favoritas son París y Niza', ['city: París', 'city: Niza']],
    // French names her too, with strong evidence only (Paris is the French capital before all): a name of a person known
    // to the lists after it, and a word that takes a person before it or a verb that takes one after.
    ['fr', "hier j'ai vu Paris Hilton", ['time: hier', 'forename: Paris']],
    ['fr', 'je suis sortie avec Paris Hilton', ['forename: Paris']],
    ['fr', 'je m’appelle Paris Dupont', ['forename: Paris']],
    ['fr', 'Paris Jackson habite à Los Angeles', ['forename: Paris', 'city: à Los Angeles']],
    // A singer's full name opening the sentence before her verb: the person, and no city Jackson (Mississippi).
    ['fr', 'Florence Jackson chante ce soir', ['forename: Florence', 'time: ce soir']],
    ['fr', 'Florence Jackson a chanté hier', ['forename: Florence', 'time: hier']],
    ['fr', 'Florence Jackson vient demain', ['forename: Florence', 'time: demain']],
    ['en', 'Florence Jackson sings tonight', ['forename: Florence', 'time: tonight']],
    ['en', 'Jackson, Mississippi is hot in summer', ['city: Jackson', 'time: in summer']],
    ['en', 'I live in Jackson', ['city: Jackson']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'je vais à Paris demain', ['city: à Paris', 'time: demain']],
    ['fr', 'le train Paris Montparnasse est en retard', ['city: Paris']],
    ['fr', 'le train part de Paris Montparnasse à 10h', ['city: de Paris', 'time: à 10h']],
    ['fr', "j'ai vu Paris Saint-Germain jouer", ['city: Paris']],
    ['fr', 'nous avons vu Paris Bercy', ['city: Paris']],
    ['fr', "j'ai vu Paris Match ce matin", ['city: Paris', 'time: ce matin']],
    ['fr', 'hier soir Paris était magnifique', ['time: hier soir', 'city: Paris']],
    ['fr', "c'est Paris qui gagne", ['city: Paris']],
  ] as const)('%s "%s": Paris stays the city, no person', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it('fr "le vol Paris Charles de Gaulle": a forename after Paris, without a word of a person, leaves it the city', () => {
    expect(summary('fr', 'le vol Paris Charles de Gaulle')).toContain('city: Paris');
    expect(forenames('fr', 'le vol Paris Charles de Gaulle')).not.toContain('paris');
  });

  const cities = (lang: Lang, text: string) => summary(lang, text).filter((e) => e.startsWith('city: '));
  it.each([
    // After a place preposition or an article the place stays ("the Paris Hilton" is the hotel in Paris), and a street
    // type after it names a place of the city.
    ['en', 'we stayed at Paris Hilton', ['city: Paris']],
    ['en', 'the Paris Hilton is a nice hotel', ['city: Paris']],
    ['en', 'We visited Lincoln Park', ['city: Lincoln Park']],
    ['en', 'I live in Paris Texas', ['city: Paris']],
    ['en', 'Paris is lovely', ['city: Paris']],
    ['es', 'voy a Paris mañana', ['city: a Paris']],
    ['es', 'vivo en Paris', ['city: Paris']],
  ] as const)('%s "%s" keeps the city', (lang, text, expected) => {
    expect(cities(lang, text)).toEqual(expected);
  });
});

describe('a forename that is also a city, followed by a capitalised word that looks like a surname, is the person', () => {
  // Surnames the shipped lists do not know ("Butler", "Sweeney", "Pugh"): a capitalised word right after the name, one
  // space apart, that is no place, no word of time nor function word, and names no thing of a city ("Airport").
  it.each([
    ['en', 'Austin Butler is here', ['forename: Austin']],
    ['en', 'I met Austin Butler yesterday', ['forename: Austin', 'time: yesterday']],
    ['en', 'Sydney Sweeney called', ['forename: Sydney']],
    ['en', 'have you seen Florence Pugh in that film?', ['forename: Florence']],
    ['en', "Sydney O'Brien booked a table", ['forename: Sydney']],
    ['en', "I saw Austin Butler's film", ['forename: Austin']],
    ['fr', 'Florence Foresti est là', ['forename: Florence']],
    ['es', 'Austin Butler vive en Madrid', ['forename: Austin', 'city: Madrid']],
    // A surname that is also a word of the language ("Abril", April), before a verb that takes a person.
    ['es', 'Victoria Abril vive en Madrid', ['forename: Victoria', 'city: Madrid']],
    ['es', 'Victoria Abril nació en Burgos', ['forename: Victoria', 'city: Burgos']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  const cities = (lang: Lang, text: string) => summary(lang, text).filter((e) => e.startsWith('city: '));
  it.each([
    // A thing of the city, its region or country, a word of time, a function word, capitals throughout.
    ['en', 'Victoria Station is closed', ['city: Victoria']],
    ['en', 'Austin Airport was busy', ['city: Austin']],
    ['en', 'Sydney Opera House tickets', ['city: Sydney']],
    ['en', 'Austin Texas is hot', ['city: Austin']],
    ['en', 'Dallas Cowboys won', ['city: Dallas']],
    ['en', 'Austin Tomorrow?', ['city: Austin']],
    ['en', 'Sydney And Melbourne', ['city: Sydney', 'city: Melbourne']],
    ['en', 'Cheap Flights Austin Butler Street', []],
    ['en', 'Austin TX', ['city: Austin']],
  ] as const)('%s "%s" keeps the city', (lang, text, expected) => {
    expect(cities(lang, text)).toEqual(expected);
  });
});

describe("a region's name right after a city's is the city's region, no person", () => {
  it.each([
    ['en', 'Richmond Virginia', ['city: Richmond']],
    ['en', 'we flew to Richmond, Virginia last week', ['city: to Richmond', 'time: last week']],
    ['en', 'the office is in Charleston Virginia', ['city: Charleston']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'I met Virginia yesterday', ['forename: Virginia', 'time: yesterday']],
    ['en', 'my name is Virginia', ['forename: Virginia']],
  ] as const)('the person: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe("a frequent word of the language after a forename that is also a city is no surname", () => {
  // A brand or a thing named after the city ("Victoria Secret", "Sydney Water"): the word after the name is one of the
  // language's most frequent dictionary words, capitalised; no person there.
  const forenamesOf = (lang: Lang, text: string) => summary(lang, text).filter((e) => e.startsWith('forename: '));
  it.each([
    ['en', 'Victoria Secret is on sale'],
    ['en', 'Sydney Water called'],
    ['en', 'Austin Power outage'],
    ['en', 'Austin Post office'],
    ['fr', 'Victoria Secret est en solde'],
    // A brand's English word in a French or Spanish message is no surname either.
    ['es', 'Victoria Secret está de rebajas'],
    ['es', 'la tienda Sydney Water cierra hoy'],
    // Inside the sentence too, where a capitalised place's name alone may be a person: the word after it says a thing.
    ['en', 'is Victoria Secret open on Sunday?'],
    ['en', 'is Sydney Water down again?'],
    ['fr', 'est-ce que Victoria Secret est ouvert dimanche ?'],
    ['es', '¿está abierto Victoria Secret el domingo?'],
  ] as const)('%s "%s" names no person', (lang, text) => {
    expect(forenamesOf(lang, text)).toEqual([]);
  });

  it.each([
    // Surnames that are rarer words stay surnames.
    ['en', 'Florence Nightingale was a nurse', ['forename: Florence']],
    ['en', 'Austin Butler is here', ['forename: Austin']],
    // A word that names a person's act stays with the person: "ask Victoria", "with Sydney".
    ['en', 'I went with Sydney Today', ['forename: Sydney', 'time: Today']],
  ] as const)('%s "%s" names the person', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe('a piece of a hyphenated name of a place or a club is no forename', () => {
  // "Saint-Germain", "Winston-Salem": a forename joined by a hyphen to a word that is no forename, or a hyphenated
  // place's name, gives none; "Jean-Pierre", "Anne-Sophie" stay compound forenames.
  it.each([
    ['en', 'Paris Saint-Germain won', ['city: Paris']],
    ['en', 'Paris Saint-Germain fans are loud', ['city: Paris']],
    ['fr', 'le Paris Saint-Germain a gagné', ['city: Paris']],
    ['fr', 'Saint-Germain est loin', []],
    ['en', 'I live in Winston-Salem', ['city: Winston-Salem']],
  ] as const)('%s "%s" names no person', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'Jean-Pierre arrive demain', ['forename: Jean-Pierre', 'time: demain']],
    ['fr', 'Marie-Claire a appelé', ['forename: Marie-Claire']],
    ['fr', 'Anne-Sophie Martin', ['forename: Anne-Sophie']],
    ['en', 'Sydney Smith-Jones called', ['forename: Sydney']],
  ] as const)('%s "%s" keeps the compound forename', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe('a forename that is also a city, compared with another place, is the place', () => {
  // "with", "avec", "con" take a person, but not between two places compared: "compare Austin with Dallas".
  it.each([
    ['en', 'compare Austin with Dallas', ['city: Austin', 'city: Dallas']],
    ['en', 'can you compare Paris with London prices', ['city: Paris', 'city: London']],
    ['en', 'how does Sydney compare with Melbourne?', ['city: Sydney', 'city: Melbourne']],
    ['en', 'Austin vs Dallas', ['city: Austin', 'city: Dallas']],
    ['en', 'comparing Austin and Dallas', ['city: Austin', 'city: Dallas']],
    ['fr', 'comparer Lyon avec Florence', ['city: Lyon', 'city: Florence']],
    ['es', 'comparar Sevilla con Victoria', ['city: Sevilla', 'city: Victoria']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    // Not a place compared: the person still goes with someone.
    ['en', 'I compared notes with Sydney', ['forename: Sydney']],
    ['en', 'I went to Paris with Sydney', ['city: to Paris', 'forename: Sydney']],
  ] as const)('as before: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe('a forename that is also a city, right before a noun of an office or a branch in lower case, is the place', () => {
  // "call Paris office": the office of the city, whatever word before takes a person.
  it.each([
    ['en', 'call Paris office', ['city: Paris']],
    ['en', 'please call Austin branch', ['city: Austin']],
    ['en', 'I emailed Sydney team yesterday', ['city: Sydney', 'time: yesterday']],
    ['en', 'ask Victoria store about it', ['city: Victoria']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'call Austin back', ['forename: Austin']],
    ['en', 'I met Sydney at the office', ['forename: Sydney']],
  ] as const)('the person: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe("a place's time after an hour names no person", () => {
  // "Victoria" names cities of other offsets (Hong Kong's, British Columbia's): the hour stays the user's and the city is
  // reported for the bot to ask which; the name is no forename there.
  it.each([
    ['en', '10am Victoria time', ['time: 10am', 'city: Victoria']],
    ['en', 'can we talk at 4pm Victoria time?', ['time: at 4pm', 'city: Victoria']],
    // "heure de", "hora de" name the city's zone: no origin.
    ['fr', 'à 10h heure de Victoria', ['time: à 10h', 'city: Victoria']],
    ['fr', 'rendez-vous demain à 10h, heure de Victoria', ['time: demain à 10h', 'city: Victoria']],
    ['es', 'a las 10 hora de Victoria', ['time: a las 10 hora', 'city: Victoria']],
  ] as const)('%s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    // Met: the person only (see below).
    ['en', 'I met Victoria at 10am', ['forename: Victoria', 'time: at 10am']],
  ] as const)('%s "%s" keeps the person', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});

describe('a forename that is also a place: the words right before it say which one is meant', () => {
  // One reading of the name, not two: a verb or word that takes a person ("met", "with", "avec", "conocí a") makes it
  // the person; one that takes a place ("love", "visited", "j'adore", "visitar", "conocí" without "a") the place.
  it.each([
    ['en', 'I met Victoria at 10am', ['forename: Victoria', 'time: at 10am']],
    ['en', 'I went with Sydney to the cinema', ['forename: Sydney']],
    ['en', 'can you call Austin back', ['forename: Austin']],
    ['en', 'I just called Sydney', ['forename: Sydney']],
    ['fr', "J'ai rencontré Florence hier", ['forename: Florence', 'time: hier']],
    ['fr', 'je suis avec Victoria', ['forename: Victoria']],
    ['es', 'Conocí a Victoria en la fiesta', ['forename: Victoria']],
    ['es', 'Salí con Victoria anoche', ['forename: Victoria', 'time: anoche']],
    // Greeted or thanked: the person.
    ['en', 'Hello Austin', ['forename: Austin']],
    ['en', 'thanks Sydney', ['forename: Sydney']],
    ['fr', 'Merci Florence !', ['forename: Florence']],
  ] as const)('the person: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'I love Paris', ['city: Paris']],
    ['en', 'We love Sydney Harbour', ['city: Sydney']],
    ['en', 'I visited Victoria last year', ['city: Victoria', 'time: last year']],
    ['en', 'I fell in love with Paris', ['city: Paris']],
    // A thing of the city after the name names the place whatever takes it: "with Sydney Harbour".
    ['en', 'we had lunch with Sydney Harbour views', ['city: Sydney']],
    ['en', 'call Victoria Station lost property', ['city: Victoria']],
    ['fr', "J'adore Florence", ['city: Florence']],
    ['es', 'Quiero visitar Florencia', ['city: Florencia']],
    ['es', 'Conocí Victoria el año pasado', ['city: Victoria', 'time: el año pasado']],
  ] as const)('the place: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });

  it.each([
    // A full name stays the person; nothing before the name decides nothing.
    ['en', 'I love Paris Hilton', ['forename: Paris']],
    ['en', 'a town called Sydney', ['city: Sydney', 'forename: Sydney']],
  ] as const)('as before: %s "%s"', (lang, text, expected) => {
    expect(summary(lang, text)).toEqual(expected);
  });
});
