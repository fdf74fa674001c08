import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { classify, crossValidate, crossValidateWithCurve, decodeModel, encodeModel, match, type Lang, type TrainItem } from './index';
import { train as trainBare } from './train';

// Every model here is trained as the api trains it: with the shipped background of its language.
const { background } = loadClassifierData();
const train = (items: readonly TrainItem[], lang: Lang) => trainBare(items, lang, { background: background[lang] });

/** A small bot per language: items, paraphrases that must reach them, and off-topic sentences. */
interface BotCorpus {
  lang: Lang;
  items: TrainItem[];
  paraphrases: [sentence: string, id: string][];
  offTopic: string[];
}

const intent = (id: string, utterances: string[]): TrainItem => ({ id, kind: 'Intent', utterances });
const qna = (id: string, utterances: string[]): TrainItem => ({ id, kind: 'QnA', utterances });

const CORPORA: BotCorpus[] = [
  {
    lang: 'en',
    items: [
      qna('shipping', ['Do you ship abroad?', 'Which countries do you deliver to?', 'Can you send my order to Canada?']),
      qna('payment', ['Which payment methods do you accept?', 'Can I pay with PayPal?', 'Do you take credit cards?']),
      qna('invoice', ['Could you send me an invoice?', 'Where can I download my invoice?', 'I need a receipt for my purchase']),
      intent('greetings', ['Hello', 'Hi there', 'Good morning']),
      intent('cancel', ['I want to cancel my order', 'Cancel my purchase please', 'Stop my order']),
    ],
    paraphrases: [
      ['do you ship to France?', 'shipping'],
      ['can I pay using my credit card', 'payment'],
      ['please send the invoice', 'invoice'],
      ['hello bot!', 'greetings'],
      ['I would like to cancel the order', 'cancel'],
    ],
    offTopic: ["What's the weather today ?", 'John', '18.', 'Toulouse'],
  },
  {
    lang: 'fr',
    items: [
      qna('livraison', ['Livrez-vous à l’étranger ?', 'Dans quels pays livrez-vous ?', 'Quand vais-je recevoir ma commande ?']),
      qna('paiement', ['Quels moyens de paiement acceptez-vous ?', 'Puis-je payer par carte bancaire ?', 'Je veux payer avec PayPal']),
      intent('salutations', ['Bonjour', 'Salut', 'Bonsoir à vous']),
      intent('annulation', ['Je veux annuler ma commande', 'Annulez ma commande s’il vous plaît', 'Annulation de mon achat']),
    ],
    paraphrases: [
      ['livrez-vous en Belgique ?', 'livraison'],
      ['est-ce que je peux payer par carte ?', 'paiement'],
      ['bonjour le bot', 'salutations'],
      ['je voudrais annuler mes commandes', 'annulation'],
    ],
    offTopic: ['Quel temps fera-t-il demain ?', 'Jean', '42'],
  },
  {
    lang: 'es',
    items: [
      qna('envio', ['¿Hacen envíos al extranjero?', '¿A qué países envían?', '¿Cuándo llegará mi pedido?']),
      qna('pago', ['¿Qué formas de pago aceptan?', '¿Puedo pagar con tarjeta de crédito?', 'Quiero pagar con PayPal']),
      intent('saludos', ['Hola', 'Buenos días', 'Buenas tardes']),
      intent('cancelar', ['Quiero cancelar mi pedido', 'Cancela mi compra por favor', 'Anular el pedido']),
    ],
    paraphrases: [
      ['¿envían a México?', 'envio'],
      ['¿puedo pagar con mi tarjeta?', 'pago'],
      ['hola, buenos días', 'saludos'],
      ['quisiera cancelar el pedido', 'cancelar'],
    ],
    offTopic: ['Juan', '18.', 'Sevilla'],
  },
];

