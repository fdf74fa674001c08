import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      je mesure un mètre quatre-vingts | un mètre quatre-vingts | 1.8 | metre
      elle fait 1 m 65 | 1 m 65 | 1.65 | metre
      c'est à 5 km d'ici | 5 km | 5 | kilometre
      j'ai couru 10km | 10km | 10 | kilometre
      environ 3,5 kilomètres | 3,5 kilomètres | 3.5 | kilometre
      trois kilomètres | trois kilomètres | 3 | kilometre
      vingt kilometres | vingt kilometres | 20 | kilometre
      l'hôtel est à 800 m de la plage | 800 m | 800 | metre
      un 100 mètres | 100 mètres | 100 | metre
      deux cents mètres plus loin | deux cents mètres | 200 | metre
      à 1 500 mètres d'altitude | 1 500 mètres | 1500 | metre
      il mesure 180 cm | 180 cm | 180 | centimetre
      30 centimètres de large | 30 centimètres | 30 | centimetre
      une vis de 5 mm | 5 mm | 5 | millimetre
      12 millimètres d'épaisseur | 12 millimètres | 12 | millimetre
      nous avons fait 300 miles | 300 miles | 300 | mile
      six pieds sous terre | six pieds | 6 | foot
      un écran de 27 pouces | 27 pouces | 27 | inch
      un écran 55" | 55" | 55 | inch
      à 100 yards | 100 yards | 100 | yard
      le lac fait 2 KM de large | 2 KM | 2 | kilometre
      à peu près 42 kilomètres | 42 kilomètres | 42 | kilometre
      à moins de 500m | 500m | 500 | metre
      plus que 0,5 km | 0,5 km | 0.5 | kilometre
      mille kilomètres | mille kilomètres | 1000 | kilometre
      dix kilomètres et 300 m | dix kilomètres | 10 | kilometre || 300 m | 300 | metre
      à -10 m sous le niveau de la mer | -10 m | -10 | metre
      une salle de sport à moins de 2 km | 2 km | 2 | kilometre
      le sentier fait 7 km | 7 km | 7 | kilometre
      c'est à 40 kms | 40 kms | 40 | kilometre
      encore 15 bornes | 15 bornes | 15 | kilometre
      presque 9 mètres | 9 mètres | 9 | metre
      soixante-quinze mètres | soixante-quinze mètres | 75 | metre
      quatre-vingts kilomètres | quatre-vingts kilomètres | 80 | kilometre
      à 2,5 km de la gare | 2,5 km | 2.5 | kilometre
      5km | 5km | 5 | kilometre
      un kilomètre | un kilomètre | 1 | kilometre
      un mètre quatre-vingt | un mètre quatre-vingt | 1.8 | metre
      à 3 KILOMÈTRES | 3 KILOMÈTRES | 3 | kilometre
      12 mètres de haut | 12 mètres | 12 | metre
      15 centimetres | 15 centimetres | 15 | centimetre
      3 milles nautiques | 3 milles | 3 | mile
      une course de 10-km | 10-km | 10 | kilometre
    un sprint de 100-mètres | 100-mètres | 100 | metre
    un kilomètre et demi | un kilomètre et demi | 1.5 | kilometre
    deux kilomètres et demi | deux kilomètres et demi | 2.5 | kilometre
    un demi-kilomètre | un demi-kilomètre | 0.5 | kilometre
    un mètre et demi | un mètre et demi | 1.5 | metre
    un parcours de 5-km | 5-km | 5 | kilometre
    une piscine de 50-mètres | 50-mètres | 50 | metre
    une règle de 30-cm | 30-cm | 30 | centimetre
    une boucle de 2-kilomètres | 2-kilomètres | 2 | kilometre
    un mur de 3-mètres | 3-mètres | 3 | metre
    une planche de 80-centimètres | 80-centimètres | 80 | centimetre
    un câble de 10-m | 10-m | 10 | metre
    un demi-mètre | un demi-mètre | 0.5 | metre
    trois mètres et demi | trois mètres et demi | 3.5 | metre
    un kilomètre | un kilomètre | 1 | kilometre
  `),
    { text: 'à 3 kilomètres', expected: [{ value: { value: 3, unit: 'kilometre', normalized: [{ value: 3000, unit: 'metre' }], type: 'integer' } }] },
  ],
  negatives: lines(`
    je suis 2 en retard
    j'en ai 3
    20 mètres carrés
    3 mètres cubes
    dans 5 minutes
    appelle-moi au 06 12 34 56 78
    quelques kilomètres
    le 3 mai
  `),
};
