import type { Lang, RuleContext } from '../types';
import { PLACE_NOUNS, PLACE_THINGS } from '../dimensions/forename/cues';
import { ARTICLES, PREPOSITIONS, type Direction } from './prepositions';
import type { PlaceMatch, Scan } from './scan';
import { levelOf } from './types';

/** The preposition found before a place, if any: where the body starts and the direction it gives. */
export interface Lead {
  /** Start of the body: the preposition's start when it gives a direction, else the name's start. */
  start: number;
  direction: Direction;
  /** Whether a place preposition stands before the name at all (evidence even without direction). */
  found: boolean;
  /** That preposition (folded), when found. */
  word?: string;
  /** Whether an article stands between the preposition and the name ("from the USA"). */
  article?: boolean;
}

export function leadOf(ctx: RuleContext, scan: Scan, m: { from: number; start: number }): Lead {
  let i = m.from - 1;
  const articles = ARTICLES[ctx.lang];
  let articleStart = m.start;
  if (i >= 0 && articles.has(scan.parts[i]!.key) && onlySpaces(ctx.text, scan.parts[i]!.end, m.start)) {
    articleStart = scan.parts[i]!.start;
    i--;
  }
  const prep = i >= 0 ? scan.parts[i]! : undefined;
  if (!prep || !(prep.key in PREPOSITIONS[ctx.lang]) || !onlySpaces(ctx.text, prep.end, articleStart, true)) {
    return { start: m.start, direction: null, found: false };
  }
  let direction: Direction = PREPOSITIONS[ctx.lang][prep.key]!;
  // "près de milan", "cerca de lima", "close to Boston": where one is, not where one comes from or goes.
  // "à 10h heure de Victoria", "a las 10 hora de Victoria": the city's time zone, not where one comes from.
  if (
    direction &&
    i > 0 &&
    (NEAR[ctx.lang].has(scan.parts[i - 1]!.key) || ZONE_OF[ctx.lang].has(scan.parts[i - 1]!.key)) &&
    onlySpaces(ctx.text, scan.parts[i - 1]!.end, prep.start)
  )
    direction = null;
  // "le bureau de Paris", "la oficina de Sevilla": the city's office, as "call Paris office" in English; nobody comes from it.
  if (
    direction &&
    i > 0 &&
    OFFICE_OF.has(prep.key) &&
    OFFICES[ctx.lang].has(scan.parts[i - 1]!.key) &&
    onlySpaces(ctx.text, scan.parts[i - 1]!.end, prep.start)
  )
    direction = null;
  return { start: direction ? prep.start : m.start, direction, found: true, word: prep.key, article: articleStart !== m.start };
}

/**
 * Words after which "de", "a", "to", "from" place the name beside one (near it, far from it, around it, in one of its
 * places: "près de milan", "pas loin de Lyon", "à côté de Bordeaux", "l'aéroport de Marseille", "cerca de lima", "las afueras
 * de Madrid", "junto a Valencia", "close to Boston", "far from Denver"): no origin or destination (folded keys).
 */
const NEAR: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['close', 'next', 'near', 'far']),
  fr: new Set(
    'pres proche proches loin autour cote alentours environs abords peripherie banlieue centre aeroport gare ville region nord sud ouest'.split(
      ' ',
    ),
  ),
  es: new Set(
    'cerca lejos alrededor alrededores lado junto proximo proxima afueras periferia centro aeropuerto estacion ciudad provincia norte sur oeste'.split(
      ' ',
    ),
  ),
};

/**
 * French and Spanish nouns of a place's office, branch or site, before "de" and the place's name ("le bureau de Paris",
 * "l'équipe de Lyon", "la agencia de Madrid", "la oficina de Sevilla"; English puts them after it: "call Paris office"):
 * the place, no origin (folded keys).
 */
const OFFICES: Record<Lang, ReadonlySet<string>> = {
  en: new Set(),
  fr: new Set(
    (
      'bureau bureaux agence agences equipe equipes magasin magasins boutique boutiques succursale succursales filiale ' +
      'filiales siege usine usines entrepot entrepots antenne antennes club hotel hotels campus site sites hopital ecole ' +
      'universite musee stade'
    ).split(' '),
  ),
  es: new Set(
    (
      'oficina oficinas agencia agencias equipo equipos tienda tiendas sucursal sucursales sede sedes filial filiales ' +
      'fabrica fabricas almacen almacenes delegacion club hotel hoteles campus hospital escuela universidad museo estadio'
    ).split(' '),
  ),
};
/** The prepositions joining such a noun to the place's name. */
const OFFICE_OF: ReadonlySet<string> = new Set(['de', 'd', 'du', 'del']);

