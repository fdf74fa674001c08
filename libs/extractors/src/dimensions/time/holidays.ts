import { DAY, easterSunday, nthWeekday } from '../../time/calendar';

/**
 * Holidays and named days, computed for any year (never tabled by year): the first day as a wall
 * day, and how many days they last (Holy Week is an interval). The phrases naming them are in
 * `<lang>/lexicon.ts`; where countries differ, each language names its country's day (README).
 */
interface Holiday {
  first: (y: number) => number;
  days?: number;
}

const fixed = (mo: number, d: number) => (y: number) => Date.UTC(y, mo - 1, d);
const easter = (offset: number) => (y: number) => easterSunday(y) + offset * DAY;
/** n-th weekday `wd` of month `mo` (n = -1: the last one), moved by `plus` days. */
const nth = (n: number, wd: number, mo: number, plus = 0) => (y: number) =>
  nthWeekday(Date.UTC(y, mo - 1, 1), Date.UTC(y, mo, 1), wd, n) + plus * DAY;

/** France: the last Sunday of May, or the first Sunday of June when that one is Pentecost. */
function mothersDayFrance(y: number): number {
  const last = nth(-1, 0, 5)(y);
  return last === easterSunday(y) + 49 * DAY ? last + 7 * DAY : last;
}

export const HOLIDAYS = {
  newYearsDay: { first: fixed(1, 1) },
  epiphanyEve: { first: fixed(1, 5) },
  epiphany: { first: fixed(1, 6) },
  candlemas: { first: fixed(2, 2) },
  valentines: { first: fixed(2, 14) },
  stPatricks: { first: fixed(3, 17) },
  stJoseph: { first: fixed(3, 19) },
  aprilFools: { first: fixed(4, 1) },
  earthDay: { first: fixed(4, 22) },
  labourDay: { first: fixed(5, 1) },
  cincoDeMayo: { first: fixed(5, 5) },
  victoryInEurope: { first: fixed(5, 8) },
  musicDay: { first: fixed(6, 21) },
  stJohnsEve: { first: fixed(6, 23) },
  stJohn: { first: fixed(6, 24) },
  independenceUs: { first: fixed(7, 4) },
  bastille: { first: fixed(7, 14) },
  assumption: { first: fixed(8, 15) },
  hispanicDay: { first: fixed(10, 12) },
  halloween: { first: fixed(10, 31) },
  allSaints: { first: fixed(11, 1) },
  allSouls: { first: fixed(11, 2) },
  armistice: { first: fixed(11, 11) },
  constitutionSpain: { first: fixed(12, 6) },
  immaculateConception: { first: fixed(12, 8) },
  christmasEve: { first: fixed(12, 24) },
  christmas: { first: fixed(12, 25) },
  boxingDay: { first: fixed(12, 26) },
  newYearsEve: { first: fixed(12, 31) },
  // Counted from Easter Sunday.
  shroveTuesday: { first: easter(-47) },
  ashWednesday: { first: easter(-46) },
  palmSunday: { first: easter(-7) },
  holyWeek: { first: easter(-7), days: 8 },
  holyThursday: { first: easter(-3) },
  goodFriday: { first: easter(-2) },
  holySaturday: { first: easter(-1) },
  easter: { first: easter(0) },
  easterMonday: { first: easter(1) },
  ascension: { first: easter(39) },
  pentecost: { first: easter(49) },
  whitMonday: { first: easter(50) },
  corpusChristi: { first: easter(60) },
  // United States.
  martinLutherKing: { first: nth(3, 1, 1) },
  presidents: { first: nth(3, 1, 2) },
  memorialDay: { first: nth(-1, 1, 5) },
  laborDayUs: { first: nth(1, 1, 9) },
  columbusDay: { first: nth(2, 1, 10) },
  thanksgiving: { first: nth(4, 4, 11) },
  blackFriday: { first: nth(4, 4, 11, 1) },
  mothersDayUs: { first: nth(2, 0, 5) },
  fathersDay: { first: nth(3, 0, 6) },
  // France and Spain.
  mothersDayFrance: { first: mothersDayFrance },
  mothersDaySpain: { first: nth(1, 0, 5) },
  fathersDaySpain: { first: fixed(3, 19) },
} satisfies Record<string, Holiday>;

export type HolidayId = keyof typeof HOLIDAYS;

/** First and last day (wall days) of a holiday in year `y`. */
export function holidayIn(id: HolidayId, y: number): { from: number; to: number } {
  const h: Holiday = HOLIDAYS[id];
  const from = h.first(y);
  return { from, to: from + ((h.days ?? 1) - 1) * DAY };
}
