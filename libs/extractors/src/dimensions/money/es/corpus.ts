import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    cuesta 20 euros | 20 euros | 20 | €
    20€ | 20€ | 20 | €
    20 € | 20 € | 20 | €
    €15 | €15 | 15 | €
    EUR 29,99 | EUR 29,99 | 29.99 | €
    29,99 € | 29,99 € | 29.99 | €
    mil pesos | mil pesos | 1000 | $
    quinientos pesos | quinientos pesos | 500 | $
    3 millones de euros | 3 millones de euros | 3000000 | €
    un millón de dólares | un millón de dólares | 1000000 | $
    veinte euros | veinte euros | 20 | €
    50 céntimos | 50 céntimos | 0.5 | €
    50 centavos | 50 centavos | 0.5 | $
    1.200 € | 1.200 € | 1200 | €
    1.200,50 € | 1.200,50 € | 1200.5 | €
    10k€ | 10k€ | 10000 | €
    100 dólares | 100 dólares | 100 | $
    100 dolares | 100 dolares | 100 | $
    $30 | $30 | 30 | $
    50 USD | 50 USD | 50 | $
    £40 | £40 | 40 | £
    40 libras | 40 libras | 40 | £
    40 libras esterlinas | 40 libras esterlinas | 40 | £
    200 francos suizos | 200 francos suizos | 200 | CHF
    150 CHF | 150 CHF | 150 | CHF
    1000 yenes | 1000 yenes | 1000 | ¥
    un euro | un euro | 1 | €
    noventa y nueve euros | noventa y nueve euros | 99 | €
    setenta euros | setenta euros | 70 | €
    entre 10 € y 20 € | 10 € | 10 | € || 20 € | 20 | €
    un presupuesto de 2.000 euros | 2.000 euros | 2000 | €
    12,99 EUR | 12,99 EUR | 12.99 | €
    una propina de 5€ | 5€ | 5 | €
    dos mil euros | dos mil euros | 2000 | €
    3 dólares y 20 euros | 3 dólares | 3 | $ || 20 euros | 20 | €
    0,5 BTC | 0,5 BTC | 0.5 | BTC
    mil millones de euros | mil millones de euros | 1000000000 | €
    quince euros | quince euros | 15 | €
    45 EUROS | 45 EUROS | 45 | €
    veinticinco dólares | veinticinco dólares | 25 | $
    300 MXN | 300 MXN | 300 | MXN
  `),
  negatives: lines(`
    llámame al 612 34 56 78
    tengo 3
    en euros por favor
    peso 80 libras
    habitación 12
  `),
};