/**
 * The word for hour before "de" ("heure de Victoria", "hora de Victoria"): the city names a time zone, no origin (a city
 * of clear zone is taken into the time itself: "à 10h heure de Paris"). Not the plural: "sale a las 10 horas de Madrid"
 * leaves from there.
 */
const ZONE_OF: Record<Lang, ReadonlySet<string>> = { en: new Set(), fr: new Set(['heure']), es: new Set(['hora']) };

/** Whether only blanks (or, when allowed, an elision apostrophe: "d'Espagne") lie between two offsets. */
function onlySpaces(text: string, from: number, to: number, apostrophe = false): boolean {
  for (let i = from; i < to; i++) {
    const c = text[i]!;
    if (c !== ' ' && !(apostrophe && (c === "'" || c === '\u2019'))) return false;
  }
  return true;
}

const SENTENCE_END = /[.!?¡¿:;\n]\s*$/;
/** An article opening a place's name ("la Coruña", "La Rochelle", "Le Havre", "Los Ángeles", "The Hague"). */
const OPENING_ARTICLE = /^(?:la|le|les|el|los|las|the)[ \u00a0]+(?=\p{L})|^l['’](?=\p{L})/u;

/** Whether the name was typed with a capital where a capital means something (not sentence-initial). */
export function capitalised(ctx: RuleContext, m: PlaceMatch): { mid: boolean; any: boolean; allCaps: boolean } {
  const o = ctx.original;
  // "soy de la Coruña", "à la Rochelle": the article of a name typed in lower case, its next word capitalised.
  const article = o[m.start] === o[m.start]!.toLowerCase() ? OPENING_ARTICLE.exec(o.slice(m.start, m.end)) : null;
  const c = o[m.start + (article ? article[0].length : 0)]!;
  const any = c !== c.toLowerCase() && hasLower(o);
  const body = o.slice(m.start, m.end);
  const allCaps = body.length >= 2 && body === body.toUpperCase() && body !== body.toLowerCase() && hasLower(o);
  const before = o.slice(0, m.start);
  const initial = before.trim() === '' || SENTENCE_END.test(before);
  return { mid: any && !initial, any, allCaps };
}

/**
 * In a message typed all in lower case, capitals say nothing: in French and Spanish an everyday word after a place
 * preposition ("à", "en", "vers", "hacia"; "de" only after a place: "l'aeroport de", "près de", "cerca de") that ends
 * its clause (the end, a stop, a number, a day or a word of time after it) is then a place ("l'aeroport de nice dimanche
 * 18h", "pres de bordeaux", "en valencia"); "à sens unique", "plein de sens", "couleur de bordeaux" stay words. English
 * everyday names are adjectives and verbs too ("in mobile", "from reading"): not there.
 */
function lowerCaseClauseEnd(ctx: RuleContext, scan: Scan, m: PlaceMatch, lead: Lead): boolean {
  const cue = LOWER_CASE_CUE[ctx.lang];
  if (!cue || ctx.original !== ctx.original.toLowerCase() || !cue.before.test(ctx.text.slice(Math.max(0, m.start - 24), m.start)))
    return false;
  const prep = m.from - (lead.article ? 2 : 1);
  const after = ctx.text.slice(m.end, m.end + 16);
  // "le vol pour tours est annulé", "un billet pour tours et un pour blois": after a word of travel, "pour", "para" say
  // where one goes whatever follows, but a noun's complement ("le bus pour tours de ville").
  if (FOR[ctx.lang]?.has(lead.word!))
    return cue.after.test(after) ? goesThere(ctx, scan, prep, LEAVING) : !OF_NOUN.test(after) && goesThere(ctx, scan, prep, LEAVING, false);
  return cue.after.test(after) && (!NOUN_BUILDING[ctx.lang]?.has(lead.word!) || goesThere(ctx, scan, prep, GOING));
}

/** A noun's complement after a word ("tours de ville", "tours du monde"): the word is a noun there. */
const OF_NOUN = /^\s+(?:de|du|des|del|d['’])(?![\p{L}])/u;

/**
 * "pour", "para" say whom or what a thing is for as often ("c'est pour orange", "je travaille pour orange", "un cadeau
 * pour orange", "es para colonia"): in a lower-case message they say where one goes only after a verb of leaving or a
 * word of travel (LEAVING, up to three words before them, as for "à": "je pars pour orange", "un billet pour orange",
 * "salgo para colonia mañana"), or opening the message ("pour orange"); there the clause may go on after the name ("le
 * vol pour tours est annulé"), but for a noun's complement ("le bus pour tours de ville"). Not after being, living or
 * working ("c'est pour", "je travaille pour").
 */
const FOR: Partial<Record<Lang, ReadonlySet<string>>> = { fr: new Set(['pour']), es: new Set(['para']) };

/**
 * "à", "a" after a noun or a verb that goes nowhere build a word ("un sac à rabat", "une poche à rabat", "sabe a lima",
 * "huele a lima"): at the end of a lower-case clause they say where one goes only after a verb or word of going, being
 * or living (GOING), up to three words before them in the clause (words of time between do not count) and no article between ("je pars demain à rabat",
 * "llegamos el lunes a lima"; "c'est un sac à rabat" is a bag), or opening the message ("a lima").
 */
const NOUN_BUILDING: Partial<Record<Lang, ReadonlySet<string>>> = { fr: new Set(['a', 'au']), es: new Set(['a', 'al']) };
/** Articles and other determiners: a noun follows them, so the preposition after it builds on that noun. */
const DETERMINER: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set('un une le la les l mon ma mes ton ta tes son sa ses ce cet cette ces notre nos votre vos leur leurs'.split(' ')),
  es: new Set('un una unos unas el la los las mi mis tu tus su sus este esta estos estas ese esa esos esas nuestro nuestra'.split(' ')),
};
const WORDS_BACK = 3;
/** Words of time, skipped with their article on the way back to the verb (folded). */
const TIME_WORDS: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    'lundi mardi mercredi jeudi vendredi samedi dimanche demain hier aujourd hui matin soir midi semaine mois prochain prochaine'.split(
      ' ',
    ),
  ),
  es: new Set('lunes martes miercoles jueves viernes sabado domingo manana hoy ayer tarde noche semana mes proximo proxima'.split(' ')),
};

