import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      un appartement de 50 m² | 50 m² | 50 | square metre
      un 70m2 | 70m2 | 70 | square metre
      120 mètres carrés | 120 mètres carrés | 120 | square metre
      quatre-vingt-dix mètres carrés | quatre-vingt-dix mètres carrés | 90 | square metre
      un mètre carré | un mètre carré | 1 | square metre
      20 m carrés | 20 m carrés | 20 | square metre
      3 km² de forêt | 3 km² | 3 | square kilometre
      2 kilomètres carrés | 2 kilomètres carrés | 2 | square kilometre
      5 km2 | 5 km2 | 5 | square kilometre
      1 200 pieds carrés | 1 200 pieds carrés | 1200 | square foot
      une ferme de 5 hectares | 5 hectares | 5 | hectare
      deux hectares | deux hectares | 2 | hectare
      12 ha de vignes | 12 ha | 12 | hectare
      40 acres | 40 acres | 40 | acre
      0,5 hectare | 0,5 hectare | 0.5 | hectare
      25 cm² | 25 cm² | 25 | square centimetre
      4 centimètres carrés | 4 centimètres carrés | 4 | square centimetre
      il fait 35 m2 | 35 m2 | 35 | square metre
      200 mètres carrés de bureaux | 200 mètres carrés | 200 | square metre
      quinze hectares | quinze hectares | 15 | hectare
      un studio de 18 M² | 18 M² | 18 | square metre
      environ 3 000 m² | 3 000 m² | 3000 | square metre
      85 m^2 | 85 m^2 | 85 | square metre
      le jardin fait 30 mètres carrés | 30 mètres carrés | 30 | square metre
      100 m² et 2 ha | 100 m² | 100 | square metre || 2 ha | 2 | hectare
      une chambre de 9 m² | 9 m² | 9 | square metre
      trente hectares | trente hectares | 30 | hectare
      400 kilomètres carrés | 400 kilomètres carrés | 400 | square kilometre
      1 hectare | 1 hectare | 1 | hectare
      un hectare | un hectare | 1 | hectare
      2,5 hectares | 2,5 hectares | 2.5 | hectare
      soixante mètres carrés | soixante mètres carrés | 60 | square metre
      vingt-cinq m² | vingt-cinq m² | 25 | square metre
      cent mètres carrés | cent mètres carrés | 100 | square metre
      7 metres carres | 7 metres carres | 7 | square metre
      un terrain de 800 m2 | 800 m2 | 800 | square metre
      1 500 m² | 1 500 m² | 1500 | square metre
      un T2 de 45 m² | 45 m² | 45 | square metre
      3 hectares et demi | 3 hectares et demi | 3.5 | hectare
      10 km² | 10 km² | 10 | square kilometre
      65 m² habitables | 65 m² | 65 | square metre
    `),
    { text: '2 hectares', expected: [{ value: { normalized: [{ value: 20000, unit: 'square metre' }] } }] },
  ],
  negatives: lines(`
    5 mètres
    j'ai 3 tables carrées

    50 m
    au carré
  `),
};
