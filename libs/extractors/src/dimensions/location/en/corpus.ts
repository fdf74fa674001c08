import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('Paris, France', 'Paris, France', n('Paris, France')),
    one('I leave from Paris, France', 'from Paris, France', o('Paris, France')),
    one('I fly to London, UK tomorrow', 'to London, UK', t('London, United Kingdom')),
    one('Valencia, Spain', 'Valencia, Spain', n('Valencia, Spain')),
    one('Valencia, Venezuela', 'Valencia, Venezuela', n('Valencia, Venezuela')),
    one('Lyon in France', 'Lyon in France', n('Lyon, France')),
    one('Austin in the USA', 'Austin in the USA', n('Austin, United States')),
    one('Nice, France is lovely', 'Nice, France', n('Nice, France')),
    one('Paris (France)', 'Paris (France)', n('Paris, France')),
    ...each('we met in {} last year', [['Berlin, Germany', n('Berlin, Germany')], ['Rome, Italy', n('Rome, Italy')], ['Madrid, Spain', n('Madrid, Spain')], ['Lisbon, Portugal', n('Lisbon, Portugal')], ['Tokyo, Japan', n('Tokyo, Japan')], ['Toronto, Canada', n('Toronto, Canada')], ['Sydney, Australia', n('Sydney, Australia')], ['Munich, Germany', n('Munich, Germany')], ['Geneva, Switzerland', n('Geneva, Switzerland')], ['Porto, Portugal', n('Porto, Portugal')]]),
    ...each('a ticket from {}', [['Boston, USA', o('Boston, United States'), 'from Boston, USA'], ['Manchester, England', o('Manchester, United Kingdom'), 'from Manchester, England'], ['Marseille, France', o('Marseille, France'), 'from Marseille, France'], ['Milan, Italy', o('Milan, Italy'), 'from Milan, Italy'], ['Seville, Spain', o('Seville, Spain'), 'from Seville, Spain']]),
    ...each('moving to {}', [['Dublin, Ireland', t('Dublin, Ireland'), 'to Dublin, Ireland'], ['Athens, Greece', t('Athens, Greece'), 'to Athens, Greece'], ['Cairo, Egypt', t('Cairo, Egypt'), 'to Cairo, Egypt'], ['Lima, Peru', t('Lima, Peru'), 'to Lima, Peru'], ['Quito, Ecuador', t('Quito, Ecuador'), 'to Quito, Ecuador']]),
    one('Reading, UK', 'Reading, UK', n('Reading, United Kingdom')),
  ],
  negatives: ['I leave from Paris', 'I want to buy a blue car.', 'I am leaving from Paris', 'I want to cancel.', 'Hello', 'tomorrow', 'Yes.', 'Actually, I leave from Berlin', 'France', 'Toulouse', 'Paris and Nice', 'London, Spain', 'My name is John', 'Ask me a question.', 'reset', 'error', 'Je veux', '18.', 'I weigh 77kg', 'the day after tomorrow', 'Hello bot!', 'No.', 'I am leaving', 'John', "What's the weather today ?", 'I want to drink alcohol.', 'Ask me my name', 'I want to buy a blue automatic car.', 'Spain, France', 'nice weather'],
};