/**
 * Whether a word of `words` (GOING, LEAVING) stands before the preposition at part `prep`, in its clause (see
 * NOUN_BUILDING), or, when `opening`, the preposition opens its clause.
 */
function goesThere(ctx: RuleContext, scan: Scan, prep: number, words: Partial<Record<Lang, ReadonlySet<string>>>, opening = true): boolean {
  const going = words[ctx.lang];
  const determiner = DETERMINER[ctx.lang];
  const time = TIME_WORDS[ctx.lang];
  for (let i = prep - 1, seen = 0; ; i--) {
    // The clause opens at the message's start or a stop: nothing before the preposition there ("a lima").
    if (i < 0 || /[.!?¡¿:;,\n]/.test(ctx.text.slice(scan.parts[i]!.end, scan.parts[i + 1]!.start))) return opening && seen === 0;
    const key = scan.parts[i]!.key;
    // A word of time between the verb and the preposition, article and all: "llegamos el lunes a lima".
    if (time?.has(key) || (time?.has(scan.parts[i + 1]!.key) && determiner?.has(key))) continue;
    if (determiner?.has(key)) return false;
    if (going?.has(key)) return true;
    if (++seen === WORDS_BACK) return false;
  }
}
const LOWER_CASE_CUE: Partial<Record<Lang, { before: RegExp; after: RegExp }>> = {
  fr: {
    before:
      /(?:(?:^|[^\p{L}])(?:a|au|aux|vers|pour|en|dans|depuis|jusqu'a)|(?:aeroport|gare|ville|centre|pres|region|banlieue|port) (?:de |d'|du ))\s*$/u,
    after:
      /^(?:\s*$|\s*[.,;:!?)]|\s+(?:\d|(?:lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche|demain|hier|aujourd|ce|cette|le|en)(?![\p{L}])))/u,
  },
  es: {
    before:
      /(?:(?:^|[^\p{L}])(?:a|al|en|hacia|para|desde|hasta)|(?:aeropuerto|estacion|ciudad|centro|cerca|provincia|afueras|puerto) (?:de |del ))\s*$/u,
    after:
      /^(?:\s*$|\s*[.,;:!?)]|\s+(?:\d|(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|manana|hoy|ayer|este|esta|el|en)(?![\p{L}])))/u,
  },
};

/**
 * French and Spanish prepositions that say where one goes or is whatever stands before them (no article after them:
 * "je pars vers milan demain", "vuelo hacia lima el lunes", "estoy en lima por trabajo").
 */
const PLACE_ONLY: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(['vers', 'depuis', 'jusqu']),
  es: new Set(['hacia', 'desde', 'hasta', 'en']),
};
/**
 * Words after which "à", "a", "de", "pour", "en", "para" say where one goes, is or comes from: verbs of going, being and
 * living, and words of travel and of places ("je vais à milan", "un vol pour pékin", "près de milan", "voy a lima",
 * "vuelo a quito", "salgo de lima"). After other words they build everyday nouns: "sac à rabat", "nappe de damas", "sabor
 * a lima", "jugo de lima", "huele a colonia".
 */
