import type { Lang, RuleContext } from '../../types';
import { placesData, scanPlaces } from '../../places/scan';
import { levelOf } from '../../places/types';
import { offsetZone } from '../../time/zone';

/**
 * The words that name a city's hour right after a time, up to where the city's name starts (the `city`
 * group), then what may follow the name: "10am London time", "15h heure de Paris", "10h, heure d'Ottawa",
 * "a las 10 hora de Madrid" ("hora" may already be the time's own: "a las 10 hora"), "9am (New York time)".
 */
const LEAD: Record<Lang, RegExp> = {
  en: /^ *,? *\(? *(?<city>\p{L})[\p{L}\p{M}\p{N} .'\u2019-]{0,40}? +time(?![\p{L}\p{N}])/diu,
  fr: /^(?<word> *,? *\(? *heure)? +(?:de +|du +|d *['\u2019 ] *)(?<city>\p{L})/diu,
  es: /^(?<word> *,? *\(? *hora)? +(?:del? +)(?<city>\p{L})/diu,
};
/**
 * The word for hour the time may end with, standing for the phrase's own: "a las 10 hora de Madrid". Not in French,
 * nor a plural: "à 1 heure de Paris", "sale a las 10 horas de Madrid" are an hour away, or leaving from, the city.
 */
const WORD_BEFORE: Record<Lang, RegExp | undefined> = { en: undefined, fr: undefined, es: /(?:^|[^\p{L}])hora$/iu };
const ARTICLE = /^(?:la|el|le|l) +(?:['\u2019] *)?/i;
const CLOSE = /^ *\)/;

/**
 * A city's time named right after a time: "10am London time", "à 15h heure de Paris", "a las 10 hora de Madrid".
 * The city must carry a time zone of its own (see the places data: large enough, and no city of the same name of
 * comparable size telling another hour), be no country's name ("Mexico time"), and a name that is also an everyday
 * word must be typed with a capital in English ("6pm Nice time", not "6pm nice time"). The city's IANA zone and the end of the
 * phrase, which the time takes in: the city is not also a place of its own there.
 */
export function cityZoneAfter(ctx: RuleContext, end: number): { zone: string; end: number } | undefined {
  const data = placesData(ctx);
  if (!data) return undefined;
  const lang = ctx.lang;
  const after = ctx.text.slice(end, end + 64);
  const lead = LEAD[lang].exec(after);
  if (!lead) return undefined;
  // "a las 10 hora de Madrid": without its word for hour, the phrase needs the time to end with that word.
  if (lang !== 'en' && !lead.groups!.word && !WORD_BEFORE[lang]?.test(ctx.text.slice(Math.max(0, end - 6), end))) return undefined;
  const cityStart = end + lead.indices!.groups!.city![0];
  const scan = scanPlaces(ctx);
  let match = scan.matches.find((m) => m.start === cityStart);
  if (!match && lang !== 'en') {
    // "hora de la Ciudad de México", "heure de La Nouvelle-Orléans": an article before the name, or in it.
    const art = ARTICLE.exec(ctx.text.slice(cityStart, cityStart + 6));
    if (art) match = scan.matches.find((m) => m.start === cityStart + art[0].length);
  }
  if (!match?.entry.cities || match.entry.country !== undefined || data.zoneUnclear.has(match.key)) return undefined;
  let phraseEnd = match.end;
  if (lang === 'en') {
    // The name must fill what lies before "time": "9am New York time", not "9am York time" read inside a longer name.
    const tail = /^ +time(?![\p{L}\p{N}])/iu.exec(ctx.text.slice(match.end, match.end + 8));
    if (!tail) return undefined;
    phraseEnd = match.end + tail[0].length;
  }
  const close = CLOSE.exec(ctx.text.slice(phraseEnd, phraseEnd + 4));
  // "9am (New York time)": the closing parenthesis only with its opening one.
  if (close && /\(/.test(ctx.text.slice(end, cityStart))) phraseEnd += close[0].length;
  // An everyday word needs its capital ("7pm bath time" is the children's); after "heure de", "hora de" only a
  // function word does ("15h heure de paris" is read: "paris" is also the plural of "pari").
  const level = levelOf(match.entry, lang);
  if ((level === 2 || (level === 1 && lang === 'en')) && !/^\p{Lu}/u.test(ctx.original[match.start] ?? '')) return undefined;
  const zone = data.cities.zone(match.entry.cities[0]!);
  return zone ? { zone, end: phraseEnd } : undefined;
}

/**
 * North American zones named by their region after a time, in English: "3pm Eastern time", "10am Pacific Time", "5pm
 * Mountain Standard Time", or their letters typed in capitals ("9am CT", "noon ET"; "3pm pt" says nothing); and
 * Australia's, after "Australian" ("3pm Australian Eastern time", "Australian Western Standard Time"). The IANA
 * zone, so that summer time follows the date ("noon ET" on July 4 is UTC-4); the time takes the phrase in. Australia's
 * standard or summer time named in words is that offset, as its letters are (AEST, AEDT): "Australian Eastern Standard
 * Time" is UTC+10 in Sydney's summer too, "Australian Eastern Daylight Time" UTC+11 in July. North America's stay with
 * the date's season: "Eastern Standard Time" is said for the zone all year round.
 */
const REGION_AFTER =
  /^ *,? *\(? *(?:(?:(?<au>australian) +)?(?<region>eastern|central|western|mountain|pacific|alaska|hawaii|atlantic)(?: +(?<kind>standard|daylight))? +time|(?<letters>ET|CT|MT|PT|AKT|HT))(?![\p{L}\p{N}])(?: *\))?/diu;
/** Australia's regions: Sydney's zone for the east, Adelaide's for the centre, Perth's for the west. */
const AUSTRALIAN_ZONES: Record<string, string> = {
  eastern: 'Australia/Sydney',
  central: 'Australia/Adelaide',
  western: 'Australia/Perth',
};
/** Their standard and summer offsets in minutes (AEST/AEDT, ACST/ACDT, AWST and the summer time Perth once kept). */
const AUSTRALIAN_OFFSETS: Record<string, { standard: number; daylight: number }> = {
  eastern: { standard: 600, daylight: 660 },
  central: { standard: 570, daylight: 630 },
  western: { standard: 480, daylight: 540 },
};
const REGION_ZONES: Record<string, string> = {
  eastern: 'America/New_York',
  et: 'America/New_York',
  central: 'America/Chicago',
  ct: 'America/Chicago',
  mountain: 'America/Denver',
  mt: 'America/Denver',
  pacific: 'America/Los_Angeles',
  pt: 'America/Los_Angeles',
  alaska: 'America/Anchorage',
  akt: 'America/Anchorage',
  hawaii: 'Pacific/Honolulu',
  ht: 'Pacific/Honolulu',
  atlantic: 'America/Halifax',
};

/**
 * The same zones in French, as Canada names them ("15h heure de l'Est", "10h, heure du Pacifique", "9h heure normale des
 * Rocheuses", "heure avancée du Centre"), and the Eastern one in Spanish ("a las 3 hora del este"): "hora del Pacífico",
 * "hora del centro" name Mexico's zones too (Mazatlán's, Mexico City's), which keep no summer time. The word for hour may
 * be the time's own in Spanish ("a las 3 hora" + "del este"), as for a city's time.
 */
const REGION_WORDS: Partial<Record<Lang, RegExp>> = {
  fr: /^(?<word> *,? *\(? *heure)(?: +(?:normale|avancee|avancée))? +(?:de +l *['\u2019 ] *(?<region>est|atlantique)|du +(?<region2>centre|pacifique)|des +(?<region3>rocheuses))(?![\p{L}\p{N}])(?: *\))?/iu,
  es: /^(?<word> *,? *\(? *hora)? +del +(?<region>este)(?![\p{L}\p{N}])(?: *\))?/iu,
};
const REGION_WORD_ZONES: Record<string, string> = {
  est: 'America/New_York',
  este: 'America/New_York',
  centre: 'America/Chicago',
  rocheuses: 'America/Denver',
  pacifique: 'America/Los_Angeles',
  atlantique: 'America/Halifax',
};

export function regionZoneAfter(ctx: RuleContext, end: number): { zone: string; end: number } | undefined {
  if (ctx.lang !== 'en') return regionWordsAfter(ctx, end);
  const m = REGION_AFTER.exec(ctx.text.slice(end, end + 56));
  if (!m) return undefined;
  const { au, region, kind, letters } = m.groups!;
  if (letters) {
    // Letters only as typed in capitals.
    const [from, to] = m.indices!.groups!.letters!;
    if (!/^[A-Z]+$/.test(ctx.original.slice(end + from, end + to))) return undefined;
  }
  const key = (region ?? letters)!.toLowerCase();
  // "Western time" is no zone of its own; "Australian Pacific time" no zone at all.
  let zone = au ? AUSTRALIAN_ZONES[key] : REGION_ZONES[key];
  if (!zone) return undefined;
  if (au && kind) zone = offsetZone(AUSTRALIAN_OFFSETS[key]![kind.toLowerCase() as 'standard' | 'daylight']);
  // The closing parenthesis only with its opening one.
  const text = m[0].endsWith(')') && !m[0].includes('(') ? m[0].replace(/ *\)$/, '') : m[0];
  return { zone, end: end + text.length };
}

/** A North American zone named in French or Spanish after a time (see REGION_WORDS). */
function regionWordsAfter(ctx: RuleContext, end: number): { zone: string; end: number } | undefined {
  const re = REGION_WORDS[ctx.lang];
  const m = re?.exec(ctx.text.slice(end, end + 48));
  if (!m) return undefined;
  // "a las 3 hora del este": without its own word for hour, the phrase needs the time to end with it.
  if (!m.groups!.word && !WORD_BEFORE[ctx.lang]?.test(ctx.text.slice(Math.max(0, end - 6), end))) return undefined;
  const region = (m.groups!.region ?? m.groups!.region2 ?? m.groups!.region3)!.toLowerCase();
  // The closing parenthesis only with its opening one.
  const text = m[0].endsWith(')') && !m[0].includes('(') ? m[0].replace(/ *\)$/, '') : m[0];
  return { zone: REGION_WORD_ZONES[region]!, end: end + text.length };
}
