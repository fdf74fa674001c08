import { booleanRules } from '../shared';

export const rules = booleanRules({
  yes: `
    si
    sip
    claro
    claro que si
    si claro
    por supuesto
    por supuesto que si
    vale
    de acuerdo
    sale
    afirmativo
    exacto
    efectivamente
    desde luego
    obvio
    obviamente
    ok
    okey
    dale
    cierto
    asi es
    sin duda
    sin problema
    no hay problema
    ningun problema
    con gusto
    con mucho gusto
    creo que si
    eso es
    perfecto
    seguro
    venga
    ya lo creo
    simon
    si senor
    si gracias
    si por favor
  `,
  no: `
    no
    nop
    nope
    para nada
    de ninguna manera
    de ningun modo
    en absoluto
    claro que no
    por supuesto que no
    jamas
    nunca
    ni hablar
    ni de broma
    ni loco
    ni loca
    que va
    negativo
    no gracias
    no creo
    creo que no
    nel
    no senor
    tampoco
  `,
  alone: `
    si
    no
    ok
    okey
    vale
    sale
    seguro
    cierto
    venga
    dale
    perfecto
    jamas
    nunca
    tampoco
    simon
  `,
  after: 'gracias senor senora senorita por yo lo eso me hombre tio tia amigo claro',
  fillers: 'oh ah eh pues bueno mmm hmm este o y pero ok vale mira',
});
