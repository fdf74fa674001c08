import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { classify, decodeModel, encodeModel, match, train, type Lang } from './index';
import { rawScores } from './classify';

const { background, frequentWords } = loadClassifierData();

/**
 * An App made of names (issue #31): one intent, "a route", whose phrases are mostly stops of a
 * city's network around "from" and "to". Riders name stops the owner never typed; a sentence of
 * two such names must still be answered (relatedness takes them for more names, not for unrelated
 * words), while everyday requests stay rejected. Names and sentences written for this test.
 */
interface NamesApp {
  route: string[];
  /** Two stops the App never saw, in the language's own way of asking. */
  unseen: string[];
  /**
   * Two unseen stops around a bare "de ... à": still under the threshold, not for relatedness but
   * for coverage (less than 15% of the sentence is known to the App). Kept visible.
   */
  gaps: string[];
  /** Sentences whose only content words are the two unseen stops (the others also hold a known word). */
  bare: string[];
  everyday: string[];
}

const APPS: Record<Lang, NamesApp> = {
  en: {
    route: [
      'from hammersmith to shoreditch',
      'hackney to wimbledon',
      'how do i get from brixton to islington',
      'stockwell to walthamstow',
      'from peckham to marylebone',
      'brixton to hackney please',
      'from shoreditch to stockwell',
      'wimbledon to peckham',
      'route from islington to hammersmith',
      'walthamstow to marylebone',
    ],
    unseen: ['from tottenham to lewisham', 'from woolwich to dalston', 'how do i get from plaistow to barnsbury', 'tottenham to lewisham please'],
    gaps: [],
    bare: ['from tottenham to lewisham', 'from woolwich to dalston'],
    everyday: ['how do i tie a tie', 'what is the weather like tomorrow', 'tell me a joke', 'who won the football match', 'recommend a good book'],
  },
  fr: {
    route: [
      'de ménilmontant à vaugirard',
      'jaurès à bercy',
      'comment aller de belleville à montparnasse',
      'de pigalle à oberkampf',
      'trocadéro à ménilmontant',
      'de vaugirard à pigalle',
      'itinéraire de oberkampf à trocadéro',
      'bercy à belleville',
      'de montparnasse à jaurès',
      'pigalle à trocadéro stp',
    ],
    unseen: ['aller de voltaire à charonne', 'comment aller de jussieu à wagram'],
    gaps: ['de picpus à glacière'],
    bare: ['de picpus à glacière', 'voltaire à charonne'],
    everyday: ['je dois me couper les cheveux', 'quel temps fera-t-il demain', 'raconte-moi une blague', 'qui a gagné le match', 'conseille-moi un bon film'],
  },
  es: {
    route: [
      'de chamartín a lavapiés',
      'moncloa a vallecas',
      'cómo llego de chamberí a usera',
      'de carabanchel a hortaleza',
      'lavapiés a moncloa',
      'de usera a chamartín',
      'ruta de vallecas a carabanchel',
      'hortaleza a chamberí',
      'de moncloa a usera',
      'chamartín a vallecas por favor',
    ],
    unseen: ['cómo llego de batán a pacífico', 'cómo llego de canillejas a aluche', 'de canillejas a aluche'],
    gaps: [],
    bare: ['de canillejas a aluche', 'tetuán a legazpi'],
    everyday: ['necesito cortarme el pelo', 'qué tiempo hará mañana', 'cuéntame un chiste', 'quién ganó el partido', 'recomiéndame una buena película'],
  },
};

describe.each(['en', 'fr', 'es'] as const)('an App made of names: a route between stops (%s)', (lang) => {
  const app = APPS[lang];
  const items = [{ id: 'route', kind: 'Intent' as const, utterances: app.route }];
  const model = train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });

  it('knows it is made of names, and keeps it when stored', () => {
    expect(model.nameShare).toBeGreaterThanOrEqual(0.5);
    expect(decodeModel(encodeModel(model)).nameShare).toBe(model.nameShare);
  });

  it.each(app.unseen)('answers "%s", two stops it never saw', (sentence) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual(['route']);
  });

  it.each(app.everyday)('does not answer the everyday "%s"', (sentence) => {
    expect(match(model, sentence), `best: ${JSON.stringify(classify(model, sentence)[0])}`).toEqual([]);
  });

  it.skipIf(app.gaps.length === 0).each(app.gaps)('does not answer "%s" yet (known gap: coverage)', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });

  it('weighs a sentence of unseen stops twice what an App of everyday words would (x 0.6, not x 0.3)', () => {
    const plain = train(items, lang, { background: background[lang] });
    expect(plain.nameShare).toBe(0);
    for (const sentence of app.bare) {
      expect(rawScores(model, sentence).related).toBe(0.6);
      expect(rawScores(plain, sentence).related).toBe(0.3);
      expect(classify(model, sentence)[0].probability).toBeGreaterThan(2 * classify(plain, sentence)[0].probability);
    }
  });
});
