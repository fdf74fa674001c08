import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

// The old service answered unit "kg" for "77kg"; units are now spelled out ("kilogram").
export const corpus: Corpus = {
  examples: [
    ...rows(`
      1 1/2 kg of rice | 1 1/2 kg | 1.5 | kilogram
      a kilo and a quarter | a kilo and a quarter | 1.25 | kilogram
      slice me a quarter of a pound of salami | a quarter of a pound | 0.25 | pound
      three quarters of a kilo of rice | three quarters of a kilo | 0.75 | kilogram
      a quarter kilo of grapes | a quarter kilo | 0.25 | kilogram
      stir in 1/2 kg of oats | 1/2 kg | 0.5 | kilogram
      I weigh 77kg | 77kg | 77 | kilogram
      88kg | 88kg | 88 | kilogram
      99kg | 99kg | 99 | kilogram
      I weigh 7kg | 7kg | 7 | kilogram
      a 20 kg suitcase | 20 kg | 20 | kilogram
      2.5 kilos of apples | 2.5 kilos | 2.5 | kilogram
      two kilograms | two kilograms | 2 | kilogram
      one kilo | one kilo | 1 | kilogram
      500 g of flour | 500 g | 500 | gram
      250g butter | 250g | 250 | gram
      100 grams | 100 grams | 100 | gram
      fifty grammes | fifty grammes | 50 | gram
      30 gr | 30 gr | 30 | gram
      400 mg of ibuprofen | 400 mg | 400 | milligram
      5 milligrams | 5 milligrams | 5 | milligram
      a 3 tonne truck | 3 tonne | 3 | tonne
      ten tonnes | ten tonnes | 10 | tonne
      a 2t van | 2t | 2 | tonne
      5 tons of steel | 5 tons | 5 | tonne
      150 lbs | 150 lbs | 150 | pound
      12 lb | 12 lb | 12 | pound
      I weigh 180 pounds | 180 pounds | 180 | pound
      I lost 10 pounds | 10 pounds | 10 | pound
      8 oz steak | 8 oz | 8 | ounce
      sixteen ounces | sixteen ounces | 16 | ounce
      1,200 kg | 1,200 kg | 1200 | kilogram
      0.75 kg | 0.75 kg | 0.75 | kilogram
      a hundred grams | a hundred grams | 100 | gram
      twenty-five kilos | twenty-five kilos | 25 | kilogram
      my baby is 4 KG | 4 KG | 4 | kilogram
      I want 2 kg of potatoes and 300 g of cheese | 2 kg | 2 | kilogram || 300 g | 300 | gram
      my bag weighs 23 kgs | 23 kgs | 23 | kilogram
      70 kilograms | 70 kilograms | 70 | kilogram
      3 kilogrammes | 3 kilogrammes | 3 | kilogram
      about 65 kg | 65 kg | 65 | kilogram
      200g | 200g | 200 | gram
      1 kg | 1 kg | 1 | kilogram
      nine kilos | nine kilos | 9 | kilogram
      I gained 3 kg | 3 kg | 3 | kilogram
      5 lb bag | 5 lb | 5 | pound
      a 20-kg bag | 20-kg | 20 | kilogram
    a 10-lb turkey | 10-lb | 10 | pound
    a 500-gram pack | 500-gram | 500 | gram
    a pound of cherries | a pound | 1 | pound
    half a kilo | half a kilo | 0.5 | kilogram
    a kilo of rice | a kilo | 1 | kilogram
    a kilo and a half | a kilo and a half | 1.5 | kilogram
    two and a half kilos | two and a half kilos | 2.5 | kilogram
    an ounce of gold | an ounce | 1 | ounce
    half a pound of butter | half a pound | 0.5 | pound
    a 2-ton truck | 2-ton | 2 | tonne
    a 5-kilo sack | 5-kilo | 5 | kilogram
    a 250-gram jar | 250-gram | 250 | gram
    a two-tonne load | two-tonne | 2 | tonne
    half an ounce | half an ounce | 0.5 | ounce
    a gram of salt | a gram | 1 | gram
  `),
    { text: 'I weigh 77kg', expected: [{ body: '77kg', value: { value: 77, unit: 'kilogram', normalized: [{ value: 77, unit: 'kilogram' }], type: 'integer' } }] },
    { text: '500 g', expected: [{ value: { normalized: [{ value: 0.5, unit: 'kilogram' }] } }] },
    { text: '10 lbs', expected: [{ value: { normalized: [{ value: 4.5359237, unit: 'kilogram' }] } }] },
  ],
  negatives: lines(`
    I have 3
    it costs 20 pounds
    I'm 2 late
    give me 5 minutes
    the G7 summit
    3 g's
  `),
};
