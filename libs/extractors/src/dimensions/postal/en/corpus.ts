import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const p = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('My postcode is {}', [
      ['SW1A 2AA', p('sw1a 2aa')], ['sw1a2aa', p('sw1a 2aa')], ['EC1A 1BB', p('ec1a 1bb')], ['W1A 0AX', p('w1a 0ax')], ['M1 1AE', p('m1 1ae')],
      ['B33 8TH', p('b33 8th')], ['CR2 6XH', p('cr2 6xh')], ['DN55 1PT', p('dn55 1pt')], ['GU16 7HF', p('gu16 7hf')], ['L1 8JQ', p('l1 8jq')],
      ['EH1 1YZ', p('eh1 1yz')], ['CF10 1EP', p('cf10 1ep')], ['BT1 5GS', p('bt1 5gs')], ['G1 1XQ', p('g1 1xq')], ['OX1 2JD', p('ox1 2jd')],
      ['cb2 1tn', p('cb2 1tn')], ['NW1 6XE', p('nw1 6xe')], ['SE1 9SG', p('se1 9sg')], ['N1 9GU', p('n1 9gu')], ['E14 5AB', p('e14 5ab')],
      ['LS1 4AP', p('ls1 4ap')], ['BS1 4DJ', p('bs1 4dj')], ['NE1 7RU', p('ne1 7ru')], ['S1 2HE', p('s1 2he')], ['YO1 7HH', p('yo1 7hh')],
    ]),
    one('SW1A 2AA', 'SW1A 2AA', p('sw1a 2aa')),
    one('10 Downing Street, London SW1A 2AA', 'SW1A 2AA', p('sw1a 2aa')),
    one('(EC1A 1BB)', 'EC1A 1BB', p('ec1a 1bb')),
    many('SW1A 2AA or W1A 0AX', ['SW1A 2AA', p('sw1a 2aa')], ['W1A 0AX', p('w1a 0ax')]),
    one('post it to m1 1ae.', 'm1 1ae', p('m1 1ae')),
  ],
  negatives: ['I live in London', 'call 0207 123 4567', 'room 12B', 'A1 road', 'SW1A', 'the code is 2AA', 'flight BA123', 'M25 motorway', 'ZZ1 1ZZZ', 'ab12cd34', 'Hello', 'tomorrow', 'I weigh 77kg', 'E1 is not enough', 'order 123456', 'my id is X12 3YZW', 'SW19', 'version 1.2.3', 'Q1 2024', 'A4 paper', 'B12 vitamins', 'room 101', '42', 'abc', 'the year 2000', 'GB', 'UK', 'Yes', 'No', 'reset'],
};
