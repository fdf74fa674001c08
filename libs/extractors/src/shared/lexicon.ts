import type { Lang } from '../types';

/**
 * Grammar of spelled-out numbers: each word of a language's number vocabulary, with the role it
 * plays when words combine ("quatre" + "vingt" = 80, "doscientos" is a hundreds word, "and" only
 * joins "a hundred and five"). Words are stored folded (lower case, no accents).
 */
export type Kind =
  | 'zero'
  | 'unit' // 1-9
  | 'teen' // 10-19 (fr "dix" is a 'tens': it takes a unit, "dix-sept")
  | 'tens' // 20-90
  | 'hundreds' // es: a whole hundreds value ("doscientos")
  | 'hundred' // multiplier 100 ("hundred", "cent")
  | 'mult' // multiplier of what comes before ("dozen", "thousand", "millones", "vingtaine")
  | 'and' // connector inside a number ("hundred and five", "vingt et un", "treinta y dos")
  | 'point' // decimal separator word ("three point five")
  | 'minus'; // sign word ("minus five")

export interface LexEntry {
  kind: Kind;
  value: number;
  /** The word closes an ordinal ("twenty-first"). */
  ordinal?: boolean;
  /**
   * An article that is also "1": 'drop' never stands alone as a number (en "a"), 'latent' stands
   * alone only as a latent token usable by measures ("un kilo") but is not reported.
   */
  article?: 'drop' | 'latent';
}

type Table = Record<string, [Kind, number]>;

const EN: Table = {
  zero: ['zero', 0], nought: ['zero', 0],
  one: ['unit', 1], two: ['unit', 2], three: ['unit', 3], four: ['unit', 4], five: ['unit', 5],
  six: ['unit', 6], seven: ['unit', 7], eight: ['unit', 8], nine: ['unit', 9],
  ten: ['teen', 10], eleven: ['teen', 11], twelve: ['teen', 12], thirteen: ['teen', 13], fourteen: ['teen', 14],
  fifteen: ['teen', 15], sixteen: ['teen', 16], seventeen: ['teen', 17], eighteen: ['teen', 18], nineteen: ['teen', 19],
  twenty: ['tens', 20], thirty: ['tens', 30], forty: ['tens', 40], fourty: ['tens', 40], fifty: ['tens', 50],
  sixty: ['tens', 60], seventy: ['tens', 70], eighty: ['tens', 80], ninety: ['tens', 90],
  hundred: ['hundred', 100], thousand: ['mult', 1e3], million: ['mult', 1e6], billion: ['mult', 1e9], trillion: ['mult', 1e12],
  dozen: ['mult', 12],
  and: ['and', 0], point: ['point', 0], minus: ['minus', 0],
};
const EN_ORD: Table = {
  first: ['unit', 1], second: ['unit', 2], third: ['unit', 3], fourth: ['unit', 4], fifth: ['unit', 5],
  sixth: ['unit', 6], seventh: ['unit', 7], eighth: ['unit', 8], ninth: ['unit', 9], tenth: ['teen', 10],
  eleventh: ['teen', 11], twelfth: ['teen', 12], thirteenth: ['teen', 13], fourteenth: ['teen', 14], fifteenth: ['teen', 15],
  sixteenth: ['teen', 16], seventeenth: ['teen', 17], eighteenth: ['teen', 18], nineteenth: ['teen', 19],
  twentieth: ['tens', 20], thirtieth: ['tens', 30], fortieth: ['tens', 40], fiftieth: ['tens', 50], sixtieth: ['tens', 60],
  seventieth: ['tens', 70], eightieth: ['tens', 80], ninetieth: ['tens', 90],
  hundredth: ['hundred', 100], thousandth: ['mult', 1e3], millionth: ['mult', 1e6],
};

