import type { Lang } from '../types';

/**
 * Words that make "pounds"/"livres"/"libras" a weight wherever they are in the sentence: weighing,
 * losing or gaining, other weight units, and "a pound of cherries", "une livre de beurre", "dos
 * libras de carne" (a pound of something is weighed; "ten pounds of the money" is not).
 */
export const WEIGHT_CUE: Readonly<Record<Lang, RegExp>> = {
  en: /\b(?:weigh\w*|weight|heav(?:y|ier)|light(?:er)?|lose|lost|gain\w*|kgs?|kilos?|lbs?|ounces?|oz|fat|diet)\b|\bpounds? of (?!the\b|my\b|your\b|his\b|her\b|our\b|their\b|this\b|that\b|it\b)[a-z]/,
  fr: /\b(?:pes\w*|poids|lourde?s?|maigri\w*|grossi\w*|kilos?|kg)\b|\bune (?:demi-)?livre d/,
  es: /\b(?:pes(?:a|an|o|aba|ar|ado|ada|e)|adelgaz\w*|engord\w*|kilos?|kg|onzas?)\b|\blibras? de (?!la\b|el\b|los\b|las\b|mi\b|tu\b|su\b|sus\b)[a-z]/,
};

/** Prices, paying, lending, currency signs: in the amount's clause, "pounds"/"libras" are money. */
const PRICE_CUE: Readonly<Record<Lang, RegExp>> = {
  en: /[$£€]|\b(?:cost\w*|price\w*|pa(?:y|ys|id|ying)|spen[dt]\w*|charg\w*|fees?|fines?|rent|owe\w*|lend|lent|borrow\w*|loan|cheap\w*|expensive|worth|afford\w*|sale|sales|discount\w*|budget|saved?|salary|earn\w*|wages?|tip|bill|money|cash|wallet|refund\w*|deposit|tickets?|quid|pence|buy|bought|sell|sold)\b/,
  fr: /[$£€]|\b(?:co[uû]t\w*|prix|pay\w*|d[ée]pens\w*|loyer|amende|dois|doit|pr[eê]t\w*|cher|ch[eè]re|vend\w*|achet\w*|argent|sterling)\b/,
  es: /[$£€]|\b(?:cuest\w*|cost\w*|precio\w*|pag\w*|gast\w*|cobr\w*|debo|debes|debe|deben|debia|prest\w*|multa|alquiler|barat\w*|caro|cara|vale|valen|vend\w*|compr\w*|ahorr\w*|sueldo|salario|dinero|billetes?|entradas?|propina|cuenta)\b/,
};

/** What is weighed in pounds: babies and bodies, luggage and parcels, fish and animals. */
const WEIGHED_CUE: Readonly<Record<Lang, RegExp>> = {
  en: /\b(?:bab(?:y|ies)|newborns?|born|birth|infants?|toddlers?|body|belly|muscles?|overweight|underweight|scales?|luggage|baggage|suitcases?|bags?|parcels?|packages?|boxe?s?|crates?|fish|salmon|trout|bass|carp|pike|tuna|catch|caught|dogs?|cats?|pupp(?:y|ies)|kittens?|pets?|turkeys?|dumbbells?)\b/,
  fr: /\b(?:bebes?|nouveau-nes?|ne|nee|naissance|corps|valises?|bagages?|colis|paquets?|poissons?|saumons?|truites?|brochets?|chiens?|chats?|dindes?|balance)\b/,
  es: /\b(?:bebes?|recien nacid\w*|naci\w*|cuerpo|maletas?|equipaje|bolsas?|paquetes?|cajas?|pez|peces|pescados?|salmon|truchas?|perros?|gatos?|mascotas?|pavos?|bascula)\b/,
};

// Clause boundaries: punctuation followed by a space or the end (not "12.50", "1,200"), brackets.
const BOUNDARY = /[,;.!?:](?=\s|$)|[()]/g;

function clauseOf(folded: string, start: number, end: number): string {
  let from = 0;
  let to = folded.length;
  BOUNDARY.lastIndex = 0;
  for (let m = BOUNDARY.exec(folded); m; m = BOUNDARY.exec(folded)) {
    if (m.index < start) from = m.index + 1;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return folded.slice(from, to);
}

/**
 * Whether the "pounds"/"livres"/"libras" at `start..end` of the folded sentence are a weight: a
 * weighing word anywhere in the sentence; else, in its clause, a price word makes it money ("the
 * jacket is under forty pounds in the sale", "te debo diez libras") and something weighed a weight
 * ("the baby was seven pounds", "each parcel must stay under thirty pounds", "a twelve pound
 * salmon"). Neither: money (or, in French, books).
 */
export function poundIsWeight(lang: Lang, folded: string, start: number, end: number): boolean {
  if (WEIGHT_CUE[lang].test(folded)) return true;
  const clause = clauseOf(folded, start, end);
  return !PRICE_CUE[lang].test(clause) && WEIGHED_CUE[lang].test(clause);
}
