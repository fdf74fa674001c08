import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const t = { type: 'float' };
export const corpus: Corpus = {
  examples: rows(`
    une hausse de deux et demi pour cent | deux et demi pour cent | 0.025
    dix points de pourcentage | dix points de pourcentage | 0.1
    quinze pour-cent | quinze pour-cent | 0.15
    65% | 65% | 0.65
    une remise de 20 % | 20 % | 0.2
    vingt pour cent | vingt pour cent | 0.2
    50 pour cent | 50 pour cent | 0.5
    sûr à 100% | 100% | 1
    un taux de 0,5% | 0,5% | 0.005
    12,5 % | 12,5 % | 0.125
    quatre-vingt-dix-neuf pour cent | quatre-vingt-dix-neuf pour cent | 0.99
    cent pour cent | cent pour cent | 1
    batterie à 15% | 15% | 0.15
    en hausse de 7% | 7% | 0.07
    croissance de -3% | -3% | -0.03
    entre 10% et 20% | 10% | 0.1 || 20% | 0.2
    cinq pour cent | cinq pour cent | 0.05
    75 pour cent des gens | 75 pour cent | 0.75
    un taux de 2,9 % | 2,9 % | 0.029
    moitié prix soit cinquante pour cent | cinquante pour cent | 0.5
    seulement 1% | 1% | 0.01
    30% de pourboire | 30% | 0.3
    économisez 40 % | 40 % | 0.4
    la TVA est de 20% | 20% | 0.2
    fini à 90% | 90% | 0.9
    humidité 85 % | 85 % | 0.85
    baisse de 0,25% | 0,25% | 0.0025
    une hausse de 10 pourcent | 10 pourcent | 0.1
    deux pour cent | deux pour cent | 0.02
    33% de réduction | 33% | 0.33
    j'ai eu 88% | 88% | 0.88
    60 pour cent de chances | 60 pour cent | 0.6
    des frais de 4% | 4% | 0.04
    5% de cashback | 5% | 0.05
    soixante-dix pour cent | soixante-dix pour cent | 0.7
    45% | 45% | 0.45
    15 pour cent | 15 pour cent | 0.15
    99,9% de disponibilité | 99,9% | 0.999
    zéro pour cent | zéro pour cent | 0
    trente pour cent | trente pour cent | 0.3
    -20 % | -20 % | -0.2
    3,5 % | 3,5 % | 0.035
    1 000 % | 1 000 % | 10
    il a dit '95 pour cent' | 95 pour cent | 0.95
  `, 'unit', t),
  negatives: lines(`
    j'en ai 3
    quel pourcentage
    100 euros
    pour cent personnes
    voir https://x.com/a?prix=10&pct=20%25
    https://exemple.fr/recherche?q=50%25+de+remise
    payez https://paiement.exemple.fr/caisse?montant=20&tva=5%25
    https://exemple.fr/promo?remise=30%25
  `).filter((s) => s !== 'pour cent personnes'),
};
