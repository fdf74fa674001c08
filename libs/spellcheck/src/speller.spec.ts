import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpellers } from '../data/load';
import { CORRECT_SENTENCES } from './corpus';
import { osaDistance } from './distance';
import { LANGUAGES, type Language } from '@parley/contracts';
import { parseSpellcheckKey } from './key';
import type { Speller } from './speller';
import { vocabularyFromTexts } from './vocabulary';

let spellers: Record<Language, Speller>;
beforeAll(() => {
  spellers = loadSpellers();
});

const check = (key: string, sentence: string) => {
  const { language, maxDistance } = parseSpellcheckKey(key);
  return spellers[language].check(sentence, { maxDistance });
};

describe('correct sentences', () => {
  it.each(LANGUAGES)('returns every %s chat sentence of the corpus unchanged', (language) => {
    expect(CORRECT_SENTENCES[language]).toHaveLength(200);
    const changed = CORRECT_SENTENCES[language]
      .map((sentence) => spellers[language].check(sentence, { maxDistance: 2 }))
      .filter((result) => result.correctSentence !== result.originalSentence || result.originalWords.length > 0)
      .map((result) => `${result.originalSentence} -> ${result.correctSentence}`);
    expect(changed).toEqual([]);
  });
});

describe('result shape', () => {
  it.each([
    {
      key: 'EN_2',
      sentence: 'I beleive teh wrold is round.',
      correctSentence: 'I believe the world is round.',
      sentenceTemplate: 'I {0} {1} {2} is round.',
      originalWords: ['beleive', 'teh', 'wrold'],
    },
    {
      key: 'FR_2',
      sentence: "J'ai deja vu l'hotel, c'est genial !",
      correctSentence: "J'ai déjà vu l'hôtel, c'est génial !",
      sentenceTemplate: "J'ai {0} vu l'{1}, c'est {2} !",
      originalWords: ['deja', 'hotel', 'genial'],
    },
    {
      key: 'ES_2',
      sentence: 'Quiero una habitacion para mañana, grasias.',
      correctSentence: 'Quiero una habitación para mañana, gracias.',
      sentenceTemplate: 'Quiero una {0} para mañana, {1}.',
      originalWords: ['habitacion', 'grasias'],
    },
  ])('fills the template and the word lists for $key "$sentence"', ({ key, sentence, ...expected }) => {
    const result = check(key, sentence);
    expect(Object.keys(result).sort()).toEqual(
      ['correctSentence', 'correctWords', 'originalSentence', 'originalWords', 'possibleCorrections', 'sentenceTemplate'].sort(),
    );
    expect(result.originalSentence).toBe(sentence);
    expect(result.correctSentence).toBe(expected.correctSentence);
    expect(result.sentenceTemplate).toBe(expected.sentenceTemplate);
    expect(result.originalWords).toEqual(expected.originalWords);
    // The template with the corrected words put back is the corrected sentence.
    const filled = result.correctWords.reduce((text, word, k) => text.replace(`{${k}}`, word), result.sentenceTemplate);
    expect(filled).toBe(result.correctSentence);
    expect(result.possibleCorrections.map((p) => p.originalWord)).toEqual(result.originalWords);
    for (const [k, p] of result.possibleCorrections.entries()) {
      expect(p.corrections[0]).toBe(result.correctWords[k]);
      expect(p.corrections.length).toBeGreaterThan(0);
      expect(p.corrections.length).toBeLessThanOrEqual(5);
    }
  });

  it('returns an empty correction list for a correct sentence', () => {
    expect(check('EN_2', 'Hello')).toEqual({
      originalSentence: 'Hello',
      sentenceTemplate: 'Hello',
      correctWords: [],
      originalWords: [],
      correctSentence: 'Hello',
      possibleCorrections: [],
    });
  });
});

describe('what is kept as typed', () => {
  it.each([
    ['EN_2', 'Write to jhon.doe@exmaple.com today'],
    ['EN_2', 'See https://exmaple.com/helo and www.exmaple.org/wrold'],
    ['EN_2', 'Ping @helo and tag #wrold'],
    ['EN_2', 'Order abc123 costs 42 dollars, 3kg, on the 2nd'],
    ['EN_2', 'I met Jonh yesterday with Mrs Smiht'],
    ['FR_2', "J'ai vu Jaqueline et Brigite hier"],
    ['ES_2', 'Ayer hablé con Marisela en Guadalahara'],
    ['EN_2', 'We use AWSX and the iFoon'],
  ])('%s keeps "%s"', (key, sentence) => {
    expect(check(key, sentence).correctSentence).toBe(sentence);
  });

  it('corrects a capitalised word at the start of a sentence', () => {
    expect(check('EN_2', 'Hi. Helo there').correctSentence).toBe('Hi. Hello there');
  });
});

