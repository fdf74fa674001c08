/**
 * English family words, by hand (no open list exists). One line per concept:
 * `sex canonical: form, form, ...`; a form starting with `*` is also an everyday word in
 * another sense ("partner", "folks") and counts only after a possessive ("my partner").
 */
export const LEXICON = `
female mother: mother, mothers, mom, moms, mum, mums, mommy, mommies, mummy, mummies, mama, mamas, momma, mamma
male father: father, fathers, dad, dads, daddy, daddies, papa, papas, *pa, *pop, *pops
unisex parent: parent, parents, *folks
male son: son, sons
female daughter: daughter, daughters
unisex child: child, children, kid, kids, *baby, *babies
male brother: brother, brothers, bro, *bros
female sister: sister, sisters, sis
unisex sibling: sibling, siblings
female grandmother: grandmother, grandmothers, grandma, grandmas, granny, grannies, *gran, nana, *nan, grand mother
male grandfather: grandfather, grandfathers, grandpa, grandpas, granddad, granddads, grandad, grandads, gramps, grand father
unisex grandparent: grandparent, grandparents
male grandson: grandson, grandsons
female granddaughter: granddaughter, granddaughters
unisex grandchild: grandchild, grandchildren, grandkid, grandkids
female great-grandmother: great-grandmother, great-grandmothers, great-grandma, great grandmother, great grandma
male great-grandfather: great-grandfather, great-grandfathers, great-grandpa, great grandfather, great grandpa
male uncle: uncle, uncles
female aunt: aunt, aunts, auntie, aunties, aunty
male nephew: nephew, nephews
female niece: niece, nieces
unisex cousin: cousin, cousins
male husband: husband, husbands, hubby
female wife: wife, wives, wifey
unisex spouse: spouse, spouses, *partner
male boyfriend: boyfriend, boyfriends, boy friend
female girlfriend: girlfriend, girlfriends, girl friend
male fiancé: fiancé, fiance
female fiancée: fiancée, fiancee
female mother-in-law: mother-in-law, mothers-in-law, mother in law
male father-in-law: father-in-law, fathers-in-law, father in law
male son-in-law: son-in-law, sons-in-law, son in law
female daughter-in-law: daughter-in-law, daughters-in-law, daughter in law
male brother-in-law: brother-in-law, brothers-in-law, brother in law
female sister-in-law: sister-in-law, sisters-in-law, sister in law
unisex in-laws: in-laws, in laws
female stepmother: stepmother, stepmothers, step-mother, step mother, stepmom, stepmum, step-mom, step mom
male stepfather: stepfather, stepfathers, step-father, step father, stepdad, step-dad, step dad
male stepson: stepson, stepsons, step-son, step son
female stepdaughter: stepdaughter, stepdaughters, step-daughter, step daughter
male stepbrother: stepbrother, stepbrothers, step-brother, step brother
female stepsister: stepsister, stepsisters, step-sister, step sister
male half-brother: half-brother, half-brothers, half brother, half brothers
female half-sister: half-sister, half-sisters, half sister, half sisters
female godmother: godmother, godmothers
male godfather: godfather, godfathers
male godson: godson, godsons
female goddaughter: goddaughter, goddaughters
unisex godchild: godchild, godchildren
unisex twin: twin, twins, twin brother, twin sister
none -: mother of pearl, mother board, mother tongue, mother nature, mother ship, father time, sister company, sister ship, sister city, parent company, child process, baby boomers
unisex relative: *relative, *relatives, relation, relations
`;
