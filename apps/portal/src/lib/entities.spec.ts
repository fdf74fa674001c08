import { describe, expect, it } from 'vitest';
import { appMatch, entityBody, entityProblems, highlight, matchHowText, mergeRows, parseSynonyms, parseValueList, sameDraft, synonymsText, toRows } from './entities';

describe('parseValueList', () => {
  it('reads "value: synonym, synonym", CSV, tab-separated cells and bare values, one a line', () => {
    const text = ['basic: starter, free', '', 'pro,professional,premium', 'enterprise\tbusiness\tcorporate', '  team  ', 'gold:'].join('\n');
    expect(parseValueList(text)).toEqual({
      values: [
        { value: 'basic', synonyms: ['starter', 'free'] },
        { value: 'pro', synonyms: ['professional', 'premium'] },
        { value: 'enterprise', synonyms: ['business', 'corporate'] },
        { value: 'team', synonyms: [] },
        { value: 'gold', synonyms: [] },
      ],
      problems: [],
      merged: 0,
    });
  });

  it('lets the first separator decide: a colon in a CSV synonym, a comma after the colon', () => {
    expect(parseValueList('pro,pro: plus\nlunch: 12:30, noon').values).toEqual([
      { value: 'pro', synonyms: ['pro: plus'] },
      { value: 'lunch', synonyms: ['12:30', 'noon'] },
    ]);
  });

  it('keeps a quoted comma or colon, and "" as a quote', () => {
    expect(parseValueList('"12:30": half past twelve, "noon, roughly"\n"the ""XL"" plan",xl\n27" screen: big screen').values).toEqual([
      { value: '12:30', synonyms: ['half past twelve', 'noon, roughly'] },
      { value: 'the "XL" plan', synonyms: ['xl'] },
      { value: '27" screen', synonyms: ['big screen'] },
    ]);
  });

  it('merges a value given twice (case and accents aside) and drops synonyms equal to the value or repeated', () => {
    const parsed = parseValueList('Café: coffee\ncafe: espresso, COFFEE, café\ntea: Tea, tea');
    expect(parsed.values).toEqual([
      { value: 'Café', synonyms: ['coffee', 'espresso'] },
      { value: 'tea', synonyms: [] },
    ]);
    expect(parsed.merged).toBe(1);
  });

  it('names the line of every problem and keeps the good lines', () => {
    const long = 'x'.repeat(201);
    const parsed = parseValueList(['ok', ': orphan, synonyms', '"unclosed, quote', `${long}: y`, 'fine: z'].join('\r\n'));
    expect(parsed.values.map((v) => v.value)).toEqual(['ok', 'fine']);
    expect(parsed.problems).toEqual([
      { line: 2, problem: 'has synonyms but no value before them' },
      { line: 3, problem: 'a quote is not closed' },
      { line: 4, problem: `“${'x'.repeat(24)}…” is longer than 200 characters (201)` },
    ]);
  });

  it('says when a value gets more than 50 synonyms', () => {
    const synonyms = Array.from({ length: 51 }, (_, i) => `s${i}`).join(', ');
    expect(parseValueList(`v: ${synonyms}`).problems).toEqual([{ line: 1, problem: '“v” has more than 50 synonyms (51)' }]);
  });

  it('reads a CSV file: its own separator, a header row, colons as text, a byte-order mark', () => {
    expect(parseValueList('\uFEFFValue;Synonym;Synonym\nlunch;12:30;noon\n"a;b";c\n', { csv: true }).values).toEqual([
      { value: 'lunch', synonyms: ['12:30', 'noon'] },
      { value: 'a;b', synonyms: ['c'] },
    ]);
    // Dialogflow's entity CSV: the value is its own first synonym.
    expect(parseValueList('"enterprise","enterprise","business"\n"pro","pro"', { csv: true }).values).toEqual([
      { value: 'enterprise', synonyms: ['business'] },
      { value: 'pro', synonyms: [] },
    ]);
  });
});

