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
    15 dollars 20 cents | 15 dollars 20 cents | 15.2 | $
    15 dollars and 20 cents | 15 dollars and 20 cents | 15.2 | $
    4 GBP 50 pence | 4 GBP 50 pence | 4.5 | £
    it was 3 pounds 20 pence | 3 pounds 20 pence | 3.2 | £
    3 euros 50 cents | 3 euros 50 cents | 3.5 | €
    a coffee is 2 euros and 40 cents | 2 euros and 40 cents | 2.4 | €
    ten dollars and fifty cents | ten dollars and fifty cents | 10.5 | $
    twenty dollars, 5 cents | twenty dollars, 5 cents | 20.05 | $
    pay 7 dollars 99 | 7 dollars 99 | 7.99 | $
    1 dollar 1 cent | 1 dollar 1 cent | 1.01 | $
    ten quid and 50p | ten quid and 50p | 10.5 | £
    5 pounds and 75 pence please | 5 pounds and 75 pence | 5.75 | £
    12 USD 30 cents | 12 USD 30 cents | 12.3 | $
    it costs 99 dollars and 99 cents | 99 dollars and 99 cents | 99.99 | $
    two euros fifty | two euros fifty | 2.5 | €
    6 dollars 5 cents and 3 euros | 6 dollars 5 cents | 6.05 | $ || 3 euros | 3 | €
    a ticket is 45 dollars 50 cents | 45 dollars 50 cents | 45.5 | $
    1,000 dollars and 1 cent | 1,000 dollars and 1 cent | 1000.01 | $
    8 CAD 25 cents | 8 CAD 25 cents | 8.25 | CAD
    2 pounds 10 | 2 pounds 10 | 2.1 | £
    EUR12.50 | EUR12.50 | 12.5 | €
    USD7,99 | USD7,99 | 7.99 | $
    GBP3 | GBP3 | 3 | £
    12.50EUR | 12.50EUR | 12.5 | €
    it was USD20 | USD20 | 20 | $
    pay eur5 now | eur5 | 5 | €
    only GBP9.99 a month | GBP9.99 | 9.99 | £
    CHF120 for the night | CHF120 | 120 | CHF
    CAD45.50 | CAD45.50 | 45.5 | CAD
    JPY5000 | JPY5000 | 5000 | ¥
    AUD30 | AUD30 | 30 | AUD
    MXN250 | MXN250 | 250 | MXN
    INR1500 | INR1500 | 1500 | ₹
    the bill: USD1,250.75 | USD1,250.75 | 1250.75 | $
    99USD | 99USD | 99 | $
    25GBP each | 25GBP | 25 | £
    7.50CHF | 7.50CHF | 7.5 | CHF
    between EUR10 and EUR20 | EUR10 | 10 | € || EUR20 | 20 | €
    EUR12.50 or USD15 | EUR12.50 | 12.5 | € || USD15 | 15 | $
    CNY88 | CNY88 | 88 | CNY
    3 dollars and 20 minutes | 3 dollars | 3 | $
    pay 5 dollars 20 minutes later | 5 dollars | 5 | $
    a 20-dollar bill | 20-dollar | 20 | $
    a dollar | a dollar | 1 | $
    half a dollar | half a dollar | 0.5 | $
    a dollar and a half | a dollar and a half | 1.5 | $
    a five-dollar tip | five-dollar | 5 | $
    a 50-euro note | 50-euro | 50 | €
    a euro | a euro | 1 | €
  `),
  negatives: lines(`
    call me at 06 12 34 56 78
    I have a yen for travel
    I have 3
    in dollars please
    I weigh 150 pounds
    room 12
    dollar store
    USD
    EURO2024 in Germany
    order ABC123
    see https://x.com/a?price=10&pct=20%25
    https://shop.example.com/buy?amount=20&currency=EUR
    https://example.com/prices/$20
    www.example.com/eur/12.50
  `),
};
