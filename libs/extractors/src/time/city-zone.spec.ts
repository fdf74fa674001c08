import { describe, expect, it } from 'vitest';
import { loadExtractorData } from '../../data/load';
import { Extractor } from '../engine';
import type { Entity, Lang } from '../types';

/**
 * A city's time said after a time ("10am London time", "15h heure de Paris", "a las 10 hora de Madrid"): the time
 * is read in that city's zone, its span takes in the zone phrase, and the city is no place nor forename of its own.
 */
const extractor = new Extractor(loadExtractorData());
// Monday 2 March 2026, 09:00 UTC: 10:00 in Paris, 04:00 in New York, 18:00 in Tokyo. New York moves to summer
// time on 8 March, Paris on 29 March.
const MONDAY = Date.UTC(2026, 2, 2, 9, 0);
const extract = (lang: Lang, text: string, timezone = 'Europe/Paris'): Entity[] =>
  extractor.extract(text, { lang, referenceTime: MONDAY, timezone });
const stamp = (e: Entity | undefined) => e?.values[0]!['time-stamp'];
const summary = (entities: Entity[]) => entities.map((e) => `${e.dim}: ${e.body}`);

describe("a city's time after a time is read in that city's zone", () => {
  it.each([
    ['en', 'call me at 10am tomorrow London time', 'at 10am tomorrow London time', '2026-03-03T10:00:00.000+00:00'],
    ['en', 'let us say 9am New York time', '9am New York time', '2026-03-02T09:00:00.000-05:00'],
    ['en', 'the call is at 5pm Tokyo time', 'at 5pm Tokyo time', '2026-03-03T17:00:00.000+09:00'],
    ['en', 'see you at 10am London time tomorrow', 'at 10am London time tomorrow', '2026-03-03T10:00:00.000+00:00'],
    ['en', 'at 6pm (Sydney time) on Friday', 'at 6pm (Sydney time) on Friday', '2026-03-06T18:00:00.000+11:00'],
    ['en', 'at noon, Mexico City time', 'at noon, Mexico City time', '2026-03-02T12:00:00.000-06:00'],
    ['fr', 'rendez-vous à 15h heure de Paris', 'à 15h heure de Paris', '2026-03-02T15:00:00.000+01:00'],
    ['fr', 'je vous appelle à 10h heure de Montréal', 'à 10h heure de Montréal', '2026-03-02T10:00:00.000-05:00'],
    ['fr', "demain à 9h, heure d'Ottawa", "demain à 9h, heure d'Ottawa", '2026-03-03T09:00:00.000-05:00'],
    ['fr', 'à 18h heure de paris', 'à 18h heure de paris', '2026-03-02T18:00:00.000+01:00'],
    ['es', 'nos vemos a las 11 hora de Madrid', 'a las 11 hora de Madrid', '2026-03-02T11:00:00.000+01:00'],
    [
      'es',
      'a las 8 de la mañana hora de Ciudad de México',
      'a las 8 de la mañana hora de Ciudad de México',
      '2026-03-02T08:00:00.000-06:00',
    ],
    ['es', 'mañana a las 9 hora de Bogotá', 'mañana a las 9 hora de Bogotá', '2026-03-03T09:00:00.000-05:00'],
    // A large city is not rivalled by a town too small to tell its hour: Portland, Oregon, not Maine.
    ['en', 'meeting at 10am Portland time', 'at 10am Portland time', '2026-03-02T10:00:00.000-08:00'],
    ['fr', 'à 10h heure de Portland', 'à 10h heure de Portland', '2026-03-02T10:00:00.000-08:00'],
    // A forename that names a city (Geneva) is still its hour.
    ['en', 'the call is at 11am Geneva time', 'at 11am Geneva time', '2026-03-02T11:00:00.000+01:00'],
  ] as const)('%s: %s', (lang, text, body, timeStamp) => {
    // The request's zone is New York's: the city named wins over it.
    const got = extract(lang, text, 'America/New_York');
    expect(summary(got)).toEqual([`time: ${body}`]);
    expect(stamp(got[0])).toBe(timeStamp);
  });

  it('is the same instant whatever zone the request is in', () => {
    const paris = extract('en', 'at 5pm Tokyo time', 'Europe/Paris')[0]!;
    const la = extract('en', 'at 5pm Tokyo time', 'America/Los_Angeles')[0]!;
    expect(paris.values[0]!.milliseconds).toBe(la.values[0]!.milliseconds);
    expect(paris.values[0]!.milliseconds).toBe(Date.UTC(2026, 2, 3, 8, 0));
  });

  it('a range takes the zone for both ends, with the day said before it', () => {
    const [range] = extract('en', 'tomorrow from 9am to 5pm New York time');
    expect(range!.body).toBe('tomorrow from 9am to 5pm New York time');
    expect(range!.values[0]!.from).toMatchObject({ 'time-stamp': '2026-03-03T09:00:00.000-05:00' });
    expect(range!.values[0]!.to).toMatchObject({ 'time-stamp': '2026-03-03T17:00:00.000-05:00' });
  });
});

