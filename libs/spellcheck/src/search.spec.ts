import { beforeAll, describe, expect, it } from 'vitest';
import { loadDictionary } from '../data/load';
import { LANGUAGES, type Language } from '@parley/contracts';
import type { Dictionary } from './dictionary';
import { WeightedDistance, osaDistance, substitutionTable } from './distance';
import { keyboardNeighbours } from './keyboard';
import { DEFAULT_RANKING } from './ranking';
import { type Candidate, Searcher } from './search';

/**
 * Typed words of every kind the bounds treat apart: letters left out, doubled, swapped or
 * replaced, accents, apostrophes and hyphens, ligatures, long words, words two edits away.
 */
const QUERIES: Record<Language, string[]> = {
  en: [
    'helo',
    'wrold',
    'teh',
    'recieve',
    'accomodation',
    'tommorow',
    'thenk',
    'yoou',
    'thhe',
    'motning',
    'dont',
    "does'nt",
    'im',
    'reserv',
    'begining',
    'occured',
    'seperate',
    'definately',
    'wich',
    'knowlege',
    'brokn',
    'phne',
    'adress',
    'untill',
    'mispell',
    'e-mial',
    'aple',
    'chekout',
    'cancellaton',
    'xyzzyq',
  ],
  fr: [
    'deja',
    'hotel',
    'tres',
    'coeur',
    'oeuvre',
    'peut-etre',
    "aujourd'hui",
    'aujourdhui',
    'quelquun',
    'reserver',
    'abonnment',
    'comamnde',
  ],
  es: ['tambien', 'habitacion', 'manana', 'necseito', 'grasias', 'pueddo', 'cuetsa', 'nochhe', 'aboerta', 'resrevar', 'ablar'],
};

/** Every word within `maxDistance`, ranked as the search ranks them: what the pruning must not change. */
function fullScan(dictionary: Dictionary, query: string, maxDistance: number, limit: number): string[] {
  const ranking = DEFAULT_RANKING[dictionary.language];
  const weighted = new WeightedDistance();
  const q = Uint16Array.from(query, (c) => c.charCodeAt(0));
  weighted.set(q, q.length, ranking.costs, substitutionTable(ranking.costs, keyboardNeighbours(ranking.layout)));
  const { chars, offsets } = dictionary.words;
  const scored: { id: number; score: number }[] = [];
  for (let id = 0; id < dictionary.size; id++) {
    const start = offsets[id];
    const m = offsets[id + 1] - start;
    if (osaDistance(q, q.length, chars, start, m, maxDistance) > maxDistance || dictionary.isAcronym(id)) continue;
    const prior = dictionary.rank[id] * 1e-9 - ranking.frequencyWeight * dictionary.logFrequency[id];
    scored.push({ id, score: weighted.distance(chars, start, m) + prior });
  }
  scored.sort((a, b) => a.score - b.score);
  return scored.slice(0, limit).map(({ id }) => dictionary.displayForm(id));
}

describe('candidate search', () => {
  const dictionaries = {} as Record<Language, Dictionary>;
  const searchers = {} as Record<Language, Searcher>;
  beforeAll(() => {
    for (const language of LANGUAGES) {
      dictionaries[language] = loadDictionary(language);
      searchers[language] = new Searcher(dictionaries[language]);
    }
  });

  it.each((Object.keys(QUERIES) as Language[]).flatMap((language) => QUERIES[language].map((query) => [language, query] as const)))(
    '%s "%s": finds the candidates of a scan of the whole dictionary, in the same order',
    (language, query) => {
      const dictionary = dictionaries[language];
      const searcher = searchers[language];
      const ranking = DEFAULT_RANKING[language];
      for (const maxDistance of [1, 2]) {
        const found: Candidate[] = [];
        searcher.collect(
          query,
          {
            maxDistance,
            costs: ranking.costs,
            substitution: substitutionTable(ranking.costs, keyboardNeighbours(ranking.layout)),
            frequencyWeight: ranking.frequencyWeight,
            skipAcronyms: true,
          },
          found,
          5,
        );
        expect(found.map(({ id }) => dictionary.displayForm(id))).toEqual(fullScan(dictionary, query, maxDistance, 5));
      }
    },
  );
});
