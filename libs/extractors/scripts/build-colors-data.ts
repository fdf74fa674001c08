/**
 * Builds `libs/extractors/data/colors/generated/colors.json` from npm packages plus the hand
 * tables of data/colors/hand.ts: CSS names (`color-name`), common English shades and the
 * French/Spanish seed names (`color-name-lists`, Many Languages Many Colors survey lists, CC0).
 * Deterministic: same packages, same output.  Run: npm run build:data:colors
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import cssNames from 'color-name';
import * as hand from '../data/colors/hand';
import { COLOR_AMBIGUOUS, COLOR_BLOCK, type ColorLangJson, type ColorsJson } from '../src/dimensions/color/types';
import { foldKey, phraseKeys } from '../src/dimensions/family/phrases';
import { LANGUAGES } from '@parley/contracts';

const require = createRequire(__filename);
const OUT = join(__dirname, '..', 'data', 'colors', 'generated');

type Rgb = readonly [number, number, number];
const hex = (rgb: Rgb) => rgb.map((c) => c.toString(16).padStart(2, '0')).join('').toUpperCase();
const css = cssNames as unknown as Record<string, Rgb>;

interface Named { name: string; hex: string }
function surveyList(key: string): Named[] {
  const file = require.resolve('color-name-lists/dist/colorlists.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as { lists: Record<string, Named[]> };
  return all.lists[key]!.map((c) => ({ name: c.name.toLowerCase().trim(), hex: c.hex.replace('#', '').toUpperCase() }));
}

/** "lightgoldenrodyellow" -> "light goldenrod yellow", longest known word first. */
const CSS_PARTS = new Set([
  ...hand.EN_WORDS,
  ...`alice antique blanched almond burly wood cadet cornflower cornsilk dim dodger firebrick floral ghost
  gainsboro honeydew lawn chiffon goldenrod misty navajo old lace papaya whip puff rebecca rosy saddle sandy
  seashell smoke web blush aquamarine drab khaki indian moccasin wheat thistle chartreuse linen bisque`.split(/\s+/),
]);
function segment(word: string): string {
  const parts: string[] = [];
  let rest = word;
  while (rest) {
    let n = rest.length;
    while (n > 0 && !CSS_PARTS.has(rest.slice(0, n))) n--;
    if (n === 0) return word;
    parts.push(rest.slice(0, n));
    rest = rest.slice(n);
  }
  return parts.join(' ');
}

class Lexicon {
  private readonly byKey = new Map<string, [string, string, string, number]>();
  add(phrase: string, hexCode: string, name: string, flags = 0): void {
    const key = phraseKeys(phrase).join(' ');
    if (!key || this.byKey.has(key)) return;
    this.byKey.set(key, [phrase, hexCode, name, flags]);
  }
  has(phrase: string): boolean {
    return this.byKey.has(phraseKeys(phrase).join(' '));
  }
  names(): ColorLangJson['names'] {
    return [...this.byKey.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  }
}

function english(): ColorLangJson {
  const lex = new Lexicon();
  const amb = (name: string) => (hand.EN_AMBIGUOUS.has(name) ? COLOR_AMBIGUOUS : 0);
  for (const phrase of hand.EN_BLOCK) lex.add(phrase, '', '', COLOR_BLOCK);
  for (const key of Object.keys(css).sort()) {
    const spaced = segment(key);
    lex.add(spaced, hex(css[key]!), spaced, amb(spaced));
    lex.add(key, hex(css[key]!), spaced, amb(spaced));
  }
  const singles = new Set(hand.EN_SINGLES);
  for (const c of surveyList('mlmc_english')) {
    const words = c.name.split(' ');
    const ok = words.length > 1 ? words.every((w) => hand.EN_WORDS.has(w)) : singles.has(c.name);
    if (ok) lex.add(c.name, c.hex, c.name, amb(c.name));
  }
  return {
    names: lex.names(),
    lemmas: {},
    cues: ['color', 'colour', 'colors', 'colours', 'colored', 'coloured', 'shade', 'shades', 'tone', 'paint', 'painted', 'dye', 'dyed'],
  };
}

/** `name = css; name = #hex; ...` -> [name, hex] */
function parseNames(text: string): [string, string][] {
  return text
    .split(/;\s*/)
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [name, target] = s.split(/\s*=\s*/) as [string, string];
      const code = target.startsWith('#') ? target.slice(1).toUpperCase() : css[target] && hex(css[target]);
      if (!code) throw new Error(`unknown colour target "${target}" for "${name}"`);
      return [name, code];
    });
}

