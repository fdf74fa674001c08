import { currencyRows as cur, lines, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: cur(`
    can I pay in dollars | dollars | $
    euros please | euros | €
    do you take pounds | pounds | £
    in USD | USD | $
    prices in EUR | EUR | €
    how much is that in yen | yen | ¥
    I only have euros and dollars | euros | € || dollars | $
    convert to GBP | GBP | £
    the € sign | € | €
    the $ sign | $ | $
    swiss francs | swiss francs | CHF
    canadian dollars | canadian dollars | CAD
    rupees | rupees | ₹
    bitcoin accepted | bitcoin | BTC
    a euro coin | euro | €
    one dollar bill | dollar | $
    the pound is weak | pound | £
    pesos or dollars | pesos | $ || dollars | $
    pay in Euros | Euros | €
    the yuan | yuan | CNY
    australian dollars | australian dollars | AUD
    CHF only | CHF | CHF
    amounts in JPY | JPY | ¥
    the dollar rose | dollar | $
    exchange euros | euros | €
    pounds sterling | pounds sterling | £
    do you accept USD | USD | $
    change my euros to pounds | euros | € || pounds | £
    bitcoins | bitcoins | BTC
    the euro zone | euro | €
    dollars | dollars | $
    is it in pounds or euros | pounds | £ || euros | €
    MXN | MXN | MXN
    a yen for travel | yen | ¥
    price in £ | £ | £
    rupee rates | rupee | ₹
    the rmb | rmb | CNY
    sterling fell | sterling | £
    euro notes | euro | €
    dollar bills | dollar | $
  `),
  negatives: lines(`
    hello
    I have 3 cats
    cents
    the centre
    a bucket
  `),
};
