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
    2 euros et 30 centimes | 2 euros et 30 centimes | 2.3 | €
    deux euros et cinquante centimes | deux euros et cinquante centimes | 2.5 | €
    3 euros 50 centimes | 3 euros 50 centimes | 3.5 | €
    ça fait 12 euros 40 | 12 euros 40 | 12.4 | €
    deux euros cinquante | deux euros cinquante | 2.5 | €
    un café à 1 euro 20 | 1 euro 20 | 1.2 | €
    10 dollars et 25 centimes | 10 dollars et 25 centimes | 10.25 | $
    4 GBP 50 pence | 4 GBP 50 pence | 4.5 | £
    quinze euros et dix centimes | quinze euros et dix centimes | 15.1 | €
    99 euros et 99 centimes | 99 euros et 99 centimes | 99.99 | €
    1 000 euros et 1 centime | 1 000 euros et 1 centime | 1000.01 | €
    5 euros, 20 centimes | 5 euros, 20 centimes | 5.2 | €
    7 euros 5 centimes et 3 dollars | 7 euros 5 centimes | 7.05 | € || 3 dollars | 3 | $
    le billet coûte 45 euros 50 | 45 euros 50 | 45.5 | €
    vingt euros et un centime | vingt euros et un centime | 20.01 | €
    8 CHF 20 centimes | 8 CHF 20 centimes | 8.2 | CHF
    3 dollars 99 centimes | 3 dollars 99 centimes | 3.99 | $
    trois euros vingt | trois euros vingt | 3.2 | €
    un euro cinquante | un euro cinquante | 1.5 | €
    le kilo à 11 euros 90 | 11 euros 90 | 11.9 | €
    EUR12,50 | EUR12,50 | 12.5 | €
    USD7,99 | USD7,99 | 7.99 | $
    GBP3 | GBP3 | 3 | £
    12,50EUR | 12,50EUR | 12.5 | €
    ça fait EUR20 | EUR20 | 20 | €
    payer eur5 | eur5 | 5 | €
    seulement GBP9,99 par mois | GBP9,99 | 9.99 | £
    CHF120 la nuit | CHF120 | 120 | CHF
    CAD45,50 | CAD45,50 | 45.5 | CAD
    JPY5000 | JPY5000 | 5000 | ¥
    AUD30 | AUD30 | 30 | AUD
    MXN250 | MXN250 | 250 | MXN
    la note : EUR1 250,75 | EUR1 250,75 | 1250.75 | €
    99USD | 99USD | 99 | $
    25GBP chacun | 25GBP | 25 | £
    7,50CHF | 7,50CHF | 7.5 | CHF
    entre EUR10 et EUR20 | EUR10 | 10 | € || EUR20 | 20 | €
    EUR12,50 ou USD15 | EUR12,50 | 12.5 | € || USD15 | 15 | $
    INR1500 | INR1500 | 1500 | ₹
    CNY88 | CNY88 | 88 | CNY
    3 euros et 20 minutes | 3 euros | 3 | €
    un billet de 20-euros | 20-euros | 20 | €
    un euro et demi | un euro et demi | 1.5 | €
    un demi-euro | un demi-euro | 0.5 | €
    deux euros et demi | deux euros et demi | 2.5 | €
    une pièce de 2-euros | 2-euros | 2 | €
    un billet de 50-euros | 50-euros | 50 | €
  `),
  negatives: lines(`
    appelle-moi au 06 12 34 56 78
    j'en ai 3
    en euros svp
    j'ai lu 5 livres
    chambre 12
    EURO2024 en Allemagne
    EUR
    commande ABC123
    voir https://x.com/a?prix=10&pct=20%25
    https://boutique.exemple.fr/payer?montant=20&devise=EUR
    https://exemple.fr/prix/20-euros
    www.exemple.fr/eur/12,50
  `),
};
