import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: [
    ...rows(`
      mido un metro setenta | un metro setenta | 1.7 | metre
      está a 5 km de aquí | 5 km | 5 | kilometre
      corrí 10km | 10km | 10 | kilometre
      unos 3,5 kilómetros | 3,5 kilómetros | 3.5 | kilometre
      tres kilómetros | tres kilómetros | 3 | kilometre
      veinte kilometros | veinte kilometros | 20 | kilometre
      el hotel está a 800 m de la playa | 800 m | 800 | metre
      los 100 metros lisos | 100 metros | 100 | metre
      doscientos metros más | doscientos metros | 200 | metre
      a 1.500 metros de altura | 1.500 metros | 1500 | metre
      mide 180 cm | 180 cm | 180 | centimetre
      30 centímetros de ancho | 30 centímetros | 30 | centimetre
      un tornillo de 5 mm | 5 mm | 5 | millimetre
      12 milímetros | 12 milímetros | 12 | millimetre
      10 millas | 10 millas | 10 | mile
      recorrimos 300 millas | 300 millas | 300 | mile
      seis pies | seis pies | 6 | foot
      una pantalla de 27 pulgadas | 27 pulgadas | 27 | inch
      una tele de 55" | 55" | 55 | inch
      a 100 yardas | 100 yardas | 100 | yard
      el lago tiene 2 KM | 2 KM | 2 | kilometre
      unos 42 kilómetros | 42 kilómetros | 42 | kilometre
      a menos de 500m | 500m | 500 | metre
      solo 0,5 km | 0,5 km | 0.5 | kilometre
      mil kilómetros | mil kilómetros | 1000 | kilometre
      diez kilómetros y 300 m | diez kilómetros | 10 | kilometre || 300 m | 300 | metre
      a -10 m bajo el nivel del mar | -10 m | -10 | metre
      un gimnasio a menos de 2 km | 2 km | 2 | kilometre
      el sendero tiene 7 km | 7 km | 7 | kilometre
      está a 40 kms | 40 kms | 40 | kilometre
      casi 9 metros | 9 metros | 9 | metre
      setenta y cinco metros | setenta y cinco metros | 75 | metre
      a 2,5 km de la estación | 2,5 km | 2.5 | kilometre
      5km | 5km | 5 | kilometre
      un kilómetro | un kilómetro | 1 | kilometre
      a 3 KILÓMETROS | 3 KILÓMETROS | 3 | kilometre
      12 metros de alto | 12 metros | 12 | metre
      15 centimetros | 15 centimetros | 15 | centimetre
      veintidós kilómetros | veintidós kilómetros | 22 | kilometre
      cien metros | cien metros | 100 | metre
      20 mts | 20 mts | 20 | metre
      una carrera de 10-km | 10-km | 10 | kilometre
    un kilómetro y medio | un kilómetro y medio | 1.5 | kilometre
    dos kilómetros y medio | dos kilómetros y medio | 2.5 | kilometre
    medio kilómetro | medio kilómetro | 0.5 | kilometre
    un metro y medio | un metro y medio | 1.5 | metre
    medio metro | medio metro | 0.5 | metre
    un recorrido de 5-km | 5-km | 5 | kilometre
    una piscina de 50-metros | 50-metros | 50 | metre
    una regla de 30-cm | 30-cm | 30 | centimetre
    un circuito de 2-kilómetros | 2-kilómetros | 2 | kilometre
    un muro de 3-metros | 3-metros | 3 | metre
    una tabla de 80-centímetros | 80-centímetros | 80 | centimetre
    un cable de 10-m | 10-m | 10 | metre
    tres metros y medio | tres metros y medio | 3.5 | metre
    un kilómetro | un kilómetro | 1 | kilometre
    medio kilómetro más | medio kilómetro | 0.5 | kilometre
  `),
    { text: 'a 10 millas', expected: [{ value: { value: 10, unit: 'mile', normalized: [{ value: 16093.44, unit: 'metre' }] } }] },
  ],
  negatives: lines(`
    llego 2 tarde
    tengo 3
    20 metros cuadrados
    3 metros cúbicos
    en 5 minutos
    llámame al 612 34 56 78
    unos kilómetros
    ir a pie
  `),
};
