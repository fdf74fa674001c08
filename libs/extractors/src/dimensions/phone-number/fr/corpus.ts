import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { phones } from '../corpus-helpers';

// Les numéros nationaux se lisent en France (la région par défaut du français).
export const corpus: Corpus = {
  examples: phones(`
    appelle-moi au 06 12 34 56 78 | 06 12 34 56 78 | +33612345678 | FR
    mon numéro : 06.12.34.56.78 | 06.12.34.56.78 | +33612345678
    0612345678 | 0612345678 | +33612345678
    06-12-34-56-78 | 06-12-34-56-78 | +33612345678
    le standard est au 01 42 68 53 00 | 01 42 68 53 00 | +33142685300
    +33 6 12 34 56 78 | +33 6 12 34 56 78 | +33612345678 | FR
    +33612345678 | +33612345678 | +33612345678
    +33 (0)6 12 34 56 78 | +33 (0)6 12 34 56 78 | +33612345678
    depuis l'étranger : 0033 6 12 34 56 78 | 0033 6 12 34 56 78 | +33612345678
    rappelez le 07 81 23 45 67 svp | 07 81 23 45 67 | +33781234567
    bureau de Lyon : 04 72 10 30 30 | 04 72 10 30 30 | +33472103030
    à Bordeaux, 05 56 00 66 00 | 05 56 00 66 00 | +33556006600
    ma box : 09 71 23 45 67 | 09 71 23 45 67 | +33971234567
    Marseille 04.91.55.11.11 | 04.91.55.11.11 | +33491551111
    le service client 03 20 12 34 56 répond | 03 20 12 34 56 | +33320123456
    envoie un SMS au 06 98 76 54 32 | 06 98 76 54 32 | +33698765432
    fixe 02 40 41 90 00, portable 06 11 22 33 44 | 02 40 41 90 00 | +33240419000 || 06 11 22 33 44 | +33611223344
    tél. : 01 45 67 89 10 | 01 45 67 89 10 | +33145678910
    mon numéro pro est le 07 68 12 34 56 | 07 68 12 34 56 | +33768123456
    joignable au 06 45 23 67 89 toute la journée | 06 45 23 67 89 | +33645236789
    au 0145678910 | 0145678910 | +33145678910
    mon numéro belge : +32 2 555 12 12 | +32 2 555 12 12 | +3225551212 | BE
    en Suisse, +41 22 730 51 11 | +41 22 730 51 11 | +41227305111 | CH
    au Québec : +1 514 555 0147 | +1 514 555 0147 | +15145550147 | CA
    le bureau de Madrid : +34 912 34 56 78 | +34 912 34 56 78 | +34912345678 | ES
    à Londres, +44 20 7946 0958 | +44 20 7946 0958 | +442079460958 | GB
    mon portable anglais +44 7400 123456 | +44 7400 123456 | +447400123456 | GB
    aux États-Unis : +1 212 555 0123 | +1 212 555 0123 | +12125550123 | US
    +14155552671 | +14155552671 | +14155552671 | US
    Appelez le 06 12 34 56 78 ou le 01 42 68 53 00 | 06 12 34 56 78 | +33612345678 || 01 42 68 53 00 | +33142685300
    mon père : 06 77 88 99 00 | 06 77 88 99 00 | +33677889900
    WhatsApp : +33 7 81 23 45 67 | +33 7 81 23 45 67 | +33781234567
    n° vert 0 800 123 456 | 0 800 123 456 | +33800123456
    numéro vert : 0800 123 456 | 0800 123 456 | +33800123456
    tu peux m'appeler au 06 23 45 67 89 ? | 06 23 45 67 89 | +33623456789
    le cabinet : 01.47.20.00.01 | 01.47.20.00.01 | +33147200001
    contact +33 1 47 20 00 01 | +33 1 47 20 00 01 | +33147200001
    urgence : 06 01 02 03 04 | 06 01 02 03 04 | +33601020304
    mon numéro c'est le 0698765432 | 0698765432 | +33698765432
    à Nice 04 93 12 34 56 | 04 93 12 34 56 | +33493123456
    Toulouse : 05 61 22 29 22 | 05 61 22 29 22 | +33561222922
  `),
  negatives: lines(`
    il me faut 3 billets
    ça coûte 1 234 567 euros
    ma carte est la 4111 1111 1111 1111
    12 34 56 78
    le rendez-vous est le 12/05/2024
    commande n° 123456
    je suis né en 1985
    la population est de 2 165 423 habitants
    voir https://exemple.fr/appel/0612345678
    vol AF 1234 à 10h30
    chambre 1203 au 12e étage
    code postal 75002
    entre 2015 et 2020
    1 2 3 4 5 6 7
    j'ai fait 10 000 pas
    mon identifiant est 000000000
    le 06 12 34 56
    SIRET 123 456 789 00012
    il a gagné 3 500 000 €
    le prix est de 612 345 678 euros
  `),
  notOther: {
    money: ['appelle le 06 12 34 56 78', 'mon numéro : +33 6 12 34 56 78 pour le prix', 'tél. 01 42 68 53 00 pour les 2 billets'],
    number: ['appelle le 06 12 34 56 78', '+33 (0)6 12 34 56 78', 'le 01.42.68.53.00'],
  },
};