describe("a city's time is read as the same words without it would be in that city", () => {
  // 10:30 in Madrid and Paris, 09:30 in London. An hour without a part of the day is the next time the clock shows it,
  // either half of the day in English and Spanish ("a las 10" said at 10:30 is tonight's), the 24-hour clock in
  // French ("à 10h" is tomorrow morning's): the city's time changes where, not how, the hour is read.
  const HALF_PAST_TEN = Date.UTC(2026, 2, 2, 9, 30);
  const at = (lang: Lang, text: string, timezone: string) =>
    stamp(extractor.extract(text, { lang, referenceTime: HALF_PAST_TEN, timezone })[0]);
  it.each([
    ['es', 'a las 10 hora de Madrid', 'a las 10', 'Europe/Madrid', '2026-03-02T22:00:00.000+01:00'],
    ['es', 'a las 10 de la mañana hora de Madrid', 'a las 10 de la mañana', 'Europe/Madrid', '2026-03-03T10:00:00.000+01:00'],
    ['es', 'a las 11 hora de Madrid', 'a las 11', 'Europe/Madrid', '2026-03-02T11:00:00.000+01:00'],
    ['fr', 'à 10h heure de Paris', 'à 10h', 'Europe/Paris', '2026-03-03T10:00:00.000+01:00'],
    ['en', 'at 10 Madrid time', 'at 10', 'Europe/Madrid', '2026-03-02T22:00:00.000+01:00'],
    ['en', 'at 9 London time', 'at 9', 'Europe/London', '2026-03-02T21:00:00.000+00:00'],
  ] as const)('%s: %s', (lang, zoned, plain, cityZone, timeStamp) => {
    expect(at(lang, plain, cityZone)).toBe(timeStamp);
    for (const requestZone of [cityZone, 'America/New_York', 'Asia/Tokyo']) expect(at(lang, zoned, requestZone)).toBe(timeStamp);
  });
});

describe("the city's offset is the one in force on that date", () => {
  it.each([
    ['on 4 March at 9am New York time', '2026-03-04T09:00:00.000-05:00'],
    // Summer time in New York, not yet in Paris: 4 hours apart instead of 6.
    ['on 20 March at 9am New York time', '2026-03-20T09:00:00.000-04:00'],
    ['on 10 July at 9am New York time', '2026-07-10T09:00:00.000-04:00'],
    ['on 10 December at 9am New York time', '2026-12-10T09:00:00.000-05:00'],
  ])('%s', (text, timeStamp) => {
    expect(stamp(extract('en', text)[0])).toBe(timeStamp);
  });

  it('in French and Spanish too', () => {
    expect(stamp(extract('fr', 'le 10 juillet à 15h heure de Londres')[0])).toBe('2026-07-10T15:00:00.000+01:00');
    expect(stamp(extract('fr', 'le 10 décembre à 15h heure de Londres')[0])).toBe('2026-12-10T15:00:00.000+00:00');
    expect(stamp(extract('es', 'el 10 de julio a las 10 hora de Nueva York')[0])).toBe('2026-07-10T10:00:00.000-04:00');
  });
});

describe('what stays as it was', () => {
  it.each([
    ['en', 'I live in London', ['city: London']],
    ['en', 'I will be in London at 10am', ['city: London', 'time: at 10am']],
    // An everyday word in lower case is no city: bath time is the children's.
    ['en', 'at 7pm bath time', ['time: at 7pm']],
    ['fr', 'à 18h heure de pointe', ['time: à 18h']],
    ['es', 'a las 10 hora de llegada', ['time: a las 10 hora']],
    // An hour away from the city, or leaving from it: no "heure de", "hora de" after the time. An hour away places the
    // village beside the city ("à 1 heure de", as "près de"): no origin.
    ['fr', 'le village est à 1 heure de Paris', ['time: à 1 heure', 'city: Paris']],
    ['fr', 'le train part à 15 heures de Lyon', ['time: à 15 heures', 'city: de Lyon']],
    ['es', 'el tren sale a las 10 horas de Madrid', ['time: a las 10 horas', 'city: de Madrid']],
  ] as const)('%s: %s', (lang, text, expected) => {
    expect(summary(extract(lang, text))).toEqual(expected);
  });

  it('a city before the time names no zone', () => {
    const got = extract('en', 'the London office at 11am');
    expect(summary(got)).toEqual(expect.arrayContaining(['city: London', 'time: at 11am']));
    expect(stamp(got.find((e) => e.dim === 'time'))).toBe('2026-03-02T11:00:00.000+01:00');
  });

  it('the time is read in the request zone where the city does not tell the hour', () => {
    // Two cities named Valencia, in Spain and in Venezuela: no zone is read, the city stays a city (whose hour it is,
    // not where one comes from: no origin).
    const got = extract('es', 'a las 10 hora de Valencia');
    expect(summary(got)).toEqual(['time: a las 10 hora', 'city: Valencia']);
    expect(stamp(got[0])).toMatch(/\+01:00$/);
    // "Mexico" alone is the country.
    expect(stamp(extract('en', 'at 11am Mexico time')[0])).toBe('2026-03-02T11:00:00.000+01:00');
  });
});
