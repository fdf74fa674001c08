import { loadClassifierData } from '@parley/classifier/data';
import { describe, expect, it } from 'vitest';
import { classify, DEFAULT_THRESHOLD, match, train, type Lang, type TrainItem } from './index';

const { background, frequentWords } = loadClassifierData();

/**
 * Lopsided Apps as owners build them: one intent that gathers many phrasings and topics (a shop's
 * "my order": tracking, delays, a missing parcel, a wrong item, an invoice) ten times the size of
 * the others (opening hours, a person to talk to). The big intent holds so many words that an
 * everyday request shares one or two with it; it must still be rejected, and the App must still
 * answer its own questions asked in other words. Sentences written for this test.
 */
interface LopsidedApp {
  order: string[];
  hours: string[];
  human: string[];
  asks: [string, string][];
  everyday: string[];
}

const APPS: Record<Lang, LopsidedApp> = {
  en: {
    order: [
      'where is my order',
      'my parcel has not arrived',
      'when will my package be delivered',
      'can I track my order',
      'the tracking number does not work',
      'my order is late',
      'the delivery was supposed to be yesterday',
      'I received the wrong item',
      'an item is missing from my parcel',
      'the box arrived damaged',
      'can I change the delivery address of my order',
      'I want to cancel my order',
      'how do I return an item',
      'I need an invoice for my order',
      'has my order shipped yet',
      'which carrier delivers my parcel',
      'the courier left my package at the wrong door',
      'my order status says pending',
      'I ordered the wrong size',
      'can I add something to my order',
      'my refund has not come through',
      'the parcel says delivered but I have nothing',
      'I got two of the same item',
      'do you ship to Canada',
      'how long does shipping take',
      'my order confirmation email never came',
      'can I pick up my order in store',
      'the product does not match the photo',
      'I paid twice for one order',
      'what is my order number',
    ],
    hours: ['what are your opening hours', 'when does the shop open', 'are you open on sunday'],
    human: ['I want to talk to a person', 'can I speak to an agent', 'put me through to customer service'],
    asks: [
      ['my package still has not come', 'order'],
      ['how can I return these shoes', 'order'],
      ['what time do you open on saturday', 'hours'],
      ['let me talk to a real person', 'human'],
    ],
    everyday: [
      'what is the weather like tomorrow',
      'tell me a funny story',
      'how do I bake bread',
      'who painted the mona lisa',
      'play my workout playlist',
      'set a timer for ten minutes',
      'how tall is mount everest',
      'what should I watch tonight',
      'translate good morning into german',
      'how many calories in a banana',
      'recommend a good novel',
      'is it going to snow this weekend',
    ],
  },
  fr: {
    order: [
      'où est ma commande',
      "mon colis n'est pas arrivé",
      'quand vais-je recevoir mon colis',
      'je peux suivre ma commande ?',
      'le numéro de suivi ne marche pas',
      'ma commande est en retard',
      'la livraison était prévue hier',
      "j'ai reçu le mauvais article",
      'il manque un article dans mon colis',
      'le carton est arrivé abîmé',
      "je veux changer l'adresse de livraison",
      'je veux annuler ma commande',
      'comment retourner un article',
      "j'ai besoin d'une facture pour ma commande",
      'ma commande est-elle partie ?',
      'quel transporteur livre mon colis',
      'le livreur a laissé mon paquet chez le voisin',
      'ma commande est toujours en attente',
      'je me suis trompé de taille',
      'je peux ajouter un article à ma commande ?',
      "je n'ai toujours pas été remboursé",
      'le colis est marqué livré mais je ne l’ai pas',
      "j'ai reçu deux fois le même article",
      'vous livrez en Belgique ?',
      'combien de temps prend la livraison',
      "je n'ai pas reçu le mail de confirmation",
      'je peux retirer ma commande en magasin ?',
      'le produit ne ressemble pas à la photo',
      "j'ai payé deux fois la même commande",
      'quel est mon numéro de commande',
    ],
    hours: ["quels sont vos horaires d'ouverture", 'à quelle heure ouvre la boutique', 'vous êtes ouverts le dimanche ?'],
    human: ['je veux parler à quelqu’un', 'je peux parler à un conseiller ?', 'passez-moi le service client'],
    asks: [
      ['mon paquet est toujours pas là', 'order'],
      ['comment je retourne ces chaussures', 'order'],
      ['vous ouvrez à quelle heure samedi', 'hours'],
      ['je veux parler à un vrai conseiller', 'human'],
    ],
    everyday: [
      'quel temps fera-t-il demain',
      'raconte-moi une histoire drôle',
      'comment faire du pain',
      'qui a peint la joconde',
      'mets ma playlist de sport',
      'lance un minuteur de dix minutes',
      'quelle est la hauteur du mont blanc',
      'je regarde quoi ce soir',
      'traduis bonjour en allemand',
      'combien de calories dans une banane',
      'conseille-moi un bon roman',
      'est-ce qu’il va neiger ce week-end',
    ],
  },
  es: {
    order: [
      'dónde está mi pedido',
      'mi paquete no ha llegado',
      'cuándo me llega el paquete',
      'puedo seguir mi pedido',
      'el número de seguimiento no funciona',
      'mi pedido va con retraso',
      'la entrega era para ayer',
      'me ha llegado el artículo equivocado',
      'falta un artículo en mi paquete',
      'la caja llegó dañada',
      'quiero cambiar la dirección de entrega',
      'quiero cancelar mi pedido',
      'cómo devuelvo un artículo',
      'necesito una factura de mi pedido',
      'ya han enviado mi pedido',
      'qué transportista lleva mi paquete',
      'el repartidor dejó el paquete en otra puerta',
      'mi pedido sigue pendiente',
      'pedí la talla equivocada',
      'puedo añadir algo a mi pedido',
      'todavía no me han devuelto el dinero',
      'pone entregado pero no tengo nada',
      'me llegaron dos iguales',
      'hacéis envíos a méxico',
      'cuánto tarda el envío',
      'no me llegó el correo de confirmación',
      'puedo recoger el pedido en la tienda',
      'el producto no es como en la foto',
      'he pagado dos veces el mismo pedido',
      'cuál es mi número de pedido',
    ],
    hours: ['cuál es vuestro horario', 'a qué hora abre la tienda', 'abrís los domingos'],
    human: ['quiero hablar con una persona', 'puedo hablar con un agente', 'pásame con atención al cliente'],
    asks: [
      ['mi paquete todavía no ha llegado', 'order'],
      ['cómo devuelvo estos zapatos', 'order'],
      ['a qué hora abrís el sábado', 'hours'],
      ['déjame hablar con una persona de verdad', 'human'],
    ],
    everyday: [
      'qué tiempo hará mañana',
      'cuéntame una historia graciosa',
      'cómo se hace el pan',
      'quién pintó la mona lisa',
      'pon mi lista de música para correr',
      'pon un temporizador de diez minutos',
      'cuánto mide el everest',
      'qué veo esta noche',
      'traduce buenos días al alemán',
      'cuántas calorías tiene un plátano',
      'recomiéndame una buena novela',
      'va a nevar este fin de semana',
    ],
  },
};