const FR: Table = {
  zero: ['zero', 0],
  un: ['unit', 1], une: ['unit', 1], deux: ['unit', 2], trois: ['unit', 3], quatre: ['unit', 4], cinq: ['unit', 5],
  six: ['unit', 6], sept: ['unit', 7], huit: ['unit', 8], neuf: ['unit', 9],
  dix: ['tens', 10], onze: ['teen', 11], douze: ['teen', 12], treize: ['teen', 13], quatorze: ['teen', 14],
  quinze: ['teen', 15], seize: ['teen', 16],
  vingt: ['tens', 20], vingts: ['tens', 20], trente: ['tens', 30], quarante: ['tens', 40], cinquante: ['tens', 50],
  soixante: ['tens', 60], septante: ['tens', 70], huitante: ['tens', 80], octante: ['tens', 80], nonante: ['tens', 90],
  cent: ['hundred', 100], cents: ['hundred', 100],
  mille: ['mult', 1e3], mil: ['mult', 1e3], million: ['mult', 1e6], millions: ['mult', 1e6],
  milliard: ['mult', 1e9], milliards: ['mult', 1e9], billion: ['mult', 1e12], billions: ['mult', 1e12],
  douzaine: ['mult', 12], douzaines: ['mult', 12],
  // Round counts, after a number only ("une vingtaine de personnes"): "la quarantaine", "des dizaines" are none.
  dizaine: ['mult', 10], dizaines: ['mult', 10], vingtaine: ['mult', 20], vingtaines: ['mult', 20], trentaine: ['mult', 30],
  quarantaine: ['mult', 40], cinquantaine: ['mult', 50], soixantaine: ['mult', 60], centaine: ['mult', 100], centaines: ['mult', 100],
  millier: ['mult', 1e3], milliers: ['mult', 1e3],
  et: ['and', 0], virgule: ['point', 0], moins: ['minus', 0],
};
const FR_ORD: Table = {
  premier: ['unit', 1], premiere: ['unit', 1], second: ['unit', 2], seconde: ['unit', 2],
};
// "troisième", "vingt et unième": the cardinal stem + "ième"; stems that change spelling.
const FR_IEME_STEMS: Record<string, string> = {
  un: 'un', deux: 'deux', trois: 'trois', quatr: 'quatre', cinqu: 'cinq', six: 'six', sept: 'sept', huit: 'huit',
  neuv: 'neuf', dix: 'dix', onz: 'onze', douz: 'douze', treiz: 'treize', quatorz: 'quatorze', quinz: 'quinze',
  seiz: 'seize', vingt: 'vingt', trent: 'trente', quarant: 'quarante', cinquant: 'cinquante', soixant: 'soixante',
  septant: 'septante', huitant: 'huitante', octant: 'octante', nonant: 'nonante', cent: 'cent', mill: 'mille',
  million: 'million', milliard: 'milliard',
};

const ES: Table = {
  cero: ['zero', 0],
  un: ['unit', 1], uno: ['unit', 1], una: ['unit', 1], dos: ['unit', 2], tres: ['unit', 3], cuatro: ['unit', 4],
  cinco: ['unit', 5], seis: ['unit', 6], siete: ['unit', 7], ocho: ['unit', 8], nueve: ['unit', 9],
  diez: ['teen', 10], once: ['teen', 11], doce: ['teen', 12], trece: ['teen', 13], catorce: ['teen', 14], quince: ['teen', 15],
  dieciseis: ['teen', 16], diecisiete: ['teen', 17], dieciocho: ['teen', 18], diecinueve: ['teen', 19],
  veinte: ['tens', 20], treinta: ['tens', 30], cuarenta: ['tens', 40], cincuenta: ['tens', 50], sesenta: ['tens', 60],
  setenta: ['tens', 70], ochenta: ['tens', 80], noventa: ['tens', 90],
  cien: ['hundreds', 100], ciento: ['hundreds', 100],
  mil: ['mult', 1e3], millon: ['mult', 1e6], millones: ['mult', 1e6], billon: ['mult', 1e12], billones: ['mult', 1e12],
  docena: ['mult', 12], docenas: ['mult', 12],
  // Round counts, after a number only ("una veintena de personas", "un centenar"): "decenas de" is none.
  decena: ['mult', 10], decenas: ['mult', 10], veintena: ['mult', 20], veintenas: ['mult', 20], treintena: ['mult', 30],
  centenar: ['mult', 100], centenares: ['mult', 100], millar: ['mult', 1e3], millares: ['mult', 1e3],
  y: ['and', 0], coma: ['point', 0], punto: ['point', 0], menos: ['minus', 0],
};
// "veintitrés" and the hundreds are single words with whole values.
const ES_VEINTI = ['veintiuno', 'veintiun', 'veintiuna', 'veintidos', 'veintitres', 'veinticuatro', 'veinticinco', 'veintiseis', 'veintisiete', 'veintiocho', 'veintinueve'];
const ES_HUNDREDS: Record<string, number> = {
  doscientos: 200, trescientos: 300, cuatrocientos: 400, quinientos: 500, seiscientos: 600, setecientos: 700,
  ochocientos: 800, novecientos: 900,
};
const ES_ORD_UNITS: Record<string, number> = {
  primero: 1, primer: 1, segundo: 2, tercero: 3, tercer: 3, cuarto: 4, quinto: 5, sexto: 6, septimo: 7, setimo: 7,
  octavo: 8, noveno: 9, nono: 9,
};
const ES_ORD_TENS: Record<string, number> = {
  decimo: 10, vigesimo: 20, trigesimo: 30, cuadragesimo: 40, quincuagesimo: 50, sexagesimo: 60, septuagesimo: 70,
  octogesimo: 80, nonagesimo: 90,
};

