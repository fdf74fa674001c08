import type { Lang, RuleContext } from '../types';
import { DIGITS, cardLike, parseDigits, phoneSpans } from './digits';
import { inLink, links } from './links';
import { HALF_WORDS, fold, toParts, type Part } from './parts';
import { shortenedYear } from './shortened-years';
import { parseSpelled } from './spelled';

/** A number found in a sentence, with what measures and counts need to know about it. */
export interface NumberMatch {
  start: number;
  end: number;
  value: number;
  /** Written in words ("twenty"), not digits. */
  spelled: boolean;
  /** An article or pronoun read as 1 ("un", "this one"): usable by measures, not reported alone. */
  latent: boolean;
  /** Index of the first and one past the last part (word piece) it covers. */
  from: number;
  to: number;
  /** en "ran 10k", "a 5k run": thousands of metres run (latent: distance reports it). */
  race?: boolean;
}

export interface NumberScan {
  parts: Part[];
  numbers: NumberMatch[];
  ordinals: NumberMatch[];
}

// en "one" is a pronoun after these words ("this one", "no one").
const PRONOUN_ONE_BEFORE: Record<Lang, ReadonlySet<string>> = {
  en: new Set(['the', 'this', 'that', 'which', 'no', 'any', 'every', 'each', 'another', 'other', 'little', 'big', 'new', 'old', 'right', 'wrong', 'last', 'only', 'same', 'such', 'blue', 'red', 'green', 'black', 'white', 'good', 'bad', 'better', 'best', 'cheaper', 'cheapest', 'nice', 'first', 'next', 'someone', 'everyone', 'anyone', 'what']),
  fr: new Set(['tout', 'flambant', 'etat', 'comme', 'a']), // "neuf" = new: "à neuf", "comme neuf"
  es: new Set(['el', 'cada', 'ni', 'alguno', 'ninguno', 'cualquiera']),
};
const AMBIGUOUS_ONE: Record<Lang, string> = { en: 'one', fr: 'neuf', es: 'uno' };
// "au moins 3" is "at least 3", not -3.
const NOT_NEGATING: ReadonlySet<string> = new Set(['au', 'du', 'le', 'plus', 'ou', 'al', 'lo', 'a', 'mas', 'ni', 'de', 'en']);
const SPACES = /^[ \u00a0\u202f]+$/;
const K_SUFFIX = /^[kK](?![\p{L}\p{N}])/u;
// en "ran 10k", "a 5k run": a race's kilometres.
const RACE_BEFORE = /\b(?:ran|run|runs|running|jog|jogged|jogging|walked|raced|racing)(?: an?| the| my)? $/i;
const RACE_AFTER = /^ (?:run|race|runs|races|walk|jog|fun run)\b/i;

/** Every number of the sentence, computed once per sentence and shared by all dimensions. */
export function scanNumbers(ctx: RuleContext): NumberScan {
  return ctx.shared(scanContext);
}

