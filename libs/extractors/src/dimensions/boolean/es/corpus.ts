import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { answers } from '../corpus-helpers';

// Una respuesta abre el mensaje o una oración; «sin problema» asiente (verdadero).
export const corpus: Corpus = {
  examples: answers(`
    sí | sí | yes
    Sí, gracias | Sí | yes
    si | si | yes
    sip | sip | yes
    claro | claro | yes
    claro que sí | claro que sí | yes
    por supuesto | por supuesto | yes
    vale | vale | yes
    vale, nos vemos | vale | yes
    de acuerdo | de acuerdo | yes
    afirmativo | afirmativo | yes
    exacto | exacto | yes
    efectivamente | efectivamente | yes
    desde luego | desde luego | yes
    obvio | obvio | yes
    ok | ok | yes
    dale | dale | yes
    así es | así es | yes
    sin duda | sin duda | yes
    sin problema | sin problema | yes
    no hay problema | no hay problema | yes
    con mucho gusto | con mucho gusto | yes
    creo que sí | creo que sí | yes
    eso es | eso es | yes
    pues sí | sí | yes
    sí señor | sí señor | yes
    no | no | no
    No. | No | no
    no, gracias | no | no
    no gracias | no gracias | no
    nop | nop | no
    para nada | para nada | no
    de ninguna manera | de ninguna manera | no
    en absoluto | en absoluto | no
    claro que no | claro que no | no
    por supuesto que no | por supuesto que no | no
    jamás | jamás | no
    nunca | nunca | no
    ni hablar | ni hablar | no
    ni de broma | ni de broma | no
    qué va | qué va | no
    negativo | negativo | no
    creo que no | creo que no | no
    pues no | no | no
    Gracias. No, eso es todo | No | no
    no creo | no creo | no
  `),
  negatives: lines(`
    estoy bien
    si quieres
    no sé
    no tengo dinero
    nunca llama
    mañana a las 5
    necesito 3 entradas
    hola
    nadie vino
    la respuesta está en el libro
    no puedo ir
    qué hora es
    ni idea
    quizás
    muchas gracias
    dice que sí a todo
    si puedes venir
    ya veremos
    a lo mejor
    no es verdad
  `),
};
