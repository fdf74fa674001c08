import { each, many, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('I speak {}', [['French', v('French')], ['English', v('English')], ['Spanish', v('Spanish')], ['German', v('German')], ['Italian', v('Italian')], ['Portuguese', v('Portuguese')], ['Japanese', v('Japanese')], ['Arabic', v('Arabic')], ['Russian', v('Russian')], ['Mandarin', v('Chinese')], ['Dutch', v('Dutch')], ['Polish', v('Polish')]]),
    ...each('Can you answer in {}?', [['french', v('French')], ['english', v('English')], ['Greek', v('Greek')], ['Turkish', v('Turkish')], ['Korean', v('Korean')], ['Hindi', v('Hindi')], ['Swedish', v('Swedish')], ['Hebrew', v('Hebrew')]]),
    ...each('I am learning {} this year', [['Esperanto', v('Esperanto')], ['Catalan', v('Catalan')], ['Swahili', v('Swahili')], ['Vietnamese', v('Vietnamese')], ['Latin', v('Latin')]]),
    one('Spanish', 'Spanish', v('Spanish')),
    one('the French language', 'French', v('French')),
    one('translate this into German please', 'German', v('German')),
    one('Do you understand español?', 'español', v('Spanish')),
    one('Deutsch', 'Deutsch', v('German')),
    many('I speak English and French', ['English', v('English')], ['French', v('French')]),
  ],
  negatives: ['I am French', 'She is a Spaniard', 'polish your shoes', 'Hello', 'I want to cancel.', 'tomorrow', 'Yes.', 'No.', 'Your favorite color is blue', 'I weigh 77kg', 'My name is John', 'I leave from Paris', 'the Americans', 'French people', 'they are Germans', 'reset', 'error', 'a nice day', 'I love Paris', 'what time is it', 'ewe and lamb', 'Ask me a question.', 'see you', 'thanks', 'maybe', 'ok', 'bye', 'sure', 'cool', 'great'],
};
