import type { Lang, RuleContext, Token } from '../types';
import { capitalised } from './evidence';
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

type Kind = 'language' | 'nationality';

/** Which of the two readings a word that can be both ("French", "español") takes here; both when unclear. */
function reading(ctx: RuleContext, scan: Scan, m: PlaceMatch): Set<Kind> {
  const kinds = new Set<Kind>();
  if (m.entry.language !== undefined) kinds.add('language');
  if (m.entry.nationality !== undefined) kinds.add('nationality');
  if (kinds.size < 2) return kinds;
  const before = scan.parts[m.from - 1]?.key;
  const after = scan.parts[m.to]?.key;
  if ((after && LANGUAGE_AFTER.has(after)) || (before && LANGUAGE_BEFORE[ctx.lang].has(before))) return new Set(['language']);
  if ((before && NATIONALITY_BEFORE[ctx.lang].has(before)) || (after && NATIONALITY_AFTER.has(after))) return new Set(['nationality']);
  return kinds;
}

function tokens(ctx: RuleContext, kind: Kind): Token[] {
  const data = placesData(ctx);
  if (!data) return [];
  const scan = scanPlaces(ctx);
  const out: Token[] = [];
  for (const m of scan.matches) {
    const idx = m.entry[kind];
    if (idx === undefined || !reading(ctx, scan, m).has(kind)) continue;
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
