import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from './corpus-context';
import { Extractor } from './engine';
import type { Lang } from './types';

/**
 * Phrasings read in the default response (every dimension, as a bot receives it): where one entity
 * must not swallow another, or a word must not become an entity of the wrong kind (issue #30, item 5).
 */
const extractor = new Extractor(loadExtractorData());
const got = (lang: Lang, text: string) =>
  extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE }).map((e) => `${e.dim}: ${e.body}`);

describe('a count of people next to a time stays a number (not a date, not an hour)', () => {
  it.each([
    ['fr', 'On sera trois ce soir', ['number: trois', 'time: ce soir']],
    ['es', 'Seremos cinco esta noche', ['number: cinco', 'time: esta noche']],
    ['en', 'we are five tonight', ['number: five', 'time: tonight']],
    ['fr', 'Réservez pour huit à 21 h', ['number: huit', 'time: à 21 h']],
    ['es', 'Reserva para ocho a las 22:00', ['number: ocho', 'time: a las 22:00']],
    ['en', 'a table for 3 at 7:30pm', ['number: 3', 'time: at 7:30pm']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'pour le 8 à 21 h', ['time: pour le 8 à 21 h']],
    ['es', 'para el 8 a las 22:00', ['time: para el 8 a las 22:00']],
  ] as const)('with the article it is still a date: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('an English street name starts after the lower-case words before a capitalised type', () => {
  it.each([
    ['Turn right onto Quarry Road', 'streetType: Road'],
    ['keep going down Mill Lane', 'streetType: Lane'],
  ])('%s', (text, expected) => {
    expect(got('en', text)).toContain(expected);
  });
});

describe('a fraction of something is no count of things', () => {
  it.each([
    ['en', 'two thirds of the guests left', ['number: two thirds']],
    ['fr', 'les trois quarts des invités', ['number: trois quarts']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"pounds" and "libras" are a weight for what is weighed, money for what is paid', () => {
  it.each([
    ['en', 'Each bag must stay under fifty pounds', ['weight: fifty pounds']],
    ['en', 'Both babies were six pounds each at birth', ['weight: six pounds']],
    ['en', 'He landed an eight pound trout', ['weight: eight pound']],
    ['en', 'Her cat is fourteen pounds', ['weight: fourteen pounds']],
    ['en', 'The coat was under thirty pounds in the sale', ['money: thirty pounds']],
    ['en', 'You still owe me twenty pounds', ['money: twenty pounds']],
    ['en', 'The box is ten pounds, postage is £6', ['weight: ten pounds', 'money: £6']],
    ['en', 'I gave her ten pounds of the money', ['money: ten pounds']],
    ['es', 'La maleta no puede pasar de cincuenta libras', ['weight: cincuenta libras']],
    ['es', 'Me debe veinte libras de la cena', ['money: veinte libras']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('durations: extra amounts, couples, and rates that are no duration', () => {
  it.each([
    ['I need 3 more weeks', ['duration: 3 more weeks']],
    ['Give it 1 1/2 more hours', ['duration: 1 1/2 more hours']],
    ['We stayed a whole day', ['duration: a whole day']],
    ['It took a couple of hours', ['duration: a couple of hours']],
    ['Brush your teeth twice a day', []],
    ['Run three times a week', ['number: three']],
    ['He drinks a litre of milk a day', ['volume: a litre']],
    ['She studies eight hours a day', ['duration: eight hours']],
    // How often something is done: the count stays, "a week" is no duration.
    ['I do 3 sessions a week', ['itemCount: 3 sessions']],
    ['we have two classes a week', ['itemCount: two classes']],
    ['take 2 tablets an hour', ['itemCount: 2 tablets']],
    ['I have 3 kids and a week off', ['itemCount: 3 kids', 'duration: a week']],
  ] as const)('%s', (text, expected) => {
    expect(got('en', text)).toEqual(expected);
  });
});

describe('street types: a name after a place preposition, and everyday words that are no street', () => {
  it.each([
    ['en', 'The bakery is on Bridge St', ['streetType: St']],
    ['en', 'Ring me back tomorrow', ['time: tomorrow']],
    ['en', 'Main St', []],
    ['fr', 'Bureau 204 au premier étage', ['number: 204', 'ordinal: premier']],
    // A season after "last", "this", "next" is no street type closing a name ("Portland Last Spring").
    ['en', 'we moved to Denver last spring', ['city: to Denver', 'time: last spring']],
    ['en', 'we went to Boston this fall', ['city: to Boston', 'time: this fall']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    // A city's name before its transport network, without a number, is the city ("Lyon Tram" is no street named Lyon), and
    // no forename either.
    ['en', 'Lyon Tram', ['city: Lyon']],
    ['en', 'Boston Subway', ['city: Boston']],
    ['en', 'is the Boston Subway running today?', ['city: Boston', 'time: today']],
    ['en', 'the Lyon Tram is late again', ['city: Lyon']],
    // A number makes it an address again.
    ['en', 'she lives at 12 Boston Street', ['address: 12 Boston Street']],
  ] as const)('a city before its network: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe("all of today's part of the day is a time", () => {
  it.each([
    ['en', 'It rained all morning', ['time: all morning']],
    ['en', 'I was stuck in meetings the whole afternoon', ['time: the whole afternoon']],
    ['fr', "J'ai travaillé tout l'après-midi", ["time: tout l'après-midi"]],
    ['es', 'Estuve esperando toda la tarde', ['time: toda la tarde']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a couple of units counts two', () => {
  it.each([
    ['en', 'I picked a couple of kilos of plums', ['weight: a couple of kilos']],
    ['en', 'It is a couple of miles from here', ['distance: a couple of miles']],
    ['es', 'Compra un par de litros de leche', ['volume: un par de litros']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a numbered ordinal before what it ranks is no day of the month', () => {
  it.each([
    ['en', 'Her office is on the 9th floor', ['ordinal: 9th']],
    ['en', 'Happy 40th birthday!', ['ordinal: 40th']],
    ['fr', 'Il vit dans le 5e arrondissement', ['ordinal: 5e']],
    ['es', 'Está en la 6ª planta', ['ordinal: 6ª']],
    ['en', 'Can we do it on the 9th?', ['time: on the 9th']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a number followed by a unit or a currency is no hour, and no house number', () => {
  it.each([
    ['fr', 'Le refuge est à 4 kilomètres', ['distance: 4 kilomètres']],
    ['fr', 'Une baguette à un euro', ['money: un euro']],
    ['es', 'La playa está a 2 kilómetros', ['distance: 2 kilómetros']],
    ['fr', 'Il fait 18 degrés au soleil', ['temperature: 18 degrés']],
    ['en', 'She ran a 10 mile race', ['distance: 10 mile']],
    ['en', 'Meet me at 4 tomorrow', ['time: at 4 tomorrow']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('cents after a currency sign, apart from it', () => {
  it.each([
    ['fr', 'Le ticket coûte 1 € 90 au distributeur', ['money: 1 € 90']],
    ['fr', 'Il me doit 8 €, 15 au plus', ['money: 8 €', 'number: 15']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('rates, couples of units and what "since" looks back to', () => {
  it.each([
    ['en', 'The gym is 40 dollars a month', ['money: 40 dollars']],
    ['en', 'I cycle 15 miles a day', ['distance: 15 miles']],
    ['es', 'Me quedé un par de semanas', ['duration: un par de semanas']],
    ['en', 'It has rained since October', ['time: since October']],
    ['fr', 'Il travaille ici depuis 2018', ['time: depuis 2018']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('a month after "since" is the last one, after "after" the next one', () => {
    const from = (lang: Lang, text: string) =>
      (
        extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE })[0]?.values[0] as {
          from?: { 'time-stamp': string };
        }
      ).from?.['time-stamp'];
    expect(from('es', 'No llueve desde marzo')).toMatch(/^2026-03-01/);
    expect(from('en', 'Book it for after March')).toMatch(/^2027-03-01/);
  });
});

describe('a verb form that is also a small town is no city without a capital in mid-sentence', () => {
  it.each([
    ['es', 'Tome la segunda calle', ['ordinal: segunda']],
    ['es', 'Mi primo vive en Tome', ['family: primo', 'city: Tome']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('an article before a dose and how often it is taken counts one', () => {
  it.each([
    ['fr', 'Prenez une gélule matin et soir', ['number: une']],
    ['es', 'Toma una cápsula cada doce horas', ['number: una', 'duration: doce horas']],
    ['fr', 'Un sirop trois fois par jour', ['number: Un', 'number: trois']],
    ['fr', 'Un café, s’il vous plaît', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a number that counts something, or goes on after a word of time, is no hour', () => {
  it.each([
    // French "a" (has) reads as "à" once accents are folded.
    ['fr', 'Elle a trois enfants', ['itemCount: trois enfants']],
    ['fr', 'On a deux options pour vous', ['itemCount: deux options']],
    ['fr', 'Paul a 2 ans', ['forename: Paul', 'duration: 2 ans']],
    ['en', 'at 3 people per table we need more chairs', ['itemCount: 3 people']],
    ['fr', 'Le loyer passe à 1 100 euros', ['money: 1 100 euros']],
    ['fr', 'La gare est à 5 minutes d’ici', ['duration: 5 minutes']],
    // A house number before a unit of time is none ("by" and "walk" are street types too).
    ['en', 'It takes 45 minutes by train', ['duration: 45 minutes']],
    ['en', 'The beach is 5 minutes walk away', ['duration: 5 minutes']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'On se voit à 3 demain', ['time: à 3 demain']],
    ['fr', 'rdv a 3 chez moi', ['time: a 3']],
    ['fr', 'Je passe à 15 heures', ['time: à 15 heures']],
    ['en', 'see you at 3 tomorrow', ['time: at 3 tomorrow']],
    ['fr', 'RDV à 14h30 au 8 place Bellecour', ['time: à 14h30', 'address: au 8 place Bellecour']],
    ['en', 'I live at 12 Bay Street', ['address: 12 Bay Street']],
  ] as const)('an hour or a street stays one: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('two weeks in a word, two bare hours before a part of the day, hours past 12 in a range', () => {
  it.each([
    ['en', 'It takes a fortnight', ['duration: a fortnight']],
    ['fr', 'Comptez une quinzaine de jours', ['duration: une quinzaine de jours']],
    ['es', 'Tarda una quincena', ['duration: una quincena']],
    ['fr', 'Nous serons une quinzaine de personnes', []],
    ['en', 'Come between 2 and 4 this afternoon', ['time: between 2 and 4 this afternoon']],
    ['fr', 'Passez entre 2 et 4 cet après-midi', ['time: entre 2 et 4 cet après-midi']],
    ['es', 'Ven entre 2 y 4 esta tarde', ['time: entre 2 y 4 esta tarde']],
    ['fr', 'Ouvert de 9 à 17 heures', ['time: de 9 à 17 heures']],
    ['en', 'It lasts from 2 to 4 hours', ['number: 2', 'duration: 4 hours']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('a range of bare hours before a part of the day is read as hours of that part', () => {
    const [e] = extractor.extract('between 2 and 4 this afternoon', {
      lang: 'en',
      referenceTime: CORPUS_REFERENCE_TIME,
      timezone: CORPUS_TIMEZONE,
    });
    const v = e!.values[0] as { from: { 'time-stamp': string }; to: { 'time-stamp': string } };
    expect([v.from['time-stamp'].slice(11, 16), v.to['time-stamp'].slice(11, 16)]).toEqual(['14:00', '16:00']);
  });
});

describe('a name right after a forename is a surname, not a city', () => {
  it.each([
    ['es', 'Me llamo María José García', ['forename: María José']],
    ['es', 'Soy Juan López', ['forename: Juan']],
    ['es', 'Soy Carlos Martínez López', ['forename: Carlos']],
    ['en', 'My name is Anna Paris', ['forename: Anna', 'forename: Paris']],
    ['en', 'I met Paul in Lincoln', ['forename: Paul', 'city: Lincoln']],
    // Right after "in", a city of the places data is the city alone, however small (Martin, Slovakia).
    ['en', 'I was in Boston this fall', ['city: Boston', 'time: this fall']],
    ['en', 'I live in Martin', ['city: Martin']],
    ['en', 'say hi to Martin for me', ['forename: Martin']],
    ['es', 'Voy a García mañana', ['city: a García', 'time: mañana']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('half of a dozen, a height glued to its metres, "el día 15"', () => {
  const values = (lang: Lang, text: string) =>
    extractor
      .extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE })
      .map((e) => [e.dim, e.body, (e.values[0] as { value?: number }).value]);
  it.each([
    ['en', 'half a dozen', [['number', 'half a dozen', 6]]],
    ['fr', 'une demi-douzaine', [['number', 'une demi-douzaine', 6]]],
    ['es', 'media docena', [['number', 'media docena', 6]]],
    ['en', 'half a million', [['number', 'half a million', 500000]]],
    ['fr', 'Je mesure 1m80', [['distance', '1m80', 1.8]]],
    [
      'en',
      "I weigh 70kg and I'm 1m80",
      [
        ['weight', '70kg', 70],
        ['distance', '1m80', 1.8],
      ],
    ],
    ['fr', 'Un colis de 2kg500', [['weight', '2kg500', 2.5]]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(values(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'Quiero cita el día 15', ['time: el día 15']],
    ['es', 'el 15', ['number: 15']],
    ['en', "I'm 34", ["age: I'm 34"]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('a time zone said after the hour', () => {
  const stamps = (lang: Lang, text: string) =>
    extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE }).map((e) => {
      const v = e.values[0] as { 'time-stamp'?: string; from?: { 'time-stamp': string }; to?: { 'time-stamp': string } };
      return [e.body, v['time-stamp'] ?? `${v.from?.['time-stamp']} / ${v.to?.['time-stamp']}`];
    });
  it.each([
    ['en', 'the call is at 3pm EST tomorrow', [['at 3pm EST tomorrow', '2026-11-18T15:00:00.000-05:00']]],
    ['en', 'from 9am to 5pm PST', [['from 9am to 5pm PST', '2026-11-17T09:00:00.000-08:00 / 2026-11-17T17:00:00.000-08:00']]],
    ['en', 'meet at 15:00 UTC+2', [['at 15:00 UTC+2', '2026-11-17T15:00:00.000+02:00']]],
    ['fr', 'demain à 15h CET', [['demain à 15h CET', '2026-11-18T15:00:00.000+01:00']]],
    // North American zones by their region, with their summer time: "Eastern time", "ET".
    ['en', 'the webinar is at 3pm Eastern time', [['at 3pm Eastern time', '2026-11-17T15:00:00.000-05:00']]],
    ['en', 'call at 10am Pacific Time tomorrow', [['at 10am Pacific Time tomorrow', '2026-11-18T10:00:00.000-08:00']]],
    ['en', 'opens at 9am CT', [['at 9am CT', '2026-11-17T09:00:00.000-06:00']]],
    ['en', 'closes at 5pm Mountain Standard Time', [['at 5pm Mountain Standard Time', '2026-11-17T17:00:00.000-07:00']]],
    ['en', 'the launch is on july 4 at noon ET', [['on july 4 at noon ET', '2027-07-04T12:00:00.000-04:00']]],
    // The same zones in French (as Canada names them) and the Eastern one in Spanish ("hora del Pacífico", "hora del
    // centro" name Mexico's zones as well).
    ['fr', "le webinaire est à 15h heure de l'Est", [["à 15h heure de l'Est", '2026-11-17T15:00:00.000-05:00']]],
    ['fr', 'appel à 10h, heure du Pacifique', [['à 10h, heure du Pacifique', '2026-11-17T10:00:00.000-08:00']]],
    ['fr', 'demain à 9h heure normale des Rocheuses', [['demain à 9h heure normale des Rocheuses', '2026-11-18T09:00:00.000-07:00']]],
    ['es', 'la llamada es a las 3 de la tarde hora del este', [['a las 3 de la tarde hora del este', '2026-11-17T15:00:00.000-05:00']]],
    ['es', 'mañana a las 15:00, hora del Este', [['mañana a las 15:00, hora del Este', '2026-11-18T15:00:00.000-05:00']]],
    // Australia's zones by their letters, each its fixed offset (Sydney keeps summer time in November, AEST does not),
    // half hours included; by their region in words, with the summer time of the region's city.
    ['en', 'call me at 3pm AEST', [['at 3pm AEST', '2026-11-18T15:00:00.000+10:00']]],
    ['en', 'the draw is at 7:30pm AEDT', [['at 7:30pm AEDT', '2026-11-18T19:30:00.000+11:00']]],
    ['en', 'the webinar is at 10am ACST tomorrow', [['at 10am ACST tomorrow', '2026-11-18T10:00:00.000+09:30']]],
    ['en', 'kick-off at 9am ACDT', [['at 9am ACDT', '2026-11-18T09:00:00.000+10:30']]],
    ['en', 'doors open at 6pm AWST', [['at 6pm AWST', '2026-11-17T18:00:00.000+08:00']]],
    ['fr', 'demain à 15h AEST', [['demain à 15h AEST', '2026-11-18T15:00:00.000+10:00']]],
    ['es', 'a las 16:30 ACST', [['a las 16:30 ACST', '2026-11-18T16:30:00.000+09:30']]],
    ['en', 'from 9am to 5pm AWST', [['from 9am to 5pm AWST', '2026-11-18T09:00:00.000+08:00 / 2026-11-18T17:00:00.000+08:00']]],
    ['en', 'the call is at 3pm Australian Eastern time', [['at 3pm Australian Eastern time', '2026-11-18T15:00:00.000+11:00']]],
    ['en', 'at 10am Australian Central Time', [['at 10am Australian Central Time', '2026-11-18T10:00:00.000+10:30']]],
    ['en', 'at 6pm Australian Western Standard Time', [['at 6pm Australian Western Standard Time', '2026-11-17T18:00:00.000+08:00']]],
    ['en', 'call me at 3pm Sydney time', [['at 3pm Sydney time', '2026-11-18T15:00:00.000+11:00']]],
    // Words that name the standard or the summer time itself give its offset, as the letters do; a bare region follows
    // the date's season.
    ['en', 'the call is at 3pm Australian Eastern Standard Time', [['at 3pm Australian Eastern Standard Time', '2026-11-18T15:00:00.000+10:00']]],
    ['en', 'at 10am Australian Central Standard Time', [['at 10am Australian Central Standard Time', '2026-11-18T10:00:00.000+09:30']]],
    ['en', 'on july 4 at 3pm Australian Eastern Daylight Time', [['on july 4 at 3pm Australian Eastern Daylight Time', '2027-07-04T15:00:00.000+11:00']]],
    ['en', 'on july 4 at 9am Australian Central Daylight Time', [['on july 4 at 9am Australian Central Daylight Time', '2027-07-04T09:00:00.000+10:30']]],
    ['en', 'on july 4 at 3pm Australian Eastern time', [['on july 4 at 3pm Australian Eastern time', '2027-07-04T15:00:00.000+10:00']]],
    // An offset of half an hour from UTC, as ACST's is: the time takes it in, no second time is read in it.
    ['en', 'the stand-up is at 21:00 UTC+9:30', [['at 21:00 UTC+9:30', '2026-11-17T21:00:00.000+09:30']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(stamps(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'meet at 3pm central station', ['time: at 3pm']],
    ['en', 'see you at 3pm pt', ['time: at 3pm']],
    ['es', 'a las 3 hora del Pacífico', ['time: a las 3 hora']],
    // Australia's letters too only as typed in capitals; "Western time" without "Australian" names no zone.
    ['en', 'call me at 3pm aest', ['time: at 3pm']],
    ['en', 'at 3pm Western time', ['time: at 3pm']],
  ] as const)('no zone: %s: %s', (lang, text, expected) => {
    expect(got(lang, text).filter((e) => e.startsWith('time'))).toEqual(expected);
  });

  it('"est" in lower case after an hour is a verb, not a zone', () => {
    expect(got('fr', 'à 15h est-ce possible ?')).toEqual(['time: à 15h']);
  });
});

describe('days of the month after their article in a range or a bound, nights counted', () => {
  const spans = (lang: Lang, text: string) =>
    extractor.extract(text, { lang, referenceTime: CORPUS_REFERENCE_TIME, timezone: CORPUS_TIMEZONE }).map((e) => {
      const v = e.values[0] as { from?: { 'time-stamp': string }; to?: { 'time-stamp': string } };
      return e.dim === 'time'
        ? [e.body, v.from?.['time-stamp'].slice(0, 10) ?? null, v.to?.['time-stamp'].slice(0, 10) ?? null]
        : [e.dim, e.body];
    });
  it.each([
    ['fr', 'On reste du 23 au 27', [['du 23 au 27', '2026-11-23', '2026-11-27']]],
    ['es', 'Nos quedamos del 23 al 27', [['del 23 al 27', '2026-11-23', '2026-11-27']]],
    ['en', 'from the 23 to the 27', [['from the 23 to the 27', '2026-11-23', '2026-11-27']]],
    ['fr', "C'est ouvert jusqu'au 23", [["jusqu'au 23", null, '2026-11-23']]],
    ['es', 'a partir del 23', [['a partir del 23', '2026-11-23', null]]],
    ['fr', 'une chambre pour 3 nuits', [['itemCount', '3 nuits']]],
    ['en', 'a double room for 3 nights', [['itemCount', '3 nights']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(spans(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'Le 23 est férié ?', ['number: 23']],
    ['fr', "Montez jusqu'au 3e étage", ['ordinal: 3e']],
    ['en', "my order #45872 hasn't arrived", ['number: 45872']],
    // Days of work are a duration as "5 to 7 days" is (chat-phrasings.spec.ts), never a count of "business".
    ['en', 'refund takes 5 to 7 business days', ['number: 5', 'duration: 7 business days']],
    ['en', 'print 2 business cards', ['itemCount: 2 business cards']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});