const scanContext = (ctx: RuleContext): NumberScan => {
  const scan = scan_(ctx.text, ctx.words, ctx.lang);
  // Nothing inside a link is a number: "%20", "?price=10&pct=20%25", "/2024/05/".
  const found = scan.numbers.length || scan.ordinals.length ? links(ctx) : [];
  if (found.length) {
    scan.numbers = scan.numbers.filter((n) => !inLink(found, n.start, n.end));
    scan.ordinals = scan.ordinals.filter((n) => !inLink(found, n.start, n.end));
  }
  // "in '95", "the '90s": a year or a decade (time dimension), its two digits a latent number.
  if (/['\u2019\u2018]\d/.test(ctx.original)) {
    for (const n of scan.numbers) if (!n.spelled && n.end - n.start === 2 && shortenedYear(ctx.original, n.start)) n.latent = true;
  }
  return scan;
};

function round(v: number): number {
  return Number.isInteger(v) ? v : Number(v.toPrecision(12));
}

function scan_(text: string, words: RuleContext['words'], lang: Lang): NumberScan {
  const parts = toParts(text, words, lang);
  const numbers: NumberMatch[] = [];
  const ordinals: NumberMatch[] = [];

  // Digits.
  if (/\d/.test(text)) {
    const byStart = new Map<number, number>();
    parts.forEach((p, i) => byStart.set(p.start, i));
    const phones = phoneSpans(text, lang);
    const re = DIGITS[lang];
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const start = m.index;
      let end = start + m[0].length;
      if (phones.some(([a, b]) => start >= a && end <= b) || cardLike(m[0])) continue;
      let value = parseDigits(m[0], lang);
      const from = byStart.get(start) ?? partAfter(parts, start);
      let to = partAfter(parts, end);
      // Letters glued after: an ordinal suffix ("3rd"), "k" for thousands ("10k"), or a unit ("5km").
      const suffix = ordinalSuffix(text, end, lang);
      if (suffix && Number.isInteger(value) && /^\d+$/.test(m[0])) {
        ordinals.push({ start, end: end + suffix, value, spelled: false, latent: false, from, to });
        continue;
      }
      const k = K_SUFFIX.exec(text.slice(end, end + 2));
      const grand = k ? -1 : grandAt(parts, to, lang);
      if (k) {
        value *= 1000;
        end += 1;
      } else if (grand >= 0) {
        value *= 1000;
        end = parts[grand]!.end;
        to = grand + 1;
      } else {
        // "3 millions", "2 mil", "1.5 thousand", "3 dozen", "2 douzaines".
        const next = parts[to];
        const e = next?.entry;
        if (next && e && SPACES.test(text.slice(end, next.start)) && !e.ordinal && (e.kind === 'mult' || (e.kind === 'hundred' && lang === 'en'))) {
          value *= e.value;
          end = next.end;
          to++;
        }
      }
      const neg = negative(text, parts, start, from, lang);
      const race = !!k && lang === 'en' && neg === undefined && (RACE_BEFORE.test(text.slice(Math.max(0, start - 12), start)) || RACE_AFTER.test(text.slice(end, end + 12)));
      numbers.push({ start: neg ?? start, end, value: round(neg !== undefined ? -value : value), spelled: false, latent: race, from, to, ...(race ? { race } : {}) });
    }
  }

  // Words.
  for (let i = 0; i < parts.length; ) {
    const e = parts[i]!.entry;
    if (!e || e.kind === 'and' || e.kind === 'point' || e.kind === 'minus') {
      i++;
      continue;
    }
    const m = parseSpelled(parts, i, lang);
    if (!m) {
      // "une demi-douzaine", "media docena": the multiplier alone after "half".
      const half = e.kind === 'mult' && !e.ordinal ? halfBefore(parts, i, lang) : undefined;
      if (half !== undefined) {
        const first = parts[half]!;
        const end = parts[i]!.end;
        // The article before "demi" read alone as 1 is that half's.
        for (let k = numbers.length - 1; k >= 0; k--) if (numbers[k]!.start >= first.start && numbers[k]!.end <= end) numbers.splice(k, 1);
        numbers.push({ start: first.start, end, value: round(e.value / 2), spelled: true, latent: false, from: half, to: i + 1 });
      }
      i++;
      continue;
    }
    i = m.to;
    if (m.article === 'drop') continue;
    const first = parts[m.from]!;
    const lastPart = parts[m.to - 1]!;
    // The number words that start a hyphenated word ("five-mile", "one-way", "first-class"):
    // a latent number for measures, never an ordinal.
    const compound = parts[m.to]?.word === lastPart.word;
    if (compound && m.ordinal) continue;
    let latent = m.article === 'latent' || compound;
    if (m.to - m.from === 1 && first.text === AMBIGUOUS_ONE[lang]) {
      const prev = parts[m.from - 1];
      // "this one", "the 3rd one"
      if (prev && (PRONOUN_ONE_BEFORE[lang].has(prev.text) || /^\d+[a-z]+$/.test(prev.text))) latent = true;
    }
    const match: NumberMatch = { start: first.start, end: lastPart.end, value: m.value, spelled: true, latent, from: m.from, to: m.to };
    if (m.ordinal) {
      ordinals.push(match);
      continue;
    }
    // "fifty grand", "a hundred grand".
    const grand = compound ? -1 : grandAt(parts, m.to, lang);
    if (grand >= 0) {
      match.value *= 1000;
      match.end = parts[grand]!.end;
      match.to = grand + 1;
      match.latent = false;
      i = grand + 1;
    }
    // "half a dozen", "une demi-douzaine", "media docena": half of it.
    const half = parts[m.to - 1]!.entry?.kind === 'mult' ? halfBefore(parts, m.from, lang) : undefined;
    if (half !== undefined) {
      match.start = parts[half]!.start;
      match.from = half;
      match.value /= 2;
      match.latent = false;
    }
    const neg = negative(text, parts, match.start, match.from, lang);
    if (neg !== undefined) {
      match.start = neg;
      match.value = -match.value;
    }
    match.value = round(match.value);
    numbers.push(match);
  }
  numbers.sort((a, b) => a.start - b.start);
  ordinals.sort((a, b) => a.start - b.start);
  return { parts, numbers, ordinals };
}

// What may follow "grand" for thousands: the end of the phrase or one of these ("5 grand for it", "50 grand a year");
// before anything else "grand" is an adjective ("5 grand slams", "a grand hotel").
const AFTER_GRAND: ReadonlySet<string> = new Set([
  'a', 'an', 'for', 'per', 'each', 'in', 'on', 'at', 'to', 'from', 'and', 'or', 'but', 'of', 'is', 'was', 'now', 'then', 'plus',
  'max', 'tops', 'ish', 'so', 'more', 'less', 'left', 'short', 'over', 'under', 'off', 'upfront', 'down', 'it', 'this',
  'that', 'the', 'i', 'we', 'you', 'they', 'he', 'she', 'my', 'our', 'your', 'please', 'pls', 'already', 'last',
]);

