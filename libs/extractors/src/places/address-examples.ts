import type { Language } from '@parley/contracts';

/**
 * Address sentences shared by the address, street-number and street-type corpora:
 * [sentence, address body, street, number, location, street-type body, street-type value, direction].
 * The number is null for an address that says it has none ("Plaza Mayor, s/n"): no street-number there.
 */
export type AddressRow = [text: string, body: string, street: string, number: string | null, location: string | null, typeBody: string, type: string, direction: 'origin' | 'destination' | null];

type Street = [number: string, name: string, typeBody: string, type: string];

const EN: Street[] = [['10', 'Downing Street', 'Street', 'street'], ['221B', 'Baker Street', 'Street', 'street'], ['3', 'Abbey Road', 'Road', 'road'], ['45', 'Oxford Road', 'Road', 'road'], ['12', 'Kings Avenue', 'Avenue', 'avenue'], ['7', 'Church Lane', 'Lane', 'lane'], ['1600', 'Pennsylvania Avenue', 'Avenue', 'avenue'], ['5', 'Elm Drive', 'Drive', 'drive'], ['18', 'Station Rd', 'Rd', 'road'], ['9', 'Main St', 'St', 'street'], ['27', 'Sunset Boulevard', 'Boulevard', 'boulevard'],
  ['12', 'Oak Court', 'Court', 'court'], ['5', 'Maple Circle', 'Circle', 'circle'], ['3', 'Green Mall', 'Mall', 'mall'], ['4', 'Old Mill', 'Mill', 'mill'],
  ['10', 'Kensington Gardens', 'Gardens', 'gardens'], ['7', 'Church Ln', 'Ln', 'lane'], ['8', 'Park Dr', 'Dr', 'drive'], ['9', 'Sunset Blvd', 'Blvd', 'boulevard'],
  ['1', 'Ocean Pkwy', 'Pkwy', 'parkway'], ['22', 'Hillside Parkway', 'Parkway', 'parkway'], ['14', 'Mill Road', 'Road', 'road']];
const FR: Street[] = [['12', 'rue de la Paix', 'rue', 'rue'], ['5', 'avenue des Champs-Élysées', 'avenue', 'avenue'], ['3', 'boulevard Saint-Michel', 'boulevard', 'boulevard'], ['8', 'place Bellecour', 'place', 'place'], ['20', 'allée des Tilleuls', 'allée', 'allée'], ['1', 'impasse du Moulin', 'impasse', 'impasse'], ['7', 'chemin des Vignes', 'chemin', 'chemin'], ['15', 'quai de la Tournelle', 'quai', 'quai'], ['4 bis', 'rue Victor Hugo', 'rue', 'rue'], ['33', 'bd Voltaire', 'bd', 'boulevard'], ['2', 'av. Jean Jaurès', 'av', 'avenue'],
  ['3', 'allée des Lilas', 'allée', 'allée'], ['9', 'impasse des Roses', 'impasse', 'impasse'], ['21', 'quai Voltaire', 'quai', 'quai'], ['6', 'Allée Jean Moulin', 'Allée', 'allée'],
  ['14', 'Quai de la Seine', 'Quai', 'quai'], ['8', 'bd de la Liberté', 'bd', 'boulevard'], ['11', 'Impasse Lepic', 'Impasse', 'impasse']];
const ES: Street[] = [['5', 'Calle Mayor', 'Calle', 'calle'], ['12', 'Avenida de la Constitución', 'Avenida', 'avenida'], ['1', 'Plaza de España', 'Plaza', 'plaza'], ['43', 'Paseo de Gracia', 'Paseo', 'paseo'], ['42', 'Calle de Alcalá', 'Calle', 'calle'], ['640', 'Avenida Diagonal', 'Avenida', 'avenida'], ['3', 'Calle Larios', 'Calle', 'calle'], ['10', 'c/ Serrano', 'c/', 'calle'], ['8', 'Avda. de América', 'Avda', 'avenida'], ['2', 'Ronda de Atocha', 'Ronda', 'ronda'], ['15', 'Carretera de Valencia', 'Carretera', 'carretera'],
  ['7', 'C. Mayor', 'C', 'calle'], ['12', 'Av. Corrientes', 'Av', 'avenida'], ['3', 'Avenida Insurgentes', 'Avenida', 'avenida'], ['15', 'Calle Sevilla', 'Calle', 'calle'],
  ['9', 'Carrera Séptima', 'Carrera', 'carrera'], ['4', 'Cra. Bolívar', 'Cra', 'carrera'], ['20', 'Calle del Olivo', 'Calle', 'calle'],
  ['11', 'Carrer de Provença', 'Carrer', 'carrer'], ['6', 'Urb. Las Encinas', 'Urb', 'urbanización'], ['2', 'Camí del Mar', 'Camí', 'camí']];

