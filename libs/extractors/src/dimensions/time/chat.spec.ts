import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../../../data/load';
import { CORPUS_REFERENCE_TIME, CORPUS_TIMEZONE } from '../../corpus-context';
import { Extractor } from '../../engine';
import type { Lang } from '../../types';

/**
 * Times and lengths of time as visitors type them to a chat bot (lower case, abbreviations, missing accents), read in
 * the default response (every dimension). The reference time is a Tuesday, 2026-11-17 10:30 in Paris.
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

describe('an hour followed by a verb, not by a thing it counts', () => {
  it.each([
    ['es', 'mañana a las 5 puedo', ['time: mañana a las 5']],
    ['es', 'el lunes a las 10 tengo turno', ['time: el lunes a las 10']],
    ['es', 'sobre las 7 llego', ['time: sobre las 7']],
    ['es', 'a las 10 abren?', ['time: a las 10']],
    ['en', 'tmrw at 5 works for me', ['time: tmrw at 5']],
    ['en', 'at 6 sounds good', ['time: at 6']],
    ['fr', 'vers 5 ça marche', ['time: vers 5']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'quiero las 3 entradas', ['itemCount: 3 entradas']],
    ['es', 'una mesa a las 9 para 4 personas', ['time: a las 9', 'itemCount: 4 personas']],
    ['en', 'we are at 3 locations', ['itemCount: 3 locations']],
    ['fr', 'il a 3 enfants', ['itemCount: 3 enfants']],
  ] as const)('a count stays one: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });

  it('the hour has its value', () => {
    expect(times('es', 'mañana a las 5 puedo')).toEqual([['mañana a las 5', '2026-11-18T17:00']]);
  });
});

describe('an abbreviated weekday before a part of the day or noon, or with next/last', () => {
  it.each([
    ['en', 'im free thurs afternoon', [['thurs afternoon', '2026-11-19T12:00', '2026-11-19T19:00']]],
    ['en', 'sat morning is best', [['sat morning', '2026-11-21T04:00', '2026-11-21T12:00']]],
    ['en', 'wed at noon?', [['wed at noon', '2026-11-18T12:00']]],
    ['en', 'can we do next fri', [['next fri', '2026-11-20T00:00']]],
    ['en', 'i was there last tues', [['last tues', '2026-11-10T00:00']]],
    ['fr', 'je passe jeu aprem', [['jeu aprem', '2026-11-19T12:00', '2026-11-19T19:00']]],
    ['fr', 'dispo ven soir ?', [['ven soir', '2026-11-20T18:00', '2026-11-21T00:00']]],
    ['fr', 'mer midi ça vous va', [['mer midi', '2026-11-18T12:00']]],
    ['fr', 'plutot lun prochain', [['lun prochain', '2026-11-23T00:00']]],
    ['es', 'paso el sab por la mañana', [['el sab por la mañana', '2026-11-21T04:00', '2026-11-21T12:00']]],
    ['es', 'el vie en la tarde puedo', [['el vie en la tarde', '2026-11-20T12:00', '2026-11-20T19:00']]],
    ['es', 'el mie a mediodia', [['el mie a mediodia', '2026-11-18T12:00']]],
    ['es', 'mejor el jue que viene', [['el jue que viene', '2026-11-19T00:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'i sat in the morning sun', []],
    ['en', 'the cat sat at night on the mat', []],
    ['en', 'lots of sun in the afternoon', []],
    ['fr', 'la mer le matin est calme', []],
    ['fr', 'un jeu le soir avec les enfants', []],
    ['es', 'el mar por la mañana está precioso', []],
    ['es', 'me baño en el mar por la tarde', []],
  ] as const)('a verb or a noun stays one: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('chat abbreviations of "por", "que", "próximo", "week", "weekend"', () => {
  it.each([
    ['es', 'puedo ir mañana x la tarde', [['mañana x la tarde', '2026-11-18T12:00', '2026-11-18T19:00']]],
    ['es', 'el lunes x la mañana', [['el lunes x la mañana', '2026-11-23T04:00', '2026-11-23T12:00']]],
    ['es', 'mejor la semana q viene', [['la semana q viene', '2026-11-23T00:00']]],
    ['es', 'el martes q viene a las 10', [['el martes q viene a las 10', '2026-11-24T10:00']]],
    ['es', 'el mes q viene', [['el mes q viene', '2026-12-01T00:00']]],
    ['es', 'la prox semana', [['la prox semana', '2026-11-23T00:00']]],
    ['es', 'el prox lunes', [['el prox lunes', '2026-11-23T00:00']]],
    ['en', 'next wk works better', [['next wk', '2026-11-23T00:00']]],
    ['en', 'any slots this wknd?', [['this wknd', '2026-11-21T00:00', '2026-11-22T00:00']]],
    ['fr', 'vous etes ouverts ce we ?', [['ce we', '2026-11-21T00:00', '2026-11-22T00:00']]],
    ['fr', 'la sem pro plutot', [['la sem pro', '2026-11-23T00:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'q viene con el pedido?', []],
    ['es', 'son 3 x 2 en la tienda', []],
    ['en', 'we can come', []],
    // The French "we" alone may be English.
    ['fr', 'we are the champions', []],
  ] as const)('no time: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('a day then two hours joined by a dash', () => {
  it.each([
    ['fr', 'dispo samedi 10h-12h', [['samedi 10h-12h', '2026-11-21T10:00', '2026-11-21T12:00']]],
    ['fr', 'lundi 9h-11h30 ?', [['lundi 9h-11h30', '2026-11-23T09:00', '2026-11-23T11:30']]],
    ['en', 'saturday 10am-12pm please', [['saturday 10am-12pm', '2026-11-21T10:00', '2026-11-21T12:00']]],
    ['es', 'el sábado 10:00-12:00', [['el sábado 10:00-12:00', '2026-11-21T10:00', '2026-11-21T12:00']]],
    ['en', 'can you do tmrw 10-12', [['tmrw 10-12', '2026-11-18T10:00', '2026-11-18T12:00']]],
    ['en', 'thursday 2-4 is good', [['thursday 2-4', '2026-11-19T14:00', '2026-11-19T16:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'we lost 2-1 on friday', [['on friday', '2026-11-20T00:00']]],
    ['en', 'tomorrow 3-4 people', [['tomorrow', '2026-11-18T00:00']]],
    ['en', 'on monday 2-3 kg', [['on monday', '2026-11-23T00:00']]],
    ['en', 'from monday to friday', [['from monday to friday', '2026-11-23T00:00', '2026-11-27T00:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('Spanish "hs", "hrs" for "horas"', () => {
  it.each([
    ['es', 'te espero a las 20 hs', [['a las 20 hs', '2026-11-17T20:00']]],
    ['es', 'abrimos a las 9hs', [['a las 9hs', '2026-11-18T09:00']]],
    ['es', 'la reserva es a las 20:30hs', [['a las 20:30hs', '2026-11-17T20:30']]],
    ['es', 'el turno es de 9 a 13 hs', [['de 9 a 13 hs', '2026-11-17T09:00', '2026-11-17T13:00']]],
    ['es', 'llego en 2 hrs', [['en 2 hrs', '2026-11-17T12:30']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'la clase dura 2 hrs', ['duration: 2 hrs']],
    ['es', 'estuve 3 hs esperando', ['duration: 3 hs']],
  ] as const)('a length of time: %s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('"a la mañana" is the morning, not tomorrow', () => {
  it.each([
    ['es', 'paso a la mañana', []],
    ['es', 'mañana a la mañana te llamo', [['mañana a la mañana', '2026-11-18T04:00', '2026-11-18T12:00']]],
    ['es', 'el lunes a la mañana', [['el lunes a la mañana', '2026-11-23T04:00', '2026-11-23T12:00']]],
    ['es', 'hoy a la noche', [['hoy a la noche', '2026-11-17T18:00', '2026-11-18T00:00']]],
    ['es', 'a las 9 a la mañana', [['a las 9 a la mañana', '2026-11-18T09:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('"tonite" is tonight', () => {
  it.each([
    ['en', 'see u tonite', [['tonite', '2026-11-17T18:00', '2026-11-18T00:00']]],
    ['en', 'tonite at 8', [['tonite at 8', '2026-11-17T20:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('French "ds" for "dans"', () => {
  it.each([
    ['fr', 'je suis la ds 10 min', [['ds 10 min', '2026-11-17T10:40']]],
    ['fr', 'je rappelle ds 2h', [['ds 2h', '2026-11-17T12:30']]],
    ['fr', 'livraison ds 3 jours', [['ds 3 jours', '2026-11-20T10:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('an hour said with today whose morning is over is the evening', () => {
  it.each([
    ['en', 'can u come today at 8', [['today at 8', '2026-11-17T20:00']]],
    ['en', 'today at 11 is fine', [['today at 11', '2026-11-17T11:00']]],
    ['es', 'hoy a las 9 paso', [['hoy a las 9', '2026-11-17T21:00']]],
    ['es', 'hoy antes de las 8', [['hoy antes de las 8', null, '2026-11-17T20:00']]],
    ['fr', "aujourd'hui à 8h", [["aujourd'hui à 8h", '2026-11-17T08:00']]],
    ['en', 'today at 8am', [['today at 8am', '2026-11-17T08:00']]],
    // A span of the day stays as said, even begun.
    ['en', 'open today from 9 to 11', [['today from 9 to 11', '2026-11-17T09:00', '2026-11-17T11:00']]],
    ['es', 'hoy de 9 a 11', [['hoy de 9 a 11', '2026-11-17T09:00', '2026-11-17T11:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('an abbreviated weekday after "on", "el" at the end of the clause', () => {
  it.each([
    ['en', 'hey are u open on sun', [['on sun', '2026-11-22T00:00']]],
    ['en', 'can i book on fri?', [['on fri', '2026-11-20T00:00']]],
    ['en', 'on weds at 4pm', [['on weds at 4pm', '2026-11-18T16:00']]],
    ['en', 'on sat or sun', [['on sat', '2026-11-21T00:00']]],
    ['en', 'let me know by fri', [['by fri', '2026-11-20T00:00']]],
    ['en', 'the car is booked until thurs', [['until thurs', null, '2026-11-19T00:00']]],
    ['es', 'tienen lugar el sab?', [['el sab', '2026-11-21T00:00']]],
    ['es', 'lo dejo para el vie', [['para el vie', '2026-11-20T00:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'put on sun cream', []],
    ['en', 'she was on sat nav duty', []],
    ['en', 'follow it by sat nav', []],
    ['en', 'wait until sun sets', []],
    ['es', 'me baño en el mar', []],
  ] as const)('no time: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('two bare hours, then the day they are on', () => {
  it.each([
    ['en', 'any time between 1 and 3 tmrw', [['between 1 and 3 tmrw', '2026-11-18T13:00', '2026-11-18T15:00']]],
    ['en', 'from 2 to 4 tomorrow', [['from 2 to 4 tomorrow', '2026-11-18T14:00', '2026-11-18T16:00']]],
    ['es', 'de 10 a 12 el sabado', [['de 10 a 12 el sabado', '2026-11-21T10:00', '2026-11-21T12:00']]],
    ['fr', 'entre 9 et 11 jeudi', [['entre 9 et 11 jeudi', '2026-11-19T09:00', '2026-11-19T11:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'from 2 to 4 people on monday', [['on monday', '2026-11-23T00:00']]],
    ['en', 'my shift is from 9 to 5', []],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('an alternative after "or" takes the day of the first', () => {
  it.each([
    ['fr', 'demain 14h ou 15h', [['demain 14h', '2026-11-18T14:00'], ['15h', '2026-11-18T15:00']]],
    ['fr', 'demain matin ou aprem', [['demain matin', '2026-11-18T04:00', '2026-11-18T12:00'], ['aprem', '2026-11-18T12:00', '2026-11-18T19:00']]],
    ['en', 'tomorrow at 2 or 3', [['tomorrow at 2', '2026-11-18T14:00'], ['3', '2026-11-18T15:00']]],
    ['es', 'el lunes a las 10 o a las 11', [['el lunes a las 10', '2026-11-23T10:00'], ['a las 11', '2026-11-23T11:00']]],
    ['fr', 'dispo le 3 ou le 4 ?', [['le 3', '2026-12-03T00:00'], ['le 4', '2026-12-04T00:00']]],
    ['es', 'el 3 o el 4 me va bien', [['el 3', '2026-12-03T00:00'], ['el 4', '2026-12-04T00:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', 'tomorrow at 2 or 3 people', [['tomorrow at 2', '2026-11-18T14:00']]],
    ['fr', 'le 3 est plus grand', []],
    ['en', 'at 5 or so', [['at 5', '2026-11-17T17:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('the start or the end of a part of the day', () => {
  it.each([
    ['fr', 'je passe demain en fin de journee', [['demain en fin de journee', '2026-11-18T16:00', '2026-11-18T19:00']]],
    ['fr', "lundi en fin d'après-midi", [["lundi en fin d'après-midi", '2026-11-23T16:00', '2026-11-23T19:00']]],
    ['fr', 'jeudi en debut d aprem', [['jeudi en debut d aprem', '2026-11-19T12:00', '2026-11-19T15:00']]],
    ['fr', 'demain en fin de matinee', [['demain en fin de matinee', '2026-11-18T10:00', '2026-11-18T12:00']]],
    ['en', 'friday late afternoon', [['friday late afternoon', '2026-11-20T16:00', '2026-11-20T19:00']]],
    ['en', 'tomorrow early afternoon', [['tomorrow early afternoon', '2026-11-18T12:00', '2026-11-18T15:00']]],
    ['es', 'mañana a media mañana', [['mañana a media mañana', '2026-11-18T10:00', '2026-11-18T12:00']]],
    ['es', 'el jueves a media tarde', [['el jueves a media tarde', '2026-11-19T16:00', '2026-11-19T19:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['es', 'paso a media mañana', []],
    ['fr', 'en fin de journee', []],
  ] as const)('alone, no time (and no tomorrow): %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('an hour said "small" or "good", and the Spanish "horita"', () => {
  it.each([
    ['fr', 'je vous rappelle dans une petite heure', [['dans une petite heure', '2026-11-17T11:30']]],
    ['fr', 'dans un petit quart d heure', [['dans un petit quart d heure', '2026-11-17T10:45']]],
    ['fr', 'dans une bonne demi-heure', [['dans une bonne demi-heure', '2026-11-17T11:00']]],
    ['es', 'llego en una horita', [['en una horita', '2026-11-17T11:30']]],
    ['es', 'dentro de media horita', [['dentro de media horita', '2026-11-17T11:00']]],
    ['en', 'back in half an hr', [['in half an hr', '2026-11-17T11:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['fr', 'ça dure une bonne heure', ['duration: une bonne heure']],
    ['es', 'tardé 2 horitas', ['duration: 2 horitas']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(got(lang, text)).toEqual(expected);
  });
});

describe('an hour said roughly: "tipo a las 10", "10ish"', () => {
  it.each([
    ['es', 'mañana tipo a las 10', [['mañana tipo a las 10', '2026-11-18T10:00']]],
    ['es', 'paso como a las 6', [['como a las 6', '2026-11-17T18:00']]],
    ['en', 'tmrw 10ish', [['tmrw 10ish', '2026-11-18T10:00']]],
    ['en', 'can i come at 5ish', [['at 5ish', '2026-11-17T17:00']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });

  it.each([
    ['en', "she's 12ish", []],
    ['es', 'tengo diabetes tipo 2', []],
  ] as const)('no time: %s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('after or before lunch', () => {
  it.each([
    ['en', 'can i drop the car off after lunch', [['after lunch', '2026-11-17T14:00', null]]],
    ['en', 'need it before lunch tmrw', [['before lunch tmrw', null, '2026-11-18T12:00']]],
    ['fr', 'je passe apres le dejeuner', [['apres le dejeuner', '2026-11-17T14:00', null]]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});

describe('French "tt de suite", "mtn" for "tout de suite", "maintenant"', () => {
  it.each([
    ['fr', 'je peux venir tt de suite ?', [['tt de suite', '2026-11-17T10:30']]],
    ['fr', 'dispo mtn', [['mtn', '2026-11-17T10:30']]],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(times(lang, text)).toEqual(expected);
  });
});
