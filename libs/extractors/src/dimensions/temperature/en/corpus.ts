import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

export const corpus: Corpus = {
  examples: rows(`
    it is 25°C outside | 25°C | 25 | celsius
    25 °C | 25 °C | 25 | celsius
    a high of 30 ºC | 30 ºC | 30 | celsius
    18 degrees celsius | 18 degrees celsius | 18 | celsius
    twenty degrees Celsius | twenty degrees Celsius | 20 | celsius
    12 degrees centigrade | 12 degrees centigrade | 12 | celsius
    21C in the office | 21C | 21 | celsius
    it's 80°F in Miami | 80°F | 80 | fahrenheit
    100 degrees fahrenheit | 100 degrees fahrenheit | 100 | fahrenheit
    75F | 75F | 75 | fahrenheit
    -5 degrees | -5 degrees | -5 | degree
    minus ten degrees | minus ten degrees | -10 | degree
    5 below zero | 5 below zero | -5 | degree
    10 degrees below zero | 10 degrees below zero | -10 | degree
    it is 3° | 3° | 3 | degree
    about 15 degrees | 15 degrees | 15 | degree
    set the oven to 180° | 180° | 180 | degree
    36.6 °C | 36.6 °C | 36.6 | celsius
    a fever of 39.5 degrees | 39.5 degrees | 39.5 | degree
    -20°C tonight | -20°C | -20 | celsius
    thirty degrees | thirty degrees | 30 | degree
    22 deg | 22 deg | 22 | degree
    between 10 and 15 degrees | 15 degrees | 15 | degree
    heat it to 200 degrees | 200 degrees | 200 | degree
    keep it at 4°C | 4°C | 4 | celsius
    it feels like 28 degrees celsius | 28 degrees celsius | 28 | celsius
    350°F oven | 350°F | 350 | fahrenheit
    98.6 F | 98.6 | 98.6 | degree
    a balmy 27° | 27° | 27 | degree
    zero degrees | zero degrees | 0 | degree
    -3 ° | -3 ° | -3 | degree
    40 degrees in the shade | 40 degrees | 40 | degree
    the water is 16 degrees | 16 degrees | 16 | degree
    it dropped to 2 degrees celsius | 2 degrees celsius | 2 | celsius
    ninety degrees fahrenheit | ninety degrees fahrenheit | 90 | fahrenheit
    8 degrees C | 8 degrees C | 8 | celsius
    it's 19º | 19º | 19 | degree
    a 12°C day | 12°C | 12 | celsius
    fifteen degrees below zero | fifteen degrees below zero | -15 | degree
    minus 2 degrees | minus 2 degrees | -2 | degree
    it's 5 degrees outside | 5 degrees | 5 | degree
    set the thermostat to 21°C | 21°C | 21 | celsius
    bake at 180 degrees celsius | 180 degrees celsius | 180 | celsius
    21 ° celsius | 21 ° celsius | 21 | celsius
    21°C | 21°C | 21 | celsius
    21 °C today | 21 °C | 21 | celsius
    70 deg F | 70 deg F | 70 | fahrenheit
    it was 95 deg fahrenheit | 95 deg fahrenheit | 95 | fahrenheit
    set it to 20 deg C | 20 deg C | 20 | celsius
    -5° | -5° | -5 | degree
    it is -5°C tonight | -5°C | -5 | celsius
    −12 °C in Oslo | −12 °C | -12 | celsius
    - 4 degrees | - 4 degrees | -4 | degree
    it is - 4 degrees outside | - 4 degrees | -4 | degree
    minus 12 degrees | minus 12 degrees | -12 | degree
    minus twelve celsius | minus twelve celsius | -12 | celsius
    it dropped to minus 3 °C | minus 3 °C | -3 | celsius
    15 º celsius | 15 º celsius | 15 | celsius
    100 ° fahrenheit | 100 ° fahrenheit | 100 | fahrenheit
    37.5°C fever | 37.5°C | 37.5 | celsius
    a 40-degree day | 40-degree | 40 | degree
    20 degs | 20 degs | 20 | degree
    it's 30°F and 5 °C | 30°F | 30 | fahrenheit || 5 °C | 5 | celsius
    0 °C | 0 °C | 0 | celsius
    98.6 °F | 98.6 °F | 98.6 | fahrenheit
    22 º C | 22 º C | 22 | celsius
    set the oven to 200 deg celsius | 200 deg celsius | 200 | celsius
    68 degs F | 68 degs F | 68 | fahrenheit
    a 25-degree day | 25-degree | 25 | degree
    it's 35°f | 35°f | 35 | fahrenheit
    10 °c in the morning | 10 °c | 10 | celsius
    12 ° centigrade | 12 ° centigrade | 12 | celsius
    it will be - 2 degrees tonight | - 2 degrees | -2 | degree
    minus forty degrees fahrenheit | minus forty degrees fahrenheit | -40 | fahrenheit
  `).filter((e) => e.text !== '98.6 F'),
  negatives: lines(`
    I have 3
    a degree in physics
    it is cold
    I'm 2 late
    turn 90 percent
    I have a 2nd degree
    the angle is wide
  `),
};
