import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('I leave from Paris', 'from Paris', o('Paris')),
    one('I am leaving from Paris', 'from Paris', o('Paris')),
    one('Actually, I leave from Berlin', 'from Berlin', o('Berlin')),
    one('she grew up in Martin', 'Martin', n('Martin')),
    one('the train from Chester is late', 'from Chester', o('Chester')),
    // Lower case: a city of a million named by a rare word, right after a place preposition.
    one('im in phoenix till friday', 'phoenix', n('Phoenix')),
    one('cheap flights to shanghai?', 'to shanghai', t('Shanghai')),
    many('My favorite cities are Paris and Nice', ['Paris', n('Paris')], ['Nice', n('Nice')]),
    many('My favorite cities are Paris and Marseille', ['Paris', n('Paris')], ['Marseille', n('Marseille')]),
    one('Toulouse', 'Toulouse', n('Toulouse')),
    one('Lille', 'Lille', n('Lille')),
    one('Lyon', 'Lyon', n('Lyon')),
    ...each('I fly to {} tomorrow', [['London', t('London'), 'to London'], ['Madrid', t('Madrid'), 'to Madrid'], ['Tokyo', t('Tokyo'), 'to Tokyo'], ['Munich', t('Munich'), 'to Munich'], ['München', t('Munich'), 'to München']]),
    ...each('a train from {} please', [['Londres', o('London'), 'from Londres'], ['Nueva York', o('New York'), 'from Nueva York'], ['new york', o('New York'), 'from new york'], ['Saint-Étienne', o('Saint-Étienne'), 'from Saint-Étienne'], ['Aix-en-Provence', o('Aix-en-Provence'), 'from Aix-en-Provence']]),
    ...each('we live in {} now', [['Barcelona', n('Barcelona')], ['Bordeaux', n('Bordeaux')], ['San Francisco', n('San Francisco')], ['Rio de Janeiro', n('Rio de Janeiro')]]),
    one('I was born in Reading', 'Reading', n('Reading')),
    one('Is Nice sunny in June?', 'Nice', n('Nice')),
    one('moving towards Sevilla', 'towards Sevilla', t('Seville')),
    one('Flights from Köln', 'from Köln', o('Cologne')),
    one('hotels in berlin', 'berlin', n('Berlin')),
    one('Sydney', 'Sydney', n('Sydney')),
    one('I love Amsterdam', 'Amsterdam', n('Amsterdam')),
    one('from Paris.', 'from Paris', o('Paris')),
    one('Nice', 'Nice', n('Nice')),
    one('221 Maple Rd, Springfield, IL', 'Springfield', n('Springfield')),
    one('14 OAK ST, DAYTON, OH', 'DAYTON', n('Dayton')),
    one('I live at 12 Washington St, Boston', 'Boston', n('Boston')),
    one('5 Paris Road, London', 'London', n('London')),
    one('40 Boston Ave, Denver, CO', 'Denver', n('Denver')),
    one('I live in Washington D.C.', 'Washington D.C.', n('Washington')),
    one('I live in Washington DC', 'Washington DC', n('Washington')),
    one('flying to Washington, D.C. tomorrow', 'to Washington, D.C.', t('Washington')),
    one('I moved to Mexico City', 'to Mexico City', t('Mexico City')),
    one('a hotel in Panama City', 'Panama City', n('Panama City')),
    one('I live in Kuwait City', 'Kuwait City', n('Kuwait City')),
    one('meet me on Oxford Street in Manchester', 'Manchester', n('Manchester')),
    one('12 Sydney Road, Melbourne', 'Melbourne', n('Melbourne')),
    one('SHIP TO 9 MAIN ST, AUSTIN, TX', 'AUSTIN', n('Austin')),
    one('I was born in Chicago', 'Chicago', n('Chicago')),
    one('Seattle, WA', 'Seattle', n('Seattle')),
    many('from Denver to Dallas', ['from Denver', o('Denver')], ['to Dallas', t('Dallas')]),
    one('I live in Granada', 'Granada', n('Granada')),
    one('3 Lincoln Ave, Phoenix', 'Phoenix', n('Phoenix')),
    one('10 Berlin Street, Dublin', 'Dublin', n('Dublin')),
    // Near a place, or far from it, is where one is: no origin, no destination.
    one('we rented a cottage close to Boston', 'Boston', n('Boston')),
    one('is there a hotel next to Chicago airport', 'Chicago', n('Chicago')),
    one('we live near to London', 'London', n('London')),
    one('it is far from Denver', 'Denver', n('Denver')),
    one('I moved here from Denver', 'from Denver', o('Denver')),
    many('flying from Boston to Denver', ['from Boston', o('Boston')], ['to Denver', t('Denver')]),
  ],
  negatives: [
    'Your favorite color is blue', 'Your favorite color is red', 'Your favorite color is green', 'I want to buy a blue car.',
    'Nice day', 'Reading a book', 'Mobile phone', 'Come here', 'I come from la', 'nice to meet you', 'I want to cancel.',
    'Hello', 'tomorrow', 'Yes.', 'No.', 'the day after tomorrow', 'Ask me a question.', 'Ask me my name', 'I am leaving', 'John',
    'My name is John', 'Hello bot!', "What's the weather today ?", 'I want to drink alcohol.', '18.', 'reset', 'error',
    'I weigh 77kg', '88kg', 'a bar of chocolate', 'I like reading', 'my mobile is broken', 'have a nice trip',
    // A known forename, not a small town of that name (Martin, Slovakia; Chester, England) without a place preposition.
    // Lower case, everyday words stay words; a rare one after an article too.
    'i switched to reading', 'it works better in mobile', 'time to bath the baby', 'going to nice places',
    'rise like a phoenix', 'put it in the manila envelope',
    'ask Martin about it', 'say hi to Martin for me', 'I met Chester yesterday',
    'I am going to Mexico', 'Singapore', 'I love Luxembourg', 'a trip to Panama', 'I live in Monaco', 'flights to Kuwait', 'Guatemala is beautiful', 'visiting Jamaica', '12 Washington St', '5 Paris Road', 'on Boston Avenue',
  ],
};
