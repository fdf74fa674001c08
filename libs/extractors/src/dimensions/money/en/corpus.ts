import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    it costs $3.50 | $3.50 | 3.5 | $
    $ 20 | $ 20 | 20 | $
    20 dollars | 20 dollars | 20 | $
    twenty dollars | twenty dollars | 20 | $
    a hundred dollars | a hundred dollars | 100 | $
    20 euros | 20 euros | 20 | €
    €15 | €15 | 15 | €
    15€ | 15€ | 15 | €
    EUR 29,99 | EUR 29,99 | 29.99 | €
    USD 100 | USD 100 | 100 | $
    100 USD | 100 USD | 100 | $
    10k$ | 10k$ | 10000 | $
    $10k | $10k | 10000 | $
    £50 | £50 | 50 | £
    it costs 20 pounds | 20 pounds | 20 | £
    30 GBP | 30 GBP | 30 | £
    ¥1000 | ¥1000 | 1000 | ¥
    500 yen | 500 yen | 500 | ¥
    50 cents | 50 cents | 0.5 | $
    99p | 99p | 0.99 | £
    2 million dollars | 2 million dollars | 2000000 | $
    $1,250.75 | $1,250.75 | 1250.75 | $
    1.5 billion euros | 1.5 billion euros | 1500000000 | €
    5 bucks | 5 bucks | 5 | $
    ten quid | ten quid | 10 | £
    200 CHF | 200 CHF | 200 | CHF
    50 swiss francs | 50 swiss francs | 50 | CHF
    40 canadian dollars | 40 canadian dollars | 40 | CAD
    1000 rupees | 1000 rupees | 1000 | ₹
    between $10 and $20 | $10 | 10 | $ || $20 | 20 | $
    I paid 3€50 | 3€50 | 3.5 | €
    one euro | one euro | 1 | €
    fifty euros | fifty euros | 50 | €
    1,000 pesos | 1,000 pesos | 1000 | $
    the ticket is 12.99 EUR | 12.99 EUR | 12.99 | €
    a $5 tip | $5 | 5 | $
    a budget of 2,000 dollars | 2,000 dollars | 2000 | $
    US$ 30 | US$ 30 | 30 | $
    3 dollars and 20 euros | 3 dollars | 3 | $ || 20 euros | 20 | €
    0.5 BTC | 0.5 BTC | 0.5 | BTC
    seventy-five dollars | seventy-five dollars | 75 | $
  `),
  negatives: lines(`
    call me at 06 12 34 56 78
    I have 3
    in dollars please
    I weigh 150 pounds
    room 12
    dollar store
  `),
};
