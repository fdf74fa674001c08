/**
 * Address sentences shared by the address, street-number and street-type corpora:
 * [sentence, address body, street, number, location, street-type body, street-type value, direction].
 */
export type AddressRow = [text: string, body: string, street: string, number: string, location: string | null, typeBody: string, type: string, direction: 'origin' | 'destination' | null];

type Street = [number: string, name: string, typeBody: string, type: string];

const EN: Street[] = [['10', 'Downing Street', 'Street', 'street'], ['221B', 'Baker Street', 'Street', 'street'], ['3', 'Abbey Road', 'Road', 'road'], ['45', 'Oxford Road', 'Road', 'road'], ['12', 'Kings Avenue', 'Avenue', 'avenue'], ['7', 'Church Lane', 'Lane', 'lane'], ['1600', 'Pennsylvania Avenue', 'Avenue', 'avenue'], ['5', 'Elm Drive', 'Drive', 'drive'], ['18', 'Station Rd', 'Rd', 'road'], ['9', 'Main St', 'St', 'street'], ['27', 'Sunset Boulevard', 'Boulevard', 'boulevard']];
const FR: Street[] = [['12', 'rue de la Paix', 'rue', 'rue'], ['5', 'avenue des Champs-Élysées', 'avenue', 'avenue'], ['3', 'boulevard Saint-Michel', 'boulevard', 'boulevard'], ['8', 'place Bellecour', 'place', 'place'], ['20', 'allée des Tilleuls', 'allée', 'allée'], ['1', 'impasse du Moulin', 'impasse', 'impasse'], ['7', 'chemin des Vignes', 'chemin', 'chemin'], ['15', 'quai de la Tournelle', 'quai', 'quai'], ['4 bis', 'rue Victor Hugo', 'rue', 'rue'], ['33', 'bd Voltaire', 'bd', 'boulevard'], ['2', 'av. Jean Jaurès', 'av', 'avenue']];
const ES: Street[] = [['5', 'Calle Mayor', 'Calle', 'calle'], ['12', 'Avenida de la Constitución', 'Avenida', 'avenida'], ['1', 'Plaza de España', 'Plaza', 'plaza'], ['43', 'Paseo de Gracia', 'Paseo', 'paseo'], ['42', 'Calle de Alcalá', 'Calle', 'calle'], ['640', 'Avenida Diagonal', 'Avenida', 'avenida'], ['3', 'Calle Larios', 'Calle', 'calle'], ['10', 'c/ Serrano', 'c/', 'calle'], ['8', 'Avda. de América', 'Avda', 'avenida'], ['2', 'Ronda de Atocha', 'Ronda', 'ronda'], ['15', 'Carretera de Valencia', 'Carretera', 'carretera']];

const CITY = { en: 'London', fr: 'Paris', es: 'Madrid' } as const;

function rows(lang: 'en' | 'fr' | 'es', streets: Street[]): AddressRow[] {
  const out: AddressRow[] = [];
  for (const [num, name, typeBody, type] of streets) {
    const addr = lang === 'es' ? `${name} ${num}` : `${num} ${name}`;
    const intro = { en: 'My address is', fr: 'Mon adresse est', es: 'Mi dirección es' }[lang];
    const to = { en: 'Deliver to', fr: 'Livrez au', es: 'Envíalo a' }[lang];
    out.push([`${intro} ${addr}`, addr, name, num, null, typeBody, type, null]);
    out.push([`${addr}, ${CITY[lang]}`, `${addr}, ${CITY[lang]}`, name, num, CITY[lang], typeBody, type, null]);
    out.push([`${to} ${addr} please`, `${to.split(' ').pop()} ${addr}`, name, num, null, typeBody, type, 'destination']);
  }
  return out;
}

export const ADDRESSES = { en: rows('en', EN), fr: rows('fr', FR), es: rows('es', ES) };

/** Sentences with street words but no address. */
export const NO_ADDRESS = {
  en: ['I live on this street', 'the road is long', 'take the first avenue', 'a nice place', 'my way or the highway', 'Hello', 'I walked 10 miles', 'street food', 'the main road', 'park the car', 'court case', 'I weigh 77kg', 'tomorrow', 'No.', 'drive safely', 'I want to cancel.', 'lane 3', 'St Patrick', 'Saint John', 'a square table'],
  fr: ['dans la rue', 'la route est longue', 'une belle place', 'le chemin de la vie', 'Bonjour', 'demain', 'il y a 10 rues', 'je suis sur le quai', 'au boulevard', 'Je veux annuler.', 'la place est libre', 'je pèse 77kg', 'un cours de piano', 'en route', 'Oui.', 'allée centrale', 'rue', 'une impasse', 'Non.', 'merci'],
  es: ['en la calle', 'la carretera es larga', 'una plaza bonita', 'el camino de la vida', 'Hola', 'mañana', 'hay 10 calles', 'Quiero cancelar.', 'la plaza está llena', 'peso 77kg', 'un paseo por el parque', 'Sí.', 'No.', 'calle', 'gracias', 'c', 'de nada', 'vamos de paseo', 'la ronda final', 'avenida'],
};
