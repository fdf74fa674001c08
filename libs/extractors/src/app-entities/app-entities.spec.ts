import { describe, expect, it } from 'vitest';
import type { Lang } from '../types';
import { FuzzyVocabulary, osa } from './fuzzy';
import { compileAppEntities, transferables, type AppEntityType } from './compile';
import { AppEntityMatcher } from './matcher';
import { patternProblem } from './patterns';
import { singulars } from './tokens';

const PLAN: AppEntityType = {
  name: 'plan',
  fuzzy: true,
  values: [
    { value: 'basic', synonyms: ['starter', 'free plan'] },
    { value: 'pro', synonyms: ['professional', 'premium'] },
    { value: 'enterprise', synonyms: ['business plan', 'corporate'] },
  ],
};
const ORDER: AppEntityType = { name: 'order', patterns: ['ORD-\\d{6}'] };
const BRANCH: AppEntityType = { name: 'branch', values: [{ value: 'Paris Opéra', synonyms: ['opera'] }, { value: 'Lyon Part-Dieu' }] };

const matcher = AppEntityMatcher.of([PLAN, ORDER, BRANCH], 'en');
const found = (m: AppEntityMatcher, s: string) => m.extract(s).map((e) => [e.dim, e.body, e.values[0]!.value, e.values[0]!.match]);

describe('App entities', () => {
  it.each([
    ["I'd like the entreprise plan", [['plan', 'entreprise', 'enterprise', 'fuzzy']]],
    ['switch me to the Enterprise plan', [['plan', 'Enterprise', 'enterprise', 'exact']]],
    ['is the business plan cheaper', [['plan', 'business plan', 'enterprise', 'exact']]],
    ['compare your plans: basic and pro', [['plan', 'basic', 'basic', 'exact'], ['plan', 'pro', 'pro', 'exact']]],
    ['do you have starters', [['plan', 'starters', 'basic', 'plural']]],
    ['where is my order ORD-123456?', [['order', 'ORD-123456', 'ORD-123456', 'pattern']]],
    ['orders ORD-000001 and ORD-000002', [['order', 'ORD-000001', 'ORD-000001', 'pattern'], ['order', 'ORD-000002', 'ORD-000002', 'pattern']]],
    // Accents and case folded; a type without fuzzy matching takes no typo and no plural.
    ['the paris opera branch', [['branch', 'paris opera', 'Paris Opéra', 'exact']]],
    ['the lyon part dieu store', [['branch', 'lyon part dieu', 'Lyon Part-Dieu', 'exact']]],
    ['the opra branch', []],
    ['I work for a corporation', []],
    // A short word takes no typo ("pre" is not "pro"), nor does a number-like pattern half-match.
    ['pre-sales question about ORD-12345', []],
    ['how much is it', []],
  ])('"%s"', (sentence, expected) => {
    expect(found(matcher, sentence)).toEqual(expected);
  });

  it('answers the shape of the built-in entities, with what matched and how', () => {
    expect(matcher.extract("I'd like the entreprise plan")).toEqual([
      { dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ value: 'enterprise', type: 'string', synonym: 'enterprise', match: 'fuzzy', typos: 1 }] },
    ]);
    expect(matcher.extract('the free plan please')[0]).toMatchObject({ body: 'free plan', values: [{ value: 'basic', synonym: 'free plan', match: 'exact' }] });
  });

  it('looks only for the types asked', () => {
    expect(found(matcher, 'pro plan for ORD-123456').map(([dim]) => dim)).toEqual(['plan', 'order']);
    expect(matcher.extract('pro plan for ORD-123456', new Set(['order'])).map((e) => e.dim)).toEqual(['order']);
  });

  it('takes the longest value that starts at a word, and values never overlap', () => {
    const m = AppEntityMatcher.of([{ name: 'product', values: [{ value: 'iPhone' }, { value: 'iPhone 15' }, { value: 'iPhone 15 Pro' }, { value: 'Pro Max' }] }], 'en');
    expect(found(m, 'my iphone 15 pro max broke')).toEqual([['product', 'iphone 15 pro', 'iPhone 15 Pro', 'exact']]);
    expect(found(m, 'an iPhone 14')).toEqual([['product', 'iPhone', 'iPhone', 'exact']]);
  });

  it.each<[Lang, string, string]>([
    ['en', 'companies', 'company'],
    ['en', 'branches', 'branch'],
    ['en', 'plans', 'plan'],
    ['fr', 'bateaux', 'bateau'],
    ['fr', 'chevaux', 'cheval'],
    ['fr', 'forfaits', 'forfait'],
    ['es', 'clases', 'clase'],
    ['es', 'luces', 'luz'],
    ['es', 'flores', 'flor'],
  ])('in %s, "%s" may be the plural of "%s"', (lang, plural, one) => {
    expect(singulars(plural, lang)).toContain(one);
  });

  it('counts typos as the spell checker does (a swap of neighbours is one)', () => {
    expect(osa('entreprise', 'enterprise', 2)).toBe(1);
    expect(osa('premium', 'premuim', 2)).toBe(1);
    expect(osa('basic', 'basci', 1)).toBe(1);
    expect(osa('basic', 'music', 1)).toBe(2);
    const vocabulary = new FuzzyVocabulary(['enterprise', 'entertain', 'enter', 'premium', 'pro', 'professional']);
    expect(vocabulary.near('entreprise', 2)).toEqual([{ word: 'enterprise', distance: 1 }]);
    expect(vocabulary.near('premuim', 1)).toEqual([{ word: 'premium', distance: 1 }]);
    expect(vocabulary.near('zzz', 2)).toEqual([]);
  });

  it.each([
    ['ORD-\\d{6}', null],
    ['(?i)ticket #?\\d+', null],
    ['(a+)+$', /backtrack catastrophically/],
    ['(x|x)*y', null],
    ['(?<=a)b', /RE2 syntax/],
    ['(\\w)\\1', /RE2 syntax/],
    ['a*', /empty string/],
    ['', /empty/],
    ['x'.repeat(301), /at most 300/],
  ])('the pattern %s: %s', (pattern, problem) => {
    const p = patternProblem(pattern);
    if (problem === null) expect(p).toBeNull();
    else expect(p).toMatch(problem);
  });

  it('answers the same from a compiled form posted between threads (structured clone, arrays transferred)', () => {
    const compiled = compileAppEntities([PLAN, ORDER, BRANCH], 'en');
    const copy = structuredClone(compiled, { transfer: transferables(compileAppEntities([PLAN, ORDER, BRANCH], 'en')) && [] });
    const sentences = ["I'd like the entreprise plan", 'the paris opera branch for ORD-123456', 'starters and premium'];
    for (const s of sentences) expect(new AppEntityMatcher(copy).extract(s)).toEqual(matcher.extract(s));
    expect(AppEntityMatcher.of([], 'en').extract('anything at all')).toEqual([]);
  });
});