describe('case pattern', () => {
  it.each([
    ['EN_2', 'helllo', 'hello'],
    ['EN_2', 'Helo', 'Hello'],
    ['EN_2', 'HELO', 'HELLO'],
    ['EN_2', 'Beleive me', 'Believe me'],
    ['EN_2', 'I NEED HELP WIHT MY ORDER', 'I NEED HELP WITH MY ORDER'],
    ['FR_2', 'Tres bien', 'Très bien'],
    ['ES_2', 'MAÑANA TAMBIEN', 'MAÑANA TAMBIÉN'],
  ])('%s "%s" -> "%s"', (key, sentence, expected) => {
    expect(check(key, sentence).correctSentence).toBe(expected);
  });
});

describe('maximum edit distance', () => {
  it.each([
    ['EN_1', 'hellllo', 'hellllo'],
    ['EN_2', 'hellllo', 'hello'],
    ['FR_1', 'deja', 'deja'],
    ['FR_2', 'deja', 'déjà'],
    ['ES_1', 'habtacion', 'habtacion'],
    ['ES_2', 'habtacion', 'habitación'],
  ])('%s "%s" -> "%s"', (key, sentence, expected) => {
    expect(check(key, sentence).correctSentence).toBe(expected);
  });

  it.each(['EN_1', 'EN_2', 'FR_1', 'FR_2', 'ES_1', 'ES_2'])('%s never proposes a word further than its limit', (key) => {
    const { maxDistance } = parseSpellcheckKey(key);
    const typos = ['helllo', 'wrold', 'accomodation', 'tommorow', 'reserv', 'tambien', 'ecrire', 'habitacion', 'quiero'];
    for (const typo of typos) {
      for (const { corrections } of check(key, typo).possibleCorrections) {
        for (const correction of corrections) {
          const a = Uint16Array.from(typo, (c) => c.charCodeAt(0));
          const b = Uint16Array.from(correction.toLowerCase(), (c) => c.charCodeAt(0));
          expect(osaDistance(a, a.length, b, 0, b.length, 9)).toBeLessThanOrEqual(maxDistance);
        }
      }
    }
  });

  it('rejects an unknown key with the list of valid ones', () => {
    expect(() => parseSpellcheckKey('DE_1')).toThrow(expect.objectContaining({ code: 'SPELL.BAD_KEY' }));
  });
});

