import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_THRESHOLD, match, train, type Lang, type TrainItem } from './index';

const { background, frequentWords } = loadClassifierData();
const qna = (id: string, utterances: string[]): TrainItem => ({ id, kind: 'QnA', utterances });

/** A new user's first App: three QnAs, the paraphrases their customers type, and questions no QnA answers. */
interface FirstApp {
  lang: Lang;
  items: TrainItem[];
  paraphrases: [sentence: string, id: string][];
  unrelated: string[];
}

const FIRST_APPS: FirstApp[] = [
  {
    lang: 'en',
    items: [
      qna('refund', ['What is your refund policy?', 'Can I get my money back?', 'How do I ask for a refund?']),
      qna('hours', ['What are your opening hours?', 'When are you open?', 'Are you open on Sunday?']),
      qna('shipping', ['How long does shipping take?', 'When will my order arrive?', 'Do you ship abroad?']),
    ],
    paraphrases: [
      ['how can I get a refund', 'refund'],
      ['what time do you open on saturday', 'hours'],
      ['when does my order arrive', 'shipping'],
    ],
    unrelated: ['what is the weather like', 'what is the weather on mars', 'tell me a joke', 'who won the game last night', 'John'],
  },
  {
    lang: 'fr',
    items: [
      qna('remboursement', ['Comment être remboursé ?', 'Quelle est votre politique de remboursement ?', 'Je veux récupérer mon argent']),
      qna('horaires', ["Quels sont vos horaires d'ouverture ?", 'Êtes-vous ouverts le dimanche ?', 'À quelle heure ouvrez-vous ?']),
      qna('livraison', ['Quel est le délai de livraison ?', 'Quand vais-je recevoir ma commande ?', 'Livrez-vous à l’étranger ?']),
    ],
    paraphrases: [
      ['je voudrais être remboursé', 'remboursement'],
      ['vous ouvrez a quelle heure le samedi', 'horaires'],
      ['je vais recevoir ma commande quand ?', 'livraison'],
    ],
    unrelated: ['quel temps fait-il', 'raconte-moi une blague', 'qui a gagné le match hier soir', 'Jean'],
  },
  {
    lang: 'es',
    items: [
      qna('reembolso', ['¿Cómo pido un reembolso?', '¿Cuál es su política de devoluciones?', 'Quiero que me devuelvan el dinero']),
      qna('horario', ['¿Cuál es su horario?', '¿Abren los domingos?', '¿A qué hora abren?']),
      qna('envio', ['¿Cuánto tarda el envío?', '¿Cuándo llegará mi pedido?', '¿Hacen envíos al extranjero?']),
    ],
    paraphrases: [
      ['quiero un reembolso', 'reembolso'],
      ['¿abren el sábado?', 'horario'],
      ['¿cuándo llega mi pedido?', 'envio'],
    ],
    unrelated: ['¿qué tiempo hace hoy?', 'cuéntame un chiste', '¿quién ganó el partido anoche?', '¿cómo te llamas?', 'Juan'],
  },
];

/** Products and question types of a big catalogue FAQ: 27 x 11 = 297 more items beside the three above. */
const PRODUCTS = [
  'kettle',
  'toaster',
  'blender',
  'microwave',
  'fridge',
  'freezer',
  'dishwasher',
  'oven',
  'vacuum cleaner',
  'coffee machine',
  'hair dryer',
  'iron',
  'fan',
  'heater',
  'air purifier',
  'rice cooker',
  'juicer',
  'mixer',
  'scale',
  'grill',
  'slow cooker',
  'bread maker',
  'food processor',
  'water filter',
  'steamer',
  'wine cooler',
  'ice maker',
];
const QUESTIONS: [type: string, phrasings: ((p: string) => string)[]][] = [
  ['price', [(p) => `How much is the ${p}?`, (p) => `What does the ${p} cost?`, (p) => `Price of the ${p}`]],
  ['warranty', [(p) => `What warranty comes with the ${p}?`, (p) => `Is the ${p} under guarantee?`, (p) => `${p} warranty`]],
  ['cleaning', [(p) => `How do I clean the ${p}?`, (p) => `Cleaning the ${p}`, (p) => `Can the ${p} go in the dishwasher?`]],
  ['power', [(p) => `How many watts does the ${p} use?`, (p) => `Power consumption of the ${p}`, (p) => `Is the ${p} energy efficient?`]],
  ['size', [(p) => `What are the dimensions of the ${p}?`, (p) => `How big is the ${p}?`, (p) => `${p} size`]],
  ['colours', [(p) => `What colours does the ${p} come in?`, (p) => `Is the ${p} available in black?`, (p) => `${p} colours`]],
  ['manual', [(p) => `Where is the manual for the ${p}?`, (p) => `Instructions for the ${p}`, (p) => `How do I use the ${p}?`]],
  ['parts', [(p) => `Do you sell spare parts for the ${p}?`, (p) => `Replacement parts ${p}`, (p) => `My ${p} is missing a part`]],
  ['noise', [(p) => `Is the ${p} noisy?`, (p) => `How loud is the ${p}?`, (p) => `${p} noise level`]],
  ['stock', [(p) => `Is the ${p} in stock?`, (p) => `When will the ${p} be available?`, (p) => `${p} out of stock`]],
  ['repair', [(p) => `My ${p} is broken`, (p) => `Can you repair my ${p}?`, (p) => `The ${p} stopped working`]],
];
const CATALOGUE: TrainItem[] = PRODUCTS.flatMap((product) =>
  QUESTIONS.map(([type, phrasings]) =>
    qna(
      `${type}:${product}`,
      phrasings.map((phrase) => phrase(product)),
    ),
  ),
);

