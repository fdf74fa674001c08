import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('Hablo {}', [['español', v('español')], ['inglés', v('inglés')], ['francés', v('francés')], ['alemán', v('alemán')], ['italiano', v('italiano')], ['portugués', v('portugués')], ['japonés', v('japonés')], ['árabe', v('árabe')], ['ruso', v('ruso')], ['chino', v('chino')], ['neerlandés', v('neerlandés')], ['polaco', v('polaco')]]),
    ...each('¿Puedes responder en {}?', [['ingles', v('inglés')], ['Español', v('español')], ['griego', v('griego')], ['turco', v('turco')], ['coreano', v('coreano')], ['hindi', v('hindi')], ['sueco', v('sueco')], ['hebreo', v('hebreo')]]),
    ...each('Estoy aprendiendo {} este año', [['esperanto', v('esperanto')], ['catalán', v('catalán')], ['suajili', v('suajili')], ['vietnamita', v('vietnamita')], ['latín', v('latín')]]),
    one('castellano', 'castellano', v('español')),
    one('el idioma inglés', 'inglés', v('inglés')),
    one('clases de mandarín', 'mandarín', v('chino')),
    one('euskera', 'euskera', v('euskera')),
    one('Français', 'Français', v('francés')),
    many('Hablo inglés y francés', ['inglés', v('inglés')], ['francés', v('francés')]),
  ],
  negatives: ['Soy española', 'los franceses', 'unas alemanas', 'Hola', 'Quiero cancelar.', 'mañana', 'Sí.', 'No.', 'peso 77kg', 'Salgo desde Madrid', 'gracias', 'adiós', 'hace calor', 'una pregunta', 'nada', 'buenas noches', 'un café', 'vale', 'hasta luego', 'cuánto cuesta', 'el precio', 'otra vez', 'muy bien', 'quizás', 'de acuerdo', 'por favor', 'lo siento', 'claro', 'cree que sí', 'estoy bien'],
};
