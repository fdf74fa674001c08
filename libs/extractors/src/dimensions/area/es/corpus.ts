import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      un piso de 50 m² | 50 m² | 50 | square metre
      un 70m2 | 70m2 | 70 | square metre
      120 metros cuadrados | 120 metros cuadrados | 120 | square metre
      noventa metros cuadrados | noventa metros cuadrados | 90 | square metre
      un metro cuadrado | un metro cuadrado | 1 | square metre
      3 km² de bosque | 3 km² | 3 | square kilometre
      2 kilómetros cuadrados | 2 kilómetros cuadrados | 2 | square kilometre
      5 km2 | 5 km2 | 5 | square kilometre
      1.200 pies cuadrados | 1.200 pies cuadrados | 1200 | square foot
      una finca de 5 hectáreas | 5 hectáreas | 5 | hectare
      dos hectáreas | dos hectáreas | 2 | hectare
      12 ha de viñedo | 12 ha | 12 | hectare
      40 acres | 40 acres | 40 | acre
      0,5 hectáreas | 0,5 hectáreas | 0.5 | hectare
      25 cm² | 25 cm² | 25 | square centimetre
      4 centímetros cuadrados | 4 centímetros cuadrados | 4 | square centimetre
      tiene 35 m2 | 35 m2 | 35 | square metre
      200 metros cuadrados de oficinas | 200 metros cuadrados | 200 | square metre
      quince hectáreas | quince hectáreas | 15 | hectare
      un estudio de 18 M² | 18 M² | 18 | square metre
      unos 3.000 m² | 3.000 m² | 3000 | square metre
      85 m^2 | 85 m^2 | 85 | square metre
      el jardín tiene 30 metros cuadrados | 30 metros cuadrados | 30 | square metre
      100 m² y 2 ha | 100 m² | 100 | square metre || 2 ha | 2 | hectare
      una habitación de 9 m² | 9 m² | 9 | square metre
      treinta hectáreas | treinta hectáreas | 30 | hectare
      400 kilómetros cuadrados | 400 kilómetros cuadrados | 400 | square kilometre
      1 hectárea | 1 hectárea | 1 | hectare
      una hectárea | una hectárea | 1 | hectare
      2,5 hectáreas | 2,5 hectáreas | 2.5 | hectare
      sesenta metros cuadrados | sesenta metros cuadrados | 60 | square metre
      veinticinco m² | veinticinco m² | 25 | square metre
      cien metros cuadrados | cien metros cuadrados | 100 | square metre
      7 metros cuadrados | 7 metros cuadrados | 7 | square metre
      un terreno de 800 m2 | 800 m2 | 800 | square metre
      1.500 m² | 1.500 m² | 1500 | square metre
      45 mts cuadrados | 45 mts cuadrados | 45 | square metre
      10 km² | 10 km² | 10 | square kilometre
      65 m² útiles | 65 m² | 65 | square metre
      doscientas hectáreas | doscientas hectáreas | 200 | hectare
      mil metros cuadrados | mil metros cuadrados | 1000 | square metre
    `),
    { text: '2 hectáreas', expected: [{ value: { normalized: [{ value: 20000, unit: 'square metre' }] } }] },
  ],
  negatives: lines(`
    5 metros
    tengo 3 mesas cuadradas

    50 m
  `),
};
