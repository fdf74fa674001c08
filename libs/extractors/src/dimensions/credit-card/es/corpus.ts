import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { cards } from '../corpus-helpers';

// Números de prueba publicados por los emisores. Cuerpo y valor enmascarados salvo los cuatro últimos dígitos.
export const corpus: Corpus = {
  examples: cards(`
    mi tarjeta es la 4111 1111 1111 1111 | **** **** **** 1111 | visa
    número de tarjeta: 4111-1111-1111-1111 | ****-****-****-1111 | visa
    4111111111111111 | ************1111 | visa
    cárgalo a la 4012 8888 8888 1881 por favor | **** **** **** 1881 | visa
    usa la 4242 4242 4242 4242 para la fianza | **** **** **** 4242 | visa
    Visa 4000 0566 5566 5556 | **** **** **** 5556 | visa
    nº 4000002500003155 | ************3155 | visa
    mi Mastercard: 5555 5555 5555 4444 | **** **** **** 4444 | mastercard
    5105-1051-0510-5100 | ****-****-****-5100 | mastercard
    pagar con la 5200 8282 8282 8210 | **** **** **** 8210 | mastercard
    la nueva es la 2223 0031 2200 3222 | **** **** **** 3222 | mastercard
    5425233430109903 caduca el 04/27 | ************9903 | mastercard
    American Express 3782 822463 10005 | **** ****** *0005 | amex
    3714-496353-98431 | ****-******-*8431 | amex
    mi Amex: 378734493671000 | ***********1000 | amex
    mi tarjeta Discover 6011 1111 1111 1117 | **** **** **** 1117 | discover
    la tarjeta 6011 0009 9013 9424 fue rechazada | **** **** **** 9424 | discover
    Diners 3056 930902 5904 | **** ****** 5904 | diners
    38520000023237 | **********3237 | diners
    tarjeta JCB 3530 1113 3330 0000 | **** **** **** 0000 | jcb
    3566-0020-2036-0505 | ****-****-****-0505 | jcb
    UnionPay 6200 0000 0000 0005 | **** **** **** 0005 | unionpay
    Maestro 6759 6498 2643 8453 | **** **** **** 8453 | maestro
    una Maestro de 19 dígitos: 6799990100000000019 | ***************0019 | maestro
    tarjeta Mir 2200 0000 0000 0004 | **** **** **** 0004 | mir
    Elo 6362 9700 0045 7013 | **** **** **** 7013 | elo
    Hipercard 6062 8267 8627 6634 | **** **** **** 6634 | hipercard
    tarjeta 4917 4845 8989 7107, CVV 123 | **** **** **** 7107 | visa
    mi tarjeta 4001 9192 5753 7193 vence 12/28 | **** **** **** 7193 | visa
    Tarjeta: 4007-7028-3553-2454. | ****-****-****-2454 | visa
    (5136 3333 3333 3335) | **** **** **** 3335 | mastercard
    el número 5577 0000 5577 0004 gracias | **** **** **** 0004 | mastercard
    cambia la 6011 6011 6011 6611 por la nueva | **** **** **** 6611 | discover
    es la 6445 6445 6445 6445 | **** **** **** 6445 | discover
    4988 4388 4388 4305 es mi Discover | **** **** **** 4305 | visa
    4166 6766 6766 6746 | **** **** **** 6746 | visa
    4646 4646 4646 4644 | **** **** **** 4644 | visa
    paga los 20 € con la 5585 5585 5585 5583 | **** **** **** 5583 | mastercard
    dos tarjetas: 4111 1111 1111 1111 y 5555 5555 5555 4444 | **** **** **** 1111 | visa || **** **** **** 4444 | mastercard
    la tarjeta 4242424242424242 y el PIN 1234 | ************4242 | visa
  `),
  negatives: lines(`
    mi tarjeta es la 4111 1111 1111 1112
    4111111111111112
    1234 5678 9012 3456
    llámame al 612 34 56 78
    +34 612 34 56 78
    pedido 4111 1111 1111
    tengo 3 tarjetas
    mi tarjeta termina en 1111
    cuesta 4.111,11 €
    IBAN ES91 2100 0418 4502 0005 1332
    4111 1111-1111 1111
    0000 0000 0000 0000
    mira https://tienda.ejemplo.es/pagar?tarjeta=4111111111111111
    entre 2015 y 2020
    ISBN 978-84-376-0494-7
    4111 1111 1111 11111 1111
    versión 4.1.1.1
    12/25
    la población es de 1.234.567.890
    mi DNI es 12345678Z
  `),
  notOther: {
    'phone-number': ['mi tarjeta es la 4111 1111 1111 1111', '4111111111111111', 'Amex 3782 822463 10005', '5555-5555-5555-4444'],
    number: ['mi tarjeta es la 4111 1111 1111 1111', '4111111111111111', '3782-822463-10005'],
  },
};
