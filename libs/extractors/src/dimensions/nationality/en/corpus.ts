import { each, one } from '../../../places/corpus-kit';
import type { Corpus } from '../../../types';

const v = (value: string) => ({ value, type: 'string' });

export const corpus: Corpus = {
  examples: [
    ...each('I am {}', [['French', v('France')], ['American', v('United States')], ['British', v('United Kingdom')], ['English', v('United Kingdom')], ['Spanish', v('Spain')], ['German', v('Germany')], ['Italian', v('Italy')], ['Mexican', v('Mexico')], ['Canadian', v('Canada')], ['Japanese', v('Japan')], ['Brazilian', v('Brazil')], ['Moroccan', v('Morocco')]]),
    ...each('She is a {} citizen', [['Belgian', v('Belgium')], ['Swiss', v('Switzerland')], ['Dutch', v('Netherlands')], ['Irish', v('Ireland')], ['Argentinian', v('Argentina')], ['Portuguese', v('Portugal')], ['Chinese', v('China')], ['Indian', v('India')]]),
    ...each('my friends are {}', [['Americans', v('United States')], ['Germans', v('Germany')], ['Italians', v('Italy')], ['Australians', v('Australia')], ['Swedes', v('Sweden')], ['Poles', v('Poland')]]),
    one('a Spaniard', 'Spaniard', v('Spain')),
    one('the French', 'French', v('France')),
    one('He is Polish', 'Polish', v('Poland')),
    one('a Scottish friend', 'Scottish', v('United Kingdom')),
    one('I am half Greek', 'Greek', v('Greece')),
  ],
  negatives: ['I speak French', 'polish your shoes', 'a pole', 'in French please', 'Hello', 'I want to cancel.', 'tomorrow', 'Yes.', 'No.', 'Your favorite color is blue', 'I weigh 77kg', 'My name is John', 'I leave from Paris', 'France', 'reset', 'error', 'a nice day', 'the English language', 'what time is it', 'translate into German', 'Ask me a question.', 'see you', 'thanks', 'maybe', 'ok', 'bye', 'sure', 'cool', 'great', 'I love Spain'],
};
