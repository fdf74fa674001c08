import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Valencia, España', 'Valencia, España', n('Valencia, España')),
    one('Valencia, Venezuela', 'Valencia, Venezuela', n('Valencia, Venezuela')),
    one('Salgo desde Madrid, España', 'desde Madrid, España', o('Madrid, España')),
    one('Voy a Londres, Reino Unido', 'a Londres, Reino Unido', t('Londres, Reino Unido')),
    one('Córdoba en Argentina', 'Córdoba en Argentina', n('Córdoba, Argentina')),
    one('Córdoba, España', 'Córdoba, España', n('Córdoba, España')),
    ...each('vivimos en {} ahora', [['Berlín, Alemania', n('Berlín, Alemania')], ['Roma, Italia', n('Roma, Italia')], ['Lisboa, Portugal', n('Lisboa, Portugal')], ['Tokio, Japón', n('Tokio, Japón')], ['Bogotá, Colombia', n('Bogotá, Colombia')], ['Quito, Ecuador', n('Quito, Ecuador')], ['Lima, Perú', n('Lima, Perú')], ['Sevilla, España', n('Sevilla, España')], ['Rosario, Argentina', n('Rosario, Argentina')], ['Guadalajara, México', n('Guadalajara, México')]]),
    ...each('un vuelo desde {}', [['Boston, EEUU', o('Boston, Estados Unidos'), 'desde Boston, EEUU'], ['París, Francia', o('París, Francia'), 'desde París, Francia'], ['Milán, Italia', o('Milán, Italia'), 'desde Milán, Italia'], ['Oporto, Portugal', o('Oporto, Portugal'), 'desde Oporto, Portugal'], ['Montevideo, Uruguay', o('Montevideo, Uruguay'), 'desde Montevideo, Uruguay']]),
    ...each('me mudo hacia {}', [['Dublín, Irlanda', t('Dublín, Irlanda'), 'hacia Dublín, Irlanda'], ['Atenas, Grecia', t('Atenas, Grecia'), 'hacia Atenas, Grecia'], ['El Cairo, Egipto', t('El Cairo, Egipto'), 'hacia El Cairo, Egipto'], ['Santiago, Chile', t('Santiago de Chile, Chile'), 'hacia Santiago, Chile'], ['La Paz, Bolivia', t('La Paz, Bolivia'), 'hacia La Paz, Bolivia']]),
    one('Barcelona (España)', 'Barcelona (España)', n('Barcelona, España')),
    one('Cusco en Perú', 'Cusco en Perú', n('Cusco, Perú')),
    one('Bilbao España', 'Bilbao España', n('Bilbao, España')),
  ],
  negatives: ['Salgo desde Madrid', 'Madrid', 'España', 'Hola', 'Quiero cancelar.', 'mañana', 'Madrid y Sevilla', 'Londres, España', 'Sí.', 'No.', 'gracias', 'adiós', 'hace calor', 'peso 70 kg', 'una pregunta', 'nada', 'buenas noches', 'un café', 'vale', 'hola amigo', 'hasta luego', 'cuánto cuesta', 'el precio', 'otra vez', 'muy bien', 'quizás', 'de acuerdo', 'por favor', 'lo siento', 'claro'],
};
