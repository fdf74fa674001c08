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
    3 euros con 50 | 3 euros con 50 | 3.5 | €
    tres euros con cincuenta | tres euros con cincuenta | 3.5 | €
    tres euros con cincuenta céntimos | tres euros con cincuenta céntimos | 3.5 | €
    2 euros y 30 céntimos | 2 euros y 30 céntimos | 2.3 | €
    5 dólares y 25 centavos | 5 dólares y 25 centavos | 5.25 | $
    un café por 1 euro con 20 | 1 euro con 20 | 1.2 | €
    10 pesos con 50 centavos | 10 pesos con 50 centavos | 10.5 | $
    4 GBP 50 peniques | 4 GBP 50 peniques | 4.5 | £
    12 euros 40 | 12 euros 40 | 12.4 | €
    quince euros con diez | quince euros con diez | 15.1 | €
    99 euros con 99 céntimos | 99 euros con 99 céntimos | 99.99 | €
    1.000 euros y 1 céntimo | 1.000 euros y 1 céntimo | 1000.01 | €
    7 euros con 5 céntimos y 3 dólares | 7 euros con 5 céntimos | 7.05 | € || 3 dólares | 3 | $
    la entrada cuesta 45 euros con 50 | 45 euros con 50 | 45.5 | €
    veinte euros y un céntimo | veinte euros y un céntimo | 20.01 | €
    dos euros cincuenta | dos euros cincuenta | 2.5 | €
    8 dólares con 75 | 8 dólares con 75 | 8.75 | $
    un euro con veinte | un euro con veinte | 1.2 | €
    cien pesos con cincuenta centavos | cien pesos con cincuenta centavos | 100.5 | $
    6 euros, 30 céntimos | 6 euros, 30 céntimos | 6.3 | €
    EUR12,50 | EUR12,50 | 12.5 | €
    USD7,99 | USD7,99 | 7.99 | $
    GBP3 | GBP3 | 3 | £
    12,50EUR | 12,50EUR | 12.5 | €
    cuesta EUR20 | EUR20 | 20 | €
    paga eur5 | eur5 | 5 | €
    solo GBP9,99 al mes | GBP9,99 | 9.99 | £
    CHF120 la noche | CHF120 | 120 | CHF
    CAD45,50 | CAD45,50 | 45.5 | CAD
    JPY5000 | JPY5000 | 5000 | ¥
    AUD30 | AUD30 | 30 | AUD
    MXN250 | MXN250 | 250 | MXN
    la cuenta: EUR1.250,75 | EUR1.250,75 | 1250.75 | €
    99USD | 99USD | 99 | $
    25GBP cada uno | 25GBP | 25 | £
    7,50CHF | 7,50CHF | 7.5 | CHF
    entre EUR10 y EUR20 | EUR10 | 10 | € || EUR20 | 20 | €
    EUR12,50 o USD15 | EUR12,50 | 12.5 | € || USD15 | 15 | $
    INR1500 | INR1500 | 1500 | ₹
    CNY88 | CNY88 | 88 | CNY
    3 euros y 20 minutos | 3 euros | 3 | €
    un billete de 20-euros | 20-euros | 20 | €
    un euro y medio | un euro y medio | 1.5 | €
    medio euro | medio euro | 0.5 | €
    dos euros y medio | dos euros y medio | 2.5 | €
    una moneda de 2-euros | 2-euros | 2 | €
    un billete de 50-euros | 50-euros | 50 | €
  `),
  negatives: lines(`
    llámame al 612 34 56 78
    tengo 3
    en euros por favor
    peso 80 libras
    habitación 12
    EURO2024 en Alemania
    EUR
    pedido ABC123
    mira https://x.com/a?precio=10&pct=20%25
    https://tienda.ejemplo.es/pagar?importe=20&moneda=EUR
    https://ejemplo.es/precios/20-euros
    www.ejemplo.es/eur/12,50
  `),
};
