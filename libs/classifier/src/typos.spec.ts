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
    misspelt: [
      'what are your opneing hours',
      'when do you clsoe',
      'are you opne on sunday',
      'whats your opneing tiems',
      'are you oepn sundyas',
    ],
    lostWithout: ['when do you clsoe', 'whats your opneing tiems', 'are you oepn sundyas'],
    everyday: ['how do i bake sourdough bread', 'my older brother is visiting', 'is gmail free', 'when is the next full moon'],
  },
  fr: {
    phrases: [
      "Quels sont vos horaires d'ouverture ?",
      'Vous ouvrez à quelle heure ?',
      'Vous fermez à quelle heure ?',
      'Êtes-vous ouverts le dimanche ?',
    ],
    misspelt: [
      'quels sont vos horraires',
      'vous fermze a quelle heure',
      "c'est quoi vos horaries d'ouverture",
      'etes vous ouvert le dimanhce',
      'vos horraires svp',
      'vous ouvrze quand',
    ],
    lostWithout: ['vos horraires svp', 'vous ouvrze quand'],
    everyday: ['qui a peint la Joconde', 'comment faire une pâte à crêpes', 'mon frère arrive demain', 'il pleut à Lyon ?'],
  },
  es: {
    phrases: ['¿Cuál es su horario de apertura?', '¿Cuándo abren?', '¿A qué hora cierran?', '¿Abren los domingos?'],
    misspelt: [
      'cual es su horaro',
      'a que hora ceirran',
      'abren los doimngos',
      'cual es el horraio de apertura',
      'su horaro porfa',
      'cuando ceirran',
    ],
    lostWithout: ['su horaro porfa', 'cuando ceirran'],
    everyday: ['¿cuánto mide la torre Eiffel?', 'cómo se hace una tortilla', 'mi hermano llega mañana', 'cómo se llama tu perro'],
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

describe("a word of the language is not a typo of the App's", () => {
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

  it("says which words it read as the App's", () => {
    expect(typosRead(model, 'Where is my ordr? My Older brother asks')).toEqual([{ word: 'ordr', readAs: 'order' }]);
    expect(typosRead(model, 'where is my order')).toEqual([]);
  });

  it("reads no typo without the language's frequent words", () => {
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

/**
 * A typo in a form of the App's word that its phrases do not hold ("canclación" when they say
 * "cancelar"): neither the word nor its stem is one typo from the App's, but the word with the typo
 * undone has the App's stem. Sentences written for this test.
 */
describe("a typo in a form of the App's word its phrases do not hold", () => {
  const app = (lang: Lang, id: string, utterances: string[]) => train([{ id, kind: 'QnA', utterances }], lang, options(lang));
  const apps = {
    cancel: app('es', 'cancel', ['¿Puedo cancelar mi suscripción?', 'Quiero darme de baja', '¿Cómo cancelo la suscripción?']),
    returns: app('es', 'returns', ['¿Hacen devoluciones?', 'Quiero devolver un producto', '¿Cómo devuelvo mi pedido?']),
    annuler: app('fr', 'annuler', ['Comment annuler ma commande ?', 'Je veux annuler mon abonnement', 'Annulez ma commande svp']),
  };

  it.each([
    ['cancel', 'solicito la cancelaicón por favor'], // two swapped
    ['cancel', 'me urge cancelarrla'], // a letter too many
    ['returns', 'cómo puedo devolevrlo'],
    ['returns', 'estoy devolivendo la chaqueta'], // a letter changed
    ['annuler', "c'est pour une anulation"], // a letter missing
    ['annuler', 'vous annuelriez ça ?'],
  ] as const)('%s answers "%s"', (name, sentence) => {
    expect(match(apps[name], sentence).map((m) => m.id)).toEqual([name]);
  });

  it("says which word it read: the App's word of that stem", () => {
    expect(typosRead(apps.cancel, 'quiero la canclación')).toEqual([{ word: 'canclación', readAs: 'cancelar' }]);
  });

  it.each([
    ['cancel', 'mañana vamos a la playa'],
    ['cancel', 'el cantante suspendió el concierto'],
    ['returns', 'cómo se hace una tortilla'],
    ['annuler', 'il pleut à Lyon'],
  ] as const)('%s does not answer the everyday "%s"', (name, sentence) => {
    expect(match(apps[name], sentence)).toEqual([]);
  });

  it('reads no short word so ("trop" is no typo of "trompé")', () => {
    const mistake = app('fr', 'mistake', [
      'Vous vous êtes trompé de commande',
      "Ce n'est pas ce que j'ai commandé",
      'Erreur dans ma commande',
    ]);
    expect(typosRead(mistake, 'mdr t’es trop drôle')).toEqual([]);
  });

  it('reads no derivation so ("programs" is not "programmer")', () => {
    const team = app('en', 'team', ['How can I reach your programmers?', 'Who is the programmer of this bot?', 'Who wrote you?']);
    expect(match(team, 'who are your programers').map((m) => m.id)).toEqual(['team']);
    expect(typosRead(team, 'which programs do you recommend for drawing')).toEqual([]);
    expect(typosRead(team, 'is there a program to edit photos')).toEqual([]);
  });
});
