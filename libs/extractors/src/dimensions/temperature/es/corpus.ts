import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    hace 25°C | 25°C | 25 | celsius
    25 °C | 25 °C | 25 | celsius
    30 ºC | 30 ºC | 30 | celsius
    18 grados celsius | 18 grados celsius | 18 | celsius
    veinte grados Celsius | veinte grados Celsius | 20 | celsius
    12 grados centígrados | 12 grados centígrados | 12 | celsius
    21C en la oficina | 21C | 21 | celsius
    80°F en Miami | 80°F | 80 | fahrenheit
    100 grados fahrenheit | 100 grados fahrenheit | 100 | fahrenheit
    -5 grados | -5 grados | -5 | degree
    menos 3 grados | menos 3 grados | -3 | degree
    menos diez grados | menos diez grados | -10 | degree
    5 bajo cero | 5 bajo cero | -5 | degree
    10 grados bajo cero | 10 grados bajo cero | -10 | degree
    hace 3° | 3° | 3 | degree
    unos 15 grados | 15 grados | 15 | degree
    horno a 180° | 180° | 180 | degree
    36,6 °C | 36,6 °C | 36.6 | celsius
    39,5 grados de fiebre | 39,5 grados | 39.5 | degree
    -20°C esta noche | -20°C | -20 | celsius
    treinta grados | treinta grados | 30 | degree
    entre 10 y 15 grados | 15 grados | 15 | degree
    calentar a 200 grados | 200 grados | 200 | degree
    a 4°C | 4°C | 4 | celsius
    sensación de 28 grados celsius | 28 grados celsius | 28 | celsius
    350°F | 350°F | 350 | fahrenheit
    unos 27° | 27° | 27 | degree
    cero grados | cero grados | 0 | degree
    40 grados a la sombra | 40 grados | 40 | degree
    el agua está a 16 grados | 16 grados | 16 | degree
    bajó a 2 grados celsius | 2 grados celsius | 2 | celsius
    noventa grados fahrenheit | noventa grados fahrenheit | 90 | fahrenheit
    8 grados C | 8 grados C | 8 | celsius
    un día de 12°C | 12°C | 12 | celsius
    quince grados bajo cero | quince grados bajo cero | -15 | degree
    menos 2 grados | menos 2 grados | -2 | degree
    22 grados | 22 grados | 22 | degree
    un grado | un grado | 1 | degree
    sesenta grados | sesenta grados | 60 | degree
    veintiún grados | veintiún grados | 21 | degree
    21 ° celsius | 21 ° celsius | 21 | celsius
    21°C | 21°C | 21 | celsius
    hace 21 °C | 21 °C | 21 | celsius
    70 °F | 70 °F | 70 | fahrenheit
    -5°C | -5°C | -5 | celsius
    hace -5 °C esta noche | -5 °C | -5 | celsius
    −12 °C en Oslo | −12 °C | -12 | celsius
    menos 3 grados | menos 3 grados | -3 | degree
    mañana menos 3 grados | menos 3 grados | -3 | degree
    menos doce grados | menos doce grados | -12 | degree
    hace - 4 grados | - 4 grados | -4 | degree
    - 4 grados esta mañana | - 4 grados | -4 | degree
    menos 3 °C | menos 3 °C | -3 | celsius
    15 º celsius | 15 º celsius | 15 | celsius
    100 ° fahrenheit | 100 ° fahrenheit | 100 | fahrenheit
    37,5°C de fiebre | 37,5°C | 37.5 | celsius
    un día a 40 grados | 40 grados | 40 | degree
    veintiún grados | veintiún grados | 21 | degree
    0 °C | 0 °C | 0 | celsius
    al menos 3 grados | 3 grados | 3 | degree
    hizo 30°F y luego 5 °C | 30°F | 30 | fahrenheit || 5 °C | 5 | celsius
    -5° | -5° | -5 | degree
    98,6 °F | 98,6 °F | 98.6 | fahrenheit
    22 º C | 22 º C | 22 | celsius
    el horno a 200 ° celsius | 200 ° celsius | 200 | celsius
    68 ° fahrenheit | 68 ° fahrenheit | 68 | fahrenheit
    hace 35°f en Miami | 35°f | 35 | fahrenheit
    10 °c por la mañana | 10 °c | 10 | celsius
    12 ° centígrados | 12 ° centígrados | 12 | celsius
    -7 °C esta noche | -7 °C | -7 | celsius
    menos 15 °C en Moscú | menos 15 °C | -15 | celsius
    hará - 2 grados esta noche | - 2 grados | -2 | degree
    menos cuarenta grados | menos cuarenta grados | -40 | degree
  `),
  negatives: lines(`
    tengo 3
    el 3º piso
    hace frío
    al menos 3 personas
  `),
};
