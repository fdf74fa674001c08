import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from './corpus-context';
import { Extractor } from './engine';
import type { Lang } from './types';

/**
 * Phrasings typed into a chat (lower case, abbreviations, missing accents), read in the default response (every
 * dimension, as a bot receives it): a clinic, a restaurant, an insurer, a car rental, a support desk, a school, an
 * estate agent or a gym hears them. The reference time is a Tuesday, 2026-11-17 10:30 in Paris.
 */
const extractor = new Extractor(loadExtractorData());
const extract = (lang: Lang, text: string) =>
  extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE });
const got = (lang: Lang, text: string) => extract(lang, text).map((e) => `${e.dim}: ${e.body}`);
/** Each time's body with its stamp (or its interval's ends) to the minute. */
const times = (lang: Lang, text: string) =>
  extract(lang, text)
    .filter((e) => e.dim === 'time')
    .map((e) => {
      const v = e.values[0] as { 'time-stamp'?: string; from?: { 'time-stamp': string }; to?: { 'time-stamp': string } };
      const at = (s: string | undefined) => s?.slice(0, 16) ?? null;
      return v['time-stamp'] ? [e.body, at(v['time-stamp'])] : [e.body, at(v.from?.['time-stamp']), at(v.to?.['time-stamp'])];
    });

