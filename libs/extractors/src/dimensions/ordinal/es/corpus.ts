import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const o = (s: string) => rows(s, 'unit', { type: 'ordinal' });
export const corpus: Corpus = {
  examples: o(`
    el 3º piso | 3º | 3
    la 3ª vez | 3ª | 3
    el 1º de mayo | 1º | 1
    el 1er día | 1er | 1
    la 2a vez | 2a | 2
    el 2o | 2o | 2
    el 3.º | 3.º | 3
    el 21º | 21º | 21
    tercero | tercero | 3
    la tercera vez | tercera | 3
    el primer día | primer | 1
    la primera vez | primera | 1
    el segundo piso | segundo | 2
    la segunda vez | segunda | 2
    el cuarto piso | cuarto | 4
    la cuarta vez | cuarta | 4
    quinto | quinto | 5
    sexta | sexta | 6
    séptimo | séptimo | 7
    octavo | octavo | 8
    noveno | noveno | 9
    décimo | décimo | 10
    décima | décima | 10
    decimotercero | decimotercero | 13
    vigésimo | vigésimo | 20
    vigésimo primero | vigésimo primero | 21
    trigésimo segundo | trigésimo segundo | 32
    centésimo | centésimo | 100
    milésimo | milésimo | 1000
    el primero | primero | 1
    los primeros | primeros | 1
    el 13º piso | 13º | 13
    el tercer piso | tercer | 3
    el 2º y el 3º | 2º | 2 || 3º | 3
    primero y segundo | primero | 1 || segundo | 2
    mi 50º cumpleaños | 50º | 50
    la quinta avenida | quinta | 5
    el octavo día | octavo | 8
    la novena sinfonía | novena | 9
    septima | septima | 7
  `),
  negatives: lines(`
    espera un segundo
    30 segundos
    tengo 3
    un cuarto de hora
    las tres y cuarto
    el cuarto de baño
  `),
};
