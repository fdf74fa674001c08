import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { answers } from '../corpus-helpers';

// Une réponse ouvre le message ou une proposition ; « pas de souci » acquiesce (vrai).
export const corpus: Corpus = {
  examples: answers(`
    oui | oui | yes
    Oui ! | Oui | yes
    ouais | ouais | yes
    ouaip | ouaip | yes
    ouais, vas-y | ouais | yes
    carrément | carrément | yes
    absolument | absolument | yes
    bien sûr | bien sûr | yes
    bien sûr que oui | bien sûr que oui | yes
    exactement | exactement | yes
    tout à fait | tout à fait | yes
    d'accord | d'accord | yes
    ok | ok | yes
    OK merci | OK | yes
    volontiers | volontiers | yes
    évidemment | évidemment | yes
    avec plaisir | avec plaisir | yes
    pas de souci | pas de souci | yes
    pas de problème, à demain | pas de problème | yes
    c'est ça | c'est ça | yes
    ça marche | ça marche | yes
    je pense que oui | je pense que oui | yes
    oui merci | oui merci | yes
    euh oui | oui | yes
    ben oui, évidemment | oui | yes
    si | si | yes
    mais oui | mais oui | yes
    non | non | no
    Non. | Non | no
    nan | nan | no
    pas du tout | pas du tout | no
    absolument pas | absolument pas | no
    certainement pas | certainement pas | no
    jamais | jamais | no
    hors de question | hors de question | no
    pas question ! | pas question | no
    non merci | non merci | no
    pas vraiment | pas vraiment | no
    je ne pense pas | je ne pense pas | no
    je crois pas | je crois pas | no
    surtout pas | surtout pas | no
    bien sûr que non | bien sûr que non | no
    euh non | non | no
    Merci. Non, ça ira | Non | no
    en aucun cas | en aucun cas | no
    nope | nope | no
  `),
  negatives: lines(`
    je vais bien
    ça va
    si tu veux
    je ne sais pas
    il n'a jamais appelé
    demain à 17h
    il me faut 3 billets
    bonjour
    je n'ai pas d'argent
    c'est grave docteur ?
    personne n'est venu
    la réponse est dans le livre
    pas mal
    je pense à toi
    merci beaucoup
    il dit oui à tout
    aucune idée
    on verra
    peut-être
    quelle heure est-il ?
  `),
};
