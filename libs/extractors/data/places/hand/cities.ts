import type { Language } from '@parley/contracts';

/**
 * Display names of large cities that CLDR's exemplar cities (time-zone cities) do not cover.
 * Each row: GeoNames name, country code, then the English, French and Spanish display names;
 * extra spellings after that are matched too (written by hand from common usage).
 */
export const CITY_NAMES: readonly (readonly string[])[] = [
  ['Munich', 'DE', 'Munich', 'Munich', 'Múnich', 'München', 'Munchen'],
  ['Köln', 'DE', 'Cologne', 'Cologne', 'Colonia', 'Koln', 'Koeln'],
  ['Frankfurt am Main', 'DE', 'Frankfurt', 'Francfort', 'Fráncfort', 'Frankfurt am Main', 'Francfort-sur-le-Main'],
  ['Hamburg', 'DE', 'Hamburg', 'Hambourg', 'Hamburgo'],
  ['Aachen', 'DE', 'Aachen', 'Aix-la-Chapelle', 'Aquisgrán'],
  ['Nürnberg', 'DE', 'Nuremberg', 'Nuremberg', 'Núremberg', 'Nurnberg'],
  ['Milan', 'IT', 'Milan', 'Milan', 'Milán', 'Milano'],
  ['Naples', 'IT', 'Naples', 'Naples', 'Nápoles', 'Napoli'],
  ['Florence', 'IT', 'Florence', 'Florence', 'Florencia', 'Firenze'],
  ['Venice', 'IT', 'Venice', 'Venise', 'Venecia', 'Venezia'],
  ['Turin', 'IT', 'Turin', 'Turin', 'Turín', 'Torino'],
  ['Genoa', 'IT', 'Genoa', 'Gênes', 'Génova', 'Genova'],
  ['Sevilla', 'ES', 'Seville', 'Séville', 'Sevilla'],
  ['Barcelona', 'ES', 'Barcelona', 'Barcelone', 'Barcelona'],
  ['Valencia', 'ES', 'Valencia', 'Valence', 'Valencia'],
  ['Zaragoza', 'ES', 'Zaragoza', 'Saragosse', 'Zaragoza', 'Saragossa'],
  ['Málaga', 'ES', 'Malaga', 'Malaga', 'Málaga'],
  ['Bilbao', 'ES', 'Bilbao', 'Bilbao', 'Bilbao'],
  ['Marseille', 'FR', 'Marseille', 'Marseille', 'Marsella', 'Marseilles'],
  ['Lyon', 'FR', 'Lyon', 'Lyon', 'Lyon', 'Lyons'],
  ['Toulouse', 'FR', 'Toulouse', 'Toulouse', 'Toulouse', 'Tolosa'],
  ['Bordeaux', 'FR', 'Bordeaux', 'Bordeaux', 'Burdeos'],
  ['Strasbourg', 'FR', 'Strasbourg', 'Strasbourg', 'Estrasburgo'],
  ['Nice', 'FR', 'Nice', 'Nice', 'Niza'],
  ['Lille', 'FR', 'Lille', 'Lille', 'Lille'],
  ['Genève', 'CH', 'Geneva', 'Genève', 'Ginebra'],
  ['Basel', 'CH', 'Basel', 'Bâle', 'Basilea', 'Bale'],
  ['Antwerpen', 'BE', 'Antwerp', 'Anvers', 'Amberes', 'Antwerp'],
  ['Gent', 'BE', 'Ghent', 'Gand', 'Gante', 'Ghent'],
  ['Brugge', 'BE', 'Bruges', 'Bruges', 'Brujas'],
  ['Rotterdam', 'NL', 'Rotterdam', 'Rotterdam', 'Róterdam'],
  ['The Hague', 'NL', 'The Hague', 'La Haye', 'La Haya', 'Den Haag'],
  ['Porto', 'PT', 'Porto', 'Porto', 'Oporto', 'Oporto'],
  ['Edinburgh', 'GB', 'Edinburgh', 'Édimbourg', 'Edimburgo'],
  ['Manchester', 'GB', 'Manchester', 'Manchester', 'Mánchester'],
  ['Saint Petersburg', 'RU', 'Saint Petersburg', 'Saint-Pétersbourg', 'San Petersburgo', 'St Petersburg'],
  ['Kraków', 'PL', 'Krakow', 'Cracovie', 'Cracovia', 'Cracow'],
  ['New York City', 'US', 'New York', 'New York', 'Nueva York', 'New York City', 'NYC'],
  ['San Francisco', 'US', 'San Francisco', 'San Francisco', 'San Francisco'],
  ['Philadelphia', 'US', 'Philadelphia', 'Philadelphie', 'Filadelfia'],
  ['Washington', 'US', 'Washington', 'Washington', 'Washington', 'Washington DC'],
  ['New Orleans', 'US', 'New Orleans', 'La Nouvelle-Orléans', 'Nueva Orleans'],
  ['Montréal', 'CA', 'Montreal', 'Montréal', 'Montreal'],
  ['Québec', 'CA', 'Quebec City', 'Québec', 'Quebec'],
  ['Beijing', 'CN', 'Beijing', 'Pékin', 'Pekín', 'Peking'],
  ['Delhi', 'IN', 'Delhi', 'Delhi', 'Delhi', 'New Delhi'],
  ['Mumbai', 'IN', 'Mumbai', 'Bombay', 'Bombay', 'Bombay'],
  ['Cape Town', 'ZA', 'Cape Town', 'Le Cap', 'Ciudad del Cabo'],
  ['Mexico City', 'MX', 'Mexico City', 'Mexico', 'Ciudad de México', 'Ciudad de Mexico', 'CDMX'],
  ['Rio de Janeiro', 'BR', 'Rio de Janeiro', 'Rio de Janeiro', 'Río de Janeiro'],
  ['Athens', 'GR', 'Athens', 'Athènes', 'Atenas'],
  ['Jerusalem', 'IL', 'Jerusalem', 'Jérusalem', 'Jerusalén'],
  ['Cairo', 'EG', 'Cairo', 'Le Caire', 'El Cairo'],
  ['Tunis', 'TN', 'Tunis', 'Tunis', 'Túnez'],
  ['Algiers', 'DZ', 'Algiers', 'Alger', 'Argel'],
  ['Marrakesh', 'MA', 'Marrakesh', 'Marrakech', 'Marrakech'],
];

