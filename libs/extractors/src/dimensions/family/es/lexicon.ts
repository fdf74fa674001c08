/**
 * Spanish family words, by hand. One line per form group: `sex canonical: form, ...`; `*` marks a
 * form that is also an everyday word ("mujer" = woman) and counts only after a possessive
 * ("mi mujer"). Generic masculine plurals ("hijos", "primos", "padres") are unisex.
 */
export const LEXICON = `
female madre: madre, madres, mamá, mamás, mami, *mama, *jefa
male padre: padre, papá, papás, papi, *viejo
unisex padres: padres, progenitores
male hijo: hijo
female hija: hija, hijas
unisex hijos: hijos, *niños, *críos, *chicos, *peques
male hermano: hermano, hermanito
female hermana: hermana, hermanas, hermanita
unisex hermanos: hermanos
female abuela: abuela, abuelas, abuelita, yaya
male abuelo: abuelo, abuelito, yayo
unisex abuelos: abuelos
male nieto: nieto
female nieta: nieta, nietas
unisex nietos: nietos
female bisabuela: bisabuela, bisabuelas
male bisabuelo: bisabuelo
unisex bisabuelos: bisabuelos
male tío: tío, tito
female tía: tía, tías, tita
unisex tíos: tíos
male sobrino: sobrino
female sobrina: sobrina, sobrinas
unisex sobrinos: sobrinos
male primo: primo
female prima: prima, primas
unisex primos: primos
male marido: marido, maridos, esposo, *hombre
female esposa: esposa, esposas, *mujer
unisex cónyuge: cónyuge, cónyuges, *pareja
male novio: novio, novios
female novia: novia, novias
male prometido: prometido
female prometida: prometida
female suegra: suegra, suegras
male suegro: suegro
unisex suegros: suegros
male yerno: yerno, yernos
female nuera: nuera, nueras
male cuñado: cuñado
female cuñada: cuñada, cuñadas
unisex cuñados: cuñados
female madrastra: madrastra, madrastras
male padrastro: padrastro, padrastros
male hijastro: hijastro
female hijastra: hijastra, hijastras
male hermanastro: hermanastro, medio hermano
female hermanastra: hermanastra, hermanastras, media hermana
male padrino: padrino
female madrina: madrina, madrinas
male ahijado: ahijado
female ahijada: ahijada, ahijadas
male gemelo: gemelo, mellizo
female gemela: gemela, gemelas, melliza, mellizas
unisex gemelos: gemelos, mellizos
none -: lengua madre, casa madre, placa madre, madre patria, padre nuestro, papá noel, día del padre, día de la madre
unisex familiar: *familiares, *parientes
`;