const CITY = { en: 'London', fr: 'Paris', es: 'Madrid' } as const;

function rows(lang: Language, streets: Street[]): AddressRow[] {
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

/**
 * Addresses written as given (US and Canadian states, capitals, numbered streets, streets named after
 * cities): [sentence, address body, street, number, location, street-type body, street-type value, direction].
 */
const WRITTEN: Record<'en' | 'fr' | 'es', AddressRow[]> = {
  en: [
    ['221 Maple Rd, Springfield, IL', '221 Maple Rd, Springfield, IL', 'Maple Rd', '221', 'Springfield, IL', 'Rd', 'road', null],
    ['14 OAK ST, DAYTON, OH', '14 OAK ST, DAYTON, OH', 'OAK ST', '14', 'Dayton, OH', 'ST', 'street', null],
    ['I live at 12 Washington St, Boston', '12 Washington St, Boston', 'Washington St', '12', 'Boston', 'St', 'street', null],
    ['5 Paris Road, London', '5 Paris Road, London', 'Paris Road', '5', 'London', 'Road', 'road', null],
    ['40 Boston Ave, Denver, CO', '40 Boston Ave, Denver, CO', 'Boston Ave', '40', 'Denver, CO', 'Ave', 'avenue', null],
    ['1600 Pennsylvania Avenue, Washington, D.C.', '1600 Pennsylvania Avenue, Washington, D.C.', 'Pennsylvania Avenue', '1600', 'Washington', 'Avenue', 'avenue', null],
    ['send it to 5 Elm Street, Toronto ON please', 'to 5 Elm Street, Toronto ON', 'Elm Street', '5', 'Toronto, ON', 'Street', 'street', 'destination'],
  ],
  fr: [
    ['12 rue de Paris, Lyon', '12 rue de Paris, Lyon', 'rue de Paris', '12', 'Lyon', 'rue', 'rue', null],
    ['12 RUE DE LA PAIX, PARIS', '12 RUE DE LA PAIX, PARIS', 'RUE DE LA PAIX', '12', 'Paris', 'RUE', 'rue', null],
    ['3 avenue de Madrid, Nice', '3 avenue de Madrid, Nice', 'avenue de Madrid', '3', 'Nice', 'avenue', 'avenue', null],
    // An hour before the address is no part of it (HOUR_BEFORE_STREET: nor is an hour right before the street).
    ['à 9h, 5 rue de Rivoli', '5 rue de Rivoli', 'rue de Rivoli', '5', null, 'rue', 'rue', null],
    ['RDV à 14h30 au 8 place Bellecour', 'au 8 place Bellecour', 'place Bellecour', '8', null, 'place', 'place', 'destination'],
  ],
  es: [
    ['El almacén está en la Ctra. de Burgos km 14', 'Ctra. de Burgos km 14', 'Ctra. de Burgos', '14', null, 'Ctra', 'carretera', null],
    ['Vivo en la Carrera 7 # 45-10, Bogotá', 'Carrera 7 # 45-10, Bogotá', 'Carrera 7', '45-10', 'Bogotá', 'Carrera', 'carrera', null],
    ['Cra. 15 #93-60', 'Cra. 15 #93-60', 'Cra. 15', '93-60', null, 'Cra', 'carrera', null],
    ['Calle 26 No. 13-19, Bogotá', 'Calle 26 No. 13-19, Bogotá', 'Calle 26', '13-19', 'Bogotá', 'Calle', 'calle', null],
    ['Calle Sevilla 5, Madrid', 'Calle Sevilla 5, Madrid', 'Calle Sevilla', '5', 'Madrid', 'Calle', 'calle', null],
    ['CALLE MAYOR 5, MADRID', 'CALLE MAYOR 5, MADRID', 'CALLE MAYOR', '5', 'Madrid', 'CALLE', 'calle', null],
    // The number after a comma or a mark: nº, n.º, n°, núm., número, no.
    ['Calle Mayor, nº 5', 'Calle Mayor, nº 5', 'Calle Mayor', '5', null, 'Calle', 'calle', null],
    ['C/ Mayor nº 5', 'C/ Mayor nº 5', 'C/ Mayor', '5', null, 'C/', 'calle', null],
    ['Calle Mayor, n.º 5', 'Calle Mayor, n.º 5', 'Calle Mayor', '5', null, 'Calle', 'calle', null],
    ['Avda. de la Constitución, núm. 12', 'Avda. de la Constitución, núm. 12', 'Avda. de la Constitución', '12', null, 'Avda', 'avenida', null],
    ['Vivo en Calle del Olivo, n° 20, Sevilla', 'Calle del Olivo, n° 20, Sevilla', 'Calle del Olivo', '20', 'Sevilla', 'Calle', 'calle', null],
    ['Paseo de Gracia, número 43', 'Paseo de Gracia, número 43', 'Paseo de Gracia', '43', null, 'Paseo', 'paseo', null],
    ['Calle Larios, 3', 'Calle Larios, 3', 'Calle Larios', '3', null, 'Calle', 'calle', null],
    // "s/n": sin número, the address has none.
    ['Plaza Mayor, s/n', 'Plaza Mayor, s/n', 'Plaza Mayor', null, null, 'Plaza', 'plaza', null],
    ['Envíalo a Calle de Alcalá s/n, Madrid', 'a Calle de Alcalá s/n, Madrid', 'Calle de Alcalá', null, 'Madrid', 'Calle', 'calle', 'destination'],
  ],
};

export const ADDRESSES = { en: [...rows('en', EN), ...WRITTEN.en], fr: [...rows('fr', FR), ...WRITTEN.fr], es: [...rows('es', ES), ...WRITTEN.es] };

/**
 * An hour glued to its "h" right before a street ("à 12h rue de la Paix"): a time, not the street's number. Without
 * a number there is no address (as for "rue de la Paix" alone), only the street type.
 */
export const HOUR_BEFORE_STREET = {
  en: [] as string[],
  fr: ['à 12h rue de la Paix', 'RDV 14h30 avenue Foch', 'rendez-vous à 12H rue de la Paix', 'demain 9h boulevard Saint-Michel'],
  es: ['a las 12h Calle Mayor'],
};

/** Sentences with street words but no address. */
export const NO_ADDRESS = {
  en: ['12 Main', 'Main St', 'the court ruled', 'a circle of friends', 'the mall is closed', 'an old mill', 'the gardens are open', 'I drive a lot', 'Dr Smith', 'the road to Paris', 'I live on this street', 'the road is long', 'take the first avenue', 'a nice place', 'my way or the highway', 'Hello', 'I walked 10 miles', 'street food', 'the main road', 'park the car', 'court case', 'I weigh 77kg', 'tomorrow', 'No.', 'drive safely', 'I want to cancel.', 'lane 3', 'St Patrick', 'Saint John', 'a square table'],
  fr: ["l'allée du jardin", 'au bout de l\'impasse', 'sur le quai', 'une avenue', 'dans la rue', 'la route est longue', 'une belle place', 'le chemin de la vie', 'Bonjour', 'demain', 'il y a 10 rues', 'je suis sur le quai', 'au boulevard', 'Je veux annuler.', 'la place est libre', 'je pèse 77kg', 'un cours de piano', 'en route', 'Oui.', 'allée centrale', 'rue', 'une impasse', 'Non.', 'merci', 'la boulangerie à côté de la Poste', 'juste à côté de Nantes'],
  es: ['una avenida ancha', 'la carrera de 10 km', 'C. Mayor', 'el Av. de siempre', 'en la calle', 'la carretera es larga', 'una plaza bonita', 'el camino de la vida', 'Hola', 'mañana', 'hay 10 calles', 'Quiero cancelar.', 'la plaza está llena', 'peso 77kg', 'un paseo por el parque', 'Sí.', 'No.', 'calle', 'gracias', 'c', 'de nada', 'vamos de paseo', 'la ronda final', 'avenida'],
};
