import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { cards } from '../corpus-helpers';

// Issuers' published test numbers. Bodies and values are masked but for the last four digits.
export const corpus: Corpus = {
  examples: cards(`
    my card is 4111 1111 1111 1111 | **** **** **** 1111 | visa
    4111-1111-1111-1111 | ****-****-****-1111 | visa
    4111111111111111 | ************1111 | visa
    charge 4012 8888 8888 1881 please | **** **** **** 1881 | visa
    use 4242 4242 4242 4242 for the deposit | **** **** **** 4242 | visa
    visa debit 4000 0566 5566 5556 | **** **** **** 5556 | visa
    card number: 4000002500003155 | ************3155 | visa
    my mastercard is 5555 5555 5555 4444 | **** **** **** 4444 | mastercard
    5105-1051-0510-5100 | ****-****-****-5100 | mastercard
    pay with 5200 8282 8282 8210 | **** **** **** 8210 | mastercard
    the new one is 2223 0031 2200 3222 | **** **** **** 3222 | mastercard
    5425233430109903 expires 04/27 | ************9903 | mastercard
    amex 3782 822463 10005 | **** ****** *0005 | amex
    3714-496353-98431 | ****-******-*8431 | amex
    my Amex: 378734493671000 | ***********1000 | amex
    discover card 6011 1111 1111 1117 | **** **** **** 1117 | discover
    6011 0009 9013 9424 | **** **** **** 9424 | discover
    diners 3056 930902 5904 | **** ****** 5904 | diners
    38520000023237 | **********3237 | diners
    JCB 3530 1113 3330 0000 | **** **** **** 0000 | jcb
    3566-0020-2036-0505 | ****-****-****-0505 | jcb
    unionpay 6200 0000 0000 0005 | **** **** **** 0005 | unionpay
    maestro 6759 6498 2643 8453 | **** **** **** 8453 | maestro
    a 19-digit maestro 6799990100000000019 | ***************0019 | maestro
    Mir card 2200 0000 0000 0004 | **** **** **** 0004 | mir
    Elo 6362 9700 0045 7013 | **** **** **** 7013 | elo
    Hipercard 6062 8267 8627 6634 | **** **** **** 6634 | hipercard
    card 4111 1111 1111 1111, cvv 123 | **** **** **** 1111 | visa
    4111 1111 1111 1111 123 | **** **** **** 1111 | visa
    my card 4242424242424242 exp 12/28 | ************4242 | visa
    two cards: 4111 1111 1111 1111 and 5555 5555 5555 4444 | **** **** **** 1111 | visa || **** **** **** 4444 | mastercard
    Card: 4917 4845 8989 7107. | **** **** **** 7107 | visa
    (4001 9192 5753 7193) | **** **** **** 7193 | visa
    number 4007-7028-3553-2454 thanks | ****-****-****-2454 | visa
    replace 5136 3333 3333 3335 with the new card | **** **** **** 3335 | mastercard
    it's 5577 0000 5577 0004 | **** **** **** 0004 | mastercard
    6011 6011 6011 6611 is my discover | **** **** **** 6611 | discover
    6445 6445 6445 6445 | **** **** **** 6445 | discover
    4988 4388 4388 4305 | **** **** **** 4305 | visa
    pay the $20 with 4166 6766 6766 6746 | **** **** **** 6746 | visa
    my corporate card 4646 4646 4646 4644 | **** **** **** 4644 | visa
    last card 5585 5585 5585 5583 | **** **** **** 5583 | mastercard
  `),
  negatives: lines(`
    my card is 4111 1111 1111 1112
    4111111111111112
    1234 5678 9012 3456
    call me at (212) 555-0123
    +1 415 555 2671
    order 4111 1111 1111
    the population is 1,234,567,890
    I have 3 cards
    my card ends in 1111
    it costs $4,111.11
    tracking 1Z 999 AA1 01 2345 6784
    4111 1111-1111 1111
    IBAN GB82 WEST 1234 5698 7654 32
    0000 0000 0000 0000
    see https://shop.example.com/pay?card=4111111111111111
    between 2015 and 2020
    ISBN 978-3-16-148410-0
    4111 1111 1111 11111 1111
    version 4.1.1.1
    12/25
  `),
  notOther: {
    'phone-number': ['my card is 4111 1111 1111 1111', '4111111111111111', 'amex 3782 822463 10005', '5555-5555-5555-4444'],
    number: ['my card is 4111 1111 1111 1111', '4111111111111111', '3782-822463-10005'],
  },
};
