import type { Lang, RuleContext, Token } from '../types';
import { capitalised, leadOf } from './evidence';
import { countryName, languageName } from './names';
import { placesData, scanPlaces, type PlaceMatch, type Scan } from './scan';
import { levelOf } from './types';

/** Words just before a name that make it a language ("I speak French", "le français", "en español"). */
const LANGUAGE_BEFORE: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['speak', 'speaks', 'spoke', 'speaking', 'learn', 'learns', 'learning', 'learnt', 'study', 'studying', 'in', 'into', 'translate', 'translated', 'understand', 'write', 'read', 'teach', 'teaches', 'fluent', 'native', 'of']),
  fr: new Set(['parle', 'parles', 'parlez', 'parlons', 'parlent', 'parler', 'apprends', 'apprend', 'apprendre', 'etudie', 'en', 'traduire', 'traduis', 'traduit', 'comprends', 'comprend', 'le', 'l', 'du', 'cours']),
  es: new Set(['hablo', 'hablas', 'habla', 'hablamos', 'hablan', 'hablar', 'aprendo', 'aprender', 'estudio', 'en', 'traducir', 'traduce', 'traduzco', 'entiendo', 'el', 'del', 'clases']),
};
const LANGUAGE_AFTER = new Set(['language', 'langue', 'idioma', 'lengua']);
/** Words just after a name that make it a nationality ("French people", "Spanish citizens"). */
const NATIONALITY_AFTER = new Set(['people', 'citizen', 'citizens', 'nationals', 'man', 'men', 'woman', 'women', 'guy', 'guys', 'girl', 'girls', 'passport', 'nationality', 'friend', 'friends']);
/** Words just before a name that make it a nationality ("I am French", "un Français", "soy española"). */
const NATIONALITY_BEFORE: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['am', 'm', 'is', 's', 'are', 're', 'was', 'were', 'be', 'being', 'a', 'an', 'the', 'citizen', 'nationality', 'half']),
  fr: new Set(['suis', 'es', 'est', 'sommes', 'etes', 'sont', 'etait', 'un', 'une', 'des', 'les', 'nationalite']),
  es: new Set(['soy', 'eres', 'es', 'somos', 'sois', 'son', 'era', 'un', 'una', 'unos', 'unas', 'los', 'las', 'nacionalidad']),
};

/** A little of a language: "un peu d'allemand", "un poco de italiano" (the word before "de", folded; English "a bit of" reads "of"). */
const LITTLE_OF: Record<Lang, ReadonlySet<string>> = { en: new Set(), fr: new Set(['peu']), es: new Set(['poco']) };
/** Words joining the items of a list ("anglais et allemand", "español e inglés"). */
const AND: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['and', 'or']),
  fr: new Set(['et', 'ou']),
  es: new Set(['y', 'e', 'o', 'u']),
};

type Kind = 'language' | 'nationality';

/**
 * Whether a name that is a country and the word for its people ("suisse", "argentina") names the people: after a verb
 * of being or an article ("je suis suisse", "soy argentina", "un suisse"); after a place preposition it is the country
 * ("en suisse", "de argentina").
 */
export function peopleOfCountry(ctx: RuleContext, scan: Scan, m: PlaceMatch): boolean {
  const before = scan.parts[m.from - 1]?.key;
  return (
    m.entry.nationality !== undefined &&
    m.entry.country !== undefined &&
    !!before &&
    NATIONALITY_BEFORE[ctx.lang].has(before) &&
    // "viajo a las filipinas": the article of the country's name.
    !leadOf(ctx, scan, m).found
  );
}

/**
 * Which of the two readings a word that can be both ("French", "español") takes here; both when unclear. An item of a
 * list takes the reading of the one before it ("je parle français et anglais", "hablamos francés, alemán y un poco de
 * italiano", "I'm British and Spanish").
 */
function reading(ctx: RuleContext, scan: Scan, m: PlaceMatch, depth = 0): Set<Kind> {
  const kinds = new Set<Kind>();
  if (m.entry.language !== undefined) kinds.add('language');
  if (m.entry.nationality !== undefined) kinds.add('nationality');
  if (kinds.size < 2) return kinds;
  const before = scan.parts[m.from - 1]?.key;
  const after = scan.parts[m.to]?.key;
  if ((after && LANGUAGE_AFTER.has(after)) || (before && LANGUAGE_BEFORE[ctx.lang].has(before))) return new Set(['language']);
  if ((before && NATIONALITY_BEFORE[ctx.lang].has(before)) || (after && NATIONALITY_AFTER.has(after))) return new Set(['nationality']);
  // A little of it is a language: "un peu d'allemand", "un poco de italiano".
  if ((before === 'de' || before === 'd') && LITTLE_OF[ctx.lang].has(scan.parts[m.from - 2]?.key ?? '')) return new Set(['language']);
  const previous = depth < 8 ? previousItem(ctx, scan, m) : undefined;
  if (previous) {
    const was = reading(ctx, scan, previous, depth + 1);
    if (was.size === 1) return was;
  }
  return kinds;
}

/**
 * The item of a list before a name: a name that is a language or a nationality, a comma or a joining word ("et", "and",
 * "y") before this one, and after the joining word maybe "un peu de", "un poco de", "a bit of".
 */
function previousItem(ctx: RuleContext, scan: Scan, m: PlaceMatch): PlaceMatch | undefined {
  let i = m.from;
  const key = (k: number) => scan.parts[k]?.key;
  // "un peu d'allemand", "un poco de italiano", "a bit of German": back over the quantity.
  if ((key(i - 1) === 'de' || key(i - 1) === 'd' || key(i - 1) === 'of') && (LITTLE_OF[ctx.lang].has(key(i - 2)!) || key(i - 2) === 'bit')) {
    i -= 2;
    if (key(i - 1) === 'un' || key(i - 1) === 'a') i--;
  }
  if (i > 0 && AND[ctx.lang].has(key(i - 1)!)) i--;
  else if (!(i > 0 && /^\s*,\s*$/.test(ctx.text.slice(scan.parts[i - 1]!.end, scan.parts[i]!.start)))) return undefined;
  return scan.matches.find((p) => p.to === i && p !== m && (p.entry.language !== undefined || p.entry.nationality !== undefined));
}

function tokens(ctx: RuleContext, kind: Kind): Token[] {
  const data = placesData(ctx);
  if (!data) return [];
  const scan = scanPlaces(ctx);
  const out: Token[] = [];
  for (const m of scan.matches) {
    const idx = m.entry[kind];
    if (idx === undefined || !reading(ctx, scan, m).has(kind)) continue;
    // "on habite en suisse", "soy de argentina": the country, not its people.
    if (kind === 'nationality' && m.entry.country !== undefined && leadOf(ctx, scan, m).found) continue;
    // Names that are everyday words ("polish") count only when capitalised.
    if (levelOf(m.entry, ctx.lang) === 2) {
      const cap = capitalised(ctx, m);
      if (!cap.any) continue;
    }
    const v = kind === 'language' ? languageName(data, idx, ctx.lang) : countryName(data, idx, ctx.lang);
    out.push({ dim: kind, start: m.start, end: m.end, value: { value: v, type: 'string' } });
  }
  return out;
}

export const languageTokens = (ctx: RuleContext) => tokens(ctx, 'language');
export const nationalityTokens = (ctx: RuleContext) => tokens(ctx, 'nationality');
