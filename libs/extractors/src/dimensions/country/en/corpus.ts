import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const o = (value: string) => ({ value, type: 'string', direction: 'origin' });
const t = (value: string) => ({ value, type: 'string', direction: 'destination' });
const n = (value: string) => ({ value, type: 'string', direction: null });

export const corpus: Corpus = {
  examples: [
    one('I live in the USA', 'USA', n('United States')),
    one('flying from the UK', 'from the UK', o('United Kingdom')),
    one('I moved to America', 'to America', t('United States')),
    one('going to England next week', 'to England', t('United Kingdom')),
    one('from Holland with love', 'from Holland', o('Netherlands')),
    many('France and Germany are neighbours', ['France', n('France')], ['Germany', n('Germany')]),
    one('I was born in Turkey', 'Turkey', n('Türkiye')),
    one('he lives in Chad', 'Chad', n('Chad')),
    one('The US is big', 'US', n('United States')),
    ...each('Is {} a nice country?', [['Spain', n('Spain')], ['Italy', n('Italy')], ['Japan', n('Japan')], ['Brazil', n('Brazil')], ['Canada', n('Canada')], ['Mexico', n('Mexico')], ['Portugal', n('Portugal')], ['Morocco', n('Morocco')], ['Argentina', n('Argentina')], ['South Korea', n('South Korea')], ['the Netherlands', n('Netherlands'), 'the Netherlands'], ['Switzerland', n('Switzerland')], ['Russia', n('Russia')], ['Australia', n('Australia')], ['Belgium', n('Belgium')]]),
    ...each('a flight to {} please', [['China', t('China'), 'to China'], ['India', t('India'), 'to India'], ['Egypt', t('Egypt'), 'to Egypt'], ['Ireland', t('Ireland'), 'to Ireland'], ['Greece', t('Greece'), 'to Greece']]),
    one('coming from germany', 'from germany', o('Germany')),
    one('Peru', 'Peru', n('Peru')),
  ],
  negatives: ['Tell us more', 'a roast turkey', 'china plates', 'we saw a guinea pig', 'come with us', 'Hello', 'I want to cancel.', 'a hanging chad', 'Your favorite color is blue', 'I weigh 77kg', 'Nice day', 'let us go', 'tomorrow', 'yes', 'error', 'reset', 'I want to buy a blue car.', 'a chile pepper', 'it is nice', 'thanks a lot', 'see you later', 'one more thing', 'what time is it', 'I have a question', 'not now', 'maybe later', 'ok', 'cool', 'bye', 'good morning'],
};