const GOING: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      'vais va vas allons allez vont aller irai ira irons iront pars part partons partez partent partir parti partie ' +
      'suis es est sommes etes sont etre etais etait serai sera ete habite habites habitons habitez habitent habiter ' +
      'vis vit vivons vivez vivent vivre arrive arrives arrivons arrivez arrivent arriver rentre rentrer retourne ' +
      'retourner reste rester travaille travailler voyage voyager vole voler ne nee demenage demenager viens vient venir vienne ' +
      'reviens revient revenir escale vol vols billet billets train avion aller retour voyage sejour pres aeroport gare'
    ).split(' '),
  ),
  es: new Set(
    (
      'voy vas va vamos vais van ir ire ira iremos viajo viajas viaja viajamos viajan viajar vuelo vuelos vuela volamos ' +
      'volar llego llegas llega llegamos llegan llegar vuelvo vuelve volvemos volver regreso regresa regresamos regresar ' +
      'mudo mudamos mudarme mudarnos fui fue fuimos vengo viene venimos venir salgo sale salimos salir vivo vives vive ' +
      'vivimos viven vivir trabajo trabaja estoy esta estamos estan soy eres somos nacio naci billete billetes pasaje pasajes boleto ' +
      'boletos viaje tren autobus bus camino rumbo escala cerca aeropuerto estacion'
    ).split(' '),
  ),
};

/** Verbs of leaving and words of travel, after which "pour", "para" say where one goes (see FOR). */
const LEAVING: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      'pars part partons partez partent partir parti partie partis parties depart departs vol vols billet billets train ' +
      'trains avion avions aller retour voyage voyages sejour escale navette bus car taxi correspondance trajet ' +
      'embarque embarquement route direction'
    ).split(' '),
  ),
  es: new Set(
    (
      'salgo sales sale salimos salen salir sali salio salida salidas vuelo vuelos billete billetes pasaje pasajes ' +
      'boleto boletos viaje viajes tren trenes autobus bus avion escala rumbo camino traslado embarque'
    ).split(' '),
  ),
};

/**
 * Verbs of going somewhere, before "à", "a": after them comes where one goes ("voy a quito por trabajo", "je vais à tours
 * pour le travail", "me mudo a granada"), or in Spanish an infinitive (what one is going to do: "voy a quitar", "vamos a
 * tomar algo", whose words are towns too) or an idiom ("vamos a medias").
 */
const GOING_TO: Partial<Record<Lang, ReadonlySet<string>>> = {
  fr: new Set(
    (
      'vais va vas allons allez vont aller irai ira iras irons irez iront pars part partons partez partent partir ' +
      'rentre rentrons rentrer retourne retournons retourner demenage demenageons demenager'
    ).split(' '),
  ),
  es: new Set(
    (
      'voy vas va vamos vais van ir ire ira iremos iran viajo viajas viaja viajamos viajan viajar mudo mudamos ' +
      'mudarme mudarnos vuelvo vuelve volvemos volver regreso regresa regresamos regresar fui fue fuimos'
    ).split(' '),
  ),
};
const NOT_AFTER_GOING_TO: Partial<Record<Lang, RegExp>> = {
  fr: /^(?:pied|velo|cheval|fond|merveille)$/,
  es: /(?:ar|er|ir)(?:lo|la|los|las|le|les|me|te|se|nos)?$|^medias$/,
};

/** Whether an everyday word of one word has "à", "a" right before it and a verb of going before that (see GOING_TO). */
function goingTo(ctx: RuleContext, scan: Scan, m: PlaceMatch, lead: Lead): boolean {
  if (!lead.found || lead.article || lead.word !== 'a' || m.to - m.from !== 1) return false;
  const before = scan.parts[m.from - 2];
  return !!before && !!GOING_TO[ctx.lang]?.has(before.key) && !NOT_AFTER_GOING_TO[ctx.lang]?.test(m.key);
}

/** Whether a level-5 name has a preposition of going or being right before it (see PLACE_ONLY and GOING). */
function goingLead(ctx: RuleContext, scan: Scan, m: PlaceMatch, lead: Lead): boolean {
  if (!lead.found || lead.article) return false;
  if (PLACE_ONLY[ctx.lang]?.has(lead.word!)) return true;
  const before = scan.parts[m.from - 2];
  return !!before && !!GOING[ctx.lang]?.has(before.key);
}

function hasLower(s: string): boolean {
  return s !== s.toUpperCase();
}

