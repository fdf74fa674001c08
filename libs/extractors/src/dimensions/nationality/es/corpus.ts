import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('Soy {}', [['española', v('España')], ['español', v('España')], ['francés', v('Francia')], ['francesa', v('Francia')], ['alemana', v('Alemania')], ['italiano', v('Italia')], ['mexicana', v('México')], ['argentino', v('Argentina')], ['colombiana', v('Colombia')], ['estadounidense', v('Estados Unidos')], ['belga', v('Bélgica')], ['marroquí', v('Marruecos')]]),
    ...each('Son {}', [['españolas', v('España')], ['ingleses', v('Reino Unido')], ['chilenos', v('Chile')], ['peruanas', v('Perú')], ['cubanos', v('Cuba')], ['japonesas', v('Japón')]]),
    ...each('Mis vecinos son {}', [['alemanes', v('Alemania')], ['portugueses', v('Portugal')], ['venezolanos', v('Venezuela')], ['uruguayos', v('Uruguay')], ['suizos', v('Suiza')], ['griegos', v('Grecia')]]),
    one('una británica', 'británica', v('Reino Unido')),
    one('los franceses', 'franceses', v('Francia')),
    one('él es ecuatoriano', 'ecuatoriano', v('Ecuador')),
    one('unas canadienses', 'canadienses', v('Canadá')),
    one('es holandesa', 'holandesa', v('Países Bajos')),
  ],
  negatives: ['Hablo español', 'en inglés por favor', 'aprendo francés', 'Hola', 'Quiero cancelar.', 'mañana', 'Sí.', 'No.', 'peso 77kg', 'Salgo desde Madrid', 'España', 'gracias', 'adiós', 'hace calor', 'una pregunta', 'nada', 'buenas noches', 'un café', 'vale', 'hasta luego', 'cuánto cuesta', 'el precio', 'otra vez', 'muy bien', 'quizás', 'de acuerdo', 'por favor', 'lo siento', 'claro', 'estoy bien'],
};
