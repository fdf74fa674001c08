import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Vivo en EE. UU.', 'EE. UU', n('Estados Unidos')),
    one('Vengo de los Estados Unidos', 'de los Estados Unidos', o('Estados Unidos')),
    one('Voy a Inglaterra', 'a Inglaterra', t('Reino Unido')),
    one('viajo desde Holanda', 'desde Holanda', o('Países Bajos')),
    one('vuelos hacia EEUU', 'hacia EEUU', t('Estados Unidos')),
    one('volví del Perú', 'del Perú', o('Perú')),
    one('me voy al Japón', 'al Japón', t('Japón')),
    many('España y Francia', ['España', n('España')], ['Francia', n('Francia')]),
    ...each('Me encanta {}', [['México', n('México')], ['Argentina', n('Argentina')], ['Colombia', n('Colombia')], ['Chile', n('Chile')], ['Italia', n('Italia')], ['Alemania', n('Alemania')], ['Portugal', n('Portugal')], ['Marruecos', n('Marruecos')], ['Brasil', n('Brasil')], ['Japón', n('Japón')], ['Suiza', n('Suiza')], ['Grecia', n('Grecia')]]),
    ...each('un billete para {}', [['Cuba', t('Cuba'), 'para Cuba'], ['Venezuela', t('Venezuela'), 'para Venezuela'], ['Ecuador', t('Ecuador'), 'para Ecuador'], ['Uruguay', t('Uruguay'), 'para Uruguay'], ['Bolivia', t('Bolivia'), 'para Bolivia']]),
    one('Nací en Corea del Sur', 'Corea del Sur', n('Corea del Sur')),
    one('vivo en China', 'China', n('China')),
    one('Reino Unido', 'Reino Unido', n('Reino Unido')),
    one('desde Canadá', 'desde Canadá', o('Canadá')),
  ],
  negatives: ['Voy a Granada', 'Hola', 'Quiero cancelar.', 'mañana', 'Sí.', 'No.', 'gracias', 'un chile picante', 'de nada', 'hasta luego', 'Tu color favorito es el azul', 'peso 70 kg', 'una pregunta', 'el precio', 'nada', 'otra vez', 'buenas noches', 'un café', 'estoy bien', 'todo bien', 'muy bien', 'quizás', 'vale', 'de acuerdo', 'adiós', 'cuánto cuesta', 'por favor', 'lo siento', 'claro', 'perfecto', 'genial'],
};
