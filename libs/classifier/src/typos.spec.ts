import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
// The test helper's module itself (node:zlib only), not @parley/testing's index, which loads the servers.
import { previousFormatModel } from '../../testing/src/previous-model';
import { decodeModel, encodeModel, match, train, typosRead, type Lang, type TrainItem } from './index';
import { withinOneEdit } from './typos';

const { background, frequentWords } = loadClassifierData();
const options = (lang: Lang) => ({ background: background[lang], frequentWords: frequentWords[lang] });

describe('withinOneEdit: one typo apart', () => {
  it.each([
    ['opening', 'opning', true], // a letter missing
    ['opening', 'openning', true], // one too many
    ['opening', 'opeming', true], // one changed
    ['opening', 'opneing', true], // two neighbours swapped
    ['the', 'teh', true], // a swap at the start
    ['opening', 'opening', true],
    ['email', 'gmail', false], // the first letter changed: another word
    ['mail', 'email', false], // a letter added in front
    ['ahora', 'hora', false], // a letter missing in front
    ['opening', 'opnenig', false], // two typos
    ['opening', 'open', false],
  ])('%s / %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});

/**
 * An App of one QnA, its opening hours, asked with typos: one letter missing, added, changed or two
 * swapped in the word that says what the customer asks. Sentences written for this test.
 */
const HOURS: Record<Lang, { phrases: string[]; misspelt: string[]; lostWithout: string[]; everyday: string[] }> = {
  en: {
    phrases: ['What are your opening hours?', 'When are you open?', 'What time do you close?', 'Are you open on Sundays?'],
    misspelt: ['what are your opneing hours', 'when do you clsoe', 'are you opne on sunday', 'whats your opneing tiems', 'are you oepn sundyas'],
    lostWithout: ['when do you clsoe', 'whats your opneing tiems', 'are you oepn sundyas'],
    everyday: ['how do i bake sourdough bread', 'my older brother is visiting', 'is gmail free', 'when is the next full moon'],
  },
  fr: {
    phrases: ["Quels sont vos horaires d'ouverture ?", 'Vous ouvrez à quelle heure ?', 'Vous fermez à quelle heure ?', 'Êtes-vous ouverts le dimanche ?'],
    misspelt: ['quels sont vos horraires', 'vous fermze a quelle heure', "c'est quoi vos horaries d'ouverture", 'etes vous ouvert le dimanhce', 'vos horraires svp', 'vous ouvrze quand'],
    lostWithout: ['vos horraires svp', 'vous ouvrze quand'],
    everyday: ['qui a peint la Joconde', 'comment faire une pâte à crêpes', 'mon frère arrive demain', 'il pleut à Lyon ?'],
  },
  es: {
    phrases: ['¿Cuál es su horario de apertura?', '¿Cuándo abren?', '¿A qué hora cierran?', '¿Abren los domingos?'],
    misspelt: ['cual es su horaro', 'a que hora ceirran', 'abren los doimngos', 'cual es el horraio de apertura', 'su horaro porfa', 'cuando ceirran'],
    lostWithout: ['su horaro porfa', 'cuando ceirran'],
    everyday: ['¿cuánto mide la torre Eiffel?', 'cómo se hace una tortilla', 'mi hermano llega mañana', 'qué hora es en Tokio'],
  },
};

describe.each(['en', 'fr', 'es'] as const)('an App of one QnA asked with typos (%s)', (lang) => {
  const items: TrainItem[] = [{ id: 'hours', kind: 'QnA', utterances: HOURS[lang].phrases }];
  const model = train(items, lang, options(lang));
  const without = train(items, lang, { ...options(lang), typos: false });

  it.each(HOURS[lang].misspelt)('answers "%s"', (sentence) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual(['hours']);
  });

  it.each(HOURS[lang].lostWithout)('did not answer "%s" before typos were read as its words', (sentence) => {
    expect(match(without, sentence)).toEqual([]);
  });

  it.each(HOURS[lang].everyday)('does not answer the everyday "%s"', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });

  it('answers the same once stored and read back', () => {
    const read = decodeModel(encodeModel(model));
    expect(read.vocabulary).toEqual(model.vocabulary);
    for (const s of HOURS[lang].misspelt) expect(match(read, s)).toEqual(match(model, s));
  });
});

describe('a word of the language is not a typo of the App\'s', () => {
  const items: TrainItem[] = [
    { id: 'order', kind: 'QnA', utterances: ['where is my order', 'track my order', 'my order has not arrived', 'order status'] },
    { id: 'email', kind: 'QnA', utterances: ['what is your email', 'can I email you', 'your email address please'] },
  ];
  const model = train(items, 'en', options('en'));

  it('reads "ordr" as "order", not "older"', () => {
    expect(match(model, 'where is my ordr').map((m) => m.id)).toEqual(['order']);
    expect(match(model, 'where is my older brother')).toEqual([]);
  });

  it('keeps a changed first letter as another word ("gmail" is not "email")', () => {
    expect(match(model, 'is gmail down')).toEqual([]);
    expect(match(model, 'what is your emial').map((m) => m.id)).toEqual(['email']);
  });

  it('says which words it read as the App\'s', () => {
    expect(typosRead(model, 'Where is my ordr? My Older brother asks')).toEqual([{ word: 'ordr', readAs: 'order' }]);
    expect(typosRead(model, 'where is my order')).toEqual([]);
  });

  it('reads no typo without the language\'s frequent words', () => {
    expect(train(items, 'en', { background: background.en }).vocabulary).toEqual([]);
  });
});

describe('a model stored before typos', () => {
  const items: TrainItem[] = [{ id: 'hours', kind: 'QnA', utterances: HOURS.en.phrases }];
  const model = train(items, 'en', options('en'));

  it('still answers as it did, reading no typo (its App trains again for that)', () => {
    const old = decodeModel(previousFormatModel(encodeModel(model)));
    expect(old.vocabulary).toEqual([]);
    expect(match(old, 'what are your opening hours')).toEqual(match(model, 'what are your opening hours'));
    expect(match(old, 'when do you clsoe')).toEqual([]);
    expect(match(model, 'when do you clsoe').map((m) => m.id)).toEqual(['hours']);
  });
});