/** Index of "grand" at part `at` when it makes the number before it thousands (en "100 grand"), else -1. */
function grandAt(parts: readonly Part[], at: number, lang: Lang): number {
  if (lang !== 'en') return -1;
  const p = parts[at];
  if (!p || !p.adjacent || (p.text !== 'grand' && p.text !== 'grands') || parts[at + 1]?.word === p.word) return -1;
  const next = parts[at + 1];
  return !next || !next.adjacent || AFTER_GRAND.has(next.text) ? at : -1;
}

// The article before "demi"/"media" ("une demi-douzaine"); English says it after "half" ("half a dozen").
const HALF_ARTICLE: ReadonlySet<string> = new Set(['un', 'une', 'una']);

/** Index of the part that starts "half" right before the number at part `from` ("half", "une demi-", "media"), if any. */
function halfBefore(parts: readonly Part[], from: number, lang: Lang): number | undefined {
  const h = from - 1;
  if (h < 0 || !HALF_WORDS[lang].has(parts[h]!.text)) return undefined;
  return h > 0 && HALF_ARTICLE.has(parts[h - 1]!.text) ? h - 1 : h;
}

/** Index of the first part starting at or after `offset`. */
function partAfter(parts: readonly Part[], offset: number): number {
  for (let i = 0; i < parts.length; i++) if (parts[i]!.start >= offset) return i;
  return parts.length;
}

// A sign standing apart ("it is - 4 degrees") after these words only: elsewhere " - " is a dash
// between items ("4 eggs - 2 apples") or a subtraction.
const SPACED_SIGN_AFTER: ReadonlySet<string> = new Set([
  'is', 'was', 'be', 'at', 'to', 'of', 'about', 'around', 'reach', 'reached', 'reaches', 'hit', 'hits', 'from',
  'est', 'etait', 'sera', 'fait', 'faisait', 'fera', 'a', 'de', 'jusqu', 'vers', 'environ',
  'es', 'era', 'esta', 'estaba', 'estamos', 'hace', 'hacia', 'hizo', 'hara', 'unos', 'desde', 'hasta',
]);
const isSign = (c: string | undefined) => c === '-' || c === '\u2212';

/** Start of the sign when the number is negative: "-5", "−5", "minus five", "moins 3", "is - 4". */
function negative(text: string, parts: readonly Part[], start: number, from: number, lang: Lang): number | undefined {
  const c = text[start - 1];
  if (isSign(c)) {
    const b = text[start - 2];
    if (b === undefined || !/[\p{L}\p{N}]/u.test(b)) return start - 1;
    return undefined;
  }
  if (c === ' ' && isSign(text[start - 2]) && text[start - 3] === ' ') {
    const before = parts[from - 1];
    if (before && before.end === start - 3 && !before.entry && SPACED_SIGN_AFTER.has(before.text)) return start - 2;
    return undefined;
  }
  const sign = parts[from - 1];
  if (!sign || sign.entry?.kind !== 'minus' || !parts[from]?.adjacent) return undefined;
  const before = parts[from - 2];
  // fr "à moins 10", es "a menos 5": "to minus" (en "a minus" is no sign).
  if (before && (before.entry || (NOT_NEGATING.has(before.text) && !(before.text === 'a' && lang !== 'en')) || /\d/.test(before.text))) return undefined;
  return sign.start;
}

const ORD_SUFFIX: Record<Lang, RegExp> = {
  en: /^(?:st|nd|rd|th)(?![\p{L}\p{N}])/u,
  fr: /^(?:er|ere|re|e|eme|em|nd|nde|de|ieme|[eè]me|ère)(?![\p{L}\p{N}])/u,
  es: /^(?:\.?[ºª]|o|a|er|ero|era|do|da|ro|ra|to|ta|vo|va|no|na|mo|ma)(?![\p{L}\p{N}])/u,
};

// es: what a degree sign typed for "º" ranks ("1° piso", "2° lugar", "4° año"): an ordinal, no temperature.
const RANKED_AFTER_DEGREE = /^[ \u00a0]+(?:piso|planta|lugar|puesto|grado|ano|curso|semestre|trimestre|nivel|premio|edicion|turno|medio|basico|vez|aniversario)(?![\p{L}\p{N}])/u;

/** Length of an ordinal suffix right after digits ("3rd", "1er", "2ème", "3º", es "1° piso"), or 0. */
function ordinalSuffix(text: string, end: number, lang: Lang): number {
  const c = text.charCodeAt(end);
  if (Number.isNaN(c) || c === 32) return 0;
  if (c === 0xb0) return lang === 'es' && RANKED_AFTER_DEGREE.test(fold(text.slice(end + 1, end + 16))) ? 1 : 0;
  const m = ORD_SUFFIX[lang].exec(text.slice(end, end + 5).toLowerCase());
  return m ? m[0].length : 0;
}
