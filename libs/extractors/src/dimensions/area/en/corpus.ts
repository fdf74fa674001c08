import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      a 50 m² flat | 50 m² | 50 | square metre
      a 70m2 apartment | 70m2 | 70 | square metre
      120 square metres | 120 square metres | 120 | square metre
      ninety square meters | ninety square meters | 90 | square metre
      20 sq m balcony | 20 sq m | 20 | square metre
      45 sqm | 45 sqm | 45 | square metre
      10 metres squared | 10 metres squared | 10 | square metre
      3 km² of forest | 3 km² | 3 | square kilometre
      a 2 square kilometre park | 2 square kilometre | 2 | square kilometre
      5 km2 | 5 km2 | 5 | square kilometre
      1,200 square feet | 1,200 square feet | 1200 | square foot
      800 sq ft | 800 sq ft | 800 | square foot
      950 sqft | 950 sqft | 950 | square foot
      one square foot | one square foot | 1 | square foot
      a 3 square mile island | 3 square mile | 3 | square mile
      10 sq mi | 10 sq mi | 10 | square mile
      a 5 hectare farm | 5 hectare | 5 | hectare
      two hectares | two hectares | 2 | hectare
      12 ha of vines | 12 ha | 12 | hectare
      40 acres | 40 acres | 40 | acre
      a hundred acres | a hundred acres | 100 | acre
      0.5 hectares | 0.5 hectares | 0.5 | hectare
      25 cm² | 25 cm² | 25 | square centimetre
      4 square centimetres | 4 square centimetres | 4 | square centimetre
      it's 35 m2 | 35 m2 | 35 | square metre
      I need 200 square meters of office space | 200 square meters | 200 | square metre
      a 1.5 acre plot | 1.5 acre | 1.5 | acre
      fifteen hectares | fifteen hectares | 15 | hectare
      a 60 M² flat | 60 M² | 60 | square metre
      roughly 3,000 sq ft | 3,000 sq ft | 3000 | square foot
      an 85 m^2 loft | 85 m^2 | 85 | square metre
      6 ft² | 6 ft² | 6 | square foot
      the garden is 30 square metres | 30 square metres | 30 | square metre
      100 m² and 2 ha | 100 m² | 100 | square metre || 2 ha | 2 | hectare
      a 9 m² room | 9 m² | 9 | square metre
      thirty acres of land | thirty acres | 30 | acre
      400 square kilometres | 400 square kilometres | 400 | square kilometre
      1 acre | 1 acre | 1 | acre
      16 sq km | 16 sq km | 16 | square kilometre
      2,5 hectares | 2,5 hectares | 2.5 | hectare
    `),
    { text: 'a 5 hectare farm', expected: [{ value: { normalized: [{ value: 50000, unit: 'square metre' }], type: 'integer' } }] },
  ],
  negatives: lines(`
    5 metres
    I have 3 square tables
    square one
    50 m
    ha ha ha
  `),
};
