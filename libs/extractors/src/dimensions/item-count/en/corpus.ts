import { lines, rows, type Corpus } from '../../../shared/corpus-helpers';

const ic = (s: string) => rows(s, 'unit', { type: 'integer' });
export const corpus: Corpus = {
  examples: ic(`
    3 tickets | 3 tickets | 3 | ticket
    I need two tickets | two tickets | 2 | ticket
    a table for 4 people | 4 people | 4 | person
    2 adults and 3 children | 2 adults | 2 | adult || 3 children | 3 | child
    I want 5 pizzas | 5 pizzas | 5 | pizza
    three coffees please | three coffees | 3 | coffee
    10 boxes | 10 boxes | 10 | box
    6 bottles of wine | 6 bottles | 6 | bottle
    we have 12 rooms | 12 rooms | 12 | room
    2 large pizzas | 2 large pizzas | 2 | pizza
    4 adult tickets | 4 adult tickets | 4 | ticket
    one ticket | one ticket | 1 | ticket
    twenty-five chairs | twenty-five chairs | 25 | chair
    100 items | 100 items | 100 | item
    7 beers | 7 beers | 7 | beer
    3 bags | 3 bags | 3 | bag
    2 sandwiches | 2 sandwiches | 2 | sandwich
    5 cities | 5 cities | 5 | city
    8 dishes | 8 dishes | 8 | dish
    a dozen eggs | a dozen eggs | 12 | egg
    3 knives | 3 knives | 3 | knife
    2 men and 2 women | 2 men | 2 | man || 2 women | 2 | woman
    four seats | four seats | 4 | seat
    6 cans of soda | 6 cans | 6 | can
    9 players | 9 players | 9 | player
    11 guests | 11 guests | 11 | guest
    book 2 rooms | 2 rooms | 2 | room
    15 messages | 15 messages | 15 | message
    30 students | 30 students | 30 | student
    1,000 users | 1,000 users | 1000 | user
    two more beers | two more beers | 2 | beer
    3 new phones | 3 new phones | 3 | phone
    I bought 2 shirts | 2 shirts | 2 | shirt
    five apples | five apples | 5 | apple
    2 croissants | 2 croissants | 2 | croissant
    6 eggs | 6 eggs | 6 | egg
    40 pages | 40 pages | 40 | page
    2 tomatoes | 2 tomatoes | 2 | tomato
    3 watches | 3 watches | 3 | watch
    a party of 8 friends | 8 friends | 8 | friend
  `),
  negatives: lines(`
    I'm 2 late
    I have 3
    5 km
    20 euros
    in 3 days
    at 5 pm
    3 of them
    2 times
    this one
    a ticket
    50%
    25°C
    3 kg of apples
    3rd ticket
    it's 2.5 hours
  `),
};