/**
 * Precision list: folded names that are everyday words in English, French or Spanish but that
 * the dictionaries do not flag ("lyon" is not, "bar" is). Such a name needs evidence to match.
 */
export const COMMON_CITY_NAMES = ['reading', 'mobile', 'nice', 'bath', 'split', 'bar', 'come', 'como', 'mira', 'gap', 'orange', 'paradise', 'university', 'university park', 'college', 'union', 'independence', 'liberty', 'york', 'salt', 'marine', 'hope', 'eagle', 'mission', 'palm', 'best', 'sale', 'bury', 'wells', 'deal'];

/** Same, for one request language only ("paris" is French for "bets"). */
export const COMMON_CITY_NAMES_BY_LANG: Record<Language, string[]> = { en: [], fr: ['paris', 'bar', 'tours', 'grasse', 'sens', 'vienne', 'orange'], es: ['leon', 'mira', 'real', 'salta', 'cambio', 'fuentes'] };

/**
 * Folded names never taken as a city at all: function words and chat words that GeoNames
 * lists as alternate names ("la" -> Los Angeles, "ok", "hello").
 */
export const CITY_STOP = ['la', 'le', 'el', 'de', 'du', 'des', 'un', 'une', 'los', 'las', 'and', 'the', 'ok', 'okay', 'hello', 'hi', 'yes', 'no', 'non', 'oui', 'si', 'bot', 'error', 'reset', 'john', 'tomorrow', 'today', 'demain', 'manana', 'hoy', 'centre', 'center', 'centro', 'city', 'ville', 'ciudad', 'san', 'santa', 'saint', 'st', 'new', 'old', 'north', 'south', 'east', 'west', 'nord', 'sud', 'est', 'ouest', 'norte', 'sur', 'este', 'oeste', 'blue', 'red', 'green', 'bleu', 'rouge', 'vert', 'azul', 'rojo', 'verde', 'color', 'colour', 'couleur', 'cancel', 'question', 'name', 'weather', 'mins'];