export type Lexicon = ReadonlyMap<string, LexEntry>;

function fromTable(t: Table, ordinal = false): [string, LexEntry][] {
  return Object.entries(t).map(([w, [kind, value]]) => [w, ordinal ? { kind, value, ordinal } : { kind, value }]);
}

function build(lang: Lang): Lexicon {
  const m = new Map<string, LexEntry>();
  if (lang === 'en') {
    for (const [w, e] of [...fromTable(EN), ...fromTable(EN_ORD, true)]) m.set(w, e);
    m.set('a', { kind: 'unit', value: 1, article: 'drop' });
    m.set('an', { kind: 'unit', value: 1, article: 'drop' });
  } else if (lang === 'fr') {
    for (const [w, e] of [...fromTable(FR), ...fromTable(FR_ORD, true)]) m.set(w, e);
    for (const [stem, card] of Object.entries(FR_IEME_STEMS)) m.set(`${stem}ieme`, { ...m.get(card)!, ordinal: true });
    m.set('un', { kind: 'unit', value: 1, article: 'latent' });
    m.set('une', { kind: 'unit', value: 1, article: 'latent' });
  } else {
    for (const [w, e] of fromTable(ES)) m.set(w, e);
    // A whole 21-29 takes no unit after it, like a teen.
    for (const w of ES_VEINTI) m.set(w, { kind: 'teen', value: 20 + (ES[w.slice(6)]?.[1] ?? 1) });
    for (const [w, v] of Object.entries(ES_HUNDREDS)) {
      m.set(w, { kind: 'hundreds', value: v });
      m.set(w.replace(/os$/, 'as'), { kind: 'hundreds', value: v });
    }
    for (const [w, v] of Object.entries(ES_ORD_UNITS)) {
      m.set(w, { kind: 'unit', value: v, ordinal: true });
      if (w.endsWith('o')) {
        m.set(w.slice(0, -1) + 'a', { kind: 'unit', value: v, ordinal: true });
        m.set(w + 's', { kind: 'unit', value: v, ordinal: true });
        m.set(w.slice(0, -1) + 'as', { kind: 'unit', value: v, ordinal: true });
      }
    }
    for (const [w, v] of Object.entries(ES_ORD_TENS)) {
      for (const end of ['o', 'a']) m.set(w.slice(0, -1) + end, { kind: 'tens', value: v, ordinal: true });
      // "decimotercero": one word.
      if (v === 10) for (const [u, uv] of Object.entries(ES_ORD_UNITS)) m.set(`decimo${u}`, { kind: 'teen', value: 10 + uv, ordinal: true });
    }
    m.set('centesimo', { kind: 'hundreds', value: 100, ordinal: true });
    m.set('milesimo', { kind: 'mult', value: 1e3, ordinal: true });
    m.set('un', { kind: 'unit', value: 1, article: 'latent' });
    m.set('una', { kind: 'unit', value: 1, article: 'latent' });
  }
  return m;
}

export const LEXICONS: Readonly<Record<Lang, Lexicon>> = { en: build('en'), fr: build('fr'), es: build('es') };