describe('synonyms as the editor shows them', () => {
  it('round-trips synonyms holding commas or quotes', () => {
    const synonyms = ['business', 'big, corporate', 'the "XL"'];
    expect(synonymsText(synonyms)).toBe('business, "big, corporate", "the ""XL"""');
    expect(parseSynonyms(synonymsText(synonyms))).toEqual(synonyms);
    expect(parseSynonyms('  ')).toEqual([]);
    expect(parseSynonyms('a,, b ,')).toEqual(['a', 'b']);
  });
});

describe('mergeRows', () => {
  const rows = toRows([
    { value: 'basic', synonyms: ['starter'] },
    { value: 'pro', synonyms: [] },
  ]);

  it('adds new values at the end and the synonyms a value lacks', () => {
    const { rows: out, added, extended } = mergeRows([...rows, { value: '', synonyms: '' }], [
      { value: 'Basic', synonyms: ['starter', 'free'] },
      { value: 'pro', synonyms: [] },
      { value: 'enterprise', synonyms: ['business'] },
    ]);
    expect(out).toEqual([
      { value: 'basic', synonyms: 'starter, free' },
      { value: 'pro', synonyms: '' },
      { value: 'enterprise', synonyms: 'business' },
    ]);
    expect({ added, extended }).toEqual({ added: 1, extended: 1 });
  });

  it("keeps the other fields of the rows it keeps, and makes the new ones with make", () => {
    let key = 0;
    const keyed = rows.map((r) => ({ ...r, key: ++key }));
    const out = mergeRows(keyed, [{ value: 'pro', synonyms: ['premium'] }, { value: 'gold', synonyms: [] }], false, (v) => ({ ...v, key: ++key })).rows;
    expect(out).toEqual([
      { value: 'basic', synonyms: 'starter', key: 1 },
      { value: 'pro', synonyms: 'premium', key: 2 },
      { value: 'gold', synonyms: '', key: 3 },
    ]);
  });

  it('replaces the values when asked', () => {
    expect(mergeRows(rows, [{ value: 'gold', synonyms: [] }], true).rows).toEqual([{ value: 'gold', synonyms: '' }]);
  });
});

describe('entityBody and entityProblems', () => {
  const draft = {
    name: ' plan ',
    language: 'en',
    fuzzy: true,
    values: [
      { value: 'basic', synonyms: 'starter' },
      { value: '', synonyms: '' },
      { value: ' ', synonyms: 'orphan' },
    ],
    patterns: ['', '(a+)+', 'PLAN-\\d+'],
  };

  it('leaves blank rows out and remembers where each item sent came from', () => {
    expect(entityBody(draft)).toEqual({
      body: {
        name: 'plan',
        language: 'en',
        fuzzy: true,
        values: [
          { value: 'basic', synonyms: ['starter'] },
          { value: '', synonyms: ['orphan'] },
        ],
        patterns: ['(a+)+', 'PLAN-\\d+'],
      },
      valueRows: [0, 2],
      patternRows: [1, 2],
    });
  });

  it("puts each of the API's problems on its field or row", () => {
    const { valueRows, patternRows } = entityBody(draft);
    const p = entityProblems(
      [
        { field: 'name', problem: 'is a built-in dimension (time): choose another name' },
        { field: 'values.1.value', problem: 'must not be empty' },
        { field: 'values.1.synonyms.0', problem: 'must be at most 200 characters' },
        { field: 'values', problem: 'must hold at most 100000 items' },
        { field: 'patterns.0', problem: 'could backtrack catastrophically' },
        { field: 'patterns.1', problem: 'matches the empty string' },
        { field: 'colour', problem: 'is not a field' },
      ],
      valueRows,
      patternRows,
    );
    expect(p.name).toBe('is a built-in dimension (time): choose another name');
    expect(p.values).toBe('must hold at most 100000 items');
    expect([...p.valueRows]).toEqual([[2, ['must not be empty', 'synonym 1 must be at most 200 characters']]]);
    expect([...p.patternRows]).toEqual([
      [1, ['could backtrack catastrophically']],
      [2, ['matches the empty string']],
    ]);
    expect(p.other).toEqual(['colour is not a field']);
  });
});

