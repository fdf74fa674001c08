import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { cards } from '../corpus-helpers';

// Numéros de test publiés par les émetteurs. Corps et valeurs masqués sauf les quatre derniers chiffres.
export const corpus: Corpus = {
  examples: cards(`
    ma carte est la 4111 1111 1111 1111 | **** **** **** 1111 | visa
    numéro de carte : 4111-1111-1111-1111 | ****-****-****-1111 | visa
    4111111111111111 | ************1111 | visa
    débitez la 4012 8888 8888 1881 svp | **** **** **** 1881 | visa
    utilisez la 4242 4242 4242 4242 pour la caution | **** **** **** 4242 | visa
    carte Visa 4000 0566 5566 5556 | **** **** **** 5556 | visa
    n° 4000002500003155 | ************3155 | visa
    ma Mastercard : 5555 5555 5555 4444 | **** **** **** 4444 | mastercard
    5105-1051-0510-5100 | ****-****-****-5100 | mastercard
    payer avec la 5200 8282 8282 8210 | **** **** **** 8210 | mastercard
    la nouvelle est la 2223 0031 2200 3222 | **** **** **** 3222 | mastercard
    5425233430109903 expire le 04/27 | ************9903 | mastercard
    American Express 3782 822463 10005 | **** ****** *0005 | amex
    3714-496353-98431 | ****-******-*8431 | amex
    mon Amex : 378734493671000 | ***********1000 | amex
    ma carte Discover 6011 1111 1111 1117 | **** **** **** 1117 | discover
    la carte 6011 0009 9013 9424 est refusée | **** **** **** 9424 | discover
    Diners 3056 930902 5904 | **** ****** 5904 | diners
    38520000023237 | **********3237 | diners
    carte JCB 3530 1113 3330 0000 | **** **** **** 0000 | jcb
    3566-0020-2036-0505 | ****-****-****-0505 | jcb
    UnionPay 6200 0000 0000 0005 | **** **** **** 0005 | unionpay
    Maestro 6759 6498 2643 8453 | **** **** **** 8453 | maestro
    une Maestro à 19 chiffres : 6799990100000000019 | ***************0019 | maestro
    carte Mir 2200 0000 0000 0004 | **** **** **** 0004 | mir
    Elo 6362 9700 0045 7013 | **** **** **** 7013 | elo
    Hipercard 6062 8267 8627 6634 | **** **** **** 6634 | hipercard
    carte 4917 4845 8989 7107, cryptogramme 123 | **** **** **** 7107 | visa
    ma carte 4001 9192 5753 7193 exp 12/28 | **** **** **** 7193 | visa
    Carte : 4007-7028-3553-2454. | ****-****-****-2454 | visa
    (5136 3333 3333 3335) | **** **** **** 3335 | mastercard
    le numéro 5577 0000 5577 0004 merci | **** **** **** 0004 | mastercard
    remplacez la 6011 6011 6011 6611 par la nouvelle | **** **** **** 6611 | discover
    c'est la 6445 6445 6445 6445 | **** **** **** 6445 | discover
    4988 4388 4388 4305 est ma Discover | **** **** **** 4305 | visa
    4166 6766 6766 6746 | **** **** **** 6746 | visa
    4646 4646 4646 4644 | **** **** **** 4644 | visa
    payez les 20 € avec la 5585 5585 5585 5583 | **** **** **** 5583 | mastercard
    deux cartes : 4111 1111 1111 1111 et 5555 5555 5555 4444 | **** **** **** 1111 | visa || **** **** **** 4444 | mastercard
    la carte 4242424242424242 et le code 1234 | ************4242 | visa
  `),
  negatives: lines(`
    ma carte est la 4111 1111 1111 1112
    4111111111111112
    1234 5678 9012 3456
    appelle-moi au 06 12 34 56 78
    +33 6 12 34 56 78
    commande 4111 1111 1111
    j'ai 3 cartes
    ma carte finit par 1111
    ça coûte 4 111,11 €
    IBAN FR76 3000 6000 0112 3456 7890 189
    4111 1111-1111 1111
    0000 0000 0000 0000
    voir https://boutique.exemple.fr/payer?carte=4111111111111111
    entre 2015 et 2020
    ISBN 978-2-07-036822-8
    4111 1111 1111 11111 1111
    version 4.1.1.1
    12/25
    la population est de 1 234 567 890
    SIRET 123 456 789 00012
  `),
  notOther: {
    'phone-number': ['ma carte est la 4111 1111 1111 1111', '4111111111111111', 'Amex 3782 822463 10005', '5555-5555-5555-4444'],
    number: ['ma carte est la 4111 1111 1111 1111', '4111111111111111', '3782-822463-10005'],
  },
};
