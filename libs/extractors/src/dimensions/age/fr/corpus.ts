import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { ages } from '../corpus-helpers';

// Le corps tient ce qui fait de « 34 ans » un âge (« j'ai 34 ans ») : « depuis 34 ans » est une durée.
export const corpus: Corpus = {
  examples: ages(`
    j'ai 34 ans | j'ai 34 ans | 34
    J'ai 34 ans. | J'ai 34 ans | 34
    j ai 34 ans | j ai 34 ans | 34
    il a 5 ans | il a 5 ans | 5
    elle a 12 ans | elle a 12 ans | 12
    mon fils a 5 ans | a 5 ans | 5
    ma fille a 7 ans et demi | a 7 ans | 7
    tu as quel âge ? j'ai 40 ans | j'ai 40 ans | 40
    âgé de 40 ans | âgé de 40 ans | 40
    âgée de 25 ans | âgée de 25 ans | 25
    un enfant de 3 ans | de 3 ans | 3
    un garçon de 10 ans | de 10 ans | 10
    une femme de 45 ans | de 45 ans | 45
    un homme de 80 ans | de 80 ans | 80
    elle a 6 mois | elle a 6 mois | 6 | month
    mon bébé a 8 mois | a 8 mois | 8 | month
    le chiot a 10 semaines | a 10 semaines | 10 | week
    nous avons 30 ans | avons 30 ans | 30
    vous avez 21 ans ? | avez 21 ans | 21
    j'aurai 50 ans demain | j'aurai 50 ans | 50
    il aura 18 ans en mai | il aura 18 ans | 18
    elle avait 20 ans | elle avait 20 ans | 20
    je fête mes 40 ans | mes 40 ans | 40
    pour mes 30 ans | mes 30 ans | 30
    il fête ses 18 ans samedi | ses 18 ans | 18
    j'ai vingt-cinq ans | j'ai vingt-cinq ans | 25
    j'ai trente ans | j'ai trente ans | 30
    il a quatre-vingt-dix ans | il a quatre-vingt-dix ans | 90
    elle a un an | elle a un an | 1
    ma grand-mère a 92 ans | a 92 ans | 92
    mon chat a 3 ans | a 3 ans | 3
    ils ont 16 ans | ils ont 16 ans | 16
    mes enfants ont 6 ans | ont 6 ans | 6
    une fillette de 8 ans | de 8 ans | 8
    un bébé de 3 mois | de 3 mois | 3 | month
    il a eu 60 ans hier | eu 60 ans | 60
    Bonjour, j'ai 67 ans | j'ai 67 ans | 67
    tu as 19 ans | tu as 19 ans | 19
    on a 25 ans | on a 25 ans | 25
    âgés de 70 ans | âgés de 70 ans | 70
    mon frère a 15 ans | a 15 ans | 15
  `),
  negatives: lines(`
    depuis 34 ans
    il y a 34 ans
    pendant 34 ans
    dans 34 ans
    j'ai 34 euros
    il a 5 minutes de retard
    j'ai 10 ans d'expérience
    un contrat de 3 ans
    j'ai 3 chats
    tous les 5 ans
    il a mis 2 ans
    ça a duré 10 ans
    j'ai attendu 3 ans
    chambre 12
    il me faut 3 billets
    en 2 ans
    il y a 3 mois
    il a 40 kg de trop
    au bout de 5 ans
    il a 10 ans de retard
  `),
};