/**
 * Everyday requests these Apps still answer, kept visible: "conseille" is the stem of "conseiller"
 * (a person to talk to); "pon" / "cómo se hace" and "correr" / "correo" share a word or its
 * fragments with the big intent. When one is rejected, move it to the list above.
 */
const KNOWN_GAPS: Record<Lang, string[]> = {
  en: [],
  fr: ['conseille-moi un bon roman'],
  es: ['cómo se hace el pan', 'pon mi lista de música para correr'],
};

describe.each(['en', 'fr', 'es'] as const)('a lopsided App: "my order" in 30 phrasings beside two intents of 3 (%s)', (lang) => {
  const app = APPS[lang];
  const items: TrainItem[] = [
    { id: 'order', kind: 'Intent', utterances: app.order },
    { id: 'hours', kind: 'Intent', utterances: app.hours },
    { id: 'human', kind: 'Intent', utterances: app.human },
  ];
  const model = train(items, lang, { background: background[lang], frequentWords: frequentWords[lang] });

  it.each(app.asks)('answers its own question "%s" with %s', (sentence, id) => {
    expect(match(model, sentence).map((m) => m.id)).toEqual([id]);
  });

  it.each(app.everyday.filter((s) => !KNOWN_GAPS[lang].includes(s)))('does not answer the everyday "%s"', (sentence) => {
    expect(match(model, sentence), `best: ${JSON.stringify(classify(model, sentence)[0])}`).toEqual([]);
  });

  it.skipIf(KNOWN_GAPS[lang].length === 0).each(KNOWN_GAPS[lang])('still answers the everyday "%s" (known gap)', (sentence) => {
    expect(classify(model, sentence)[0].probability).toBeGreaterThanOrEqual(DEFAULT_THRESHOLD);
  });
});
