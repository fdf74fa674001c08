import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { smallAppScale } from './classify';
import { classify, DEFAULT_THRESHOLD, match, train, type Lang, type TrainItem } from './index';

/**
 * Issue #31: one threshold for an App of any size. Sentences written for these tests, none taken
 * from the bench: an App of a single QnA must still tell its question from everyday requests, and
 * an App with one big intent must not answer everything with it.
 */
const { background, frequentWords } = loadClassifierData();

const HOURS: Record<Lang, { phrases: string[]; asks: string[]; everyday: string[] }> = {
  en: {
    phrases: [
      'What are your opening hours?',
      'When are you open?',
      'What time do you open?',
      'What time do you close?',
      'Are you open on Sundays?',
    ],
    asks: ['when are you open', 'are you open on saturday', 'what time do you close today', 'when do you shut'],
    everyday: [
      'how do i tie a tie',
      'i need a haircut',
      'remind me to call my mum',
      'what is the tallest mountain in africa',
      'can you recommend a good restaurant',
      'how do i reset my password',
      'what is the weather tomorrow',
      'book a taxi to the airport',
      'how much is a ticket to london',
      'i lost my keys',
      'translate hello into german',
      'what should i eat tonight',
      'my phone battery dies fast',
      'who wrote hamlet',
      'play some jazz',
      'i want to learn to swim',
    ],
  },
  fr: {
    phrases: [
      "Quels sont vos horaires d'ouverture ?",
      'Quand êtes-vous ouverts ?',
      'À quelle heure ouvrez-vous ?',
      'À quelle heure fermez-vous ?',
      'Êtes-vous ouverts le dimanche ?',
    ],
    asks: ['vous êtes ouverts quand', 'vous fermez à quelle heure', 'ouvert le samedi ?', 'vous etes la le lundi'],
    everyday: [
      'comment faire un nœud de cravate',
      "j'ai besoin d'une coupe de cheveux",
      "rappelle-moi d'appeler ma mère",
      "quelle est la plus haute montagne d'afrique",
      'tu peux me conseiller un bon restaurant',
      'comment changer mon mot de passe',
      'quel temps fera-t-il demain',
      "réserve un taxi pour l'aéroport",
      'combien coûte un billet pour londres',
      "j'ai perdu mes clés",
      'traduis bonjour en allemand',
      'je mange quoi ce soir',
      'mon téléphone se décharge vite',
      'qui a écrit hamlet',
      'mets du jazz',
      'je veux apprendre à nager',
    ],
  },
  es: {
    phrases: ['¿Cuál es su horario de apertura?', '¿Cuándo abren?', '¿A qué hora abren?', '¿A qué hora cierran?', '¿Abren los domingos?'],
    asks: ['cuándo abren ustedes', 'a qué hora cierran hoy', 'abren el sábado?'],
    everyday: [
      'cómo me hago el nudo de la corbata',
      'necesito cortarme el pelo',
      'recuérdame llamar a mi madre',
      'cuál es la montaña más alta de áfrica',
      'me recomiendas un buen restaurante',
      'cómo cambio mi contraseña',
      'qué tiempo hará mañana',
      'pide un taxi al aeropuerto',
      'cuánto cuesta un billete a londres',
      'perdí mis llaves',
      'traduce hola al alemán',
      'qué ceno esta noche',
      'mi móvil se descarga rápido',
      'quién escribió hamlet',
      'pon música de jazz',
      'quiero aprender a nadar',
    ],
  },
};

/**
 * Known gap, kept visible: "están abiertos" shares no stem with "abren" ("abiert" / "abr") and
 * only "cuándo" and the generic n-gram " ab" with the phrases; since generic character n-grams
 * count less (issue #31) it scores 0.07 (0.26 before). When it passes, move it to `asks`.
 */
it('still misses "cuándo están abiertos" in the Spanish App of one QnA (known gap)', () => {
  const model = train([{ id: 'hours', kind: 'QnA', utterances: HOURS.es.phrases }], 'es', { background: background.es });
  expect(match(model, 'cuándo están abiertos')).toEqual([]);
});

describe("a small App's odds are scaled up, a big App's are not", () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `word${String.fromCharCode(97 + (i % 26))}${String.fromCharCode(97 + Math.floor(i / 26))}`);
  const app = (n: number) => train([{ id: 'a', kind: 'QnA', utterances: [words(n).join(' ')] }], 'en', { background: background.en, frequentWords: frequentWords.en });

  it('x 2.5 up to 10 content words, x 1 from 40, linear between', () => {
    expect(smallAppScale(app(6))).toBe(2.5);
    expect(smallAppScale(app(25))).toBeCloseTo(1.75, 6);
    expect(smallAppScale(app(60))).toBe(1);
  });

  it('leaves an App trained without the frequent words (no vocabulary) as it is', () => {
    const model = train([{ id: 'a', kind: 'QnA', utterances: HOURS.en.phrases }], 'en', { background: background.en });
    expect(model.vocabulary).toEqual([]);
    expect(smallAppScale(model)).toBe(1);
  });
});

