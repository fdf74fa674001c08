import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const t = { type: 'float' };
export const corpus: Corpus = {
  examples: rows(`
    rates rose one and a half percent | one and a half percent | 0.015
    nought point five percent | nought point five percent | 0.005
    65% | 65% | 0.65
    a 20% discount | 20% | 0.2
    20 percent off | 20 percent | 0.2
    twenty percent | twenty percent | 0.2
    50 per cent | 50 per cent | 0.5
    100% sure | 100% | 1
    0.5% interest | 0.5% | 0.005
    12.5 % | 12.5 % | 0.125
    ninety-nine percent | ninety-nine percent | 0.99
    a hundred percent | a hundred percent | 1
    3 pct | 3 pct | 0.03
    battery at 15% | 15% | 0.15
    up 7% this year | 7% | 0.07
    -3% growth | -3% | -0.03
    between 10% and 20% | 10% | 0.1 || 20% | 0.2
    1,000% | 1,000% | 10
    five percent | five percent | 0.05
    75 percent of people | 75 percent | 0.75
    interest of 2.9% | 2.9% | 0.029
    fifty percent off | fifty percent | 0.5
    only 1% | 1% | 0.01
    a 30% tip | 30% | 0.3
    save 40 % | 40 % | 0.4
    VAT is 20% | 20% | 0.2
    I'm 90% done | 90% | 0.9
    humidity 85% | 85% | 0.85
    rates fell 0.25% | 0.25% | 0.0025
    a 10 percent raise | 10 percent | 0.1
    two per cent | two per cent | 0.02
    33% off | 33% | 0.33
    I scored 88% | 88% | 0.88
    60 percent chance of rain | 60 percent | 0.6
    a 4% fee | 4% | 0.04
    the 5% cashback | 5% | 0.05
    down 2.5 percent | 2.5 percent | 0.025
    zero percent | zero percent | 0
    seventy percent | seventy percent | 0.7
    45% | 45% | 0.45
    15 percent | 15 percent | 0.15
    99.9% uptime | 99.9% | 0.999
    he said '95 percent' | 95 percent | 0.95
    she is '95%' sure | 95% | 0.95
  `, 'unit', t),
  negatives: lines(`
    I have 3
    percent sign
    what percentage
    100 euros
    see https://x.com/a?price=10&pct=20%25
    https://example.com/search?q=50%25+off
    go to www.example.com/a%20b%20c
    pay https://pay.example.com/checkout?amount=20&tax=5%25
  `),
};