function inflectFr(word: string): string[] {
  if (hand.FR_IRREGULAR[word]) return hand.FR_IRREGULAR[word];
  if (/[sx]$/.test(word)) return [];
  if (word.endsWith('e')) return [`${word}s`];
  return [`${word}e`, `${word}s`, `${word}es`];
}
function inflectEs(word: string): string[] {
  if (hand.ES_IRREGULAR[word]) return hand.ES_IRREGULAR[word];
  if (word.endsWith('o')) return [`${word.slice(0, -1)}a`, `${word}s`, `${word.slice(0, -1)}as`];
  if (/[ae]$/.test(word)) return [`${word}s`];
  if (word.endsWith('z')) return [`${word.slice(0, -1)}ces`];
  return [`${word}es`];
}

function romance(
  names: string,
  survey: string,
  ambiguous: ReadonlySet<string>,
  block: readonly string[],
  modifiers: readonly string[],
  inflect: (w: string) => string[],
  cues: string[],
): ColorLangJson {
  const lex = new Lexicon();
  for (const phrase of block) lex.add(phrase, '', '', COLOR_BLOCK);
  for (const [name, code] of parseNames(names)) lex.add(name, code, name, ambiguous.has(name) ? COLOR_AMBIGUOUS : 0);
  for (const c of surveyList(survey)) if (!lex.has(c.name)) lex.add(c.name, c.hex, c.name, ambiguous.has(c.name) ? COLOR_AMBIGUOUS : 0);
  // Colour words and modifiers agree with the noun ("chemises blanches", "camisas rojas").
  const singles = lex.names().filter(([p, , , f]) => f !== COLOR_BLOCK && !/[\s'-]/.test(p)).map(([p]) => p);
  const lemmas: Record<string, string> = {};
  const own = new Set([...singles, ...modifiers].map(foldKey));
  for (const word of [...singles, ...modifiers]) {
    for (const form of inflect(word)) {
      const key = foldKey(form);
      if (!own.has(key) && !(key in lemmas)) lemmas[key] = foldKey(word);
    }
  }
  return { names: lex.names(), lemmas, cues };
}

const out: ColorsJson = {
  en: english(),
  fr: romance(hand.FR_NAMES, 'mlmc_french', hand.FR_AMBIGUOUS, hand.FR_BLOCK,
    ['clair', 'foncé', 'pâle', 'vif', 'cassé', 'vieux', 'électrique', 'fluo'], inflectFr,
    ['couleur', 'couleurs', 'teinte', 'teintes', 'nuance', 'ton', 'tons', 'peint', 'peinte', 'peinture', 'coloris']),
  es: romance(hand.ES_NAMES, 'mlmc_spanish', hand.ES_AMBIGUOUS, hand.ES_BLOCK,
    ['claro', 'oscuro', 'pálido', 'vivo', 'fuerte', 'roto', 'eléctrico', 'chillón'], inflectEs,
    ['color', 'colores', 'tono', 'tonos', 'tonalidad', 'pintado', 'pintada', 'pintura', 'tinte']),
};
mkdirSync(OUT, { recursive: true });
writeFileSync(join(OUT, 'colors.json'), `${JSON.stringify(out)}\n`);
for (const lang of LANGUAGES) {
  console.log(`colors ${lang}: ${out[lang].names.length} names, ${Object.keys(out[lang].lemmas).length} inflected forms`);
}