describe.each(FIRST_APPS)('out of scope with three QnAs ($lang)', ({ lang, items, paraphrases, unrelated }) => {
  const model = train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });

  it.each(paraphrases)('answers the paraphrase "%s" with %s at the default threshold', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });

  it.each(unrelated)('scores the unrelated "%s" under the default threshold', (sentence) => {
    expect(classify(model, sentence)[0].probability).toBeLessThan(DEFAULT_THRESHOLD);
  });
});

describe('out of scope with 300 items (en)', () => {
  const { items, paraphrases, unrelated } = FIRST_APPS[0];
  const model = train([...items, ...CATALOGUE], 'en', { background: background.en });

  it('holds 300 items', () => {
    expect(model.ids).toHaveLength(300);
  });

  it.each([...paraphrases, ['is the blender loud', 'noise:blender'], ['how do I clean my kettle', 'cleaning:kettle']])(
    'answers "%s" with %s at the same threshold',
    (sentence, id) => {
      expect(match(model, sentence)[0]?.id).toBe(id);
    },
  );

  it.each(unrelated)('scores the unrelated "%s" under the same threshold', (sentence) => {
    expect(classify(model, sentence)[0].probability).toBeLessThan(DEFAULT_THRESHOLD);
  });
});

/**
 * A bot that answers questions about itself: most of its phrases are question openers and
 * pronouns ("What is this?", "Who are you?", "Where do my messages go?"). Trained against bags of
 * words only, it answered any question that opened alike ("what is the weather like" 0.56, "where
 * is my order" 0.63); the background's generic questions teach that an opener says nothing.
 */
describe('out of scope when the phrases are mostly question openers (en)', () => {
  const model = train(
    [
      qna('about', ['What is this?', 'Who are you?', 'What does it do?', 'Tell me about it']),
      qna('contact', ['How can I reach you?', 'Where do my messages go?', 'Can I talk to someone?']),
      qna('install', ['How do I install it?', 'Can I run it myself?', 'Is it free?']),
    ],
    'en',
    { background: background.en },
  );

  it.each([
    ['what are you', 'about'],
    ['can I talk to a person', 'contact'],
    ['how do I install this on my server', 'install'],
    ['is it free to use', 'install'],
  ])('answers "%s" with %s at the default threshold', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });

  it.each([
    'what is the weather like',
    'what is your refund policy',
    'what is the capital of france',
    'who won the game last night',
    'where is the nearest station',
    'what time is it',
    'can I get my money back',
    'tell me a joke',
  ])('scores "%s", which shares only its opener with the phrases, under the default threshold', (sentence) => {
    expect(classify(model, sentence)[0].probability).toBeLessThan(DEFAULT_THRESHOLD);
  });
});

/**
 * Known gap, kept visible: this still reaches the default threshold in the three-QnA App above.
 * "quelle heure est-il" shares "quelle heure" with "À quelle heure ouvrez-vous ?", the whole of
 * what it asks. When it passes, move it to `unrelated`.
 */
describe.each([['fr', 'quelle heure est-il']] as const)('known gap (%s)', (lang, sentence) => {
  const { items } = FIRST_APPS.find((app) => app.lang === lang)!;
  const model = train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });

  it(`still scores "${sentence}" at the default threshold or above`, () => {
    expect(classify(model, sentence)[0].probability).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });
});

describe('without a background', () => {
  it('still trains and classifies (an App whose data is missing rejects less, but works)', () => {
    const model = train(FIRST_APPS[0].items, 'en');
    expect(match(model, 'how can I get a refund')[0]?.id).toBe('refund');
  });
});