describe('a body temperature said with its fever, without a unit', () => {
  it.each([
    ['en', 'he has a fever of 38.4', ['temperature: fever of 38.4']],
    ['en', 'his temperature is 102 tonight', ['temperature: temperature is 102', 'time: tonight']],
    ['fr', 'il a 38,6 de fièvre', ['temperature: 38,6 de fièvre']],
    ['fr', 'sa temperature est montée à 39', ['temperature: temperature est montée à 39']],
    ['es', 'la niña tiene 39,5 de fiebre', ['temperature: 39,5 de fiebre']],
    ['es', 'la fiebre sigue en 38', ['temperature: fiebre sigue en 38']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'she had a fever for 3 days', ['duration: 3 days']],
    ['en', 'fever tablets, 20 in a box', ['number: 20']],
    ['fr', 'de la fièvre depuis 2 jours', ['duration: 2 jours']],
  ] as const)('a number no body has is no temperature: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('an abbreviated weekday before an hour, or in a range of days', () => {
  it.each([
    ['en', 'can i come tues at 3pm', [['tues at 3pm', '2026-11-24T15:00']]],
    ['en', 'thurs 9.30am works for me', [['thurs 9.30am', '2026-11-19T09:30']]],
    ['en', 'the van is booked sat to tues', [['sat to tues', '2026-11-21T00:00', '2026-11-24T00:00']]],
    ['en', "we're closed monday to wednesday", [['monday to wednesday', '2026-11-23T00:00', '2026-11-25T00:00']]],
    ['fr', 'rdv ven. 16h30', [['ven. 16h30', '2026-11-20T16:30']]],
    ['fr', 'fermé lundi au mercredi', [['lundi au mercredi', '2026-11-23T00:00', '2026-11-25T00:00']]],
    ['es', 'cita el jue a las 12', [['el jue a las 12', '2026-11-19T12:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'I sat at 5pm in the lobby', [['at 5pm', '2026-11-17T17:00']]],
    ['fr', 'la mer à 6h était calme', [['à 6h', '2026-11-18T06:00']]],
    ['es', 'fuimos al mar a las 10 de la mañana', [['a las 10 de la mañana', '2026-11-18T10:00']]],
  ] as const)('a verb or a noun after its subject or article stays one: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('hours written with a dot, British half hours, two bare hours after a day', () => {
  it.each([
    ['en', 'pick up at 4.45pm', [['at 4.45pm', '2026-11-17T16:45']]],
    ['en', 'friday 11.15 at the clinic', [['friday 11.15', '2026-11-20T11:15']]],
    ['es', 'quedamos a las 13.30', [['a las 13.30', '2026-11-17T13:30']]],
    ['en', 'dinner at half 8 tonight', [['at half 8 tonight', '2026-11-17T20:30']]],
    ['en', 'the plumber comes thursday between 9 and 1', [['thursday between 9 and 1', '2026-11-19T09:00', '2026-11-19T13:00']]],
    ['en', 'tomorrow from 2 to 4 is fine', [['tomorrow from 2 to 4', '2026-11-18T14:00', '2026-11-18T16:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'the fee is 12.50 per class', ['number: 12.50']],
    ['en', 'cut it in half 3 times', ['number: 3']],
    ['en', 'my shift is from 9 to 5', ['number: 9', 'number: 5']],
  ] as const)('a price, a half or a range alone stays a number: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'it cost $3.50 on sunday at 5pm', [['on sunday at 5pm', '2026-11-22T17:00']]],
    ['en', 'paid 4.20 dollars on friday', [['on friday', '2026-11-20T00:00']]],
    ['fr', 'payé 3.50€ samedi à 14h', [['samedi à 14h', '2026-11-21T14:00']]],
    ['es', 'pagué 2.40 euros el sábado', [['el sábado', '2026-11-21T00:00']]],
  ] as const)('an amount with a dot is no hour, even before a day: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
    expect(got(lang, text).filter((e) => e.startsWith('money:'))).toHaveLength(1);
  });
});

describe('chat abbreviations of days, and French and Spanish ordinals that are no day', () => {
  it.each([
    ['fr', 'dispo dem. 10h ?', [['dem. 10h', '2026-11-18T10:00']]],
    ['fr', 'on se voit mardi pro', [['mardi pro', '2026-11-24T00:00']]],
    ['en', 'call me tmr at 9am', [['tmr at 9am', '2026-11-18T09:00']]],
    ['fr', 'passez jeudi aprem', [['jeudi aprem', '2026-11-19T12:00', '2026-11-19T19:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', "c'est au 4e, pas d'ascenseur", ['ordinal: 4e']],
    ['es', 'vivo en un 5º sin ascensor', ['ordinal: 5º']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('the first stays a day', () => {
    expect(times('fr', 'on passe le 1er')).toEqual([['le 1er', '2026-12-01T00:00']]);
  });
});

describe('counts, amounts and days of work', () => {
  it.each([
    ['en', 'it went up to €48 without notice', ['money: €48']],
    ['en', 'a room at £700 pcm', ['money: £700']],
    ['en', 'a table for 4 pls', ['number: 4']],
    ['fr', 'une table pour 6 svp', ['number: 6']],
    ['es', 'me costó 15 pavos', ['money: 15 pavos']],
    ['en', 'the refund arrives in 5 working days', ['duration: 5 working days']],
    ['fr', 'remboursé sous 10 jours ouvrés', ['duration: 10 jours']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

/** Each entity of `dim` as its body, value and unit. */
const valued = (lang: Lang, text: string, dim: string) =>
  extract(lang, text)
    .filter((e) => e.dim === dim)
    .map((e) => {
      const v = e.values[0] as { value: unknown; unit?: string };
      return v.unit === undefined ? [e.body, v.value] : [e.body, v.value, v.unit];
    });

describe('people counted with a chat abbreviation are persons', () => {
  it.each([
    ['en', 'table for 4 ppl tonight', [['4 ppl', 4, 'person']]],
    ['en', 'we are 12 ppl', [['12 ppl', 12, 'person']]],
    ['fr', 'resa pour 6 pers ce soir', [['6 pers', 6, 'personne']]],
    ['es', 'mesa para 5 pers el sabado', [['5 pers', 5, 'persona']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'itemCount')).toEqual(expected);
  });
});

describe('dozens, and the French and Spanish round counts ("une vingtaine", "un centenar"), of the things counted', () => {
  it.each([
    ['en', 'can i order 3 dozen eggs', [['3 dozen eggs', 36, 'egg']]],
    ['fr', "je voudrais 2 douzaines d'huitres", [["2 douzaines d'huitres", 24, 'huitre']]],
    ['fr', 'une douzaine de croissants svp', [['une douzaine de croissants', 12, 'croissant']]],
    ['fr', 'on sera une vingtaine de personnes', [['une vingtaine de personnes', 20, 'personne']]],
    ['fr', "une centaine d'invités", [["une centaine d'invités", 100, 'invité']]],
    ['es', 'quiero 3 docenas de rosas', [['3 docenas de rosas', 36, 'rosa']]],
    ['es', 'una docena de huevos', [['una docena de huevos', 12, 'huevo']]],
    ['es', 'somos una veintena de personas', [['una veintena de personas', 20, 'persona']]],
    ['es', 'un centenar de invitados', [['un centenar de invitados', 100, 'invitado']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'itemCount')).toEqual(expected);
  });

  it.each([
    ['en', 'half a dozen', [['half a dozen', 6]]],
    ['en', 'i need 4 dozen', [['4 dozen', 48]]],
    ['fr', 'on sera une dizaine', [['une dizaine', 10]]],
    ['es', 'seremos una decena', [['una decena', 10]]],
    // Without a number before it, a round count is none: a quarantine, dozens of things.
    ['fr', 'il a la quarantaine', []],
    ['fr', 'des dizaines de messages', []],
    ['es', 'decenas de mensajes', []],
  ] as const)('a number: %s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'number')).toEqual(expected);
  });
});

describe('thousands, millions and billions of money written with a letter ("$1.2m", "2M€", "$3bn", "45 k€")', () => {
  it.each([
    ['en', 'the flat next door went for $1.2m', [['$1.2m', 1200000, '$']]],
    ['en', 'they raised £3M last year', [['£3M', 3000000, '£']]],
    ['en', 'a $2bn deal', [['$2bn', 2000000000, '$']]],
    ['en', 'price is 1.5m dollars', [['1.5m dollars', 1500000, '$']]],
    ['fr', 'un budget de 1,2M€', [['1,2M€', 1200000, '€']]],
    ['fr', 'un contrat à 3 M€', [['3 M€', 3000000, '€']]],
    ['es', 'una inversion de 2M€', [['2M€', 2000000, '€']]],
    ['fr', 'un salaire de 45 k€ brut', [['45 k€', 45000, '€']]],
    ['es', 'unos 20 K€ al año', [['20 K€', 20000, '€']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'money')).toEqual(expected);
    expect(valued(lang, text, 'distance')).toEqual([]);
  });

  it.each([
    ['en', 'the wall is 1.2m high', ['distance: 1.2m']],
    ['fr', 'une haie de 2 m pour 300 €', ['distance: 2 m', 'money: 300 €']],
  ] as const)('without a currency it stays a length: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"un demi" before a unit typed without its hyphen is a half', () => {
  it.each([
    ['fr', 'un demi litre de lait svp', 'volume', [['un demi litre', 0.5, 'litre']]],
    ['fr', 'un demi kilo de cerises', 'weight', [['un demi kilo', 0.5, 'kilogram']]],
  ] as const)('%s: %s', (lang, text, dim, expected) => {
    expect(valued(lang, text, dim)).toEqual(expected);
  });
});

describe('a number and a half, without a unit ("3 et demi", "9 and a half", "40 y medio")', () => {
  it.each([
    ['en', 'ive got 3 and a half left', [['3 and a half', 3.5]]],
    ['en', 'shoe size 9 and a half', [['9 and a half', 9.5]]],
    ['fr', 'ça fait 3 et demi en tout', [['3 et demi', 3.5]]],
    ['fr', 'je fais du 38 et demi', [['38 et demi', 38.5]]],
    ['es', 'calzo un 40 y medio', [['40 y medio', 40.5]]],
    ['es', 'son dos y medio', [['dos y medio', 2.5]]],
    // An hour and its half are a time, not a number.
    ['es', 'a las 3 y media', []],
    ['fr', 'vers 3 et demie', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'number')).toEqual(expected);
  });

  it('an hour after "las" is no number and a half', () => {
    expect(valued('es', 'nos vemos las 5 y media', 'number')).not.toContainEqual(['5 y media', 5.5]);
  });
});

describe('grams abbreviated as a shop or a recipe writes them ("gms", "grs", "grms")', () => {
  it.each([
    ['en', '500 gms of mince please', [['500 gms', 500, 'gram']]],
    ['fr', 'ajouter 250 grs et melanger', [['250 grs', 250, 'gram']]],
    ['es', 'dame 500 grs de jamon', [['500 grs', 500, 'gram']]],
    ['es', '300 grms de queso', [['300 grms', 300, 'gram']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'weight')).toEqual(expected);
    expect(valued(lang, text, 'itemCount')).toEqual([]);
  });
});

describe('a percentage typed "porciento", "porcientos", "pct", "percents" is no count of things', () => {
  it.each([
    ['es', 'me hacen un 10 porciento', ['percentage: 10 porciento']],
    ['es', 'un 15 porcientos de descuento', ['percentage: 15 porcientos']],
    ['es', 'sube un 5 pct', ['percentage: 5 pct']],
    ['en', 'prices went up 10 percents', ['percentage: 10 percents']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a Spanish ordinal typed with the degree sign before what it ranks ("1° piso") is no temperature', () => {
  it.each([
    ['es', 'vivo en el 1° piso', ['ordinal: 1°']],
    ['es', 'quedo en 2° lugar', ['ordinal: 2°']],
    ['es', 'esta en 4° año de medicina', ['ordinal: 4°']],
    ['es', 'hace 25° afuera', ['temperature: 25°']],
    ['es', 'llegamos a 30° de maxima', ['temperature: 30°']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('square metres typed "mts2", "mt2", and square feet "sq. ft"', () => {
  it.each([
    ['es', 'busco un depa de 60 mts2', [['60 mts2', 60, 'square metre']]],
    ['es', 'local de 120 mt2 en el centro', [['120 mt2', 120, 'square metre']]],
    ['en', 'about 800 sq. ft', [['800 sq. ft', 800, 'square foot']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'area')).toEqual(expected);
  });
});

describe('dollars abbreviated "dls", "dlls" in Spanish', () => {
  it.each([
    ['es', 'me costo 100 dlls', [['100 dlls', 100, '$']]],
    ['es', 'son 50 dls la noche', [['50 dls', 50, '$']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'money')).toEqual(expected);
    expect(valued(lang, text, 'itemCount')).toEqual([]);
  });
});

describe('"grand" after an amount is thousands ("100 grand", "fifty grand a year")', () => {
  it.each([
    ['en', 'they want 100 grand for it', [['100 grand', 100000]]],
    ['en', 'i make fifty grand a year', [['fifty grand', 50000]]],
    ['en', 'its like 2 grand', [['2 grand', 2000]]],
    // "grand" before a noun is an adjective.
    ['en', 'he won 5 grand slams', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'number')).toEqual(expected);
    expect(valued(lang, text, 'itemCount').filter((c) => c[2] === 'grand')).toEqual([]);
  });
});

describe("a height in feet and inches written with marks (5'10, 5’4”)", () => {
  it.each([
    ['en', "im 5'10 and 180 lbs", [["5'10", 5.83333333333, 'foot']]],
    ['en', 'she is 5’4” tall', [['5’4”', 5.33333333333, 'foot']]],
    ['en', 'he\'s 6\'2" and fit', [['6\'2"', 6.16666666667, 'foot']]],
    ['en', 'music from the 90\'s', []],
    ['en', "i'm in my 20's", []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'distance')).toEqual(expected);
  });
});

describe('a tenner and a fiver are pounds', () => {
  it.each([
    ['en', 'can u lend me a tenner', [['a tenner', 10, '£']]],
    ['en', 'parking is a fiver', [['a fiver', 5, '£']]],
    ['en', 'i only have 2 tenners on me', [['2 tenners', 20, '£']]],
    ['en', 'fiver each?', [['fiver', 5, '£']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'money')).toEqual(expected);
    expect(valued(lang, text, 'itemCount')).toEqual([]);
  });
});

describe('a number after "il fait" is the weather\'s temperature, without a unit (fr)', () => {
  it.each([
    ['fr', 'il fait 30 dehors', [['il fait 30', 30, 'degree']]],
    ['fr', 'il fait moins 3 ce matin', [['il fait moins 3', -3, 'degree']]],
    ['fr', 'il faisait genre 35 hier', [['il faisait genre 35', 35, 'degree']]],
    ['fr', 'il fait -2, prevoyez des gants', [['il fait -2', -2, 'degree']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'temperature')).toEqual(expected);
  });

  it.each([
    ['fr', 'il fait 3 fois le tour'],
    ['fr', 'il fait 30 ans cette annee'],
    ['fr', 'il fait 42 en chaussures'],
    ['fr', 'il fait 1m80'],
  ] as const)('no temperature: %s: %s', (lang, text) => {
    expect(valued(lang, text, 'temperature')).toEqual([]);
  });
});

describe('a count typed "x2" after or before what is ordered', () => {
  it.each([
    ['en', 'large pepperoni x2', [['x2', 2]]],
    ['fr', 'croissant x3 svp', [['x3', 3]]],
    ['es', 'x2 cafes con leche', [['x2', 2]]],
    // Between two numbers "x" is a product or a size: no count of its own.
    ['en', 'screen is 1920x1080', [['1920', 1920]]],
    // A code ("X12 3YZW", "X5 2AB") is no count: a count is one digit, and no code goes on after it.
    ['en', 'my id is X12 3YZW', [['3', 3]]],
    ['fr', 'ma référence est x5 2ab', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'number')).toEqual(expected);
  });
});

describe('"a menos", "à moins" before a number is its sign, "a menos de", "al menos" are not', () => {
  it.each([
    ['es', 'la temperatura bajo a menos 5 grados', 'temperature', [['menos 5 grados', -5, 'degree']]],
    ['fr', 'ça va descendre à moins 10 degrés', 'temperature', [['moins 10 degrés', -10, 'degree']]],
    ['es', 'esta a menos de 5 km', 'distance', [['5 km', 5, 'kilometre']]],
    ['es', 'al menos 3 kilos', 'weight', [['3 kilos', 3, 'kilogram']]],
  ] as const)('%s: %s', (lang, text, dim, expected) => {
    expect(valued(lang, text, dim).map((v) => v.slice(0, 3))).toEqual(expected);
  });
});

describe('a race run in thousands of metres ("ran 10k", "a 5k run") is a distance', () => {
  it.each([
    ['en', 'i ran 10k yesterday', [['10k', 10, 'kilometre']]],
    ['en', 'signed up for a 5k run', [['5k', 5, 'kilometre']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(valued(lang, text, 'distance').map((v) => v.slice(0, 3))).toEqual(expected);
    expect(valued(lang, text, 'number')).toEqual([]);
    expect(valued(lang, text, 'itemCount')).toEqual([]);
  });

  it('thousands without a run are no distance', () => {
    expect(valued('en', 'got a 10k bonus', 'distance')).toEqual([]);
    expect(valued('en', 'got a 10k bonus', 'itemCount')).toEqual([['10k bonus', 10000, 'bonus']]);
  });
});

describe('a city that is an everyday word, in a message typed all in lower case', () => {
  it.each([
    ['fr', 'je prends le train pour tours demain', ['city: pour tours', 'time: demain']],
    ['fr', 'une agence pres de nice', ['city: nice']],
    ['es', 'vuelo desde malaga', ['city: desde malaga']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', "c'est à sens unique", []],
    ['fr', 'un film plein de sens', []],
    ['en', 'a job in mobile', []],
  ] as const)('no place where the word is a word: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a French hour written glued is an hour of the day, or a length of time after a word of length', () => {
  it.each([
    ['fr', 'rdv 9h ?', ['time: 9h']],
    ['fr', 'le bus de 17h est plein', ['time: 17h']],
    ['fr', 'le film dure 2h15', ['duration: 2h15']],
    ['fr', "j'ai attendu 3h aux urgences", ['duration: 3h']],
    ['fr', "un cours d'1h30 à 20 €", ['duration: 1h30', 'money: 20 €']],
    ['fr', 'remboursement possible jusqu’à 72h après', ['duration: 72h']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('a range of glued hours after "de" stays a range', () => {
    expect(times('fr', 'ouvert de 2h à 5h')).toEqual([['de 2h à 5h', '2026-11-18T02:00', '2026-11-18T05:00']]);
  });
});

describe('a Spanish hour said with "horas" is on the 24-hour clock, as a French "h" is', () => {
  it.each([
    ['es', 'la reunión es a las 10 horas', [['a las 10 horas', '2026-11-18T10:00']]],
    ['es', 'el tren sale a las 22 horas', [['a las 22 horas', '2026-11-17T22:00']]],
    ['es', 'abrimos mañana a las 9 horas', [['mañana a las 9 horas', '2026-11-18T09:00']]],
    ['es', 'la cita es a las 8:30 horas', [['a las 8:30 horas', '2026-11-18T08:30']]],
    ['fr', 'rendez-vous à 20:30 heures', [['à 20:30 heures', '2026-11-17T20:30']]],
    ['fr', 'la réunion est à 10h', [['à 10h', '2026-11-18T10:00']]],
    // "en punto" says nothing of the clock: the next of 3:00 and 15:00.
    ['es', 'a las 3 en punto', [['a las 3 en punto', '2026-11-17T15:00']]],
    ['es', 'a las 5 horas de la tarde', [['a las 5 horas de la tarde', '2026-11-17T17:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'estuve durante 10 horas en el hospital', ['duration: 10 horas']],
    ['es', 'llego en 2 horas', ['time: en 2 horas']],
    ['es', 'tardamos 10 horas', ['duration: 10 horas']],
    ['es', 'sale a las 20:30 horas', ['time: a las 20:30 horas']],
  ] as const)('a length of time stays one: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a range of hours said with "horas"/"heures" is of the clock when it starts in the working day', () => {
  it.each([
    ['es', 'atendemos de 9 a 11 horas', [['de 9 a 11 horas', '2026-11-17T09:00', '2026-11-17T11:00']]],
    ['es', 'la oficina abre de 10 a 14 horas', [['de 10 a 14 horas', '2026-11-17T10:00', '2026-11-17T14:00']]],
    ['es', 'la visita es entre las 9 y las 11 horas', [['entre las 9 y las 11 horas', '2026-11-17T09:00', '2026-11-17T11:00']]],
    ['es', 'el lunes de 8 a 12 horas', [['el lunes de 8 a 12 horas', '2026-11-23T08:00', '2026-11-23T12:00']]],
    ['fr', 'le guichet est ouvert de 9 à 11 heures', [['de 9 à 11 heures', '2026-11-17T09:00', '2026-11-17T11:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'la carga tarda de 2 a 3 horas', []],
    ['es', 'la batería dura de 8 a 10 horas', []],
    ['es', 'hay que dormir de 7 a 9 horas', []],
    ['es', 'el trayecto es de 2 a 4 horas', []],
    ['fr', 'ça dure de 2 à 3 heures', []],
    ['fr', 'il faut de 2 à 3 heures', []],
    ['fr', 'comptez de 1 à 2 heures', []],
    ['fr', 'la recharge prend de 10 à 12 heures', []],
  ] as const)('a length of time stays no time: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'ça dure de 2 à 3 heures', ['number: 2', 'duration: 3 heures']],
    ['fr', 'comptez de 1 à 2 heures pour la visite', ['number: 1', 'duration: 2 heures']],
    ['es', 'la carga tarda de 2 a 3 horas', ['number: 2', 'duration: 3 horas']],
  ] as const)('its hours are a duration, as in English ("2 to 3 hours"): %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'ouvert de 9 à 11 heures', [['de 9 à 11 heures', '2026-11-17T09:00', '2026-11-17T11:00']]],
    ['fr', 'rendez-vous à 3 heures', [['à 3 heures', '2026-11-18T03:00']]],
  ] as const)('a span or an hour of the clock stays one: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('what a number next to a time word is in a chat', () => {
  it.each([
    ['es', 'el gimnasio cierra a las 21:00 los sabados', [['a las 21:00 los sabados', '2026-11-21T21:00']]],
    ['en', 'did 5 km on the treadmill in 28 minutes', []],
    ['es', 'nadé 1 km en 30 minutos', []],
    ['en', 'the van will be there in 20 minutes', [['in 20 minutes', '2026-11-17T10:50']]],
    ['en', 'waiting for 2 hours now', []],
    ['en', 'the baby is now 6kg', []],
    ['en', 'can you call me now', [['now', '2026-11-17T10:30']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'did 5 km on the treadmill in 28 minutes', ['distance: 5 km', 'duration: 28 minutes']],
    ['fr', 'donnez 1/2 cachet au chien', ['number: 1/2']],
    ['en', 'she takes 1/4 tablet at night', ['number: 1/4']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('a fraction after the article of a date stays a date', () => {
    expect(times('fr', 'on part le 1/3')).toEqual([['le 1/3', '2027-03-01T00:00']]);
  });
});

describe('streets typed without a number or a capital, and a flat that is a dwelling', () => {
  it.each([
    ['fr', 'je suis garé rue des lilas', ['streetType: rue']],
    ['es', 'el local está en la c/ princesa', ['streetType: c/']],
    ['es', 'vivo en el paseo del prado', ['streetType: paseo']],
    ['en', 'a 3 bed flat near the park', ['itemCount: 3 bed']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'je cherche une place de parking'],
    ['es', 'alquilo plaza de garaje'],
    ['fr', 'une rue calme'],
  ] as const)('no street: %s: %s', (lang, text) => {
    expect(got(lang, text).filter((e) => e.startsWith('streetType') || e.startsWith('address'))).toEqual([]);
  });
});

describe('cents after a spelled amount, when the phrase goes on about the price', () => {
  it.each([
    ['en', 'the tea is one pound twenty here', ['money: one pound twenty']],
    ['fr', 'les pommes sont à deux euros trente le kilo', ['money: deux euros trente']],
    ['es', 'salen a dos euros cuarenta cada una', ['money: dos euros cuarenta']],
    ['en', 'it was 4 dollars for 30 people', ['money: 4 dollars', 'itemCount: 30 people']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a price per head is no address', () => {
  it.each([
    ['en', 'the set menu is £32.50 per head', ['money: £32.50']],
    ['en', 'we pay 20 per head for the party', ['number: 20']],
    ['en', 'it is 15 each head of cattle', ['number: 15']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'deliver to 12 Beachy Head Road', 'address'],
    ['en', 'i live at 4 Sandy Head', 'address'],
  ] as const)('a street of that type is still one: %s: %s', (lang, text, dim) => {
    expect(got(lang, text).some((e) => e.startsWith(`${dim}:`))).toBe(true);
  });
});

describe('"à", "a" after a noun or a verb that goes nowhere build a word, not a city, at the end of a lower-case message', () => {
  it.each([
    ['fr', "j'ai perdu mon sac à rabat", []],
    ['fr', "c'est un sac à rabat", []],
    ['fr', 'je cherche une poche à rabat', []],
    ['fr', 'une enveloppe à rabat.', []],
    ['es', 'este helado sabe a lima', []],
    ['es', 'el agua sabe a lima', []],
    ['es', 'huele a lima, ¿es normal?', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'je vais à rabat', ['city: à rabat']],
    ['fr', 'je pars demain à rabat', ['time: demain', 'city: à rabat']],
    ['fr', 'je suis à rabat.', ['city: à rabat']],
    ['fr', 'on habite à nice', ['city: à nice']],
    ['fr', 'à quelle heure part le train à rabat ?', ['city: à rabat']],
    ['es', 'voy a lima', ['city: a lima']],
    ['es', 'mañana viajo a lima', ['time: mañana', 'city: a lima']],
    ['es', 'llegamos el lunes a lima', ['time: el lunes', 'city: a lima']],
    ['es', 'a lima', ['city: a lima']],
  ] as const)('a verb or a word of going before it keeps the city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"pour", "para" say where one goes after a verb or word of going only, at the end of a lower-case message', () => {
  it.each([
    // The word is then what it says (a colour), no destination.
    ['fr', "c'est pour orange", ['color: orange']],
    ['fr', 'je travaille pour orange', ['color: orange']],
    ['fr', 'un cadeau pour orange', ['color: orange']],
    ['fr', "c'est pour tours", []],
    ['es', 'es para colonia', []],
    ['es', 'un regalo para colonia', []],
  ] as const)('no city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'je pars pour orange', ['city: pour orange']],
    ['fr', 'un billet pour orange', ['city: pour orange']],
    ['fr', 'pour orange', ['city: pour orange']],
    ['fr', "c'est pour Orange", ['city: pour Orange']],
    ['es', 'un billete para colonia', ['city: para colonia']],
    ['es', 'salgo para colonia mañana', ['city: para colonia', 'time: mañana']],
  ] as const)('the city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a city that is an everyday word, right after a verb of going and "a", "à", mid-clause', () => {
  it.each([
    ['es', 'voy a quito por trabajo', ['city: a quito']],
    ['es', 'vamos a quito en marzo', ['city: a quito', 'time: en marzo']],
    ['es', 'viajo a fortaleza con mi familia', ['city: a fortaleza']],
    ['es', 'me mudo a cuenca por los estudios', ['city: a cuenca']],
    ['fr', 'je vais à tours pour le travail', ['city: à tours']],
    ['fr', 'on part à nice avec les enfants', ['city: à nice', 'family: enfants']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    // An infinitive after "voy a" is what one is going to do ("quitar", "tomar" are towns too), a word after "ir a" an idiom.
    ['es', 'voy a quitar la mesa', []],
    ['es', 'vamos a tomar algo', []],
    ['es', 'voy a quitarlo ya', []],
    ['es', 'vamos a medias con la cena', []],
    ['es', 'quito la mesa y me voy', []],
    ['es', 'huele a colonia barata', []],
    ['fr', 'je vais à pied au travail', []],
    ['fr', "c'est un sens à sens unique", []],
  ] as const)('no city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('one of the most frequent words of the language, in lower case, is no city (no article before it says so)', () => {
  it.each([
    ['es', 'voy a pueblo', []],
    ['es', 'le va a mesa', []],
    ['es', 'vamos a pueblo mañana', ['time: mañana']],
    ['es', 'vivo en pueblo', []],
    ['fr', 'on est à coin', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    // Typed with a capital, the town; rarer words stay cities after a verb of going ("quito", "fortaleza", "tours").
    ['es', 'voy a Mesa', ['city: a Mesa']],
    ['es', 'mañana vuelo a Pueblo', ['time: mañana', 'city: a Pueblo']],
    ['es', 'voy a quito por trabajo', ['city: a quito']],
    ['fr', 'je vais à tours', ['city: à tours']],
  ] as const)('a city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('the plural of an English everyday noun, in lower case, is no city', () => {
  it.each([
    ['en', 'I booked harbour tours', []],
    ['en', 'we offer city tours', []],
    ['en', 'guided tours available', []],
    ['en', 'harbour tours at 5pm', ['time: at 5pm']],
    // A frequent noun stays one after a place preposition: "in tours", "in woodlands", "in grays" are the things.
    ['en', "we're interested in tours", []],
    ['en', 'we walk in woodlands', []],
    ['en', "she's dressed in grays", []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    // Typed with a capital, the town; French reads its own words ("je vais à tours").
    ['en', 'I live in Tours', ['city: Tours']],
    ['en', 'flights to Cairns', ['city: to Cairns']],
    ['fr', 'je vais à tours', ['city: à tours']],
    // The plural of a rare noun ("cairn") is the city after a place preposition in lower case too, as a rare word
    // naming a big city is ("i'm in phoenix").
    ['en', "i'm in cairns", ['city: cairns']],
    ['en', 'flying to cairns tomorrow', ['city: to cairns', 'time: tomorrow']],
  ] as const)('a city: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('the plural of a rare noun without a place preposition is no city', () => {
    expect(got('en', 'we stacked cairns on the beach')).toEqual([]);
  });
});

describe('a phone number typed without spaces is no number too', () => {
  it.each([
    ['fr', 'mon tel 0763451289 merci', ['phoneNumber: 0763451289']],
    ['es', 'mi cel es 655 443 322', ['phoneNumber: 655 443 322']],
    ['es', 'escribeme al 699887766', ['phoneNumber: 699887766']],
    ['en', "my number's 6175550148", ['phoneNumber: 6175550148']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    // No number of the region's plan: the digits stay a number.
    ['fr', 'le dossier 1234567890', ['number: 1234567890']],
    ['es', 'pedido 123456789', ['number: 123456789']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('Spanish "usa" typed in lower case is the verb, unless it says where one is or goes', () => {
  it.each([
    ['es', 'usa el codigo descuento al pagar', []],
    ['es', 'mi hijo usa gafas', ['family: hijo']],
    ['es', 'se usa la misma tarjeta?', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'vivo en usa desde 2019', ['country: usa', 'time: desde 2019']],
    ['es', 'me mudo a usa', ['country: a usa']],
    ['es', 'soy de usa', ['country: de usa']],
    ['es', 'envian a USA?', ['country: a USA']],
    ['fr', 'usa', ['country: usa']],
  ] as const)('a country: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a list of languages after a verb of speaking, and of nationalities after a verb of being', () => {
  it.each([
    ['fr', 'je parle francais et anglais', ['language: francais', 'language: anglais']],
    ['fr', 'on parle allemand, italien ou espagnol', ['language: allemand', 'language: italien', 'language: espagnol']],
    ['fr', 'je me debrouille en anglais et un peu d allemand', ['language: anglais', 'language: allemand']],
    ['fr', "je comprends un peu d'espagnol", ['language: espagnol']],
    ['es', 'hablo espanol e ingles', ['language: espanol', 'language: ingles']],
    ['es', 'hablamos frances, aleman y un poco de italiano', ['language: frances', 'language: aleman', 'language: italiano']],
    ['en', 'we speak english, french and german', ['language: english', 'language: french', 'language: german']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => !e.startsWith('forename'))).toEqual(expected);
  });

  it.each([
    ['fr', 'je suis belge et italien', ['nationality: belge', 'nationality: italien']],
    ['es', 'soy chilena y espanola', ['nationality: chilena', 'nationality: espanola']],
    ['en', "i'm british and spanish", ['nationality: british', 'nationality: spanish']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => !e.startsWith('forename'))).toEqual(expected);
  });
});

describe('a phone number dialled from abroad with "00", whatever the region', () => {
  it.each([
    ['en', 'my mobile: 0044 7911 123456', '+447911123456'],
    ['en', 'reach me on 0033 6 98 76 54 32 after 5', '+33698765432'],
    ['en', 'office 00 34 913 456 789', '+34913456789'],
    ['fr', 'mon numero anglais 0044 20 7946 0958', '+442079460958'],
  ] as const)('%s: %s', (lang, text, e164) => {
    expect(extract(lang, text).filter((e) => e.dim === 'phoneNumber').map((e) => (e.values[0] as { value: string }).value)).toEqual([e164]);
  });
});

describe('a Spanish address with its floor and door, then its postcode and town', () => {
  const address = (text: string) =>
    extract('es', text).map((e) => (e.dim === 'address' ? [e.dim, (e.values[0] as { value: string }).value, (e.values[0] as { location: string | null }).location] : [e.dim, e.body]));
  it.each([
    ['vivo en calle toledo 7, 3º izq, 28005 madrid', [['address', 'calle toledo 7, 3º izq, 28005 madrid', 'Madrid']]],
    ['el piso esta en calle luna 3 4º b', [['address', 'calle luna 3 4º b', null]]],
    ['c/ pez 12 1ºa 28004 madrid', [['address', 'c/ pez 12 1ºa 28004 madrid', 'Madrid']]],
    ['enviadlo a calle serrano 8, 2º dcha, madrid', [['address', 'calle serrano 8, 2º dcha, madrid', 'Madrid']]],
    ['mi direccion es avenida de america 20 bajo b 28028 madrid', [['address', 'avenida de america 20 bajo b 28028 madrid', 'Madrid']]],
    ['calle sol 4, 2ºB, sevilla', [['address', 'calle sol 4, 2ºB, sevilla', 'Sevilla']]],
  ] as const)('%s', (text, expected) => {
    expect(address(text)).toEqual(expected);
  });

  it('a floor said alone after an address that ends is no part of it', () => {
    expect(address('vivo en calle luna 3 desde 2020').map((e) => e[0])).toEqual(['address', 'time']);
  });
});

describe('a word that is a country and its people: the people after a verb of being, the country after a place preposition', () => {
  it.each([
    ['fr', 'je suis suisse', ['nationality: suisse']],
    ['fr', 'ma femme est suisse', ['family: femme', 'nationality: suisse']],
    ['es', 'soy argentina y vivo en madrid', ['nationality: argentina', 'city: madrid']],
    ['fr', 'on habite en suisse', ['country: suisse']],
    ['fr', 'je livre vers la suisse?', ['country: vers la suisse']],
    ['es', 'soy de argentina', ['country: de argentina']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"the us" after a place preposition, in lower case, is the country', () => {
  it.each([
    ['en', 'do you ship to the us?', ['country: to the us']],
    ['en', 'i live in the us', ['country: us']],
    ['en', "we're from the u.s.", ['country: from the u.s.']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'call us at the shop', []],
    ['en', 'tell us about the trip', []],
    ['en', 'send it to us', []],
    ['fr', "il est tombé à l'eau", []],
  ] as const)('no country: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"a la", "à la" are words before a place, no town of their own', () => {
  it.each([
    ['fr', 'je vais a la rochelle', ['city: a la rochelle']],
    ['fr', 'on part a la ciotat samedi', ['city: a la ciotat', 'time: samedi']],
    ['es', 'me voy a la india', ['country: a la india']],
    ['fr', 'je vais a la rochelle en france', ['location: a la rochelle en france']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('an e-mail address spelled out, as a chat or a dictation gives it', () => {
  const emails = (lang: Lang, text: string) =>
    extract(lang, text).map((e) => (e.dim === 'email' ? [e.body, (e.values[0] as { value: string }).value] : [e.dim, e.body]));
  it.each([
    ['en', 'email is tom dot baker at gmail dot com', [['tom dot baker at gmail dot com', 'tom.baker@gmail.com']]],
    ['en', 'my email: kate88 at outlook dot co dot uk thanks', [['kate88 at outlook dot co dot uk', 'kate88@outlook.co.uk']]],
    ['en', 'you can mail me at sam_h(at)proton(dot)me', [['sam_h(at)proton(dot)me', 'sam_h@proton.me']]],
    ['en', 'write to lucy.grant at yahoo.com', [['lucy.grant at yahoo.com', 'lucy.grant@yahoo.com']]],
    ['fr', 'mon adresse mail est paul point roux arobase gmail point com', [['paul point roux arobase gmail point com', 'paul.roux@gmail.com']]],
    ['fr', 'mon mail: claire arobase free point fr', [['claire arobase free point fr', 'claire@free.fr']]],
    ['es', 'mi correo es luis punto vega arroba hotmail punto es', [['luis punto vega arroba hotmail punto es', 'luis.vega@hotmail.es']]],
    ['es', 'escribeme a ana_r arroba gmail.com', [['ana_r arroba gmail.com', 'ana_r@gmail.com']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(emails(lang, text)).toEqual(expected);
  });

  it.each([
    // No word of mail before a plain name: a person at a place.
    ['en', 'i work at google dot com'],
    ['en', 'meet john at example dot com'],
    ['fr', 'rdv au point de rencontre'],
    ['es', 'nos vemos en el punto de encuentro'],
    ['en', 'contact us at acme.com'],
  ] as const)('no e-mail: %s: %s', (lang, text) => {
    expect(extract(lang, text).filter((e) => e.dim === 'email')).toEqual([]);
  });
});

describe('a flat, a unit or an apartment said with the address is part of it', () => {
  const address = (lang: Lang, text: string) =>
    extract(lang, text).map((e) =>
      e.dim === 'address' ? [e.dim, (e.values[0] as { value: string }).value, (e.values[0] as { number: string }).number, (e.values[0] as { location: string | null }).location] : [e.dim, e.body],
    );
  it.each([
    ['en', 'flat 2, 10 downing st, london sw1a 2aa', [['address', 'flat 2, 10 downing st, london sw1a 2aa', '10', 'London SW1A 2AA']]],
    ['en', 'send it to apt 4b, 350 5th ave, new york', [['address', 'apt 4b, 350 5th ave, new york', '350', 'New York']]],
    ['en', '12 oak avenue, flat 4, bristol bs1 4dj', [['address', '12 oak avenue, flat 4, bristol bs1 4dj', '12', 'Bristol BS1 4DJ']]],
    ['en', 'my address is 14 elm road apt 3', [['address', '14 elm road apt 3', '14', null]]],
    ['en', 'apt 4b 350 5th avenue new york', [['address', 'apt 4b 350 5th avenue new york', '350', 'New York']]],
    ['fr', 'appt 3 12 rue des lilas', [['address', 'appt 3 12 rue des lilas', '12', null]]],
    ['fr', 'appt 12, 5 rue victor hugo 69002 lyon', [['address', 'appt 12, 5 rue victor hugo 69002 lyon', '5', 'Lyon']]],
    ['fr', '5 rue victor hugo, appartement 12, 69002 lyon', [['address', '5 rue victor hugo, appartement 12, 69002 lyon', '5', 'Lyon']]],
    ['fr', '3 rue de la paix bat b 2eme etage', [['address', '3 rue de la paix bat b 2eme etage', '3', null]]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(address(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'the flat 2 streets away'],
    ['fr', 'un appartement 3 pieces rue de la paix'],
  ] as const)('no address: %s: %s', (lang, text) => {
    expect(address(lang, text).filter((e) => e[0] === 'address')).toEqual([]);
  });
});

describe('a French street name ends before the town typed after it without a comma', () => {
  const address = (lang: Lang, text: string) =>
    extract(lang, text).map((e) =>
      e.dim === 'address' ? [e.dim, (e.values[0] as { street: string }).street, (e.values[0] as { location: string | null }).location] : [e.dim, e.body],
    );
  it.each([
    ['fr', '10 place bellecour lyon', [['address', 'place bellecour', 'Lyon']]],
    ['fr', "j'habite 4 rue victor hugo nantes", [['address', 'rue victor hugo', 'Nantes']]],
    ['fr', 'livrez au 18 Boulevard de la Villette Paris', [['address', 'Boulevard de la Villette', 'Paris']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(address(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'au 5 rue de paris', [['address', 'rue de paris', null]]],
    ['fr', '12 rue saint denis', [['address', 'rue saint denis', null]]],
  ] as const)('a street named after a town keeps it: %s: %s', (lang, text, expected) => {
    expect(address(lang, text)).toEqual(expected);
  });
});

describe('a language or nationality word is no forename', () => {
  it.each([
    ['en', 'do you speak german?', ['language: german']],
    ['en', "i'm german", ['nationality: german']],
    ['es', 'soy frances pero vivo en espana', ['nationality: frances', 'country: espana']],
    ['es', 'hablo frances', ['language: frances']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'my name is German', ['forename: German']],
    ['es', 'me llamo Frances', ['forename: Frances']],
    ['en', 'Frances is my sister', ['forename: Frances', 'family: sister']],
  ] as const)('named, the person: %s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => !e.startsWith('language') && !e.startsWith('nationality'))).toEqual(expected);
  });
});

describe('a town whose name opens with an article typed in lower case, its next word capitalised', () => {
  it.each([
    ['es', 'soy de la Coruña', ['city: de la Coruña']],
    ['es', 'trabajo en la Coruña desde marzo', ['city: la Coruña', 'time: desde marzo']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('all in lower case, an everyday word after an article stays one', () => {
    expect(got('es', 'me duele la palma de la mano')).toEqual([]);
  });
});

describe('a country code in brackets before a phone number', () => {
  it.each([
    ['en', 'call (+44) 7911 123456', ['phoneNumber: (+44) 7911 123456'], '+447911123456'],
    ['fr', 'mon portable (+33) 6 12 34 56 78', ['phoneNumber: (+33) 6 12 34 56 78'], '+33612345678'],
    ['es', 'mi movil (+34) 612 34 56 78', ['phoneNumber: (+34) 612 34 56 78'], '+34612345678'],
  ] as const)('%s: %s', (lang, text, expected, e164) => {
    expect(got(lang, text)).toEqual(expected);
    expect((extract(lang, text)[0]!.values[0] as { value: string }).value).toBe(e164);
  });
});

describe('a French or Spanish postcode before its town is no count of it', () => {
  it.each([
    ['es', 'mi cp es 08001 barcelona', ['number: 08001', 'city: barcelona']],
    ['fr', 'je suis sur 69002 lyon', ['number: 69002', 'city: lyon']],
    ['fr', 'code postal 33000 bordeaux svp', ['number: 33000', 'city: bordeaux']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('a count of things stays one', () => {
    expect(got('fr', 'on attend 12000 visiteurs')).toEqual(['itemCount: 12000 visiteurs']);
  });
});

describe('an English national number with a leading 0, no US number, is a UK one', () => {
  it.each([
    ['en', 'my number is 07911 123456', '07911 123456', '+447911123456'],
    ['en', 'ring me on 020 7946 0958 after 6', '020 7946 0958', '+442079460958'],
  ] as const)('%s: %s', (lang, text, body, e164) => {
    const phones = extract(lang, text).filter((e) => e.dim === 'phoneNumber');
    expect(phones.map((e) => [e.body, (e.values[0] as { value: string; region: string }).value])).toEqual([[body, e164]]);
  });

  it('a US number stays one', () => {
    expect((extract('en', 'call 415 555 0132')[0]!.values[0] as { region: string }).region).toBe('US');
  });

  it('a caller who gave the region US reads national numbers there only', () => {
    const given = extractor.extract('my number is 07911 123456', { lang: 'en', region: 'US', referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE });
    expect(given.filter((e) => e.dim === 'phoneNumber')).toEqual([]);
  });
});

describe('chat words that name a place in some list are no place', () => {
  it.each([
    ['en', 'how r u', []],
    ['en', 'r u open today', []],
    ['en', 'u k?', []],
    ['en', 'ill be there in a few mins', []],
    ['es', 'llego en unos mins', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => /^(city|country|location):/.test(e))).toEqual(expected);
  });

  it.each([
    ['en', 'I live in the U.K.', ['country: U.K.']],
    ['en', 'i live in the u.k.', ['country: u.k.']],
    ['en', 'I moved to the U.S. last year', ['country: to the U.S.']],
    ['fr', 'je vis au R.U. depuis 2010', ['country: au R.U.']],
  ] as const)('the abbreviation with its dots and capitals, or after "the", stays the country: %s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => /^(city|country|location):/.test(e))).toEqual(expected);
  });
});
