/**
 * French family words, by hand. One line per form group: `sex canonical: form, ...`; `*` marks a
 * form that is also an everyday word ("femme" = woman, "copain" = friend) and counts only after
 * a possessive ("ma femme"). Generic masculine plurals ("enfants", "cousins") are unisex.
 */
export const LEXICON = `
female mère: mère, mères, maman, mamans
male père: père, pères, papa, papas
unisex parents: parents, *parent
male fils: fils, fiston
female fille: *fille, *filles
unisex enfant: enfant, enfants, *gamins, *gosses
male frère: frère, frères, frangin, frérot
female sœur: sœur, sœurs, soeur, soeurs, frangine
unisex frères et sœurs: frères et sœurs, frères et soeurs, fratrie
female grand-mère: grand-mère, grands-mères, grand-mères, mamie, mamies, mémé, grand mère
male grand-père: grand-père, grands-pères, papi, papy, papis, pépé, grand père
unisex grands-parents: grands-parents, grand-parents, grands parents, grand-parent
male petit-fils: petit-fils, petits-fils, petit fils
female petite-fille: petite-fille, petites-filles, petite fille
unisex petits-enfants: petits-enfants, petit-enfant, petits enfants
female arrière-grand-mère: arrière-grand-mère, arrière-grands-mères, arrière grand-mère
male arrière-grand-père: arrière-grand-père, arrière-grands-pères, arrière grand-père
male oncle: oncle, oncles, tonton, tontons
female tante: tante, tantes, tata, tatie, tati
male neveu: neveu, neveux
female nièce: nièce, nièces
male cousin: cousin
female cousine: cousine, cousines
unisex cousins: cousins
male mari: mari, maris, époux, *homme
female épouse: épouse, épouses, *femme
unisex conjoint: conjoint, conjoints, *moitié
female conjointe: conjointe
male compagnon: *compagnon, *copain, *chéri, petit ami, petit copain, petits amis
female compagne: *compagne, *copine, *chérie, petite amie, petite copine
male fiancé: fiancé, fiancés
female fiancée: fiancée, fiancées
female belle-mère: belle-mère, belles-mères, belle mère
male beau-père: beau-père, beaux-pères, beau père
male gendre: gendre, gendres, beau-fils, beaux-fils
female belle-fille: belle-fille, belles-filles, bru, brus
male beau-frère: beau-frère, beaux-frères, beau frère
female belle-sœur: belle-sœur, belles-sœurs, belle-soeur, belles-soeurs, belle sœur, belle soeur
unisex beaux-parents: beaux-parents, belle-famille
male demi-frère: demi-frère, demi-frères, demi frère
female demi-sœur: demi-sœur, demi-sœurs, demi-soeur, demi-soeurs, demi sœur, demi soeur
male parrain: parrain, parrains
female marraine: marraine, marraines
male filleul: filleul, filleuls
female filleule: filleule, filleules
male jumeau: jumeau
female jumelle: jumelle, jumelles
none -: maison mère, société mère, carte mère, langue mère, reine mère, mère patrie, fille de joie, père noël, fête des pères, fête des mères
unisex jumeaux: jumeaux
unisex proche: *proches, *parenté
`;
