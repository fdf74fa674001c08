import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      he is five foot ten | five foot ten | 5.83333333333 | foot
      it is 5 km from here | 5 km | 5 | kilometre
      I ran 10km today | 10km | 10 | kilometre
      about 3.5 kilometres away | 3.5 kilometres | 3.5 | kilometre
      twenty kilometers | twenty kilometers | 20 | kilometre
      the hotel is 800 m from the beach | 800 m | 800 | metre
      a 100 metre sprint | 100 metre | 100 | metre
      two hundred meters further | two hundred meters | 200 | metre
      it is 1,500 metres high | 1,500 metres | 1500 | metre
      he is 180 cm tall | 180 cm | 180 | centimetre
      30 centimeters wide | 30 centimeters | 30 | centimetre
      a 5 mm screw | 5 mm | 5 | millimetre
      12 millimetres thick | 12 millimetres | 12 | millimetre
      we drove 300 miles | 300 miles | 300 | mile
      one mile | one mile | 1 | mile
      26.2 miles of marathon | 26.2 miles | 26.2 | mile
      6 ft tall | 6 ft | 6 | foot
      six feet under | six feet | 6 | foot
      a 1 foot ruler | 1 foot | 1 | foot
      a 15 inch laptop | 15 inch | 15 | inch
      a 27in screen | 27in | 27 | inch
      a 55" TV | 55" | 55 | inch
      100 yards ahead | 100 yards | 100 | yard
      fifty yd | fifty yd | 50 | yard
      the lake is 2 KM wide | 2 KM | 2 | kilometre
      roughly 42 kilometres | 42 kilometres | 42 | kilometre
      within 500m | 500m | 500 | metre
      only 0.5 km left | 0.5 km | 0.5 | kilometre
      a thousand miles | a thousand miles | 1000 | mile
      ten miles and 3 km | ten miles | 10 | mile || 3 km | 3 | kilometre
      it is -10 m below sea level | -10 m | -10 | metre
      can you find a gym within 2 miles | 2 miles | 2 | mile
      the trail is 7 km long | 7 km | 7 | kilometre
      it is 40 kms away | 40 kms | 40 | kilometre
      3 klicks north | 3 klicks | 3 | kilometre
      nearly 9 meters | 9 meters | 9 | metre
      seventy-five metres | seventy-five metres | 75 | metre
      a 4 mile walk | 4 mile | 4 | mile
      it is 2.5 mi from the station | 2.5 mi | 2.5 | mile
      5km | 5km | 5 | kilometre
      I live 15 minutes or 12 km away | 12 km | 12 | kilometre
      a five-mile run | five-mile | 5 | mile
    a 10-km race | 10-km | 10 | kilometre
    a 100-metre sprint | 100-metre | 100 | metre
    a six-foot fence | six-foot | 6 | foot
    a 3-mile walk | 3-mile | 3 | mile
    a mile away | a mile | 1 | mile
    half a mile | half a mile | 0.5 | mile
    a half mile | a half mile | 0.5 | mile
    a kilometre and a half | a kilometre and a half | 1.5 | kilometre
    two and a half miles | two and a half miles | 2.5 | mile
    a kilometre away | a kilometre | 1 | kilometre
    a 26-mile marathon | 26-mile | 26 | mile
    a twenty-mile drive | twenty-mile | 20 | mile
    a 50-metre pool | 50-metre | 50 | metre
    a 12-inch pizza | 12-inch | 12 | inch
    a 30-cm ruler | 30-cm | 30 | centimetre
    a two-kilometre loop | two-kilometre | 2 | kilometre
    a 400-yard dash | 400-yard | 400 | yard
    half a kilometre | half a kilometre | 0.5 | kilometre
    a metre and a half | a metre and a half | 1.5 | metre
    an inch | an inch | 1 | inch
  `),
    { text: 'it is 5 km away', expected: [{ body: '5 km', value: { value: 5, unit: 'kilometre', normalized: [{ value: 5000, unit: 'metre' }], type: 'integer' } }] },
    { text: '6 ft', expected: [{ value: { unit: 'foot', normalized: [{ value: 1.8288, unit: 'metre' }] } }] },
  ],
  negatives: lines(`
    I'm 2 late
    I have 3
    20 square metres
    5 metres squared
    see you in 5 minutes
    I'll be there in 5
    call me at 06 12 34 56 78
    the M25 is closed
    5 in a row
    a one-way street
    a 2-in-1 laptop
  `),
};
