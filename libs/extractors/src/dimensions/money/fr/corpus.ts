import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    ça coûte 20 euros | 20 euros | 20 | €
    20€ | 20€ | 20 | €
    20 € | 20 € | 20 | €
    €15 | €15 | 15 | €
    EUR 29,99 | EUR 29,99 | 29.99 | €
    29,99 € | 29,99 € | 29.99 | €
    3€50 | 3€50 | 3.5 | €
    3 euros 50 | 3 euros 50 | 3.5 | €
    cinq cents dollars | cinq cents dollars | 500 | $
    3 millions d'euros | 3 millions d'euros | 3000000 | €
    un million de dollars | un million de dollars | 1000000 | $
    vingt euros | vingt euros | 20 | €
    cent balles | cent balles | 100 | €
    50 centimes | 50 centimes | 0.5 | €
    1 200 € | 1 200 € | 1200 | €
    1.200,50 € | 1.200,50 € | 1200.5 | €
    10k€ | 10k€ | 10000 | €
    100 dollars | 100 dollars | 100 | $
    $30 | $30 | 30 | $
    50 USD | 50 USD | 50 | $
    £40 | £40 | 40 | £
    40 livres sterling | 40 livres sterling | 40 | £
    200 francs suisses | 200 francs suisses | 200 | CHF
    150 CHF | 150 CHF | 150 | CHF
    30 dollars canadiens | 30 dollars canadiens | 30 | CAD
    1000 yens | 1000 yens | 1000 | ¥
    un euro | un euro | 1 | €
    quatre-vingt-dix-neuf euros | quatre-vingt-dix-neuf euros | 99 | €
    soixante-dix euros | soixante-dix euros | 70 | €
    entre 10 € et 20 € | 10 € | 10 | € || 20 € | 20 | €
    un budget de 2 000 euros | 2 000 euros | 2000 | €
    mille pesos | mille pesos | 1000 | $
    12,99 EUR | 12,99 EUR | 12.99 | €
    un pourboire de 5€ | 5€ | 5 | €
    deux mille euros | deux mille euros | 2000 | €
    3 dollars et 20 euros | 3 dollars | 3 | $ || 20 euros | 20 | €
    0,5 BTC | 0,5 BTC | 0.5 | BTC
    2 milliards d'euros | 2 milliards d'euros | 2000000000 | €
    quinze euros | quinze euros | 15 | €
    45 EUROS | 45 EUROS | 45 | €
  `),
  negatives: lines(`
    appelle-moi au 06 12 34 56 78
    j'en ai 3
    en euros svp
    j'ai lu 5 livres
    chambre 12
  `),
};