/**
 * Known gap, kept visible: a Spanish App of one QnA about its hours answers questions about the time
 * of other things. "¿A qué hora cierran?" holds "qué hora", and "qué hora es", "a qué hora sale el
 * tren" share it and nothing else the App could tell apart; a small App's odds are scaled up, so
 * "qué hora es en Tokio" (0.16 before) now passes too. When these pass, move them to `everyday`.
 */
it.each(['qué hora es', 'qué hora es en Tokio', 'a qué hora sale el tren'])('still answers "%s" in the Spanish App of one QnA (known gap)', (sentence) => {
  const model = train([{ id: 'hours', kind: 'QnA', utterances: HOURS.es.phrases }], 'es', { background: background.es, frequentWords: frequentWords.es });
  expect(match(model, sentence).map((m) => m.id)).toEqual(['hours']);
});

describe.each(['en', 'fr', 'es'] as const)('an App of one QnA, its opening hours (%s)', (lang) => {
  const { phrases, asks, everyday } = HOURS[lang];
  const model = train([{ id: 'hours', kind: 'QnA', utterances: phrases }], lang, { background: background[lang], frequentWords: frequentWords[lang] });

  it.each(asks)('answers "%s" with the hours at the default threshold', (sentence) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual(['hours']);
  });

  it.each(everyday)('does not answer the everyday "%s"', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });
});

const KNOWN_LOPSIDED_GAPS = [
  'necesito cortarme el pelo',
  'recuérdame llamar a mi madre',
  'cuánto cuesta un billete a londres',
  'quiero aprender a nadar',
];

/**
 * Lopsided: one intent of 30 phrasings beside one of 5 (the Spanish App answered 26 of 27
 * everyday sentences with "weather"). What it still answers is kept visible as known gaps.
 */
describe('a lopsided App: weather in 30 phrasings, cancel an alarm in 5 (es)', () => {
  const items: TrainItem[] = [
    {
      id: 'weather',
      kind: 'Intent',
      utterances: [
        'qué tiempo hace hoy',
        'va a llover mañana',
        'cuál es la temperatura',
        'hará sol el fin de semana',
        'necesito paraguas hoy',
        'qué tiempo hará en madrid',
        'va a nevar esta noche',
        'hace frío fuera',
        'cuántos grados hace',
        'pronóstico del tiempo para mañana',
        'habrá tormenta hoy',
        'qué temperatura hay en barcelona',
        'llueve en sevilla',
        'hace calor hoy',
        'el tiempo para el sábado',
        'va a hacer viento',
        'cómo está el clima',
        'dime el tiempo',
        'lloverá esta tarde',
        'qué tal el tiempo en valencia',
        'hay niebla hoy',
        'la previsión del tiempo',
        'qué tiempo hace en parís',
        'va a granizar',
        'hace buen tiempo mañana',
        'temperatura mínima de hoy',
        'humedad de hoy',
        'saldrá el sol',
        'cuándo va a dejar de llover',
        'hace falta abrigo hoy',
      ],
    },
    {
      id: 'alarm',
      kind: 'Intent',
      utterances: [
        'cancela la alarma',
        'quita la alarma de mañana',
        'borra mi alarma',
        'desactiva la alarma de las siete',
        'no quiero la alarma',
      ],
    },
  ];
  const model = train(items, 'es', { background: background.es });

  it.each([
    ['lloverá mañana en bilbao', 'weather'],
    ['qué temperatura hace ahora', 'weather'],
    ['cancela mi alarma', 'alarm'],
    ['apaga la alarma de mañana', 'alarm'],
  ])('answers "%s" with %s', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });

  it.each([
    'cómo me hago el nudo de la corbata',
    'cuál es la montaña más alta de áfrica',
    'me recomiendas un buen restaurante',
    'cómo cambio mi contraseña',
    'pide un taxi al aeropuerto',
    'perdí mis llaves',
    'traduce hola al alemán',
    'mi móvil se descarga rápido',
    'pon música de jazz',
    'quién escribió hamlet',
    'cuéntame un chiste',
    'qué hora es',
    'cuántos años tienes',
    'qué ceno esta noche',
  ])('does not answer the everyday "%s"', (sentence) => {
    expect(match(model, sentence)).toEqual([]);
  });

  // Known gaps: each shares a word or two with the big intent's many phrasings ("necesito
  // paraguas hoy", "dime el tiempo"). When one is rejected, move it to the list above.
  it.each(KNOWN_LOPSIDED_GAPS)('still answers "%s" with weather (known gap)', (sentence) => {
    expect(classify(model, sentence)[0].probability).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });
});
