import { booleanRules } from '../shared';

export const rules = booleanRules({
  yes: `
    oui
    ouais
    ouai
    ouaip
    ouep
    ouip
    yes
    si
    mais oui
    oui oui
    bien sur
    bien sur que oui
    carrement
    absolument
    exactement
    tout a fait
    d'accord
    dac
    ok
    okay
    volontiers
    evidemment
    certainement
    effectivement
    parfaitement
    pas de probleme
    pas de souci
    pas de soucis
    aucun probleme
    avec plaisir
    je pense que oui
    je crois que oui
    bien entendu
    c'est ca
    c'est bon
    ca marche
    entendu
    grave
    oui merci
    oui bien sur
    oui volontiers
    oui s'il vous plait
  `,
  no: `
    non
    nan
    nope
    non non
    mais non
    pas du tout
    absolument pas
    certainement pas
    surement pas
    jamais
    hors de question
    pas question
    surtout pas
    non merci
    pas vraiment
    je ne pense pas
    je pense pas
    je pense que non
    je ne crois pas
    je crois pas
    je crois que non
    aucunement
    en aucun cas
    nullement
    bien sur que non
    pas pour moi
    non plus
  `,
  alone: `
    si
    ok
    okay
    grave
    jamais
    entendu
    dac
    yes
    non plus
  `,
  after: 'merci monsieur madame je j c ce ca svp stp bien',
  fillers: 'oh ah euh heu ben bah bon hmm hum eh alors et mais ok bref',
});
