import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Salgo desde Madrid', 'desde Madrid', o('Madrid')),
    one('Vengo de Barcelona', 'de Barcelona', o('Barcelona')),
    one('Voy a Nueva York', 'a Nueva York', t('Nueva York')),
    one('un vuelo hacia Londres', 'hacia Londres', t('Londres')),
    one('un billete para Sevilla', 'para Sevilla', t('Sevilla')),
    many('Mis ciudades favoritas son París y Niza', ['París', n('París')], ['Niza', n('Niza')]),
    one('Toulouse', 'Toulouse', n('Toulouse')),
    one('Lyon', 'Lyon', n('Lyon')),
    one('Valencia', 'Valencia', n('Valencia')),
    ...each('Quiero ir a {}', [['Múnich', t('Múnich'), 'a Múnich'], ['Munich', t('Múnich'), 'a Munich'], ['Colonia', t('Colonia'), 'a Colonia'], ['Ginebra', t('Ginebra'), 'a Ginebra'], ['Burdeos', t('Burdeos'), 'a Burdeos'], ['Londres', t('Londres'), 'a Londres']]),
    ...each('Vivo en {} desde hace años', [['Bilbao', n('Bilbao')], ['Zaragoza', n('Zaragoza')], ['Buenos Aires', n('Buenos Aires')], ['Ciudad de México', n('Ciudad de México')], ['Bogotá', n('Bogotá')]]),
    ...each('El tren sale de {} mañana', [['París', o('París'), 'de París'], ['Roma', o('Roma'), 'de Roma'], ['Berlín', o('Berlín'), 'de Berlín'], ['Lisboa', o('Lisboa'), 'de Lisboa'], ['Pekín', o('Pekín'), 'de Pekín']]),
    one('estoy en madrid', 'madrid', n('Madrid')),
    one('Me encanta Málaga', 'Málaga', n('Málaga')),
    one('de Santiago de Chile', 'de Santiago de Chile', o('Santiago de Chile')),
    one('vuelos hasta Granada', 'hasta Granada', t('Granada')),
    one('Me gusta Marsella', 'Marsella', n('Marsella')),
    one('Calle Sevilla 5, Madrid', 'Madrid', n('Madrid')),
    one('CALLE MAYOR 5, MADRID', 'MADRID', n('Madrid')),
    one('Avenida de Barcelona 3, Valencia', 'Valencia', n('Valencia')),
    one('Calle de Toledo 12, Sevilla', 'Sevilla', n('Sevilla')),
    one('Paseo de Bilbao 8, Málaga', 'Málaga', n('Málaga')),
    one('Carrera 7 # 45-10, Bogotá', 'Bogotá', n('Bogotá')),
    one('Avenida Lima 20, Quito', 'Quito', n('Quito')),
    one('voy a Washington D.C.', 'a Washington D.C.', t('Washington')),
    one('vivo en Ciudad de México', 'Ciudad de México', n('Ciudad de México')),
    one('un hotel en Ciudad de Panamá', 'Ciudad de Panamá', n('Panamá')),
    one('voy a Granada', 'a Granada', t('Granada')),
    one('nací en Zaragoza', 'Zaragoza', n('Zaragoza')),
    many('de Madrid a Barcelona', ['de Madrid', o('Madrid')], ['a Barcelona', t('Barcelona')]),
    one('Calle Valencia 40, Barcelona', 'Barcelona', n('Barcelona')),
    one('ENVÍO A CALLE LARIOS 3, MÁLAGA', 'MÁLAGA', n('Málaga')),
    one('Avenida de Roma 2, Salamanca', 'Salamanca', n('Salamanca')),
    one('vivo en Bilbao', 'Bilbao', n('Bilbao')),
    one('Calle París 9, Córdoba', 'Córdoba', n('Córdoba')),
    one('Avenida de Burgos 11, León', 'León', n('León')),
    one('estoy en Medellín', 'Medellín', n('Medellín')),
    // En minúsculas, una palabra rara que nombra una ciudad de un millón de habitantes, tras un verbo de ir o estar y su
    // preposición.
    one('voy a lima por trabajo', 'a lima', t('Lima')),
    one('vuelo a caracas el lunes por la mañana', 'a caracas', t('Caracas')),
    one('estoy en lima por trabajo', 'lima', n('Lima')),
    one('salgo de lima mañana temprano', 'de lima', o('Lima')),
    // Cerca de una ciudad, lejos de ella o en uno de sus lugares: donde se está, ni origen ni destino.
    one('vivo cerca de lima', 'lima', n('Lima')),
    one('un pueblo cerca de Sevilla', 'Sevilla', n('Sevilla')),
    one('una casa en las afueras de Madrid', 'Madrid', n('Madrid')),
    one('estamos lejos de Bilbao', 'Bilbao', n('Bilbao')),
    one('un hotel junto a Valencia', 'Valencia', n('Valencia')),
    one('te espero en el aeropuerto de Málaga', 'Málaga', n('Málaga')),
    one('vengo de Lima', 'de Lima', o('Lima')),
  ],
  negatives: [
    'me duele la palma de la mano', 'la cuenca del río es ancha', 'el banco abre pronto',
    'Tu color favorito es el azul', 'Quiero cancelar.', 'Hola', 'mañana', 'Sí.', 'No.', 'como estas', 'la casa es grande',
    'quiero comprar un coche azul', 'Me llamo Juan', 'Peso 77kg', 'mira esto', 'de nada', 'gracias', 'hasta luego',
    'un bar cerca', 'voy a comer', 'para siempre', 'el sol brilla', 'lo siento', 'buenas noches', 'que tal', 'todo bien',
    'una pregunta', 'el precio es 20 euros', 'ven aquí', 'vale', 'no sé', 'tengo hambre', 'por favor',
    'pregúntale a Martín', 'el coche de Martín', 'un regalo para Martín',
    'un jugo de lima por favor', 'huele a colonia barata', 'el helado sabe a lima', 'pon la valencia del enlace',
    'voy a México', 'Singapur', 'me encanta Luxemburgo', 'un viaje a Panamá', 'vivo en Mónaco', 'vuelos a Kuwait', 'Calle Sevilla 5', 'Avenida de Barcelona 3', 'en la calle de Toledo',
  ],
};