describe.each(CORPORA)('classifier ($lang)', ({ lang, items, paraphrases, offTopic }) => {
  const model = train(items, lang);
  const phrases = items.flatMap((item) => item.utterances.map((u) => [u, item.id] as const));

  it.each(phrases)('scores the training phrase "%s" close to 1 for %s', (sentence, id) => {
    const [best] = match(model, sentence);
    expect(best.id).toBe(id);
    expect(best.probability).toBeGreaterThan(0.95);
  });

  it.each(paraphrases)('sends the paraphrase "%s" to %s alone', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });

  it.each(offTopic)('returns no match for the off-topic "%s"', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });

  it.each([...phrases.map(([s]) => s), ...offTopic])('gives probabilities summing to at most 1 for "%s"', (sentence) => {
    const sum = classify(model, sentence).reduce((total, m) => total + m.probability, 0);
    expect(sum).toBeLessThanOrEqual(1 + 1e-9);
  });

  it('ignores case and accents', () => {
    for (const [sentence] of phrases) {
      const shouted = sentence.toUpperCase();
      const plain = sentence.normalize('NFD').replace(/\p{M}/gu, '');
      expect(match(model, shouted)[0]?.id).toBe(match(model, sentence)[0]?.id);
      expect(match(model, plain)[0]?.id).toBe(match(model, sentence)[0]?.id);
    }
  });
});

describe('classifier decisions', () => {
  it('returns two matches only on a real tie', () => {
    const items = [
      intent('disambiguation-one', ['Je veux', 'Je veux un café']),
      intent('disambiguation-two', ['Je veux', 'Je veux un thé']),
    ];
    const model = train(items, 'fr');
    expect(
      match(model, 'je veux')
        .map((m) => m.id)
        .sort(),
    ).toEqual(['disambiguation-one', 'disambiguation-two']);
    expect(match(model, 'je veux un café').map((m) => m.id)).toEqual(['disambiguation-one']);
    expect(match(model, 'un thé').map((m) => m.id)).toEqual(['disambiguation-two']);
  });

  it('learns from two intents of two utterances each', () => {
    const model = train([intent('yes', ['yes please', 'sure']), intent('no', ['no thanks', 'not at all'])], 'en');
    expect(match(model, 'yes')[0]?.id).toBe('yes');
    expect(match(model, 'no')[0]?.id).toBe('no');
  });

  it('learns from a single item and still rejects unrelated words', () => {
    const model = train([intent('reset', ['reset', 'start over'])], 'en');
    expect(match(model, 'Reset')[0]?.probability).toBeGreaterThan(0.95);
    expect(match(model, 'Lille')).toEqual([]);
  });

  it('never matches an item without utterances, nor anything in an empty model', () => {
    expect(match(train([intent('empty', []), intent('hi', ['hello'])], 'en'), 'hello').map((m) => m.id)).toEqual(['hi']);
    expect(match(train([], 'en'), 'hello')).toEqual([]);
  });

  it('trains the same model from the same data', () => {
    const items = CORPORA[0].items;
    expect(encodeModel(train(items, 'en'))).toEqual(encodeModel(train(items, 'en')));
  });

  it('keeps its answers through its stored bytes and structuredClone (worker threads)', () => {
    const model = train(CORPORA[0].items, 'en');
    // From a Node Buffer too (as a database driver gives it), at an offset of a shared pool.
    const pooled = Buffer.concat([Buffer.from('xyz'), encodeModel(model)]).subarray(3);
    for (const copy of [decodeModel(encodeModel(model)), decodeModel(pooled), structuredClone(model)]) {
      expect(copy).toEqual(model);
      expect(classify(copy, 'do you ship to France?')).toEqual(classify(model, 'do you ship to France?'));
    }
  });

  it('refuses bytes that are not a whole model of its format, naming why', () => {
    const bytes = encodeModel(train(CORPORA[0].items, 'en'));
    const changed = (edit: (b: Uint8Array) => Uint8Array) => () => decodeModel(edit(bytes.slice()));
    const refused = (why: RegExp) => expect.objectContaining({ code: 'TRAINER.BAD_MODEL', message: expect.stringMatching(why) });
    expect(changed((b) => b.subarray(0, b.length - 5))).toThrow(refused(/cut|fit/));
    expect(changed((b) => ((b[4] = 1), b))).toThrow(refused(/format 1/));
    expect(changed((b) => ((b[0] = 0), b))).toThrow(refused(/not a Parley model/));
    expect(changed((b) => ((b[14] = 0xff), b))).toThrow(refused(/header/));
    expect(changed((b) => new Uint8Array([...b, 0, 0, 0, 0]))).toThrow(refused(/trailing/));
    expect(() => decodeModel(new Uint8Array(3))).toThrow(refused(/not a Parley model/));
  });

  it('rejects an unsupported language', () => {
    expect(() => train([], 'de' as Lang)).toThrow(expect.objectContaining({ code: 'TRAINER.UNSUPPORTED_LANGUAGE' }));
  });
});