/**
 * Whether a name that is also an everyday word ("Nice", "Reading", "us") may count as a place
 * here. Evidence: a capital mid-sentence, a place preposition before it, a country after it, a postcode before it,
 * being the whole message; what counts depends on the name's level (types.ts).
 */
export function hasEvidence(ctx: RuleContext, scan: Scan, m: PlaceMatch, lead: Lead): boolean {
  const level = levelOf(m.entry, ctx.lang);
  if (level === 0) return true;
  const cap = capitalised(ctx, m);
  const whole = m.from === 0 && m.to === scan.parts.length;
  const countryAfter = followedByCountry(ctx, scan, m) !== undefined;
  // A preposition alone is not enough for an everyday word: "to buy", "de como", "from reading".
  if (level === 1 || level === 4 || level === 5 || level === 6) {
    // A most frequent word (level 6) takes no evidence from lower case: "voy a pueblo", "le va a mesa".
    const everyday =
      cap.mid ||
      cap.allCaps ||
      ((lead.found || whole) && cap.any) ||
      (lead.found && level !== 6 && lowerCaseClauseEnd(ctx, scan, m, lead)) ||
      countryAfter ||
      postcodeBefore(ctx, m);
    // A rare word naming a city of a million people is that city right after a place preposition ("i'm in phoenix"; "in
    // the manila envelope" is none); in French and Spanish, one that says where one goes or is (level 5).
    return (
      everyday ||
      (level === 4 && lead.found && !lead.article) ||
      (level === 5 && goingLead(ctx, scan, m, lead)) ||
      (level === 1 && goingTo(ctx, scan, m, lead))
    );
  }
  // "ship to the us", "i live in the us": an English country of a function word after a place preposition and "the".
  if (level === 2) return cap.mid || cap.allCaps || countryAfter || (ctx.lang === 'en' && !!lead.article && m.entry.country !== undefined);
  return lead.found || whole || countryAfter || (cap.any && thingAfter(ctx, scan, m));
}

/** Whether a French or Spanish postcode stands right before the name ("33000 bordeaux", "28001 madrid"): a town's. */
function postcodeBefore(ctx: RuleContext, m: PlaceMatch): boolean {
  return ctx.lang !== 'en' && /(?:^|[^\p{N}])\d{5}[ \u00a0]+$/u.test(ctx.text.slice(Math.max(0, m.start - 8), m.start));
}

/**
 * Whether a thing of the place follows the name one space apart: a noun of its office or site, in lower case too ("call
 * Florence office", "our Florence team": PLACE_NOUNS), or a capitalised thing of a city ("Florence Airport": PLACE_THINGS).
 */
function thingAfter(ctx: RuleContext, scan: Scan, m: PlaceMatch): boolean {
  const next = scan.parts[m.to];
  if (!next || ctx.text.slice(m.end, next.start) !== ' ') return false;
  if (PLACE_NOUNS[ctx.lang]?.has(next.key)) return true;
  const c = ctx.original[next.start]!;
  return c !== c.toLowerCase() && PLACE_THINGS[ctx.lang].has(next.key);
}

/** Whether a country follows the name, after a comma or a joining word ("Nice, France", "Lyon en France"). */
export function followedByCountry(ctx: RuleContext, scan: Scan, m: PlaceMatch): PlaceMatch | undefined {
  let j = m.to;
  const sep = ctx.text.slice(m.end, scan.parts[j]?.start ?? m.end);
  if (/^\s*,\s*$|^\s*\(\s*$|^\s+-\s+$/.test(sep) || /^\s+$/.test(sep)) {
    // direct: "Paris, France" / "Paris (France)" / "Paris France"
  } else return undefined;
  let next = scan.at.get(j);
  if (next?.entry.country === undefined) {
    // joining word ("in", "en") or article: "Lyon en France", "Austin in the USA"
    const joiner = scan.parts[j]?.key;
    if (joiner && /^\s+$/.test(sep) && ['in', 'en', 'au', 'aux'].includes(joiner)) j++;
    if (scan.parts[j] && ARTICLES[ctx.lang].has(scan.parts[j]!.key)) j++;
    next = scan.at.get(j);
  }
  return next && next.entry.country !== undefined && next !== m ? next : undefined;
}

/** End of a name, with its dot when it ends with an initial: "Washington D.C.". */
export function initialDot(ctx: RuleContext, m: { end: number }): number {
  return ctx.text[m.end] === '.' && /(?:^|[^\p{L}])\p{L}$/u.test(ctx.text.slice(m.end - 2, m.end)) ? m.end + 1 : m.end;
}
