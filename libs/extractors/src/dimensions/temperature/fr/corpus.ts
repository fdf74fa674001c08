import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    il fait 25°C | 25°C | 25 | celsius
    25 °C | 25 °C | 25 | celsius
    30 ºC | 30 ºC | 30 | celsius
    18 degrés celsius | 18 degrés celsius | 18 | celsius
    vingt degrés Celsius | vingt degrés Celsius | 20 | celsius
    12 degrés centigrades | 12 degrés centigrades | 12 | celsius
    21C au bureau | 21C | 21 | celsius
    80°F à Miami | 80°F | 80 | fahrenheit
    100 degrés fahrenheit | 100 degrés fahrenheit | 100 | fahrenheit
    -5 degrés | -5 degrés | -5 | degree
    moins 3 degrés | moins 3 degrés | -3 | degree
    moins dix degrés | moins dix degrés | -10 | degree
    5 sous zéro | 5 sous zéro | -5 | degree
    10 degrés en dessous de zéro | 10 degrés en dessous de zéro | -10 | degree
    il fait 3° | 3° | 3 | degree
    environ 15 degrés | 15 degrés | 15 | degree
    four à 180° | 180° | 180 | degree
    36,6 °C | 36,6 °C | 36.6 | celsius
    39,5 degrés de fièvre | 39,5 degrés | 39.5 | degree
    -20°C cette nuit | -20°C | -20 | celsius
    trente degrés | trente degrés | 30 | degree
    entre 10 et 15 degrés | 15 degrés | 15 | degree
    chauffer à 200 degrés | 200 degrés | 200 | degree
    à 4°C | 4°C | 4 | celsius
    ressenti 28 degrés celsius | 28 degrés celsius | 28 | celsius
    350°F | 350°F | 350 | fahrenheit
    un petit 27° | 27° | 27 | degree
    zéro degré | zéro degré | 0 | degree
    40 degrés à l'ombre | 40 degrés | 40 | degree
    l'eau est à 16 degrés | 16 degrés | 16 | degree
    descendu à 2 degrés celsius | 2 degrés celsius | 2 | celsius
    quatre-vingt-dix degrés fahrenheit | quatre-vingt-dix degrés fahrenheit | 90 | fahrenheit
    8 degrés C | 8 degrés C | 8 | celsius
    il fait 19º | 19º | 19 | degree
    une journée à 12°C | 12°C | 12 | celsius
    quinze degrés sous zéro | quinze degrés sous zéro | -15 | degree
    moins 2 degrés | moins 2 degrés | -2 | degree
    22 degres | 22 degres | 22 | degree
    un degré | un degré | 1 | degree
    soixante degrés | soixante degrés | 60 | degree
    21 ° celsius | 21 ° celsius | 21 | celsius
    21°C | 21°C | 21 | celsius
    il fait 21 °C | 21 °C | 21 | celsius
    70 deg F | 70 deg F | 70 | fahrenheit
    -5° | -5° | -5 | degree
    il fait -5°C cette nuit | -5°C | -5 | celsius
    −12 °C à Oslo | −12 °C | -12 | celsius
    moins 3 degrés | moins 3 degrés | -3 | degree
    il fait moins 3 degrés | moins 3 degrés | -3 | degree
    moins douze degrés | moins douze degrés | -12 | degree
    il fait - 4 degrés | - 4 degrés | -4 | degree
    - 4 degrés ce matin | - 4 degrés | -4 | degree
    moins 3 °C | moins 3 °C | -3 | celsius
    15 º celsius | 15 º celsius | 15 | celsius
    100 ° fahrenheit | 100 ° fahrenheit | 100 | fahrenheit
    37,5°C de fièvre | 37,5°C | 37.5 | celsius
    une journée à 40 degrés | 40 degrés | 40 | degree
    vingt et un degrés | vingt et un degrés | 21 | degree
    0 °C | 0 °C | 0 | celsius
    au moins 3 degrés | 3 degrés | 3 | degree
    il a fait 30°F puis 5 °C | 30°F | 30 | fahrenheit || 5 °C | 5 | celsius
    98,6 °F | 98,6 °F | 98.6 | fahrenheit
    22 º C | 22 º C | 22 | celsius
    le four à 200 ° celsius | 200 ° celsius | 200 | celsius
    68 deg F | 68 deg F | 68 | fahrenheit
    il fait 35°f à Miami | 35°f | 35 | fahrenheit
    10 °c ce matin | 10 °c | 10 | celsius
    12 ° centigrades | 12 ° centigrades | 12 | celsius
    -7 ° ce soir | -7 ° | -7 | degree
    moins 15 °C à Moscou | moins 15 °C | -15 | celsius
    il fera - 2 degrés cette nuit | - 2 degrés | -2 | degree
    moins quarante degrés | moins quarante degrés | -40 | degree
  `),
  negatives: lines(`
    j'en ai 3
    un diplôme au second degré
    il fait froid
    au moins 3 personnes
    un diplôme de 2e degré
  `),
};