describe('Spanish morphology', () => {
  // "cómo" must not share a stem with comer/comido, and "casarte" must reach "casarme".
  const model = train(
    [
      intent('hambre', ['¿Tienes hambre?', '¿Quieres comer algo?', 'Vamos a comer']),
      intent('estado', ['¿Cómo estás?', '¿Qué tal estás?', '¿Cómo te va?']),
      intent('boda', ['¿Nos casamos?', 'Quiero casarme contigo', 'Cásate conmigo']),
    ],
    'es',
  );

  it.each([
    ['¿Has comido?', 'hambre'],
    ['¿Cómo va todo?', 'estado'],
    ['¿Piensas casarte?', 'boda'],
  ])('sends "%s" to %s', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });
});

describe('crossValidate', () => {
  // Items whose phrasings share their key words, as a bot builder writes them, plus a lone phrase.
  const items = [
    intent('track', [
      'Where is my parcel?',
      'Track my parcel',
      'Has my parcel shipped?',
      'Parcel tracking please',
      'When will my parcel arrive?',
    ]),
    intent('refund', ['I want a refund', 'Refund my order', 'How do I get a refund?', 'Can I be refunded?', 'Refund please']),
    intent('opening', [
      'What are your opening hours?',
      'When do you open?',
      'Opening hours on Sunday',
      'Are you open today?',
      'Opening times',
    ]),
    intent('lonely', ['Talk to a human']),
  ];
  const scores = crossValidate(items, 'en');

  it('scores every item with utterances in [0, 1]', () => {
    expect([...scores.keys()].sort()).toEqual(['lonely', 'opening', 'refund', 'track']);
    for (const score of scores.values()) expect(score >= 0 && score <= 1).toBe(true);
  });

  it('scores consistent items high and a lone utterance 0', () => {
    for (const id of ['track', 'refund', 'opening']) expect(scores.get(id)).toBeGreaterThanOrEqual(0.6);
    expect(scores.get('lonely')).toBe(0);
  });

  it('gives, from the same held-out phrasings, the same scores and what each threshold trades', () => {
    const { scores: same, curve } = crossValidateWithCurve(items, 'en', { train: { background: background.en } });
    expect(same).toEqual(crossValidate(items, 'en', { train: { background: background.en } }));
    expect(curve.inScopeSentences).toBe(16);
    // Each item left out whole in turn: its phrasings are off-topic to a model trained on the others.
    expect(curve.offTopicSentences).toBe(16);
    expect(curve.points).toHaveLength(101);
    expect(curve.points.map((p) => p.threshold)).toEqual(Array.from({ length: 101 }, (_, k) => k / 100));
    const at = (t: number) => curve.points[Math.round(t * 100)];
    // Threshold 0 answers everything: no off-topic sentence is rejected; 1 rejects (nearly) all.
    expect(at(0).offTopic).toBe(0);
    expect(at(1).offTopic).toBeGreaterThan(0.9);
    // Raising the threshold never answers more, nor rejects less.
    for (let k = 1; k <= 100; k++) {
      expect(curve.points[k].inScope).toBeLessThanOrEqual(curve.points[k - 1].inScope);
      expect(curve.points[k].offTopic!).toBeGreaterThanOrEqual(curve.points[k - 1].offTopic!);
    }
    // At the default, most in-scope phrasings come back and most off-topic ones are rejected.
    expect(at(0.16).inScope).toBeGreaterThan(0.5);
    expect(at(0.16).offTopic).toBeGreaterThan(0.5);
  });
  it('has no off-topic figures for an App of one item', () => {
    const { curve } = crossValidateWithCurve([items[0]], 'en');
    expect(curve.offTopicSentences).toBe(0);
    expect(curve.points.every((p) => p.offTopic === null)).toBe(true);
    expect(curve.inScopeSentences).toBe(5);
  });
});