describe('spelling in context', () => {
  const wordByWord = (speller: Speller) => speller.withRanking({ ...speller.ranking, context: { ...speller.ranking.context, weight: 0 } });

  it.each([
    ['EN_2', 'Thenk you, I realy like it', 'Thank you, I really like it', 'Think you, I really like it'],
    ['EN_2', 'Please explain thme to me', 'Please explain them to me', 'Please explain the to me'],
    ['EN_2', 'I lst my keys', 'I lost my keys', 'I last my keys'],
    ['FR_2', 'Je voudrais le vour', 'Je voudrais le voir', 'Je voudrais le vous'],
    ['FR_2', 'Mon chin est malade', 'Mon chien est malade', 'Mon chine est malade'],
    ['FR_2', 'Quels sont vps tarifs ?', 'Quels sont vos tarifs ?', 'Quels sont vas tarifs ?'],
  ])('%s: picks the candidate that fits the words around it in "%s"', (key, sentence, inContext, alone) => {
    const { language, maxDistance } = parseSpellcheckKey(key);
    expect(spellers[language].check(sentence, { maxDistance }).correctSentence).toBe(inContext);
    // Word by word (no pairs), the same typo got the more frequent or closer word.
    expect(wordByWord(spellers[language]).check(sentence, { maxDistance }).correctSentence).toBe(alone);
  });

  it('keeps the other candidates, reordered: the word alone would pick is still offered', () => {
    const [thenk] = check('EN_2', 'Thenk you').possibleCorrections;
    expect(thenk.corrections[0]).toBe('Thank');
    expect(thenk.corrections).toContain('Think');
    expect(thenk.corrections).toHaveLength(5);
  });

  it("ranks by the App's phrases too: Spanish, whose dictionary has no pairs, and any language", () => {
    const texts = ['Quiero ser socio del club', '¿Puedo pagar la cuota mensual?', 'Quiero dar de baja mi cuenta'];
    const sentence = 'Puedo pagar la cueta mensual';
    // Word by word, and with the App's words alone, the more frequent `cuenta` wins...
    expect(spellers.es.check(sentence, { maxDistance: 2 }).correctSentence).toBe('Puedo pagar la cuenta mensual');
    expect(spellers.es.withVocabulary(vocabularyFromTexts(texts)).check(sentence, { maxDistance: 2 }).correctSentence).toBe(
      'Puedo pagar la cuenta mensual',
    );
    // ...the App says `cuota mensual`.
    const app = spellers.es.withVocabulary(vocabularyFromTexts(texts), { phrases: texts });
    expect(app.check(sentence, { maxDistance: 2 }).correctSentence).toBe('Puedo pagar la cuota mensual');
    expect(app.check('Quiero dar de baja mi cuenat', { maxDistance: 2 }).correctSentence).toBe('Quiero dar de baja mi cuenta');
    // A common word the App wrote at a sentence start keeps the language's case inside a sentence.
    expect(app.check('Hola, kiero ser socio', { maxDistance: 2 }).correctSentence).toBe('Hola, quiero ser socio');
  });

  it('changes no correct sentence, with or without an App', () => {
    const texts: Record<Language, string[]> = {
      en: ['Show me the cowboy hat', 'Where is my parcel?', 'I want a refund'],
      fr: ['Je voudrais voir ma commande', 'Où est mon colis ?'],
      es: ['Quiero comprar un móvil', '¿Dónde está mi pedido?'],
    };
    for (const language of LANGUAGES) {
      const app = spellers[language].withVocabulary(vocabularyFromTexts(texts[language]), { phrases: texts[language] });
      const changed = CORRECT_SENTENCES[language].filter((sentence) => app.check(sentence, { maxDistance: 2 }).correctSentence !== sentence);
      expect(changed).toEqual([]);
    }
  });
});

describe('App vocabulary', () => {
  it('never corrects the App words and corrects typos towards them', () => {
    const base = spellers.en;
    const app = base.withVocabulary(['Zendra', 'QnA', 'chatbotify']);
    expect(base.check('my zendra account', { maxDistance: 2 }).correctSentence).not.toBe('my zendra account');
    expect(app.check('my zendra account', { maxDistance: 2 }).correctSentence).toBe('my zendra account');
    expect(app.check('Can I chatbotify my QNA?', { maxDistance: 2 }).correctSentence).toBe('Can I chatbotify my QNA?');
    expect(app.check('my zendar app, I use Zendar daily', { maxDistance: 2 }).correctSentence).toBe('my Zendra app, I use Zendra daily');
    // The overlay is per App: the language speller is unchanged.
    expect(base.isKnown('zendra')).toBe(false);
  });
});

describe('vocabularyFromTexts', () => {
  it("lists an App's distinct words, parts of hyphenated and elided ones too, without digits", () => {
    expect(vocabularyFromTexts(["Zendra's pay-as-you-go plan", 'zendra app v2', "l'Appli"])).toEqual([
      "Zendra's",
      'Zendra',
      'pay-as-you-go',
      'pay',
      'as',
      'you',
      'go',
      'plan',
      'app',
      "l'Appli",
      'Appli',
    ]);
  });

  it('keeps the words found in the most texts when limited', () => {
    expect(vocabularyFromTexts(['alpha beta', 'beta gamma', 'gamma beta delta', 'delta'], { limit: 3 })).toEqual(['beta', 'gamma', 'delta']);
  });
});

describe('a word at a time', () => {
  it('pauses after each word it looks up, and returns what check() returns', () => {
    const sentence = 'Helo, I realy like it: thenk you for the quik answr!';
    const steps = spellers.en.checking(sentence, { maxDistance: 2 });
    let pauses = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) pauses++;
    expect(pauses).toBe(5);
    expect(step.value).toEqual(spellers.en.check(sentence, { maxDistance: 2 }));
  });
});