describe('sameDraft', () => {
  const loaded = { name: 'plan', language: 'en', fuzzy: false, values: toRows([{ value: 'pro', synonyms: ['premium'] }]), patterns: ['P-\\d+'] };

  it('compares what would be sent: blank rows, spaces and blank patterns aside', () => {
    expect(sameDraft(loaded, { ...loaded, name: ' plan ', values: [{ value: 'pro ', synonyms: 'premium,' }, { value: '', synonyms: '' }], patterns: ['P-\\d+', ' '] })).toBe(true);
    expect(sameDraft(loaded, { ...loaded, values: [{ value: 'pro', synonyms: 'premium, pro plus' }] })).toBe(false);
    expect(sameDraft(loaded, { ...loaded, fuzzy: true })).toBe(false);
    expect(sameDraft(loaded, { ...loaded, patterns: [] })).toBe(false);
  });

  it('counts any edit of a long list as a change, and the same list as none', () => {
    const long = { ...loaded, values: Array.from({ length: 3 }, (_, i) => ({ value: `v${i}`, synonyms: '' })) };
    expect(sameDraft(long, { ...long }, 2)).toBe(true);
    expect(sameDraft(long, { ...long, values: [...long.values] }, 2)).toBe(false);
    expect(sameDraft(long, { ...long, values: [...long.values] }, 3)).toBe(true);
  });
});

describe('matches of App entities', () => {
  const entity = (values: Record<string, unknown>) => ({ dim: 'plan', body: 'entreprise', start: 13, end: 23, values: [{ type: 'string', ...values }] });

  it('reads how each was found', () => {
    const fuzzy = appMatch(entity({ value: 'enterprise', synonym: 'enterprise', match: 'fuzzy', typos: 1 }))!;
    expect(fuzzy).toMatchObject({ value: 'enterprise', how: 'fuzzy', typos: 1 });
    expect(matchHowText(fuzzy)).toBe('fuzzy, 1 typo');
    const synonym = appMatch(entity({ value: 'enterprise', synonym: 'business', match: 'exact' }))!;
    expect([synonym.how, matchHowText(synonym)]).toEqual(['synonym', 'synonym “business”']);
    expect(matchHowText(appMatch(entity({ value: 'enterprise', synonym: 'Enterprise', match: 'exact' }))!)).toBe('exact');
    expect(matchHowText(appMatch(entity({ value: 'enterprise', synonym: 'corporate', match: 'fuzzy', typos: 2 }))!)).toBe('fuzzy, 2 typos of synonym “corporate”');
    expect(matchHowText(appMatch(entity({ value: 'plans', synonym: 'plan', match: 'plural' }))!)).toBe('plural of synonym “plan”');
    expect(matchHowText(appMatch(entity({ value: 'ORD-123456', synonym: 'ORD-\\d{6}', match: 'pattern' }))!)).toBe('pattern ORD-\\d{6}');
  });

  it("is null for a built-in dimension's entity", () => {
    expect(appMatch({ dim: 'number', body: '2', start: 0, end: 1, values: [{ value: 2, type: 'integer' }] })).toBeNull();
    expect(appMatch({ dim: 'plan', body: 'x', start: 0, end: 1, values: [] })).toBeNull();
  });

  it('cuts the sentence at the matches, an overlapping one left plain', () => {
    expect(
      highlight('I want the pro plan now', [
        { start: 11, end: 19 },
        { start: 15, end: 19 },
        { start: 11, end: 14 },
      ]),
    ).toEqual([
      { text: 'I want the ', match: null },
      { text: 'pro plan', match: 0 },
      { text: ' now', match: null },
    ]);
    expect(highlight('pro', [{ start: 0, end: 3 }])).toEqual([{ text: 'pro', match: 0 }]);
  });
});
