import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const o = (s: string) => rows(s, 'unit', { type: 'ordinal' });
export const corpus: Corpus = {
  examples: o(`
    le 3e étage | 3e | 3
    le 1er mai | 1er | 1
    la 1re fois | 1re | 1
    la 1ère fois | 1ère | 1
    le 2ème | 2ème | 2
    le 2eme | 2eme | 2
    le 2nd tour | 2nd | 2
    la 2nde | 2nde | 2
    le 21e siècle | 21e | 21
    troisième | troisième | 3
    le premier jour | premier | 1
    la première fois | première | 1
    le second tour | second | 2
    la seconde fois | seconde | 2
    deuxième | deuxième | 2
    quatrième | quatrième | 4
    cinquième | cinquième | 5
    neuvième | neuvième | 9
    onzième | onzième | 11
    douzième | douzième | 12
    seizième | seizième | 16
    vingtième | vingtième | 20
    vingt et unième | vingt et unième | 21
    trente-deuxième | trente-deuxième | 32
    quarante-cinquième | quarante-cinquième | 45
    soixante-dixième | soixante-dixième | 70
    quatre-vingtième | quatre-vingtième | 80
    quatre-vingt-dix-neuvième | quatre-vingt-dix-neuvième | 99
    centième | centième | 100
    millième | millième | 1000
    le 13ème étage | 13ème | 13
    la troisieme | troisieme | 3
    sixième sens | sixième | 6
    le septième ciel | septième | 7
    huitième | huitième | 8
    dixième anniversaire | dixième | 10
    le 2e et le 3e | 2e | 2 || 3e | 3
    premier et deuxième | premier | 1 || deuxième | 2
    mon 50e anniversaire | 50e | 50
    dix-septième | dix-septième | 17
  `),
  negatives: lines(`
    attends une seconde
    30 secondes
    j'en ai 3
    quelques secondes
  `),
};
