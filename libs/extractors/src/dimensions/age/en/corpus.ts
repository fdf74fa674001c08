import { lines } from '../../../shared/corpus-helpers';
import type { Corpus } from '../../../types';
import { ages } from '../corpus-helpers';

// The body holds what makes the number an age: the verb ("I'm 34") or "old" ("34 years old").
export const corpus: Corpus = {
  examples: ages(`
    I'm 34 | I'm 34 | 34
    I am 34 | I am 34 | 34
    I'm 34 years old | I'm 34 years old | 34
    I am 34 years old | I am 34 years old | 34
    34 years old | 34 years old | 34
    she is 34 years old | she is 34 years old | 34
    he's 34 now | he's 34 | 34
    he is 12. | he is 12 | 12
    a 3-year-old | 3-year-old | 3
    a five-year-old boy | five-year-old | 5
    my 14-year-old daughter | 14-year-old | 14
    a 6-month-old baby | 6-month-old | 6 | month
    a 3 week old puppy | 3 week old | 3 | week
    my son is 5 | is 5 | 5
    my daughter is 7 years old | is 7 years old | 7
    my grandma turned 90 | turned 90 | 90
    turning 40 next week | turning 40 | 40
    she turns 18 tomorrow | she turns 18 | 18
    aged 34 | aged 34 | 34
    age: 34 | age: 34 | 34
    age 27 | age 27 | 27
    at the age of 34 | age of 34 | 34
    34 years of age | 34 years of age | 34
    I'm 34 yo | I'm 34 yo | 34
    34yo male | 34yo | 34
    I'm twenty-five | I'm twenty-five | 25
    I am forty two years old | I am forty two years old | 42
    twenty years old | twenty years old | 20
    I'm 34 and single | I'm 34 | 34
    my baby is 8 months old | is 8 months old | 8 | month
    the puppy is 10 weeks old | is 10 weeks old | 10 | week
    they are 16 years old | 16 years old | 16
    you're 21 | you're 21 | 21
    I was 18 then | I was 18 | 18
    an 80 year old man | 80 year old | 80
    a 2 yr old | 2 yr old | 2
    my brother is 19, my sister 15 | is 19 | 19
    my dog is 3 years old | is 3 years old | 3
    Hi, I'm 45! | I'm 45 | 45
    i'm 67 | i'm 67 | 67
    a 101-year-old woman | 101-year-old | 101
    im 23 | im 23 | 23
    hi im 19 and looking for a job | im 19 | 19
    Im 40 years old | Im 40 years old | 40
  `),
  negatives: lines(`
    for 34 years
    34 years ago
    in 34 years
    I'm 34 minutes late
    I am 5 km away
    I'm 2 hours late
    the price is 5
    it is 34
    I need 3 tickets
    we waited 10 years
    a 3-year contract
    34 years of experience
    room 12
    the 5 of us
    I'm 100% sure
    I'm 6 feet tall
    it lasted 2 years
    every 5 years
    I'm 3rd in line
    over 18 years
    we are 4
    im 5 minutes away
    im 2nd in the queue
    im 100% sure
    im 3 stops away
  `),
};
