import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      un kilo doscientos de uvas | un kilo doscientos | 1.2 | kilogram
      dos kilos y cuarto | dos kilos y cuarto | 2.25 | kilogram
      deme un cuarto de kilo de jamón | un cuarto de kilo | 0.25 | kilogram
      tres cuartos de kilo de uvas | tres cuartos de kilo | 0.75 | kilogram
      llevo kilo y medio de fresas | kilo y medio | 1.5 | kilogram
      peso 77kg | 77kg | 77 | kilogram
      88kg | 88kg | 88 | kilogram
      una maleta de 20 kg | 20 kg | 20 | kilogram
      2,5 kilos de manzanas | 2,5 kilos | 2.5 | kilogram
      dos kilogramos | dos kilogramos | 2 | kilogram
      un kilo de harina | un kilo | 1 | kilogram
      500 g de harina | 500 g | 500 | gram
      250g de mantequilla | 250g | 250 | gram
      100 gramos | 100 gramos | 100 | gram
      cincuenta gramos | cincuenta gramos | 50 | gram
      30 gr | 30 gr | 30 | gram
      400 mg de ibuprofeno | 400 mg | 400 | milligram
      5 miligramos | 5 miligramos | 5 | milligram
      un camión de 3 toneladas | 3 toneladas | 3 | tonne
      diez toneladas | diez toneladas | 10 | tonne
      un 2t | 2t | 2 | tonne
      150 lbs | 150 lbs | 150 | pound
      peso 180 libras | 180 libras | 180 | pound
      8 onzas | 8 onzas | 8 | ounce
      1.200 kg | 1.200 kg | 1200 | kilogram
      0,75 kg | 0,75 kg | 0.75 | kilogram
      cien gramos | cien gramos | 100 | gram
      veinticinco kilos | veinticinco kilos | 25 | kilogram
      mi bebé pesa 4 KG | 4 KG | 4 | kilogram
      2 kg de patatas y 300 g de queso | 2 kg | 2 | kilogram || 300 g | 300 | gram
      mi maleta pesa 23 kilos | 23 kilos | 23 | kilogram
      70 kilogramos | 70 kilogramos | 70 | kilogram
      unos 65 kg | 65 kg | 65 | kilogram
      200g | 200g | 200 | gram
      1 kg | 1 kg | 1 | kilogram
      nueve kilos | nueve kilos | 9 | kilogram
      engordé 3 kg | 3 kg | 3 | kilogram
      setenta kilos | setenta kilos | 70 | kilogram
      ochenta kilos | ochenta kilos | 80 | kilogram
      trescientos gramos | trescientos gramos | 300 | gram
      1,5 toneladas | 1,5 toneladas | 1.5 | tonne
      12 KILOS | 12 KILOS | 12 | kilogram
      una bolsa de 5 kg | 5 kg | 5 | kilogram
      dos toneladas | dos toneladas | 2 | tonne
      750 gramos | 750 gramos | 750 | gram
      medio kilo y 250 gramos | medio kilo | 0.5 | kilogram || 250 gramos | 250 | gram
      un saco de 10-kilos | 10-kilos | 10 | kilogram
    un paquete de 500-gramos | 500-gramos | 500 | gram
    medio kilo | medio kilo | 0.5 | kilogram
    medio kilo de cerezas | medio kilo | 0.5 | kilogram
    un kilo y medio | un kilo y medio | 1.5 | kilogram
    dos kilos y medio | dos kilos y medio | 2.5 | kilogram
    media libra de mantequilla | media libra | 0.5 | pound
    una libra de carne | una libra | 1 | pound
    un saco de 5-kg | 5-kg | 5 | kilogram
    un bote de 250-gramos | 250-gramos | 250 | gram
    un camión de 2-toneladas | 2-toneladas | 2 | tonne
    tres kilos y medio | tres kilos y medio | 3.5 | kilogram
    un kilo de arroz | un kilo | 1 | kilogram
  `),
    { text: 'peso 77kg', expected: [{ value: { normalized: [{ value: 77, unit: 'kilogram' }], type: 'integer' } }] },
  ],
  negatives: lines(`
    tengo 3
    cuesta 20 libras
    llego 2 tarde
    en 5 minutos
    el G7
  `),
};
