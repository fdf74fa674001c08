import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      un kilo deux cents de tomates | un kilo deux cents | 1.2 | kilogram
      1 kg 500 de viande hachée | 1 kg 500 | 1.5 | kilogram
      deux kilos et quart | deux kilos et quart | 2.25 | kilogram
      donnez-moi un quart de kilo de beurre | un quart de kilo | 0.25 | kilogram
      trois quarts de kilo de poires | trois quarts de kilo | 0.75 | kilogram
      il faut kilo et demi de farine | kilo et demi | 1.5 | kilogram
      je pèse 77kg | 77kg | 77 | kilogram
      88kg | 88kg | 88 | kilogram
      une valise de 20 kg | 20 kg | 20 | kilogram
      2,5 kilos de pommes | 2,5 kilos | 2.5 | kilogram
      deux kilogrammes | deux kilogrammes | 2 | kilogram
      un kilo de farine | un kilo | 1 | kilogram
      500 g de farine | 500 g | 500 | gram
      250g de beurre | 250g | 250 | gram
      100 grammes | 100 grammes | 100 | gram
      cinquante grammes | cinquante grammes | 50 | gram
      30 gr | 30 gr | 30 | gram
      400 mg d'ibuprofène | 400 mg | 400 | milligram
      5 milligrammes | 5 milligrammes | 5 | milligram
      un camion de 3 tonnes | 3 tonnes | 3 | tonne
      dix tonnes | dix tonnes | 10 | tonne
      un 2t | 2t | 2 | tonne
      150 lbs | 150 lbs | 150 | pound
      je pèse 180 livres | 180 livres | 180 | pound
      8 onces | 8 onces | 8 | ounce
      1 200 kg | 1 200 kg | 1200 | kilogram
      0,75 kg | 0,75 kg | 0.75 | kilogram
      cent grammes | cent grammes | 100 | gram
      vingt-cinq kilos | vingt-cinq kilos | 25 | kilogram
      mon bébé fait 4 KG | 4 KG | 4 | kilogram
      2 kg de pommes de terre et 300 g de fromage | 2 kg | 2 | kilogram || 300 g | 300 | gram
      ma valise pèse 23 kilos | 23 kilos | 23 | kilogram
      70 kilogrammes | 70 kilogrammes | 70 | kilogram
      environ 65 kg | 65 kg | 65 | kilogram
      200g | 200g | 200 | gram
      1 kg | 1 kg | 1 | kilogram
      neuf kilos | neuf kilos | 9 | kilogram
      j'ai pris 3 kg | 3 kg | 3 | kilogram
      soixante-dix kilos | soixante-dix kilos | 70 | kilogram
      quatre-vingts kilos | quatre-vingts kilos | 80 | kilogram
      trois cents grammes | trois cents grammes | 300 | gram
      1,5 tonne | 1,5 tonne | 1.5 | tonne
      12 KILOS | 12 KILOS | 12 | kilogram
      un sac de 5 kg | 5 kg | 5 | kilogram
      une demi-douzaine et 2 kilos | 2 kilos | 2 | kilogram
      deux tonnes | deux tonnes | 2 | tonne
      750 grammes | 750 grammes | 750 | gram
      un sac de 10-kilos | 10-kilos | 10 | kilogram
    un paquet de 500-grammes | 500-grammes | 500 | gram
    un kilo et demi | un kilo et demi | 1.5 | kilogram
    un kilo et demi de pommes | un kilo et demi | 1.5 | kilogram
    un demi-kilo de cerises | un demi-kilo | 0.5 | kilogram
    deux kilos et demi | deux kilos et demi | 2.5 | kilogram
    une livre de beurre | une livre | 1 | pound
    une demi-livre de beurre | une demi-livre | 0.5 | pound
    un sac de 5-kg | 5-kg | 5 | kilogram
    un pot de 250-grammes | 250-grammes | 250 | gram
    un camion de 2-tonnes | 2-tonnes | 2 | tonne
    trois kilos et demi | trois kilos et demi | 3.5 | kilogram
    un kilo de riz | un kilo | 1 | kilogram
  `),
    { text: 'je pèse 77kg', expected: [{ value: { normalized: [{ value: 77, unit: 'kilogram' }], type: 'integer' } }] },
  ],
  negatives: lines(`
    j'en ai 3
    j'ai lu 5 livres
    ça coûte 20 livres sterling
    je suis 2 en retard
    dans 5 minutes
    le G7
  `),
};
